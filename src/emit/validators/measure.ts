// Widths of the lines of `validators.ts`, taken from the lengths of the pieces a line is made
// of, so a layout decision never builds the one-line text just to measure it. That is exact
// for ASCII, one column a character; the laid-out text is tested once at the end, and when a
// line of code holds anything else the text is laid out again, measuring each line built as
// prettier counts columns. The pieces a decision measures are code, never a comment.
import { textWidth, WIDTH } from "../printer.js";
import type { Cond, Expr } from "./stmt.js";


/** Where laid-out lines go, and how lines are measured. */
export interface Out {
  readonly lines: string[];
  /** Measure built lines with `textWidth`; otherwise every piece is taken to be ASCII and a length is its width. */
  readonly exact: boolean;
  /** False once lines left out of the text (a blank group) were found not to be all ASCII. */
  ascii: boolean;
}

/** True when `line` (of that width when ASCII) is past the width. */
export function over(o: Out, line: string): boolean {
  return (o.exact ? textWidth(line) : line.length) > WIDTH;
}

/** A comment line, which prettier never breaks whatever its width. */
export function isComment(line: string): boolean {
  return /^\s*(\/\/|\/\*\*|\*)/.test(line);
}

/** Writes lines. */
export function put(o: Out, ...lines: string[]): void {
  o.lines.push(...lines);
}

/** A string literal, which prettier never breaks either. */
export function isStringLiteral(s: string): boolean {
  return /^"(?:[^"\\]|\\.)*"$/.test(s);
}

/** An expression on one line. */
export function flat(e: Expr): string {
  if (typeof e === "string") return e;
  if ("concat" in e) return e.concat.join(" + ");
  if ("key" in e) return `${e.key}: ${flat(e.value)}`;
  let out = e.object ? `${e.call}({ ` : `${e.call}(`;
  const args = e.args;
  for (let i = 0; i < args.length; i++) out += i === 0 ? flat(args[i] as Expr) : `, ${flat(args[i] as Expr)}`;
  return out + (e.object ? " })" : ")");
}

/** The length of `flat(e)`, found without building it. */
export function flatLength(e: Expr): number {
  if (typeof e === "string") return e.length;
  if ("concat" in e) {
    let n = 0;
    for (const p of e.concat) n += p.length + 3;
    return e.concat.length > 0 ? n - 3 : 0;
  }
  if ("key" in e) return e.key.length + 2 + flatLength(e.value);
  let n = e.call.length + (e.object ? 6 : 2);
  for (const a of e.args) n += flatLength(a) + 2;
  return e.args.length > 0 ? n - 2 : n;
}

/** A condition on one line. */
export function condText(c: Cond): string {
  return typeof c === "string" ? c : c.parts.join(` ${c.op} `);
}

/** The length of `condText(c)`. */
export function condLength(c: Cond): number {
  if (typeof c === "string") return c.length;
  let n = 0;
  for (const p of c.parts) n += p.length + 4;
  return c.parts.length > 0 ? n - 4 : 0;
}
