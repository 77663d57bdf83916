// The JSON Schema of a contract type, built once and shared by every provider form.
// What a model may see is decided here: types, enums, docs and required lists always;
// patterns, lengths and ranges only when a form asks for them, so that tightening a
// rule never changes a request by default.
import type { Field, ToolDecl, TypeNode } from "../ast.js";
import { resolveRef, type Toolset } from "../model.js";
import { isFormat, JSON_SCHEMA_FORMAT } from "../language/formats.js";
import { KEY_ORDER, withNull, type JsonSchema } from "./nullable.js";

/** The schema node type and its type names, for the provider modules. */
export type { JsonSchema, JsonType } from "./nullable.js";

/** A family of private keywords a form may opt into. */
export type Constraint = "pattern" | "length" | "range" | "count";

/** How one form writes schemas: its provider's rules, and which private keywords it shows. */
export interface SchemaOptions {
  /** OpenAI strict mode: every key is required, and `null` stands for "not given". */
  readonly allRequired: boolean;
  /** An optional field also accepts `null`, as the validators do (implied by `allRequired`). */
  readonly optionalNull: boolean;
  /** OpenAI strict has no `default` keyword, so there the default is told in the description. */
  readonly defaultAs: "keyword" | "description";
  /** The private keywords shown; empty by default. */
  readonly constraints: ReadonlySet<Constraint>;
  /** A pattern with flags JSON Schema cannot carry (`i`, `s`) as `x-pattern`; else it is left out. */
  readonly flaggedPatterns: boolean;
  /** The JSON Schema `format` values the provider documents; a string format outside them is not shown. */
  readonly formats: ReadonlySet<string>;
}

/** No private keyword at all: what every provider form uses by default. */
export const NO_CONSTRAINTS: ReadonlySet<Constraint> = new Set();

/** Every private keyword. */
export const ALL_CONSTRAINTS: ReadonlySet<Constraint> = new Set(["pattern", "length", "range", "count"]);

/** Each tool's schemas built so far, per options object: the forms that read the same options share one value. */
const built = new WeakMap<ToolDecl, Map<SchemaOptions, JsonSchema>>();

/**
 * The schema of a tool's arguments: always an object, even with no argument. Built once
 * per tool and options object and shared by every form asking for it, so it must not be
 * changed; the emitters copy what they change.
 */
export function argsSchema(ts: Toolset, tool: ToolDecl, o: SchemaOptions): JsonSchema {
  let byOptions = built.get(tool);
  if (!byOptions) built.set(tool, (byOptions = new Map()));
  let s = byOptions.get(o);
  if (!s) byOptions.set(o, (s = objectSchema(ts, tool.args, o, new Set())));
  return s;
}

/** A schema being built: a key set to `undefined` is left out. */
type Draft = { [K in keyof JsonSchema]?: JsonSchema[K] | undefined };

/** Each keyword's place in `KEY_ORDER`. */
const RANK = new Map<string, number>(KEY_ORDER.map((k, i) => [k, i]));

/** The draft's keys in `KEY_ORDER`, those set to `undefined` left out. */
function ordered(s: Draft): JsonSchema {
  const out: Record<string, unknown> = {};
  // Most drafts list their keys in order already: then one pass over them is enough.
  let last = -1;
  for (const k in s) {
    const rank = RANK.get(k);
    if (rank === undefined || rank < last) return inOrder(s);
    last = rank;
  }
  for (const k in s) if (s[k as keyof Draft] !== undefined) out[k] = s[k as keyof Draft];
  return out as JsonSchema;
}

function inOrder(s: Draft): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const k of KEY_ORDER) if (s[k] !== undefined) out[k] = s[k];
  return out as JsonSchema;
}

function objectSchema(ts: Toolset, fields: readonly Field[], o: SchemaOptions, seen: Set<string>): JsonSchema {
  const notGiven = (f: Field): boolean => f.optional || f.default !== undefined;
  const properties = Object.fromEntries(fields.map((f) => [f.name.name, fieldSchema(ts, f, notGiven(f), o, seen)]));
  const required = fields.filter((f) => o.allRequired || !notGiven(f)).map((f) => f.name.name);
  // An empty `required` is left out where allowed: older JSON Schema drafts refuse it.
  const req = required.length > 0 || o.allRequired ? { required } : {};
  return { type: "object", properties, ...req, additionalProperties: false };
}

function fieldSchema(ts: Toolset, f: Field, notGiven: boolean, o: SchemaOptions, seen: Set<string>): JsonSchema {
  const base = typeSchema(ts, f.type, o, seen);
  const s = notGiven && (o.allRequired || o.optionalNull) ? withNull(base) : base;
  const def = f.default?.value;
  const told = def !== undefined && o.defaultAs === "description" ? `Default: ${JSON.stringify(def)}.` : undefined;
  const description = [f.doc?.value, told].filter((x) => x).join(" ") || undefined;
  return ordered({ ...s, description, default: o.defaultAs === "keyword" ? def : undefined });
}

