// The few fixed functions every generated validators file may need. They are written once
// per output folder, in `_runtime/validators.ts`, and each toolset's `validators.ts` imports
// the ones it calls: a hundred toolsets do not carry a hundred copies, nor make `tsc` check
// them a hundred times.
import { FORMAT_TEXT, type FormatHelper } from "./formats.js";

/** The name of a fixed helper. */
export type Helper = "report" | "frozen" | "at" | "isObject" | "plainProto" | "keyCount" | "base" | "own" | "codePoints" | "matches" | "oneOf" | "describe" | "get" | "count" | FormatHelper;

const TEXT: Record<Helper, string> = {
  report: `// The issues of the check in progress when it calls other checks, which add theirs to it;
// created with the first one. A check is synchronous; one that starts inside another (an
// accessor of the input calling a validator) sets the outer list aside and puts it back when
// it ends.
let found: Issue[] | undefined;

/** Records an issue of the check in progress. */
function report(path: string, type: string, message: string): void {
  (found ??= []).push({ path, type, message });
}

/** Starts a check with no issue yet; returns the list of any check it interrupts. */
function begin(): Issue[] | undefined {
  const outer = found;
  found = undefined;
  return outer;
}

/** Ends a check: the value when nothing was found, else every issue; the outer list is restored. */
function end<T>(value: T | undefined, outer: Issue[] | undefined): Validation<T> {
  const issues = found;
  found = outer;
  if (issues === undefined && value !== undefined) return { ok: true, value };
  return { ok: false, issues: issues ?? [] };
}

/** Ends a check that failed: every issue found; the outer list is restored. */
function failed(outer: Issue[] | undefined): { ok: false; issues: Issue[] } {
  const issues = found ?? [];
  found = outer;
  return { ok: false, issues };
}`,
  frozen: `/**
 * A table of checks, frozen so no caller can swap a check. One plain signature, unlike
 * Object.freeze's overloads, which \`tsc\` would otherwise try for every table.
 */
function frozen<T extends object>(table: T): T {
  return Object.freeze(table);
}`,
  at: `/** The dotted path of \`key\` under \`path\` (\`""\` is the whole input). */
function at(path: string, key: string | number): string {
  return path === "" ? String(key) : \`\${path}.\${key}\`;
}`,
  isObject: `/** A plain object such as JSON.parse makes: not null, not a list, not a class instance. */
function isObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  // This realm's Object.prototype first, the common case, with one prototype read. An object
  // of another realm has that realm's Object.prototype, whose own prototype is null too.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}`,
  plainProto: `/**
 * The prototype of a plain object such as JSON.parse makes (its realm's Object.prototype, or
 * none), or \`false\` for anything else: null, a list, a class instance.
 */
function plainProto(v: unknown): object | null | false {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as object | null;
  // This realm's Object.prototype first, the common case, with one prototype read. An object
  // of another realm has that realm's Object.prototype, whose own prototype is null too.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null
    ? proto
    : false;
}`,
  keyCount: `/** The keys \`for...in\` visits on \`v\`: its own enumerable ones, and any its prototypes add. */
function keyCount(v: object): number {
  let n = 0;
  for (const _ in v) n++;
  return n;
}`,
  base: `/** Object.prototype, whose keys every plain object of this realm inherits; read by name, which optimised code answers without a lookup. */
const BASE = Object.prototype as Record<string, unknown>;`,
  own: `/** The value of \`v\`'s own property \`key\`, or undefined when it has none. */
function own(v: object, key: string): unknown {
  return Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
}`,
  codePoints: `/**
 * The Unicode code points of \`s\` (a lone surrogate counts as one). Callers count only when
 * \`s.length\` cannot decide: a string of n code points has between n and 2n UTF-16 units.
 */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}`,
  matches: `/**
 * True when \`s\` matches \`re\`. A validator must never throw, but V8's regex engine can: on a
 * huge input its backtracking stack overflows (RangeError). Such an input is reported as not
 * matching the pattern rather than crashing the caller.
 */
function matches(re: RegExp, s: string): boolean {
  try {
    return re.test(s);
  } catch {
    return false;
  }
}`,
  oneOf: `/** True when \`v\` is one of a large enum's values, kept in a \`Set\` rather than tested one by one. */
function oneOf<T>(values: ReadonlySet<T>, v: unknown): v is T {
  return values.has(v as T);
}`,
  describe: `/** A tag value as an issue message shows it, without serialising whole objects. */
function describe(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  return Array.isArray(v) ? "list" : typeof v;
}`,
  get: `/** The value at one key of a checked value, or undefined when it is absent. */
function get(v: unknown, key: string): unknown {
  return isObject(v) && Object.hasOwn(v, key) ? v[key] : undefined;
}`,
  count: `/** What \`count(PATH)\` counts: the items of a list, the code points of a string; 0 when absent. */
function count(v: unknown): number {
  return Array.isArray(v) ? v.length : typeof v === "string" ? codePoints(v) : 0;
}`,
  ...FORMAT_TEXT,
};

/** `Issue` and `Validation`, which every check returns; each toolset's `validators.ts` exports them again. */
const ISSUE = `/** One problem found in an input: where (a dotted path, \`""\` for the whole input), what kind, and pydantic's wording. */
export interface Issue {
  path: string;
  type: string;
  message: string;
}

/** The outcome of a check: the fresh checked value, or every issue found. */
export type Validation<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };`;

/** The module's header. */
const HEADER = [
  "// The fixed helpers of every toolset's argument and reply checks, written once for the",
  "// whole output folder; each toolset's `validators.ts` imports the ones it calls.",
].join("\n");

// A top-level function, or the one constant a check reads (`BASE`): what the module exports.
const EXPORTED = /^(function (\w+)|const (BASE))\b/gm;

/** The text of `_runtime/validators.ts`: `Issue`, `Validation` and every helper, in a fixed order. */
export function helperModule(): string {
  const helpers = (Object.keys(TEXT) as Helper[]).map((h) => TEXT[h].replace(EXPORTED, "export $1"));
  return `${HEADER}\n\n${ISSUE}\n\n${helpers.join("\n\n")}\n`;
}

/** The names a helper module exports, in its order. */
const NAMES: readonly string[] = (Object.keys(TEXT) as Helper[]).flatMap((h) => [...TEXT[h].matchAll(EXPORTED)].map((m) => m[2] ?? m[3] ?? ""));

/** The helpers `body` calls (and `BASE`, if it reads it), to import from the helper module. */
export function helperImports(body: string): string[] {
  return NAMES.filter((n) => new RegExp(n === "BASE" ? "\\bBASE\\b" : `\\b${n}\\(`).test(body));
}
