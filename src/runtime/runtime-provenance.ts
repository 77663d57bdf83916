// Provenance: where a task has seen each value. A successful read labels every string and
// number of its reply `read`, or `untrusted` inside the paths its contract marks
// `untrusted`; the application may add the user's own request (`user`); the trusted
// context is `context`. A write's argument is traced by equality to those values (and,
// for text the model copies, by occurring whole in the user's request or in untrusted
// text): a value the model re-types, splits, encodes or computes is seen `nowhere`, so a
// policy that asks for a trusted source fails safe, and a person decides.
import { sameValue } from "./runtime-steps.js";

/** Where a task saw a value. */
export type Source = "context" | "read" | "untrusted" | "user" | "nowhere";

/** The provenance of an argument: its sources for a string or number, one per item of a list, one per field of an object. */
export type Provenance =
  readonly Source[] | readonly Provenance[] | { readonly [field: string]: Provenance };

/** The most values a task keeps with their sources; past it, new values are not kept (they read as `nowhere`). */
export const MAX_SIGHTINGS = 10000;
/** The longest string kept as a value; a longer one is kept only as text, for occurrence. */
export const MAX_VALUE_LENGTH = 1000;
/** The most characters of the user's request, and of untrusted text, a task keeps for occurrence. */
export const MAX_SEEN_TEXT = 200000;
// Deeper replies are not walked (generated checks bound real replies far below this).
const MAX_WALK_DEPTH = 64;
const READ_BIT = 1;
const UNTRUSTED_BIT = 2;

/** A sightings store as plain data, in a task's state. */
export interface SightingsState {
  /** Each value with its bits: 1 seen in a trusted part of a read, 2 in an untrusted part. */
  readonly values: readonly (readonly [string | number, number])[];
  readonly user: readonly string[];
  readonly untrusted: readonly string[];
  readonly full: boolean;
}

/** The paths of a read's reply marked `untrusted`: field names, `[]` for every item of a list; `[]` alone is the whole reply. */
export type UntrustedPaths = readonly (readonly string[])[];

// True when `needle` occurs in `text` with no letter or digit just before or after it.
function occursIn(text: string, needle: string): boolean {
  if (needle === "") return false;
  const word = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = at === 0 ? "" : text.charAt(at - 1);
    const after = text.charAt(at + needle.length);
    if (!word.test(before) && !word.test(after)) return true;
  }
  return false;
}

/** What one task has seen, and where; bounded like its evidence. */
export class Sightings {
  private readonly marks = new Map<string | number, number>();
  private readonly user: string[] = [];
  private readonly texts: string[] = [];
  private chars = 0;
  private dropped = false;

  /** True once something seen was not kept (a bound was reached): it reads as seen `nowhere`. */
  get full(): boolean {
    return this.dropped;
  }

  /** True when nothing has been recorded (a task of a toolset without provenance). */
  get empty(): boolean {
    return (
      this.marks.size === 0 && this.user.length === 0 && this.texts.length === 0 && !this.dropped
    );
  }

  private keepText(list: string[], text: string): void {
    if (list.includes(text)) return;
    if (this.chars + text.length > MAX_SEEN_TEXT) {
      this.dropped = true;
      return;
    }
    list.push(text);
    this.chars += text.length;
  }

  private mark(value: string | number, bit: number): void {
    if (typeof value === "number" && !Number.isFinite(value)) return;
    if (typeof value === "string" && value.length > MAX_VALUE_LENGTH) return;
    const had = this.marks.get(value);
    if (had === undefined && this.marks.size >= MAX_SIGHTINGS) {
      this.dropped = true;
      return;
    }
    this.marks.set(value, (had ?? 0) | bit);
  }

  /** Labels every string and number of a read's reply: `untrusted` inside `paths`, else `read`. */
  label(reply: unknown, paths: UntrustedPaths): void {
    this.walk(reply, paths, false, 0);
  }

  private walk(value: unknown, rests: UntrustedPaths, under: boolean, depth: number): void {
    const inside = under || rests.some((r) => r.length === 0);
    if (typeof value === "string" || typeof value === "number") {
      this.mark(value, inside ? UNTRUSTED_BIT : READ_BIT);
      if (inside && typeof value === "string") this.keepText(this.texts, value);
      return;
    }
    if (typeof value !== "object" || value === null || depth >= MAX_WALK_DEPTH) return;
    const step = (key: string): UntrustedPaths =>
      inside ? [] : rests.filter((r) => r[0] === key).map((r) => r.slice(1));
    if (Array.isArray(value)) {
      const next = step("[]");
      for (const item of value as unknown[]) this.walk(item, next, inside, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) this.walk(item, step(key), inside, depth + 1);
  }

  /** Adds the user's own request: a string or number of it, or occurring in it, counts as seen in `user`. */
  addUser(text: string): void {
    if (typeof text === "string" && text !== "") this.keepText(this.user, text);
  }

  /** The sources of one string or number: where it was seen, or `nowhere`. */
  sourcesOf(value: string | number, context: ReadonlySet<string | number>): Source[] {
    const out: Source[] = [];
    const bits = this.marks.get(value) ?? 0;
    const text = String(value);
    if (context.has(value)) out.push("context");
    if (bits & READ_BIT) out.push("read");
    if (bits & UNTRUSTED_BIT || this.texts.some((t) => occursIn(t, text))) out.push("untrusted");
    if (this.user.some((t) => occursIn(t, text))) out.push("user");
    return out.length ? out : ["nowhere"];
  }

  /** The store as plain data, for a task's state. */
  toJSON(): SightingsState {
    return {
      values: [...this.marks],
      user: [...this.user],
      untrusted: [...this.texts],
      full: this.dropped,
    };
  }

  /** A store from `toJSON()`'s data, or why the data is not one. */
  static restore(state: unknown): Sightings | string {
    if (typeof state !== "object" || state === null) return "provenance is not an object";
    const s = state as Partial<SightingsState>;
    const texts = (v: unknown): v is string[] =>
      Array.isArray(v) && v.every((t) => typeof t === "string");
    if (
      !Array.isArray(s.values) ||
      !texts(s.user) ||
      !texts(s.untrusted) ||
      typeof s.full !== "boolean"
    )
      return "provenance lacks its parts";
    const out = new Sightings();
    for (const pair of s.values as unknown[]) {
      if (!Array.isArray(pair) || pair.length !== 2) return "provenance holds a bad value";
      const [v, bits] = pair as [unknown, unknown];
      if ((typeof v !== "string" && typeof v !== "number") || typeof bits !== "number")
        return "provenance holds a bad value";
      out.mark(v, bits & (READ_BIT | UNTRUSTED_BIT));
    }
    for (const t of s.user) out.keepText(out.user, t);
    for (const t of s.untrusted) out.keepText(out.texts, t);
    out.dropped ||= s.full;
    return out;
  }
}

/** Every string and number of the trusted context: a value equal to one is seen in `context`. */
export function contextValues(ctx: unknown): Set<string | number> {
  const out = new Set<string | number>();
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === "string" || typeof v === "number") out.add(v);
    else if (typeof v === "object" && v !== null && depth < MAX_WALK_DEPTH)
      for (const item of Object.values(v)) walk(item, depth + 1);
  };
  try {
    walk(ctx, 0);
  } catch {
    // A context that cannot be read counts for nothing: its values read as unseen.
  }
  return out;
}