/** The schema of any type expression. */
export function typeSchema(ts: Toolset, t: TypeNode, o: SchemaOptions, seen: Set<string>): JsonSchema {
  const c = o.constraints;
  switch (t.kind) {
    case "string": {
      const p = t.pattern;
      const extra = p ? p.flags.replace(/u/g, "") : "";
      const pattern = p && c.has("pattern") && !extra ? p.source : undefined;
      const xp = p && c.has("pattern") && extra && o.flaggedPatterns ? { source: p.source, flags: p.flags } : undefined;
      const len = c.has("length") ? t.length : undefined;
      const name = t.format?.name;
      const f = name !== undefined && isFormat(name) ? JSON_SCHEMA_FORMAT[name] : undefined;
      const format = f !== undefined && o.formats.has(f) ? f : undefined;
      return ordered({ type: "string", format, pattern, "x-pattern": xp, minLength: len?.min, maxLength: len?.max });
    }
    case "int":
    case "number": {
      const r = c.has("range") ? t.range : undefined;
      if (t.kind === "int" && c.has("range") && o.flaggedPatterns) return ordered({ type: "integer", ...safeRange(r?.min, r?.max) });
      return ordered({ type: t.kind === "int" ? "integer" : "number", minimum: r?.min, maximum: r?.max });
    }
    case "bool":
      return { type: "boolean" };
    case "literalType":
      return t.value === null ? { type: "null" } : literalSchemas([t.value])[0] ?? {};
    case "union":
      return unionSchema(ts, t.members, o, seen);
    case "list": {
      const n = c.has("count") ? t.count : undefined;
      return ordered({ type: "array", items: typeSchema(ts, t.item, o, seen), minItems: n?.min, maxItems: n?.max });
    }
    case "object":
      return objectSchema(ts, t.fields, o, seen);
    case "nullable":
      return withNull(typeSchema(ts, t.inner, o, seen));
    case "ref":
      return refSchema(ts, t, o, seen);
  }
}

/**
 * An `int`'s bounds in the private schema, the one form that claims to accept exactly what
 * the validator accepts (it alone writes flagged patterns as `x-pattern`). The validator
 * takes safe integers only, since JSON cannot carry a larger one exactly, so the schema
 * says so too, within any declared range.
 */
function safeRange(min: number | undefined, max: number | undefined): { minimum: number; maximum: number } {
  return { minimum: Math.max(min ?? -Infinity, Number.MIN_SAFE_INTEGER), maximum: Math.min(max ?? Infinity, Number.MAX_SAFE_INTEGER) };
}

function refSchema(ts: Toolset, t: TypeNode & { kind: "ref" }, o: SchemaOptions, seen: Set<string>): JsonSchema {
  const r = resolveRef(ts, t);
  if (!r) return {}; // an unknown name: the checks report it and the build stops
  if (r.kind === "write") {
    // A write tool whose arguments name itself: a cycle the checks report (write-outside-finish).
    const key = `write:${r.tool.name.name}`;
    return seen.has(key) ? {} : writeSchema(ts, r.tool, o, new Set([...seen, key]));
  }
  const key = `${r.kind}:${r.decl.name.name}`;
  if (seen.has(key)) return {}; // a cycle: the checks report it
  const inner = r.kind === "type" ? r.decl.type : r.decl.id;
  return inner ? typeSchema(ts, inner, o, new Set([...seen, key])) : { type: "string" };
}

/** A write tool as a type: `{ tool: "NAME", ...its args }`, tagged by `tool`. */
function writeSchema(ts: Toolset, tool: ToolDecl, o: SchemaOptions, seen: Set<string>): JsonSchema {
  const args = objectSchema(ts, tool.args, o, seen);
  const tag: JsonSchema = { type: "string", enum: [tool.name.name] };
  return ordered({
    ...args,
    description: tool.doc?.value || undefined,
    properties: { tool: tag, ...args.properties },
    required: ["tool", ...(args.required ?? [])],
  });
}

/** One schema per JSON type among the literals, in order of first appearance. */
function literalSchemas(values: readonly (string | number | boolean)[]): JsonSchema[] {
  const groups = new Map<string, (string | number | boolean)[]>();
  for (const v of values) {
    const k = typeof v === "number" ? "number" : typeof v;
    const group = groups.get(k);
    if (group) group.push(v);
    else groups.set(k, [v]);
  }
  return [...groups].map(([k, vs]) => {
    const uniq = [...new Set(vs)];
    if (k === "boolean" && uniq.length === 2) return { type: "boolean" };
    const type = k === "number" ? (uniq.every((n) => Number.isInteger(n)) ? "integer" : "number") : (k as "string" | "boolean");
    return { type, enum: uniq };
  });
}

function unionSchema(ts: Toolset, members: readonly TypeNode[], o: SchemaOptions, seen: Set<string>): JsonSchema {
  const literals: (string | number | boolean)[] = [];
  const others: TypeNode[] = [];
  let nullable = false;
  const flatten = (m: TypeNode, inside: Set<string>): void => {
    if (m.kind === "union") m.members.forEach((x) => flatten(x, inside));
    else if (m.kind === "nullable") (nullable = true), flatten(m.inner, inside);
    else if (m.kind === "literalType") m.value === null ? (nullable = true) : literals.push(m.value);
    else if (m.kind === "ref" && resolveRef(ts, m)?.kind === "type" && !inside.has(m.name.name)) {
      const r = resolveRef(ts, m);
      if (r?.kind === "type") flatten(r.decl.type, new Set([...inside, m.name.name]));
    } else others.push(m);
  };
  members.forEach((m) => flatten(m, new Set()));
  const parts = [...literalSchemas(literals), ...others.map((m) => typeSchema(ts, m, o, seen))];
  const one = parts.length === 1 ? parts[0] : undefined;
  if (one) return nullable ? withNull(one) : one;
  if (parts.length === 0) return { type: "null" };
  return { anyOf: nullable ? [...parts, { type: "null" }] : parts };
}
