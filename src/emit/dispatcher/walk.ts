// Code that reaches every value of a given kind inside a checked value: the resource
// ids of arguments and replies (ownership, evidence, `seen`) and the proposed actions
// of a `finish` call. The walk happens here, at build time; the generated code is
// plain loops and field reads over the one shape the contract declares.
import type { ResourceDecl, ToolDecl, TypeNode } from "../../ast.js";
import { derefType, resolveRef, type Toolset } from "../../model.js";
import { str } from "../printer.js";
import { UNRECORDED, type DispatcherFile } from "./file.js";
import { callDoc, printed } from "./docs.js";
import { textDoc } from "../expr-doc.js";
import { ifHead } from "./layout.js";

/** Code for a value found by the walk, given the expression that holds it (typed `unknown`). */
export type Leaf = (expr: string) => string;

/** Which values a walk looks for: resource ids (optionally only owned ones) or write actions. */
export type Target =
  | { readonly kind: "resource"; readonly ownedOnly: boolean; readonly leaf: (res: ResourceDecl, expr: string, indent: string) => string }
  | { readonly kind: "write"; readonly leaf: (tool: ToolDecl, expr: string, indent: string) => string };

/** Fresh local names, so nested loops never shadow each other. */
export class Names {
  private n = 0;
  /** `file`: where the helpers the walk writes are recorded; code only inspected records nothing. */
  constructor(readonly file: DispatcherFile = UNRECORDED) {}
  /** A new name with the given stem. */
  next(stem: string): string {
    return `${stem}${this.n++}`;
  }
}

const NONE: ReadonlySet<string> = new Set();
const SCALAR: ReadonlySet<TypeNode["kind"]> = new Set(["string", "int", "number", "bool", "literalType"]);

/** Statements (at indent `at`) reaching every target inside `expr`, a value of type `type`; `""` when the type holds none. */
export function walkCode(ts: Toolset, type: TypeNode, expr: string, target: Target, names: Names, seen: ReadonlySet<string> = NONE, at = "  "): string {
  if (type.kind === "ref") {
    const r = resolveRef(ts, type);
    if (r?.kind === "resource" && target.kind === "resource") return target.ownedOnly && !r.decl.owner ? "" : target.leaf(r.decl, expr, at);
    if (r?.kind === "write" && target.kind === "write") return target.leaf(r.tool, expr, at);
    if (r?.kind !== "type" || seen.has(r.decl.name.name)) return "";
    return walkCode(ts, r.decl.type, expr, target, names, new Set([...seen, r.decl.name.name]), at);
  }
  switch (type.kind) {
    case "nullable":
      return walkCode(ts, type.inner, expr, target, names, seen, at);
    case "list": {
      const item = names.next("item");
      const body = walkCode(ts, type.item, item, target, names, seen, `${at}  `);
      // Prettier's for head has no group of its own: a call too long for it breaks its arguments.
      return body && `${printed([`for (const ${item} of `, callDoc(names.file.gate("listItems"), [textDoc(expr)]), ") {"], at)}${body}${at}}\n`;
    }
    case "object": {
      let out = "";
      // A scalar field holds no target: its read is not even written out, nor is one that holds none recorded.
      for (const f of type.fields) {
        if (SCALAR.has(f.type.kind)) continue;
        const code = walkCode(ts, f.type, `readField(${expr}, ${str(f.name.name)})`, target, names, seen, at);
        if (!code) continue;
        names.file.gate("readField");
        out += code;
      }
      return out;
    }
    case "union":
      return unionCode(ts, type.members, expr, target, names, seen, at);
    default:
      return "";
  }
}

// A tagged union of objects reads its tag first, so a field is taken as a resource id
// only in the member that declares it so; other unions try every member.
function unionCode(ts: Toolset, members: readonly TypeNode[], expr: string, target: Target, names: Names, seen: ReadonlySet<string>, at: string): string {
  const tag = unionTag(ts, members);
  let out = "";
  for (let i = 0; i < members.length; i++) {
    const value = tag?.values[i];
    const tagged = value !== undefined && tag !== undefined;
    const body = walkCode(ts, members[i] as TypeNode, expr, target, names, seen, tagged ? `${at}  ` : at);
    if (!body) continue;
    out += !tagged ? body : `${ifHead(`${names.file.gate("readField")}(${expr}, ${str(tag.field)}) === ${JSON.stringify(value)}`, at, " {")}${body}${at}}\n`;
  }
  return out;
}

/** The tag field of a union of objects and each member's tag value, when every member has one. */
export function unionTag(ts: Toolset, members: readonly TypeNode[]): { field: string; values: (string | number | boolean | null)[] } | undefined {
  const objects = members.map((m) => derefType(ts, m));
  if (!objects.every((o) => o.kind === "object")) return undefined;
  const first = objects[0];
  if (!first || first.kind !== "object") return undefined;
  for (const f of first.fields) {
    const values: (string | number | boolean | null)[] = [];
    for (const o of objects) {
      const g = o.kind === "object" ? o.fields.find((x) => x.name.name === f.name.name) : undefined;
      const t = g && derefType(ts, g.type);
      if (t?.kind !== "literalType") break;
      values.push(t.value);
    }
    if (values.length === objects.length && new Set(values).size === values.length) return { field: f.name.name, values };
  }
  return undefined;
}