/** The provenance of a value: sources for each string and number in it; `[]` for true, false and null. */
export function provenanceOf(
  value: unknown,
  seen: Sightings,
  context: ReadonlySet<string | number>,
  depth = 0,
): Provenance {
  if (typeof value === "string" || typeof value === "number") return seen.sourcesOf(value, context);
  if (typeof value !== "object" || value === null || depth >= MAX_WALK_DEPTH) return [];
  if (Array.isArray(value))
    return (value as unknown[]).map((v) => provenanceOf(v, seen, context, depth + 1));
  const out: Record<string, Provenance> = {};
  for (const [k, v] of Object.entries(value)) out[k] = provenanceOf(v, seen, context, depth + 1);
  return out;
}

// The sources of each string and number of a provenance, in order.
function provenanceLeaves(
  p: Provenance | undefined,
  out: (readonly Source[])[] = [],
): (readonly Source[])[] {
  if (p === undefined) return out;
  if (Array.isArray(p)) {
    if (p.length > 0 && p.every((x) => typeof x === "string")) out.push(p as readonly Source[]);
    else for (const x of p as readonly Provenance[]) provenanceLeaves(x, out);
  } else for (const x of Object.values(p as { [f: string]: Provenance })) provenanceLeaves(x, out);
  return out;
}

/** One atom of a write's policy, as the compiler writes it. */
export interface PolicyAtom {
  readonly arg: string;
  readonly test: "from" | "only" | "compare" | "count";
  readonly sources?: readonly Source[];
  readonly op?: "==" | "!=" | ">=" | "<=" | ">" | "<";
  readonly value?: unknown;
}

/** One `refuse when` or `auto when`: its atoms, all of which must hold, and its text. */
export interface PolicyRule {
  readonly when: readonly PolicyAtom[];
  readonly text: string;
}

/** A write's approval policy: refused when any `refuse` rule holds; approved by the policy when an `auto` rule holds. */
export interface WritePolicy {
  readonly refuse: readonly PolicyRule[];
  readonly auto: readonly PolicyRule[];
}

function compareNumbers(a: number, op: PolicyAtom["op"], b: number): boolean {
  switch (op) {
    case "==":
      return a === b;
    case "!=":
      return a !== b;
    case ">=":
      return a >= b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case "<":
      return a < b;
    default:
      return false;
  }
}

/** True when one atom holds of a proposal's arguments and their provenance. A test of sources needs at least one value, and holds only if every value passes. */
export function atomHolds(
  atom: PolicyAtom,
  args: unknown,
  provenance: { readonly [arg: string]: Provenance },
): boolean {
  const value =
    typeof args === "object" && args !== null
      ? (args as Record<string, unknown>)[atom.arg]
      : undefined;
  const wanted = atom.sources ?? [];
  switch (atom.test) {
    case "from":
    case "only": {
      const own = Object.hasOwn(provenance, atom.arg) ? provenance[atom.arg] : undefined;
      const all = provenanceLeaves(own);
      if (all.length === 0) return false;
      return atom.test === "from"
        ? all.every((s) => s.some((x) => wanted.includes(x)))
        : all.every((s) => s.every((x) => wanted.includes(x)));
    }
    case "count":
      return (
        Array.isArray(value) &&
        typeof atom.value === "number" &&
        compareNumbers(value.length, atom.op, atom.value)
      );
    case "compare":
      if (atom.op === "==") return sameValue(value ?? null, atom.value);
      if (atom.op === "!=") return !sameValue(value ?? null, atom.value);
      return (
        typeof value === "number" &&
        typeof atom.value === "number" &&
        compareNumbers(value, atom.op, atom.value)
      );
  }
}

/** The first rule of `rules` whose atoms all hold, if any. */
export function ruleHolding(
  rules: readonly PolicyRule[],
  args: unknown,
  provenance: { readonly [arg: string]: Provenance },
): PolicyRule | undefined {
  return rules.find(
    (r) => r.when.length > 0 && r.when.every((a) => atomHolds(a, args, provenance)),
  );
}
