// Small typed accessors over Chevrotain's CST, so lowering reads like the grammar.
// Every label of the grammar holds either nodes or tokens, never both, so the accessors
// read the children arrays as they are instead of filtering copies of them.
import type { CstNode, IToken } from "chevrotain";
import type { Ident, Span } from "../ast.js";

const NONE: readonly never[] = [];

/** A token that was really written (error recovery inserts tokens without a place). */
export const isReal = (t: IToken): boolean => !t.isInsertedInRecovery && !Number.isNaN(t.startOffset);

/** The CST child nodes under a label, in order. */
export function nodes(n: CstNode, label: string): readonly CstNode[] {
  return (n.children[label] as CstNode[] | undefined) ?? NONE;
}

/** The first CST child node under a label. */
export function node(n: CstNode, label: string): CstNode | undefined {
  return n.children[label]?.[0] as CstNode | undefined;
}

/** The tokens under a label, in order; tokens inserted by error recovery are left out. */
export function tokens(n: CstNode, label: string): readonly IToken[] {
  const all = n.children[label] as IToken[] | undefined;
  if (!all) return NONE;
  for (const t of all) if (!isReal(t)) return all.filter(isReal);
  return all;
}

/** The first token under a label that was really written. */
export function token(n: CstNode, label: string): IToken | undefined {
  const all = n.children[label] as IToken[] | undefined;
  if (!all) return undefined;
  for (const t of all) if (isReal(t)) return t;
  return undefined;
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
