// TypeScript type expressions for contract types. The checked value is what these
// describe: a field with a default is always present, an optional one may be left out.
import type { Field, RefType, TypeNode } from "../../ast.js";
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

const PLAIN: ExprOptions = {};
const NONE: ReadonlySet<string> = new Set();

/** The TypeScript type of a contract type expression. */
export function typeExpr(ts: Toolset, t: TypeNode, opts: ExprOptions = PLAIN, seen: ReadonlySet<string> = NONE): string {
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
    case "union": {
      // Members printed alike are written once.
      const members = new Set<string>();
      for (const m of t.members) members.add(typeExpr(ts, m, opts, seen));
      return [...members].join(" | ");
    }
    case "nullable":
      return `${typeExpr(ts, t.inner, opts, seen)} | null`;
    case "list": {
      const item = typeExpr(ts, t.item, opts, seen);
      return topLevelUnion(item) ? `(${item})[]` : `${item}[]`;
    }
    case "object":
      return objectType(ts, t.fields, opts, seen);
    case "ref":
      return refType(ts, t, opts, seen);
  }
}

/** What a reference stands for: a generated type's name (passed to `use`), a resource's id type, or a keyword. */
export type RefTarget = { readonly name: string } | { readonly id: TypeNode; readonly seen: ReadonlySet<string> } | { readonly keyword: "string" | "unknown" };

/** The target of a type reference, as every printer of types reads it. */
export function refTarget(ts: Toolset, t: RefType, opts: ExprOptions, seen: ReadonlySet<string>): RefTarget {
  const name = t.name.name;
  const r = resolveRef(ts, t);
  if (r?.kind === "type" || r?.kind === "write") {
    const names = typeNames(ts);
    const n = r.kind === "type" ? names.type(name) : names.action(name);
    opts.use?.(n);
    return { name: n };
  }
  // A resource stands for its id; a resource whose id names itself is a cycle the checks report.
  if (r?.kind === "resource" && r.decl.id && !seen.has(name)) return { id: r.decl.id, seen: new Set([...seen, name]) };
  return { keyword: r?.kind === "resource" ? "string" : "unknown" };
}

function refType(ts: Toolset, t: RefType, opts: ExprOptions, seen: ReadonlySet<string>): string {
  const r = refTarget(ts, t, opts, seen);
  return "name" in r ? r.name : "id" in r ? typeExpr(ts, r.id, opts, r.seen) : r.keyword;
}

/** An object type literal; with `docs`, one field per line under its JSDoc. */
export function objectType(ts: Toolset, fields: readonly Field[], opts: ExprOptions = PLAIN, seen: ReadonlySet<string> = NONE): string {
  const members = uniqueFields(fields).map((f) => {
    const optional = f.optional && f.default === undefined ? "?" : "";
    const line = `${propKey(f.name.name)}${optional}: ${typeExpr(ts, f.type, opts, seen)};`;
    return opts.docs && f.doc ? `${jsDoc(f.doc.value)}${line}` : line;
  });
  if (members.length === 0) return "{}";
  if (!opts.docs) return `{ ${members.join(" ")} }`;
  // One level deeper per object, as prettier indents; a nested member indents its own lines.
  return `{\n${members.map(indented).join("\n")}\n}`;
}

/** `text` with two spaces before each line that is not empty, as `text.replace(/^(?=.)/gm, "  ")` gives. */
function indented(text: string): string {
  // A line may also end at `\r`, U+2028 or U+2029; text with one of those takes the pattern itself.
  if (OTHER_BREAK.test(text)) return text.replace(/^(?=.)/gm, "  ");
  let out = "";
  for (let from = 0; ; ) {
    const nl = text.indexOf("\n", from);
    if ((nl < 0 ? text.length : nl) > from) out += "  ";
    if (nl < 0) return out + text.slice(from);
    out += text.slice(from, nl + 1);
    from = nl + 1;
  }
}

const OTHER_BREAK = /[\r\u2028\u2029]/;

/** The fields of an object with duplicate names dropped (the first wins; the checks report the rest). */
export function uniqueFields(fields: readonly Field[]): readonly Field[] {
  // Few fields are the rule: compared pairwise, with no set, and the list itself kept when no name repeats.
  if (fields.length > 16) return firstOfEach(fields);
  for (let i = 1; i < fields.length; i++) {
    const name = (fields[i] as Field).name.name;
    for (let j = 0; j < i; j++) if ((fields[j] as Field).name.name === name) return firstOfEach(fields);
  }
  return fields;
}

function firstOfEach(fields: readonly Field[]): Field[] {
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
