// Small helpers over the parser's syntax tree, so lowering reads like the grammar. The
// tree keeps only tokens that were really written (error recovery inserts tokens
// without a place), and child nodes in the order their rules started, linked from
// `first` through `next`.
import type { IToken } from "chevrotain";
import type { SyntaxNode } from "../../grammar/syntax.js";
import type { Ident, Span } from "../ast.js";

/** The first child node made by `rule`. */
export function kid<R extends SyntaxNode["rule"]>(n: SyntaxNode, rule: R): Extract<SyntaxNode, { rule: R }> | undefined {
  for (let k = n.first; k !== undefined; k = k.next) if (k.rule === rule) return k as Extract<SyntaxNode, { rule: R }>;
  return undefined;
}

/** The span of a token. */
export function tokenSpan(t: IToken): Span {
  return { start: t.startOffset, end: t.startOffset + t.image.length };
}

/** The span of a node (empty at 0 when recovery left it without a real token). */
export function nodeSpan(n: SyntaxNode): Span {
  return n.start < 0 ? { start: 0, end: 0 } : { start: n.start, end: n.end };
}

/** An identifier node from a token. */
export function ident(t: IToken): Ident {
  return { kind: "ident", span: tokenSpan(t), name: t.image };
}

/** The span from the start of one span to the end of another. */
export function join(a: Span, b: Span): Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}
