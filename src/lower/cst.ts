// Small typed accessors over Chevrotain's CST, so lowering reads like the grammar.
import type { CstElement, CstNode, IToken } from "chevrotain";
import type { Ident, Span } from "../ast.js";

const isToken = (e: CstElement): e is IToken => "image" in e;

/** The CST child nodes under a label, in order. */
export function nodes(n: CstNode, label: string): CstNode[] {
  return (n.children[label] ?? []).filter((e): e is CstNode => !isToken(e));
}

/** The first CST child node under a label. */
export function node(n: CstNode, label: string): CstNode | undefined {
  return nodes(n, label)[0];
}

/** The tokens under a label, in order; tokens inserted by error recovery are left out. */
export function tokens(n: CstNode, label: string): IToken[] {
  return (n.children[label] ?? []).filter((e): e is IToken => isToken(e) && !e.isInsertedInRecovery && !Number.isNaN(e.startOffset));
}

/** The first token under a label. */
export function token(n: CstNode, label: string): IToken | undefined {
  return tokens(n, label)[0];
}

/** The span of a token. */
export function tokenSpan(t: IToken): Span {
  return { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 };
}

/** The span of a CST node (empty at 0 when recovery left it without a location). */
export function nodeSpan(n: CstNode): Span {
  const loc = n.location;
  if (!loc || Number.isNaN(loc.startOffset)) return { start: 0, end: 0 };
  const end = loc.endOffset === undefined || Number.isNaN(loc.endOffset) ? loc.startOffset : loc.endOffset + 1;
  return { start: loc.startOffset, end };
}

/** An identifier node from a token. */
export function ident(t: IToken): Ident {
  return { kind: "ident", span: tokenSpan(t), name: t.image };
}

/** The span from the start of one span to the end of another. */
export function join(a: Span, b: Span): Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}
