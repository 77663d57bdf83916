// The fixed helpers of every toolset's argument and reply checks, written once for the
// whole output folder; each toolset's `validators.ts` imports the ones it calls.

/** One problem found in an input: where (a dotted path, `""` for the whole input), what kind, and pydantic's wording. */
export interface Issue {
  path: string;
  type: string;
  message: string;
}

/** The outcome of a check: the fresh checked value, or every issue found. */
export type Validation<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

// The issues of the check in progress when it calls other checks, which add theirs to it;
// created with the first one. A check is synchronous; one that starts inside another (an
// accessor of the input calling a validator) sets the outer list aside and puts it back when
// it ends.
let found: Issue[] | undefined;

/** Records an issue of the check in progress. */
export function report(path: string, type: string, message: string): void {
  (found ??= []).push({ path, type, message });
}

/** Starts a check with no issue yet; returns the list of any check it interrupts. */
export function begin(): Issue[] | undefined {
  const outer = found;
  found = undefined;
  return outer;
}

/** Ends a check: the value when nothing was found, else every issue; the outer list is restored. */
export function end<T>(value: T | undefined, outer: Issue[] | undefined): Validation<T> {
  const issues = found;
  found = outer;
  if (issues === undefined && value !== undefined) return { ok: true, value };
  return { ok: false, issues: issues ?? [] };
}

/** Ends a check that failed: every issue found; the outer list is restored. */
export function failed(outer: Issue[] | undefined): { ok: false; issues: Issue[] } {
  const issues = found ?? [];
  found = outer;
  return { ok: false, issues };
}

/**
 * A table of checks, frozen so no caller can swap a check. One plain signature, unlike
 * Object.freeze's overloads, which `tsc` would otherwise try for every table.
 */
export function frozen<T extends object>(table: T): T {
  return Object.freeze(table);
}

/** The dotted path of `key` under `path` (`""` is the whole input). */
export function at(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

/** A plain object such as JSON.parse makes: not null, not a list, not a class instance. */
export function isObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  // This realm's Object.prototype first, the common case, with one prototype read. An object
  // of another realm has that realm's Object.prototype, whose own prototype is null too.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The prototype of a plain object such as JSON.parse makes (its realm's Object.prototype, or
 * none), or `false` for anything else: null, a list, a class instance.
 */
export function plainProto(v: unknown): object | null | false {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as object | null;
  // This realm's Object.prototype first, the common case, with one prototype read. An object
  // of another realm has that realm's Object.prototype, whose own prototype is null too.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null
    ? proto
    : false;
}

/** The keys `for...in` visits on `v`: its own enumerable ones, and any its prototypes add. */
export function keyCount(v: object): number {
  let n = 0;
  for (const _ in v) n++;
  return n;
}

/** Object.prototype, whose keys every plain object of this realm inherits; read by name, which optimised code answers without a lookup. */
export const BASE = Object.prototype as Record<string, unknown>;

/** The value of `v`'s own property `key`, or undefined when it has none. */
export function own(v: object, key: string): unknown {
  return Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
}

/**
 * The Unicode code points of `s` (a lone surrogate counts as one). Callers count only when
 * `s.length` cannot decide: a string of n code points has between n and 2n UTF-16 units.
 */
export function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/**
 * True when `s` matches `re`. A validator must never throw, but V8's regex engine can: on a
 * huge input its backtracking stack overflows (RangeError). Such an input is reported as not
 * matching the pattern rather than crashing the caller.
 */
export function matches(re: RegExp, s: string): boolean {
  try {
    return re.test(s);
  } catch {
    return false;
  }
}

/** True when `v` is one of a large enum's values, kept in a `Set` rather than tested one by one. */
export function oneOf<T>(values: ReadonlySet<T>, v: unknown): v is T {
  return values.has(v as T);
}

/** A tag value as an issue message shows it, without serialising whole objects. */
export function describe(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  return Array.isArray(v) ? "list" : typeof v;
}

/** The value at one key of a checked value, or undefined when it is absent. */
export function get(v: unknown, key: string): unknown {
  return isObject(v) && Object.hasOwn(v, key) ? v[key] : undefined;
}

