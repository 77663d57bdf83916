// Inputs derived from a tool's private JSON Schema: valid ones, "edgy" ones whose leaves sit on
// or just past their bounds, and mutations of either. The schema is the contract written
// out, so inputs built from it reach every branch of the generated checks, not only the root.
import fc from "fast-check";

/** The part of JSON Schema that argsJsonSchemas uses. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  "x-pattern"?: { source: string; flags: string };
}

/** Sets an own enumerable key, even `__proto__`, which plain assignment would turn into a prototype change. */
export function put(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Code points of several UTF-16 widths and kinds: ASCII, Latin-1, an emoji (two units), a
 * combining mark, a zero-width joiner and a lone surrogate (one code point of one unit).
 */
const UNITS = ["a", "Z", "7", " ", "é", "😀", "👍🏽".slice(0, 2), "\u0301", "\u200d", "\ud800", "\udfff", "\\", '"', "\u0000", "\n"];

/** A string of exactly n code points drawn from UNITS. */
function stringOf(n: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...UNITS), { minLength: n, maxLength: n }).map((a) => a.join(""));
}

/** Lengths of a string or list: inside the bounds, and (when edgy) just outside them. */
function lengths(min: number, max: number | undefined, edgy: boolean): fc.Arbitrary<number> {
  const hi = max ?? min + 12;
  const inside = fc.oneof(fc.constantFrom(min, hi), fc.integer({ min, max: Math.min(hi, min + 40) }));
  if (!edgy) return inside;
  const outside = [min - 1, hi + 1].filter((n) => n >= 0 && (n < min || max !== undefined));
  return outside.length ? fc.oneof({ arbitrary: inside, weight: 3 }, { arbitrary: fc.constantFrom(...outside), weight: 1 }) : inside;
}

/** A string matching a pattern, or plain text when fast-check cannot generate for it. */
function patternString(source: string, flags: string): fc.Arbitrary<string> {
  let matching: fc.Arbitrary<string>;
  try {
    // fast-check refuses the i and s flags; without them it still generates matching strings
    // (s only widens `.`), and the i flag is covered by flipping the case of some letters.
    matching = fc.stringMatching(new RegExp(source, flags.replace(/[uis]/g, "")));
  } catch {
    return fc.string();
  }
  if (!flags.includes("i")) return matching;
  return fc.tuple(matching, fc.array(fc.boolean(), { maxLength: 64 })).map(([m, flips]) =>
    [...m].map((ch, i) => (flips[i] ? (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join(""),
  );
}

/** One character changed, dropped or added: a near miss of a pattern. */
function nearMiss(s: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(s, fc.nat(), fc.constantFrom("", "x", "9", "-", "😀", "\n", "A")).map(([v, i, c]) => {
    const at = v.length ? i % v.length : 0;
    return v.slice(0, at) + c + v.slice(at + 1);
  });
}

function stringArb(s: Schema, edgy: boolean): fc.Arbitrary<string> {
  const pat = s.pattern !== undefined ? { source: s.pattern, flags: "" } : s["x-pattern"];
  const min = s.minLength ?? 0;
  if (pat) {
    const matching = patternString(pat.source, pat.flags);
    if (!edgy) return matching;
    const longest = s.maxLength === undefined ? [] : [stringOf(s.maxLength), stringOf(s.maxLength + 1)];
    return fc.oneof({ arbitrary: matching, weight: 4 }, nearMiss(matching), ...longest, matching.map((m) => m.toLowerCase()), matching.map((m) => m.toUpperCase()));
  }
  return lengths(min, s.maxLength, edgy).chain(stringOf);
}

/** Numbers on, inside and (when edgy) just outside a range, plus the awkward ones of JSON. */
function numberArb(s: Schema, integer: boolean, edgy: boolean): fc.Arbitrary<number> {
  const min = s.minimum;
  const max = s.maximum;
  const lo = min ?? (max !== undefined ? max - 1000 : -1000);
  const hi = max ?? lo + 2000;
  const bounds = [min, max].filter((b): b is number => b !== undefined);
  const inside = integer
    ? fc.oneof(fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }), fc.constantFrom(...bounds.map((b) => (b === min ? Math.ceil(b) : Math.floor(b))), Math.ceil(lo)))
    : fc.oneof(fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(lo, hi));
  if (!edgy) return inside;
  const around = bounds.flatMap((b) => [b - 1, b + 1, b - 0.5, b + 0.5, b - 1e-9, b + 1e-9, b - Number.EPSILON * Math.max(1, Math.abs(b)), b + Number.EPSILON * Math.max(1, Math.abs(b))]);
  const awkward = [0, -0, 1.5, -1, 2 ** 31, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324, 0.1 + 0.2];
  return fc.oneof({ arbitrary: inside, weight: 4 }, fc.constantFrom(...around, ...awkward));
}

/** Values of one schema; `edgy` puts leaves on and just past their bounds now and then. */
export function arbFor(s: Schema, edgy: boolean): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => arbFor(x, edgy)));
  if (s.enum) return fc.constantFrom(...s.enum);
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (types.length > 1) return fc.oneof(...types.map((t) => arbFor({ ...s, type: t }, edgy)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "string":
      return stringArb(s, edgy);
    case "integer":
      return numberArb(s, true, edgy);
    case "number":
      return numberArb(s, false, edgy);
    case "array": {
      const item = arbFor(s.items ?? {}, edgy);
      return lengths(s.minItems ?? 0, s.maxItems === undefined ? undefined : Math.min(s.maxItems, (s.minItems ?? 0) + 6), edgy).chain((n) => fc.array(item, { minLength: n, maxLength: n }));
    }
    case "object": {
      const props = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      // Each optional key is present or absent; edgy objects may also lose a required key.
      const entries = props.map(([k, sub]) =>
        fc.tuple(fc.constant(k), arbFor(sub, edgy), required.has(k) ? (edgy ? fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 }) : fc.constant(true)) : fc.boolean()),
      );
      return fc.tuple(...entries).map((list) => {
        const o: Record<string, unknown> = {};
        for (const [k, v, present] of list) if (present) put(o, k, v);
        return o;
      });
    }
    default:
      return fc.jsonValue();
  }
}

