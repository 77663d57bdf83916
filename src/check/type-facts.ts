// Static facts about type expressions, shared by the rules: how to name a type in a
// message, which JSON kinds it admits, whether a literal value fits it, and what a
// dotted path inside it leads to. Not a rule itself.
import type { Field, LiteralValue, Range, TypeNode } from "../ast.js";
import { resolveRef, type Toolset } from "../model.js";

/** The JSON kinds a value can have, as far as the checks care. */
export type JsonKind = "string" | "int" | "number" | "bool" | "null" | "list" | "object";

// Named types can only nest so deep before a cycle is assumed; recursive-type reports cycles.
const MAX_DEPTH = 32;

/** A short human name of a type, for messages: `a string`, `an int`, `"a" | "b"`, `OrderId`. */
export function describeType(t: TypeNode): string {
  switch (t.kind) {
    case "string":
      return "a string";
    case "int":
      return "an int";
    case "number":
      return "a number";
    case "bool":
      return "a bool";
    case "literalType":
      return JSON.stringify(t.value);
    case "union":
      return t.members.map(describeType).join(" | ");
    case "list":
      return "a list";
    case "object":
      return "an object";
    case "nullable":
      return `${describeType(t.inner)} or null`;
    case "ref":
      return `'${t.name.name}'`;
  }
}

/** The JSON kinds a type admits (an int literal is an int, a resource is its id's kinds). */
export function kindsOf(ts: Toolset, t: TypeNode, depth = 0): Set<JsonKind> {
  const out = new Set<JsonKind>();
  if (depth > MAX_DEPTH) return out;
  switch (t.kind) {
    case "string":
    case "int":
    case "number":
    case "bool":
      out.add(t.kind);
      break;
    case "literalType":
      out.add(literalKind(t.value));
      break;
    case "union":
      for (const m of t.members) for (const k of kindsOf(ts, m, depth + 1)) out.add(k);
      break;
    case "list":
      out.add("list");
      break;
    case "object":
      out.add("object");
      break;
    case "nullable":
      out.add("null");
      for (const k of kindsOf(ts, t.inner, depth + 1)) out.add(k);
      break;
    case "ref": {
      const r = resolveRef(ts, t);
      if (r?.kind === "type") return kindsOf(ts, r.decl.type, depth + 1);
      if (r?.kind === "resource" && r.decl.id) return kindsOf(ts, r.decl.id, depth + 1);
      if (r?.kind === "write") out.add("object");
      break;
    }
  }
  return out;
}

/** The kind of one JSON literal. */
export function literalKind(v: LiteralValue): JsonKind {
  if (v === null) return "null";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "number";
  return "list";
}

/** True when two kind sets share a value: an int is also a number. */
export function kindsOverlap(a: Set<JsonKind>, b: Set<JsonKind>): boolean {
  if (a.size === 0 || b.size === 0) return true; // unknown: another rule reports it
  for (const k of a) {
    if (b.has(k)) return true;
    if (k === "int" && b.has("number")) return true;
    if (k === "number" && b.has("int")) return true;
  }
  return false;
}

/** Follows named types and `?` to the structural type underneath. */
export function unwrap(ts: Toolset, t: TypeNode): TypeNode {
  let cur = t;
  for (let i = 0; i < MAX_DEPTH; i++) {
    if (cur.kind === "nullable") cur = cur.inner;
    else if (cur.kind === "ref") {
      const r = resolveRef(ts, cur);
      if (r?.kind !== "type") return cur;
      cur = r.decl.type;
    } else return cur;
  }
  return cur;
}

const inRange = (n: number, r: Range | undefined): boolean => !r || ((r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max));

const rangeText = (r: Range): string => `${r.min ?? ""}..${r.max ?? ""}`;

// Several rules compile the same patterns, and named types repeat them: compiled once per
// process. Sharing is safe because the flags never include the stateful `g` or `y`.
const patterns = new Map<string, RegExp | null>();
const PATTERN_LIMIT = 5000;

/** Compiles a contract pattern the way generated code does (always with `u`); undefined if it does not compile. */
export function compilePattern(source: string, flags: string): RegExp | undefined {
  const key = `${flags}/${source}`;
  const known = patterns.get(key);
  if (known !== undefined) return known ?? undefined;
  let re: RegExp | null;
  try {
    const f = [...new Set(flags.replace(/[^isu]/g, "") + "u")].join("");
    re = new RegExp(source, f);
  } catch {
    re = null;
  }
  if (patterns.size >= PATTERN_LIMIT) patterns.clear();
  patterns.set(key, re);
  return re ?? undefined;
}

