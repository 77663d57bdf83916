// A piece with a syntax error is read together with the pieces after it, up to the first
// one the parse is provably back at the top level for: a declaration starts exactly at
// that piece's first character, the piece reads cleanly alone, and no error lies past
// its start. From there the parser's state is what it is at the start of a file (the
// same rule, the same next tokens), so the rest of the file reads as its pieces read
// alone, and an edit that breaks one declaration re-reads two, not the rest of the file.
import { MAX_NESTING, parseSource } from "../../../grammar/parse.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { lowerDecls, type LoweredDecl } from "../../lower/decl.js";
import type { Chunk } from "./chunks.js";

/** How many pieces past a broken one are tried before the rest of the file is read in one go. */
const REACH = 6;

/** Where a whole parse puts each kind of syntax error: lexer errors, then unterminated tokens, then the parser's. */
const ORDER: Readonly<Record<string, number>> = { "unexpected-character": 0, "unterminated-string": 1, "unterminated-regex": 1, "syntax-error": 2, "range-on-name": 2, "default-after-doc": 2, "misplaced-member": 2 };

/** A broken piece read with the pieces after it, up to the piece `next`, where the parse is back at the top level. */
export interface Segment {
  /** The declarations before piece `next`. */
  readonly decls: readonly LoweredDecl[];
  readonly diagnostics: readonly Diagnostic[];
  /** Brackets the segment leaves open. */
  readonly open: number;
  /** The piece the parse is back at the top level for (its declarations are its own, read alone). */
  readonly next: number;
}

/**
 * Reads piece `j` (broken alone) with the pieces after it; `alone(m)` gives the
 * declarations of piece m when it reads cleanly alone. Undefined when the parse is not
 * back within reach, or the errors are of a kind that changes the whole file's reading.
 */
export function readSegment(text: string, chunks: readonly Chunk[], j: number, path: string, alone: (m: number) => readonly LoweredDecl[] | undefined): Segment | undefined {
  const from = (chunks[j] as Chunk).start;
  for (let m = j + 1; m < chunks.length && m <= j + REACH; m++) {
    const own = alone(m);
    if (!own) continue;
    const c = chunks[m] as Chunk;
    // Blanks before the segment keep its offsets those of the file.
    const parsed = parseSource(" ".repeat(from) + text.slice(from, c.start + c.text.length), path);
    if (parsed.diagnostics.some((d) => ORDER[d.code] === undefined)) return undefined;
    if (parsed.diagnostics.some((d) => d.span.start > c.start)) continue;
    const decls = lowerDecls(parsed.tree, path);
    const k = decls.findIndex((d) => d.span.start === c.start);
    if (k < 0 || decls.length - k !== own.length) continue;
    return { decls: decls.slice(0, k), diagnostics: parsed.diagnostics, open: parsed.openBrackets, next: m };
  }
  return undefined;
}

/** The syntax errors of segments read apart, in the order one parse of the whole file gives them. */
export function inFileOrder(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  // Stable: each segment's errors are already in order, and segments follow the file.
  return [...diagnostics].sort((a, b) => (ORDER[a.code] ?? 0) - (ORDER[b.code] ?? 0));
}

/** A bound on how deeply a piece nests: each bracket or `?` adds at most two (a bracket and a suffix chain). */
export function nestingBound(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91 || c === 40 || c === 63) n += 2;
  }
  return n;
}

/** Whether a piece that reads cleanly alone still does after a segment left `open` brackets open. */
export function fitsAfter(open: number, text: string): boolean {
  return open === 0 || open + nestingBound(text) <= MAX_NESTING;
}
