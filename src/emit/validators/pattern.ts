// Patterns simple enough to test character by character instead of with a regular
// expression: anchored (`^...$`), no flags, a sequence of ASCII characters and ASCII classes
// (`\d`, `\w`, `[A-Z0-9_-]`), each with a count (`{n}`, `{n,m}`, `?`, `*`, `+`), at most
// one of them of varying count. Such a pattern matches only ASCII strings, whose length in
// UTF-16 units is their length in code points, so the regular expression's answer (with its
// `u` flag) is: the length is in range, and each position holds a character of its class.
// With one part of varying count, the length alone says where it ends. Anything else keeps
// its regular expression.
import { functionFor, type Gen } from "./gen.js";
import type { Stmt } from "./layout.js";

/** A class of ASCII characters as ranges of codes, and how many times it repeats. */
interface Part {
  readonly ranges: readonly (readonly [number, number])[];
  readonly min: number;
  readonly max: number;
}

const DIGIT: [number, number][] = [[48, 57]];
const WORD: [number, number][] = [[48, 57], [65, 90], [95, 95], [97, 122]];
/** Characters that mean something in a pattern. */
const META = "^$\\.*+?()[]{}|";
/** Characters that stand for themselves when escaped (with the `u` flag, `-` only in a class). */
const SYNTAX = META + "/";

/** A printable ASCII code that stands for itself outside a class. */
function plain(code: number): boolean {
  return code >= 0x20 && code < 0x7f && !META.includes(String.fromCharCode(code));
}

/** Reads an escape at `src[i]` (after the backslash): its ranges, or undefined when unsupported. */
function escape(src: string, i: number, inClass = false): [number, number][] | undefined {
  const ch = src[i];
  if (ch === "d") return DIGIT;
  if (ch === "w") return WORD;
  if (ch !== undefined && (SYNTAX.includes(ch) || (inClass && ch === "-"))) return [[ch.charCodeAt(0), ch.charCodeAt(0)]];
  return undefined;
}

/** Reads a class `[...]` starting after `[`; returns its ranges and the index after `]`. */
function charClass(src: string, start: number): [[number, number][], number] | undefined {
  const ranges: [number, number][] = [];
  let i = start;
  if (src[i] === "^" || src[i] === "]") return undefined;
  while (i < src.length && src[i] !== "]") {
    let lo: number;
    if (src[i] === "\\") {
      const e = escape(src, i + 1, true);
      if (!e) return undefined;
      i += 2;
      if (e.length !== 1 || e[0]?.[0] !== e[0]?.[1]) {
        ranges.push(...e);
        continue;
      }
      lo = e[0]?.[0] ?? 0;
    } else {
      lo = src.charCodeAt(i);
      if (lo < 0x20 || lo >= 0x7f || src[i] === "[") return undefined;
      i++;
    }
    // `a-z`; a `-` first or last stands for itself.
    if (src[i] === "-" && src[i + 1] !== undefined && src[i + 1] !== "]") {
      const hi = src.charCodeAt(i + 1);
      if (src[i + 1] === "\\" || hi < lo || hi >= 0x7f) return undefined;
      ranges.push([lo, hi]);
      i += 2;
    } else ranges.push([lo, lo]);
  }
  return i < src.length ? [ranges, i + 1] : undefined;
}

/** Reads a count after an atom at `src[i]`; returns min, max and the index after it. */
function count(src: string, i: number): [number, number, number] {
  const ch = src[i];
  if (ch === "?") return [0, 1, i + 1];
  if (ch === "*") return [0, Infinity, i + 1];
  if (ch === "+") return [1, Infinity, i + 1];
  const m = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(src.slice(i));
  if (!m) return [1, 1, i];
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
  return [min, max, i + m[0].length];
}

/** The parts of a pattern, or undefined when it is not one of the simple ones. */
export function simpleParts(source: string, flags: string): Part[] | undefined {
  if (flags !== "" || !source.startsWith("^") || !source.endsWith("$") || source.endsWith("\\$")) return undefined;
  const src = source.slice(1, -1);
  const parts: Part[] = [];
  let i = 0;
  while (i < src.length) {
    let ranges: [number, number][] | undefined;
    const ch = src[i] as string;
    if (ch === "\\") {
      ranges = escape(src, i + 1);
      i += 2;
    } else if (ch === "[") {
      const cls = charClass(src, i + 1);
      if (cls) [ranges, i] = cls;
    } else if (plain(src.charCodeAt(i))) {
      ranges = [[src.charCodeAt(i), src.charCodeAt(i)]];
      i++;
    }
    if (!ranges || ranges.length === 0) return undefined;
    const [min, max, next] = count(src, i);
    // A lazy or possessive count, or a count on nothing, is not one of ours.
    const after = src[next];
    if (min > max || (after !== undefined && "?+*{".includes(after))) return undefined;
    i = next;
    if (max > 0) parts.push({ ranges: merge(ranges), min, max });
  }
  return parts.filter((p) => p.min !== p.max).length <= 1 ? parts : undefined;
}