/** Keys an attacker or a sloppy model would add. */
export const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "tool", "", " ", "x"];

/** Replacement values: wrong types, the number as a string, fractions, null and friends. */
const NASTY: unknown[] = [null, "42", 42, 1.5, -0, 0, -1, "", " ", "😀", "😀".repeat(3), true, false, [], {}, [null], { __proto__x: 1 }, "null", "true", 1e308, 2 ** 53, "\u0000", "\ud83d"];

/** Every path (list of keys) to an object or list inside v, the root included, with the node. */
function containers(v: unknown, at: (string | number)[] = [], out: { path: (string | number)[]; node: object }[] = []) {
  if (v !== null && typeof v === "object") {
    out.push({ path: at, node: v });
    for (const [k, x] of Object.entries(v)) containers(x, [...at, Array.isArray(v) ? Number(k) : k], out);
  }
  return out;
}

/** Deep copy through JSON, so mutations never touch shared generated values; own `__proto__` keys survive. */
export function jsonCopy(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v) ?? "null");
}

type Mutation = "replace" | "drop" | "add" | "stringify" | "numberify" | "grow" | "shrink" | "wrap";

/** A mutation to apply: up to three edits at random places (a key dropped or added, a value replaced, a list grown). */
export function mutation(): fc.Arbitrary<(value: unknown) => unknown> {
  const kinds: Mutation[] = ["replace", "drop", "add", "stringify", "numberify", "grow", "shrink", "wrap"];
  return fc
    .tuple(fc.nat(), fc.nat(), fc.constantFrom(...kinds), fc.constantFrom(...NASTY), fc.constantFrom(...HOSTILE_KEYS), fc.integer({ min: 1, max: 3 }))
    .map(([pickNode, pickKey, kind, nasty, hostile, times]) => (value: unknown) => {
      let v = jsonCopy(value);
      for (let t = 0; t < times; t++) v = mutateOnce(v, pickNode + t * 7, pickKey + t * 13, kind, nasty, hostile);
      return v;
    });
}

/** Values of `base`, mutated. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, mutation()).map(([v, m]) => m(v));
}

function mutateOnce(v: unknown, pickNode: number, pickKey: number, kind: Mutation, nasty: unknown, hostile: string): unknown {
  const nodes = containers(v);
  const target = nodes[pickNode % Math.max(1, nodes.length)];
  // Copies of the shared NASTY values only: mutating one in place would leak into later runs.
  if (!target) return kind === "wrap" ? [v] : jsonCopy(nasty);
  const node = target.node as Record<string, unknown>;
  const keys = Object.keys(node);
  const key = keys[pickKey % Math.max(1, keys.length)];
  const list = Array.isArray(node) ? (node as unknown[]) : undefined;
  switch (kind) {
    case "replace":
      if (key !== undefined) put(node, key, jsonCopy(nasty));
      else if (target.path.length === 0) return jsonCopy(nasty);
      return v;
    case "drop":
      if (list) list.splice(pickKey % Math.max(1, list.length), 1);
      else if (key !== undefined) delete node[key];
      return v;
    case "add":
      if (list) list.push(jsonCopy(list[0] ?? nasty));
      else put(node, pickKey % 2 ? hostile : `${key ?? "k"}_`, jsonCopy(pickKey % 3 ? nasty : node[key ?? ""] ?? { polluted: true }));
      return v;
    case "stringify": {
      const x = key === undefined ? undefined : node[key];
      if (key !== undefined && (typeof x === "number" || typeof x === "boolean")) put(node, key, String(x));
      return v;
    }
    case "numberify": {
      const x = key === undefined ? undefined : node[key];
      if (key !== undefined && typeof x === "string") put(node, key, Number.isNaN(Number(x)) ? x.length : Number(x));
      else if (key !== undefined && typeof x === "number") put(node, key, x + 0.5);
      return v;
    }
    case "grow":
      if (list) list.push(...list.slice(0, 3), jsonCopy(list[0] ?? null));
      else if (key !== undefined && typeof node[key] === "string") put(node, key, `${node[key] as string}😀`);
      return v;
    case "shrink":
      if (list) list.length = Math.floor(list.length / 2);
      else if (key !== undefined && typeof node[key] === "string") put(node, key, [...(node[key] as string)].slice(0, -1).join(""));
      return v;
    case "wrap":
      if (key !== undefined) put(node, key, [node[key]]);
      return v;
  }
}

/** JSON of any shape, with keys the schema declares mixed in so some objects get past the root. */
export function randomInput(s: Schema): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(s.properties ?? {}), ...HOSTILE_KEYS];
  const near = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: keys.length });
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), near, fc.anything({ maxDepth: 2 })).map(jsonCopy);
}
