// The spans of a piece's declarations, gathered once, so that moving the piece to a new
// offset after an edit above it is a few additions rather than a new AST. The AST is
// plain data (objects, arrays, scalars; every `span` a { start, end }), so one generic
// walk finds them all: a span is an object with a numeric `start` and `end` and no
// `kind` (every AST node has one), whatever key holds it (`span`, `open`, ...).
import type { Span } from "../../ast.js";

/** A span as the front end moves it. */
export type MovableSpan = { start: number; end: number };

/** Every distinct span object under a value (a span shared by two nodes is listed once). */
export function spansOf(value: unknown): MovableSpan[] {
  const seen = new Set<Span>();
  const walk = (v: unknown): void => {
    if (typeof v !== "object" || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o["start"] === "number" && typeof o["end"] === "number" && !("kind" in o)) {
      seen.add(o as unknown as Span);
      return;
    }
    for (const k in o) walk(o[k]);
  };
  walk(value);
  return [...seen] as MovableSpan[];
}

/** Moves every span by `by` characters, in place. */
export function moveSpans(spans: readonly MovableSpan[], by: number): void {
  if (by === 0) return;
  for (const s of spans) {
    s.start += by;
    s.end += by;
  }
}