/** Ranges sorted, with touching ones joined. */
function merge(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lo, hi] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** The test that code `c` is outside the ranges: operands of one `&&`. */
function outside(ranges: readonly (readonly [number, number])[], c: string): string[] {
  return ranges.map(([lo, hi]) => (lo === hi ? `${c} !== ${lo}` : ranges.length === 1 ? `${c} < ${lo} || ${c} > ${hi}` : `(${c} < ${lo} || ${c} > ${hi})`));
}

/** `s.charCodeAt(at)`'s position as code: a constant from the start, or from the end `n`. */
function pos(fromEnd: boolean, offset: number): string {
  return fromEnd ? (offset === 0 ? "n" : `n - ${offset}`) : String(offset);
}

/** The body of `function name(s: string): boolean` testing the parts. */
export function matcherBody(parts: readonly Part[]): Stmt[] {
  const minLength = parts.reduce((n, p) => n + p.min, 0);
  const maxLength = parts.reduce((n, p) => n + p.max, 0);
  const out: Stmt[] = ["const n = s.length;"];
  out.push({ branches: [{ cond: minLength === maxLength ? `n !== ${minLength}` : maxLength === Infinity ? `n < ${minLength}` : { op: "||", parts: [`n < ${minLength}`, `n > ${maxLength}`] }, body: "return false;" }] });
  if (parts.some((p) => p.ranges.length > 1 || p.ranges[0]?.[0] !== p.ranges[0]?.[1])) out.push("let c: number;");
  // Positions before the part of varying count are counted from the start; after it, from the end.
  let offset = 0;
  let fromEnd = false;
  const tail = (k: number): number => parts.slice(k + 1).reduce((n, p) => n + p.min, 0);
  let literals: string[] = [];
  const flush = (): void => {
    if (literals.length > 0) out.push({ branches: [{ cond: literals.length === 1 ? (literals[0] as string) : { op: "||", parts: literals }, body: "return false;" }] });
    literals = [];
  };
  parts.forEach((p, k) => {
    const single = p.ranges.length === 1 && p.ranges[0]?.[0] === p.ranges[0]?.[1];
    if (p.min !== p.max) {
      flush();
      const end = tail(k);
      const test = outside(p.ranges, "c");
      out.push({
        head: `for (let i = ${offset}; i < ${pos(true, end)}; i++)`,
        body: single ? [{ branches: [{ cond: `s.charCodeAt(i) !== ${p.ranges[0]?.[0]}`, body: "return false;" }] }] : ["c = s.charCodeAt(i);", { branches: [{ cond: test.length === 1 ? (test[0] as string) : { op: "&&", parts: test }, body: "return false;" }] }],
      });
      fromEnd = true;
      offset = end;
      return;
    }
    // A fixed part: its characters one by one, or a loop past a few.
    for (let j = 0; j < p.min && single; j++) literals.push(`s.charCodeAt(${pos(fromEnd, fromEnd ? offset - j : offset + j)}) !== ${p.ranges[0]?.[0]}`);
    if (!single) {
      flush();
      const test = outside(p.ranges, "c");
      const cond = test.length === 1 ? (test[0] as string) : { op: "&&" as const, parts: test };
      if (p.min === 1) out.push(`c = s.charCodeAt(${pos(fromEnd, offset)});`, { branches: [{ cond, body: "return false;" }] });
      else {
        const [from, to] = fromEnd ? [pos(true, offset), pos(true, offset - p.min)] : [String(offset), String(offset + p.min)];
        out.push({ head: `for (let i = ${from}; i < ${to}; i++)`, body: ["c = s.charCodeAt(i);", { branches: [{ cond, body: "return false;" }] }] });
      }
    }
    offset = fromEnd ? offset - p.min : offset + p.min;
  });
  flush();
  out.push("return true;");
  return out;
}

/** The function testing a simple pattern character by character (equal patterns share one), or undefined for any other pattern. */
export function matcherFn(g: Gen, source: string, flags: string, hint: string): string | undefined {
  const parts = simpleParts(source, flags);
  if (!parts) return undefined;
  return functionFor(g, `matcher:${flags}/${source}`, `matches${hint}`, (fn) => [
    `/** Whether \`s\` matches \`${source.replaceAll("*/", "*\\/")}\`, tested character by character. */`,
    { head: { fn, params: ["s: string"], ret: "boolean" }, body: matcherBody(parts) },
  ]);
}
