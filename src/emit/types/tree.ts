// A TypeScript type as prettier's parser would see the text `typeExpr` writes: unions
// flattened, names told apart from literals, objects with their members. Built only for a
// type too long for one line, so it can be laid out over several (types/layout.ts).
import type { Field, RefType, TypeNode } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { json, jsDoc, propKey } from "../printer.js";
import { refTarget, typeExpr, uniqueFields, type ExprOptions } from "./expr.js";

/** A type: a name (a keyword, a reference, or other text such as a literal), a union, an array, an object, a function or a generic. */
export type TypeTree =
  | { readonly k: "name"; readonly text: string; readonly sort: "keyword" | "ref" | "other" }
  | { readonly k: "union"; readonly members: readonly TypeTree[] }
  | { readonly k: "array"; readonly item: TypeTree }
  | { readonly k: "object"; readonly members: readonly Member[]; readonly broken: boolean }
  | { readonly k: "fn"; readonly params: readonly (readonly [string, TypeTree])[]; readonly ret: TypeTree }
  | { readonly k: "generic"; readonly name: string; readonly args: readonly TypeTree[] };

/** A member of an object type: its JSDoc (as written), its key with `readonly` or `?`, and its type. */
export interface Member {
  readonly doc?: string | undefined;
  readonly key: string;
  readonly type: TypeTree;
}

const KEYWORDS = new Set(["string", "number", "boolean", "null", "undefined", "unknown", "never", "any", "object", "void"]);

/** A keyword type, or other text that is no reference (a literal, an indexed access). */
export const named = (text: string): TypeTree => ({ k: "name", text, sort: KEYWORDS.has(text) ? "keyword" : "other" });
/** A reference to a named type. */
export const ref = (text: string): TypeTree => ({ k: "name", text, sort: "ref" });

/** A union of types, nested unions flattened as the parser reads `A | B | C`. */
export function union(members: readonly TypeTree[]): TypeTree {
  const flat = members.flatMap((m) => (m.k === "union" ? m.members : [m]));
  return flat.length === 1 ? (flat[0] as TypeTree) : { k: "union", members: flat };
}

const NONE: ReadonlySet<string> = new Set();

/** The tree of the type `typeExpr` prints for a contract type, with the same options. */
export function typeTree(ts: Toolset, t: TypeNode, opts: ExprOptions, seen: ReadonlySet<string> = NONE): TypeTree {
  switch (t.kind) {
    case "string":
    case "int":
    case "number":
    case "bool":
      return named(typeExpr(ts, t, opts));
    case "literalType":
      return named(t.value === null ? "null" : json(t.value));
    case "union": {
      // Members printed alike are written once, as `typeExpr` writes them.
      const keys = new Set<string>();
      const members = t.members.filter((m) => !keys.has(typeExpr(ts, m, opts, seen)) && keys.add(typeExpr(ts, m, opts, seen)));
      return union(members.map((m) => typeTree(ts, m, opts, seen)));
    }
    case "nullable":
      return union([typeTree(ts, t.inner, opts, seen), named("null")]);
    case "list":
      return { k: "array", item: typeTree(ts, t.item, opts, seen) };
    case "object":
      return objectTree(ts, t.fields, opts, seen);
    case "ref":
      return refTree(ts, t, opts, seen);
  }
}

function refTree(ts: Toolset, t: RefType, opts: ExprOptions, seen: ReadonlySet<string>): TypeTree {
  const r = refTarget(ts, t, opts, seen);
  return "name" in r ? ref(r.name) : "id" in r ? typeTree(ts, r.id, opts, r.seen) : named(r.keyword);
}

/** An object type's tree; with `docs` its members carry their JSDoc and it is written broken, one member a line. */
export function objectTree(ts: Toolset, fields: readonly Field[], opts: ExprOptions, seen: ReadonlySet<string> = NONE): TypeTree {
  const members = uniqueFields(fields).map((f): Member => {
    const optional = f.optional && f.default === undefined ? "?" : "";
    const doc = opts.docs && f.doc ? jsDoc(f.doc.value).trimEnd() : undefined;
    return { doc, key: `${propKey(f.name.name)}${optional}`, type: typeTree(ts, f.type, opts, seen) };
  });
  return { k: "object", members, broken: opts.docs === true && members.length > 0 };
}
