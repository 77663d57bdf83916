// Checks of scalar types, written out with their bounds folded in. Each value gets at
// most one issue: the first constraint it fails, in the order type, length, pattern.
import type { IntType, NumberType, Range, StringType } from "../../ast.js";
import { quote as str } from "../schemas/literal.js";
import { assign, enumConst, issue, patternConst, quoted, use, type Cx, type Gen } from "./gen.js";
import type { Branch, Cond, Stmt } from "./layout.js";
import { matcherFn } from "./pattern.js";
import { FORMAT_FUNCTION, FORMAT_ISSUE, isFormat } from "../../language/formats.js";
import { MESSAGE, message } from "./messages.js";

/** One failure: the condition and the issue it reports (a list is a braced block). */
export type Failure = readonly [Cond, Stmt | readonly Stmt[]];

/** An `if / else if` chain of failures; the value is taken only when none applies. */
export function chain(c: Cx, failures: readonly Failure[], take = c.src): Stmt {
  const branches: Branch[] = [];
  for (const [cond, body] of failures) branches.push({ cond, body });
  branches.push({ body: assign(c.dst, take) });
  return { branches };
}

/**
 * Length bounds in code points, decided from `s.length` where it can be: n code points
 * take between n and 2n UTF-16 units, so only strings in between are counted. Appended to `out`.
 */
function lengthChecks(g: Gen, s: string, length: Range | undefined, c: Cx, out: Failure[]): void {
  const min = length?.min;
  const max = length?.max;
  if (min !== undefined && min > 0) {
    const cond: Cond =
      min <= 1 ? `${s}.length < ${min}` : { op: "&&", parts: [`${s}.length < ${2 * min}`, `(${s}.length < ${min} || ${use(g, "codePoints")}(${s}) < ${min})`] };
    out.push([cond, issue(g, c.path, "string_too_short", str(message.stringTooShort(min)))]);
  }
  if (max !== undefined) {
    const cond: Cond = { op: "&&", parts: [`${s}.length > ${max}`, `(${s}.length > ${2 * max} || ${use(g, "codePoints")}(${s}) > ${max})`] };
    out.push([cond, issue(g, c.path, "string_too_long", str(message.stringTooLong(max)))]);
  }
}

/** `string`, `string(a..b)`, `string(FORMAT)`, `string /re/`: type, length, well-formed UTF-16, format, then pattern. */
export function stringCode(g: Gen, t: StringType, c: Cx): Stmt {
  const failures: Failure[] = [[`typeof ${c.src} !== "string"`, issue(g, c.path, "string_type", quoted(MESSAGE.string_type))]];
  // Length first: a huge string is refused by its length without being scanned.
  lengthChecks(g, c.src, t.length, c, failures);
  const unicode = issue(g, c.path, "string_unicode", quoted(MESSAGE.string_unicode));
  // A simple pattern matches ASCII strings only, and those are well-formed: an accepted string
  // needs no scan for lone surrogates, and a refused one is scanned to name its first issue.
  const ascii = t.pattern && t.format === undefined ? matcherFn(g, t.pattern.source, t.pattern.flags, c.hint) : undefined;
  if (t.pattern && ascii !== undefined) {
    const mismatch = issue(g, c.path, "string_pattern_mismatch", str(message.pattern(t.pattern.source)));
    failures.push([`!${ascii}(${c.src})`, [{ branches: [{ cond: `!${use(g, "wellFormed")}(${c.src})`, body: unicode }, { body: mismatch }] }]]);
    return chain(c, failures);
  }
  failures.push([`!${use(g, "wellFormed")}(${c.src})`, unicode]);
  const format = t.format?.name;
  if (format !== undefined && isFormat(format)) {
    const fn = FORMAT_FUNCTION[format];
    const [type, text] = FORMAT_ISSUE[format];
    failures.push([`!${use(g, fn)}(${c.src})`, issue(g, c.path, type, quoted(text))]);
  }
  if (t.pattern) {
    const mismatch = issue(g, c.path, "string_pattern_mismatch", str(message.pattern(t.pattern.source)));
    // A simple pattern is tested character by character; any other by its regular expression.
    const fn = matcherFn(g, t.pattern.source, t.pattern.flags, c.hint);
    if (fn !== undefined) failures.push([`!${fn}(${c.src})`, mismatch]);
    else {
      const re = patternConst(g, t.pattern.source, t.pattern.flags, c.hint);
      failures.push([`!${use(g, "matches")}(${re}, ${c.src})`, mismatch]);
    }
  }
  return chain(c, failures);
}

/** Range checks shared by `int` and `number`, appended to `out`, which is returned. */
function rangeChecks(g: Gen, range: Range | undefined, c: Cx, out: Failure[]): Failure[] {
  if (range?.min !== undefined) out.push([`${c.src} < ${num(range.min)}`, issue(g, c.path, "greater_than_equal", str(message.min(range.min)))]);
  if (range?.max !== undefined) out.push([`${c.src} > ${num(range.max)}`, issue(g, c.path, "less_than_equal", str(message.max(range.max)))]);
  return out;
}

/**
 * `int` accepts safe integers only (a number JavaScript cannot hold exactly is refused, as `int_unsafe`);
 * `number` accepts finite numbers. Neither takes a string or a boolean.
 */
export function numberCode(g: Gen, t: IntType | NumberType, c: Cx): Stmt {
  const typeCheck: Failure =
    t.kind === "int"
      ? [{ op: "||", parts: [`typeof ${c.src} !== "number"`, `!Number.isInteger(${c.src})`] }, issue(g, c.path, "int_type", quoted(MESSAGE.int_type))]
      : [{ op: "||", parts: [`typeof ${c.src} !== "number"`, `!Number.isFinite(${c.src})`] }, issue(g, c.path, "number_type", quoted(MESSAGE.number_type))];
  // An integer JSON carried but JavaScript cannot hold exactly has its own issue.
  const safe: Failure[] = t.kind === "int" ? [[`!Number.isSafeInteger(${c.src})`, issue(g, c.path, "int_unsafe", quoted(MESSAGE.int_unsafe))]] : [];
  return chain(c, rangeChecks(g, t.range, c, [typeCheck, ...safe]));
}

/** `bool`: `true` or `false`, nothing else. */
export function boolCode(g: Gen, c: Cx): Stmt {
  return chain(c, [[`typeof ${c.src} !== "boolean"`, issue(g, c.path, "bool_type", quoted(MESSAGE.bool_type))]]);
}

/** A number as prettier prints its literal (`1e21`, not `1e+21`). */
export function num(n: number): string {
  return String(n).replace("e+", "e");
}

/** Past this many values an enum is a module-level `Set`: a chain of `!==` that long is slow to run, and deep enough to overflow a parser's stack. */
export const ENUM_SET_MIN = 9;

/** One literal or a union of literals (an enum), each compared with `!==`, or, when large, looked up in a `Set`. */
export function enumCode(g: Gen, values: readonly (string | number | boolean | null)[], c: Cx): Stmt {
  const unique = [...new Set(values)];
  const literals = unique.map((v) => (v === null ? "null" : typeof v === "string" ? str(v) : num(v as number)));
  let cond: Cond;
  if (literals.length >= ENUM_SET_MIN) cond = `!${use(g, "oneOf")}(${enumConst(g, literals, c.hint)}, ${c.src})`;
  else cond = literals.length === 1 ? `${c.src} !== ${literals[0]}` : { op: "&&", parts: literals.map((l) => `${c.src} !== ${l}`) };
  return chain(c, [[cond, issue(g, c.path, "literal_error", str(message.literal(unique)))]]);
}