/** What `count(PATH)` counts: the items of a list, the code points of a string; 0 when absent. */
export function count(v: unknown): number {
  return Array.isArray(v) ? v.length : typeof v === "string" ? codePoints(v) : 0;
}

// A DNS name: labels of ASCII letters, digits and inner hyphens, 1 to 63 characters each.
const HOST_RE =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** A DNS name of at most 253 characters; `dotted` wants two labels or more, the last starting with a letter. */
export function isHost(s: string, dotted: boolean): boolean {
  if (s.length > 253 || !HOST_RE.test(s)) return false;
  return !dotted || /\.[A-Za-z][^.]*$/.test(s);
}

/** A real day of the proleptic Gregorian calendar. */
export function realDate(y: number, m: number, d: number): boolean {
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  return m >= 1 && m <= 12 && d >= 1 && d <= days;
}

// The local part of an email address: dot-separated runs of ASCII letters, digits and symbols.
const EMAIL_LOCAL_RE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** `string(email)`: LOCAL@DOMAIN as the contract language defines it. */
export function isEmail(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf("@");
  if (at < 1 || at > 64) return false;
  return EMAIL_LOCAL_RE.test(s.slice(0, at)) && isHost(s.slice(at + 1), true);
}

/** `string(uuid)`: 8-4-4-4-12 hexadecimal digits, either case. */
export function isUuid(s: string): boolean {
  return /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/.test(s);
}

/** `string(date)`: RFC 3339 full-date, a real calendar day. */
export function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `string(datetime)`: RFC 3339 date-time with a real calendar day and an offset. */
export function isDatetime(s: string): boolean {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})[Tt](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/.exec(
      s,
    );
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

// An http or https URL: scheme, host, optional port, then path, query and fragment characters.
const URL_RE =
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/([^/?#:@]+)(?::(\d{1,5}))?(?:[/?#][!#$%&'()*+,\-./0-9:;=?@A-Z_a-z~]*)?$/;

// A dotted IPv4 address, each part checked to be at most 255 after the match.
const IPV4_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** `string(url)`: an absolute http or https URL as the contract language defines it. */
export function isUrl(s: string): boolean {
  const m = s.length > 2048 ? null : URL_RE.exec(s);
  if (m === null) return false;
  const host = m[1] ?? "";
  if (m[2] !== undefined && Number(m[2]) > 65535) return false;
  const v4 = IPV4_RE.exec(host);
  if (v4 === null) return !/^[\d.]+$/.test(host) && isHost(host, false);
  return v4.slice(1).every((part) => Number(part) <= 255);
}

// String.prototype.isWellFormed (ES2024) where the engine has it: a native scan, many times
// faster than the regular expression that stands in for it on older engines.
const IS_WELL_FORMED = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed;

/** True when `s` holds no lone surrogate, so any UTF-8 store can hold it. */
export function wellFormed(s: string): boolean {
  return IS_WELL_FORMED !== undefined
    ? IS_WELL_FORMED.call(s)
    : !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

// Characters that change how the text around them reads in a log or to a model: C0 controls
// (ESC, CR, LF ...), DEL, C1 controls, the line and paragraph separators, and the bidi controls.
const CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const CONTROLS = new RegExp(CONTROL.source, "g");

/** A text the model chose (a tool name, a key, a tag) with each control character written as `\uXXXX`, for the trace and the model's texts. */
export function printable(text: string): string {
  return CONTROL.test(text)
    ? text.replace(CONTROLS, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"))
    : text;
}

/** What `unknown_tool` says to a call with no name. */
export const NO_TOOL_NAME = "The tool call has no name; give the name of one of the tools.";

/** What `unknown_tool` says to a name that is no tool: the one text of `validate` and the dispatcher. */
export function unknownToolText(name: string): string {
  return name === "" ? NO_TOOL_NAME : `There is no tool named ${printable(name)}.`;
}

/** `validate`'s answer to a name that is no tool. */
export function unknownToolIssue(name: string): { ok: false; issues: Issue[] } {
  return {
    ok: false,
    issues: [{ path: "", type: "unknown_tool", message: unknownToolText(name) }],
  };
}
