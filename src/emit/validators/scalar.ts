// Checks of scalar types, written out with their bounds folded in. Each value gets at
// most one issue: the first constraint it fails, in the order type, length, pattern.
import type { IntType, NumberType, Range, StringType } from "../../ast.js";
import { str } from "../printer.js";
import { patternConst, pushIssue, type Cx, type Gen } from "./gen.js";
import { MESSAGE, message } from "./messages.js";

/** An `if / else if` chain of failures; the value is taken only when none applies. */
function chain(c: Cx, failures: readonly (readonly [string, string])[], take = c.src): string {
  const parts = failures.map(([cond, push], i) => `${i === 0 ? "if" : "else if"} (${cond}) ${push}`);
  return [...parts, `else ${c.dst} = ${take};`].join("\n");
}

/**
 * Length bounds in code points, decided from `s.length` where it can be: n code points
 * take between n and 2n UTF-16 units, so only strings in between are counted.
 */
function lengthChecks(g: Gen, s: string, length: Range | undefined, c: Cx): [string, string][] {
  const out: [string, string][] = [];
  const min = length?.min;
  const max = length?.max;
  if (min !== undefined && min > 0) {
    g.helpers.add("codePoints");
    const cond = min <= 1 ? `${s}.length < ${min}` : `${s}.length < ${2 * min} && (${s}.length < ${min} || codePoints(${s}) < ${min})`;
    out.push([cond, pushIssue(c, "string_too_short", str(message.stringTooShort(min)))]);
  }
  if (max !== undefined) {
    g.helpers.add("codePoints");
    const cond = `${s}.length > ${max} && (${s}.length > ${2 * max} || codePoints(${s}) > ${max})`;
    out.push([cond, pushIssue(c, "string_too_long", str(message.stringTooLong(max)))]);
  }
  return out;
}

/** `string`, `string(a..b)`, `string /re/`: type, then length, then pattern. */
export function stringCode(g: Gen, t: StringType, c: Cx): string {
  const failures: [string, string][] = [[`typeof ${c.src} !== "string"`, pushIssue(c, "string_type", str(MESSAGE.string_type))]];
  failures.push(...lengthChecks(g, c.src, t.length, c));
  if (t.pattern) {
    const re = patternConst(g, t.pattern.source, t.pattern.flags, c.hint);
    failures.push([`!${re}.test(${c.src})`, pushIssue(c, "string_pattern_mismatch", str(message.pattern(t.pattern.source)))]);
  }
  return chain(c, failures);
}

/** Range checks shared by `int` and `number`. */
function rangeChecks(range: Range | undefined, c: Cx): [string, string][] {
  const out: [string, string][] = [];
  if (range?.min !== undefined) out.push([`${c.src} < ${range.min}`, pushIssue(c, "greater_than_equal", str(message.min(range.min)))]);
  if (range?.max !== undefined) out.push([`${c.src} > ${range.max}`, pushIssue(c, "less_than_equal", str(message.max(range.max)))]);
  return out;
}

/**
 * `int` accepts safe integers only (a number JSON cannot carry exactly is refused);
 * `number` accepts finite numbers. Neither takes a string or a boolean.
 */
export function numberCode(t: IntType | NumberType, c: Cx): string {
  const typeCheck: [string, string] =
    t.kind === "int"
      ? [`typeof ${c.src} !== "number" || !Number.isSafeInteger(${c.src})`, pushIssue(c, "int_type", str(MESSAGE.int_type))]
      : [`typeof ${c.src} !== "number" || !Number.isFinite(${c.src})`, pushIssue(c, "number_type", str(MESSAGE.number_type))];
  return chain(c, [typeCheck, ...rangeChecks(t.range, c)]);
}

/** `bool`: `true` or `false`, nothing else. */
export function boolCode(c: Cx): string {
  return chain(c, [[`typeof ${c.src} !== "boolean"`, pushIssue(c, "bool_type", str(MESSAGE.bool_type))]]);
}

/** One literal or a union of literals (an enum), compared with `===`. */
export function enumCode(values: readonly (string | number | boolean | null)[], c: Cx): string {
  const unique = [...new Set(values)];
  const test = unique.map((v) => `${c.src} === ${v === null ? "null" : typeof v === "string" ? str(v) : String(v)}`).join(" || ");
  return chain(c, [[`!(${test})`, pushIssue(c, "literal_error", str(message.literal(unique)))]]);
}
