// Type expressions laid out as prettier lays out TypeScript types (its union, array, object
// literal, function type and type argument printers), as documents for the doc printer.
// Only a type too long for its line comes here; one that fits stays a plain string.
import { align, fluid, group, hardline, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { Member, TypeTree } from "./tree.js";

/**
 * Where a type stands, which decides how a union in it is indented: after `:` or `=>` (an
 * annotation, whose union gets a level of its own), as the right side of `type X =` (already
 * indented there), or as a type argument (not indented).
 */
export type Place = "annotation" | "alias" | "argument";

/** The document of a type at `place`. */
export function typeDoc(t: TypeTree, place: Place): Doc {
  switch (t.k) {
    case "name":
      return t.text;
    case "union":
      return unionDoc(t.members, place);
    case "array":
      return [t.item.k === "union" ? parenthesized(t.item.members) : typeDoc(t.item, "annotation"), "[]"];
    case "object":
      return objectDoc(t.members, t.broken);
    case "fn": {
      const params = t.params.map(([name, type]) => [name, ": ", typeDoc(type, "annotation")]);
      return group(["(", indent([softline, join([",", line], params)]), ifBreak(","), softline, ") => ", typeDoc(t.ret, "annotation")]);
    }
    case "generic":
      return [t.name, typeArgs(t.args)];
  }
}

/** A union written on one line: one object-like member with only `null`s beside it (prettier's `shouldHugUnionType`). */
function hugs(members: readonly TypeTree[]): boolean {
  const objects = members.filter((m) => m.k === "object" || m.k === "generic" || (m.k === "name" && m.sort === "ref"));
  return objects.length === 1 && members.every((m) => m === objects[0] || (m.k === "name" && m.text === "null"));
}

/** `A | B` flat, or one member a line each after `| `, aligned under the first. */
function unionMembers(members: readonly TypeTree[]): Doc {
  return group(members.map((m, i) => [i === 0 ? ifBreak("| ") : [line, "| "], align(2, typeDoc(m, "annotation"))]));
}

function unionDoc(members: readonly TypeTree[], place: Place): Doc {
  if (hugs(members)) return join(" | ", members.map((m) => typeDoc(m, "annotation")));
  const printed = unionMembers(members);
  return place === "annotation" ? group(indent([softline, printed])) : printed;
}

/** A union as an array's item: in parentheses, its members on lines of their own between them when it does not fit. */
function parenthesized(members: readonly TypeTree[]): Doc {
  if (hugs(members)) return ["(", join(" | ", members.map((m) => typeDoc(m, "annotation"))), ")"];
  return ["(", group([indent([softline, unionMembers(members)]), softline]), ")"];
}

/** `{ a: A; b: B }`, or one member a line; a member's JSDoc goes on the lines above it. */
export function objectDoc(members: readonly Member[], broken: boolean): Doc {
  if (members.length === 0) return "{}";
  const parts = members.map((m, i) => [i === 0 ? "" : [";", line], group(memberDoc(m))]);
  return group(["{", indent([line, parts]), ifBreak(";"), line, "}"], broken);
}

/** One member, `key: type`, under its JSDoc. */
export function memberDoc(m: Member): Doc {
  const body: Doc = [m.key, ": ", typeDoc(m.type, "annotation")];
  return m.doc === undefined ? body : [join(hardline, m.doc.split("\n")), hardline, body];
}

/** `<A>` when the one argument is simple, else each on its own line when they do not fit (no trailing comma). */
function typeArgs(args: readonly TypeTree[]): Doc {
  const only = args.length === 1 ? (args[0] as TypeTree) : undefined;
  const hug = only !== undefined && ((only.k === "name" && only.sort !== "other") || only.k === "object" || (only.k === "union" && hugs(only.members)));
  if (hug) return ["<", typeDoc(only, "argument"), ">"];
  return group(["<", indent([softline, join([",", line], args.map((a) => typeDoc(a, "argument")))]), softline, ">"]);
}

/**
 * `export type Name = type;` as prettier breaks it: a union after the `=`, one member a line;
 * anything else where it breaks itself, on the next line when its start does not fit after the `=`.
 */
export function aliasDoc(head: string, t: TypeTree): Doc {
  if (t.k === "union" && !hugs(t.members)) return group([head, " =", group(indent([line, typeDoc(t, "alias")])), ";"]);
  return [fluid(head, typeDoc(t, "alias")), ";"];
}
