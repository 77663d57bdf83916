// TypeScript type expressions for contract types. The checked value is what these
// describe: a field with a default is always present, an optional one may be left out.
import type { Field, TypeNode } from "../../ast.js";
import { resolveRef, type Toolset } from "../../model.js";
import { json, jsDoc, propKey } from "../printer.js";
import { typeNames } from "./names.js";

/** How a type expression is printed. */
export interface ExprOptions {
  /** Field docs as JSDoc, one field per line (for `types.ts`); otherwise one compact line. */
  readonly docs?: boolean;
  /** Called with each generated type name the expression refers to, so callers can import it. */
  readonly use?: (name: string) => void;
}

/** The TypeScript type of a contract type expression. */
export function typeExpr(ts: Toolset, t: TypeNode, opts: ExprOptions = {}, seen: ReadonlySet<string> = new Set()): string {
  const sub = (x: TypeNode): string => typeExpr(ts, x, opts, seen);
  switch (t.kind) {
    case "string":
      return "string";
    case "int":
    case "number":
      return "number";
    case "bool":
      return "boolean";
    case "literalType":
      return t.value === null ? "null" : json(t.value);
    case "union":
      return [...new Set(t.members.map(sub))].join(" | ");
    case "nullable":
      return `${sub(t.inner)} | null`;
    case "list": {
      const item = sub(t.item);
      return topLevelUnion(item) ? `(${item})[]` : `${item}[]`;
    }
    case "object":
      return objectType(ts, t.fields, opts, seen);
    case "ref":
      return refType(ts, t.name.name, opts, seen);
  }
}

function refType(ts: Toolset, name: string, opts: ExprOptions, seen: ReadonlySet<string>): string {
  const r = resolveRef(ts, { kind: "ref", span: { start: 0, end: 0 }, name: { kind: "ident", span: { start: 0, end: 0 }, name } });
  const names = typeNames(ts);
  const named = (n: string): string => {
    opts.use?.(n);
    return n;
  };
  if (r?.kind === "type") return named(names.type(name));
  if (r?.kind === "write") return named(names.action(name));
  // A resource stands for its id; a resource whose id names itself is a cycle the checks report.
  if (r?.kind === "resource" && r.decl.id && !seen.has(name)) return typeExpr(ts, r.decl.id, opts, new Set([...seen, name]));
  if (r?.kind === "resource") return "string";
  return "unknown";
}

/** An object type literal; with `docs`, one field per line under its JSDoc. */
export function objectType(ts: Toolset, fields: readonly Field[], opts: ExprOptions = {}, seen: ReadonlySet<string> = new Set()): string {
  const members = uniqueFields(fields).map((f) => {
    const optional = f.optional && f.default === undefined ? "?" : "";
    const line = `${propKey(f.name.name)}${optional}: ${typeExpr(ts, f.type, opts, seen)};`;
    return opts.docs && f.doc ? `${jsDoc(f.doc.value)}${line}` : line;
  });
  if (members.length === 0) return "{}";
  // One level deeper per object, as prettier indents; a nested member indents its own lines.
  const indented = members.map((m) => m.replace(/^(?=.)/gm, "  "));
  return opts.docs ? `{\n${indented.join("\n")}\n}` : `{ ${members.join(" ")} }`;
}

/** The fields of an object with duplicate names dropped (the first wins; the checks report the rest). */
export function uniqueFields(fields: readonly Field[]): Field[] {
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.name.name) && seen.add(f.name.name));
}

/** True when a type text has a `|` outside brackets and string literals, so `[]` needs parentheses around it. */
function topLevelUnion(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "(" || c === "[") depth++;
    else if (c === "}" || c === ")" || c === "]") depth--;
    else if (c === "|" && depth === 0) return true;
  }
  return false;
}