/** Why a literal value does not fit a type, or undefined when it does. Mirrors the generated validators. */
export function valueProblem(ts: Toolset, t: TypeNode, v: LiteralValue, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  switch (t.kind) {
    case "string": {
      if (typeof v !== "string") return `${JSON.stringify(v)} is not a string`;
      const len = [...v].length;
      if (!inRange(len, t.length)) return `its length ${len} is outside ${rangeText(t.length as Range)}`;
      if (t.pattern) {
        const re = compilePattern(t.pattern.source, t.pattern.flags);
        if (re && !re.test(v)) return `it does not match /${t.pattern.source}/${t.pattern.flags}`;
      }
      return undefined;
    }
    case "int":
      if (typeof v !== "number" || !Number.isInteger(v)) return `${JSON.stringify(v)} is not an integer`;
      return inRange(v, t.range) ? undefined : `${JSON.stringify(v)} is outside ${rangeText(t.range as Range)}`;
    case "number":
      if (typeof v !== "number") return `${JSON.stringify(v)} is not a number`;
      return inRange(v, t.range) ? undefined : `${JSON.stringify(v)} is outside ${rangeText(t.range as Range)}`;
    case "bool":
      return typeof v === "boolean" ? undefined : `${JSON.stringify(v)} is not true or false`;
    case "literalType":
      return v === t.value ? undefined : `only ${JSON.stringify(t.value)} is allowed`;
    case "union":
      for (const m of t.members) if (valueProblem(ts, m, v, depth + 1) === undefined) return undefined;
      return `it is none of ${describeType(t)}`;
    case "nullable":
      return v === null ? undefined : valueProblem(ts, t.inner, v, depth + 1);
    case "list": {
      if (!Array.isArray(v)) return `${JSON.stringify(v)} is not a list`;
      const items = v as readonly LiteralValue[];
      if (!inRange(items.length, t.count)) return `it has ${items.length} items, outside ${rangeText(t.count as Range)}`;
      for (const [i, item] of items.entries()) {
        const p = valueProblem(ts, t.item, item, depth + 1);
        if (p) return `item ${i}: ${p}`;
      }
      return undefined;
    }
    case "object":
      return "an object cannot be written as a default";
    case "ref": {
      const r = resolveRef(ts, t);
      if (r?.kind === "type") return valueProblem(ts, r.decl.type, v, depth + 1);
      if (r?.kind === "resource") return r.decl.id ? valueProblem(ts, r.decl.id, v, depth + 1) : undefined;
      if (r?.kind === "write") return "a write proposal cannot be a default";
      return undefined; // unknown-type reports it
    }
  }
}

/** What a dotted path leads to inside a type: the field's type, or why it leads nowhere. */
export type PathStep =
  | { readonly ok: true; readonly type: TypeNode; readonly optional: boolean }
  | { readonly ok: false; readonly at: number; readonly where: string; readonly candidates: readonly string[] };

/**
 * Walks `fields` by the names of a path (the first name picks among `fields`).
 * `describe(prefix)` names the object a failing step looked into, for messages.
 */
export function followPath(ts: Toolset, fields: readonly Field[], names: readonly string[], describe: (prefix: readonly string[]) => string): PathStep {
  let current: readonly Field[] = fields;
  let type: TypeNode | undefined;
  let optional = false;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (i > 0 && type) {
      const u = unwrap(ts, type);
      if (u.kind !== "object") {
        const what = u.kind === "list" ? "a list; a path cannot reach into its items" : "not an object";
        return { ok: false, at: i, where: `${describe(names.slice(0, i))} (${what})`, candidates: [] };
      }
      current = u.fields;
    }
    let f: Field | undefined;
    for (const x of current) {
      if (x.name.name === name) {
        f = x;
        break;
      }
    }
    if (!f) return { ok: false, at: i, where: describe(names.slice(0, i)), candidates: current.map((x) => x.name.name) };
    type = f.type;
    optional = optional || f.optional || f.default !== undefined;
  }
  return type ? { ok: true, type, optional } : { ok: false, at: 0, where: describe([]), candidates: [] };
}
