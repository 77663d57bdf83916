// What the formatter reads of a file: the parser's syntax tree turned into a tree of
// elements (child nodes and the node's own tokens, in source order), and the comments
// the lexer skips, found in the gaps between tokens. The grammar is not changed for
// this: a gap between two tokens holds only blanks and comments.
import { parseSource } from "../../grammar/parse.js";
import type { SyntaxNode } from "../../grammar/syntax.js";
import { toolLexer } from "../../grammar/tokens.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

/** A `//` comment, trimmed at the end. */
export interface Comment {
  readonly text: string;
  readonly start: number;
  /** True when it shares a line with the token before it. */
  readonly trailing: boolean;
  /** True when a blank line separates it from what comes before. */
  readonly blankBefore: boolean;
}

/** One token of a node, with the comments between it and the token before it. */
export interface TokenEl {
  readonly kind: "token";
  readonly type: string;
  readonly image: string;
  readonly start: number;
  readonly comments: readonly Comment[];
  /** True when a blank line separates it from the last token or comment before it. */
  readonly blankBefore: boolean;
}

/** One syntax node: its rule name and its elements in source order. */
export interface NodeEl {
  readonly kind: "node";
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly items: readonly El[];
}

/** An element of the formatter's tree. */
export type El = TokenEl | NodeEl;

/** A file read for formatting: its tree and the comments after the last token. */
export interface FormatSource {
  readonly root: NodeEl;
  readonly trailing: readonly Comment[];
  readonly text: string;
}

/**
 * The comments in `text[from, to)`, which holds only blanks and comments. The gap is read
 * character by character: a search running on to the next comment of the file (or a
 * regular expression over a slice of it) makes formatting quadratic in the file's size.
 */
function gapComments(text: string, from: number, to: number, atStart: boolean): { comments: Comment[]; blankAfter: boolean } {
  const comments: Comment[] = [];
  let newlines = 0;
  let afterComment = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) newlines++;
    else if (c === SLASH && text.charCodeAt(i + 1) === SLASH) {
      let end = i;
      while (end < to && text.charCodeAt(end) !== NEWLINE && text.charCodeAt(end) !== RETURN) end++;
      comments.push({ text: text.slice(i, end).trimEnd(), start: i, trailing: !atStart && !afterComment && newlines === 0, blankBefore: newlines >= 2 });
      afterComment = true;
      newlines = 0;
      i = end - 1;
    }
  }
  return { comments, blankAfter: newlines >= 2 };
}

const NEWLINE = 10;
const RETURN = 13;
const SLASH = 47;

/**
 * Parses a file for formatting. Syntax errors come back as diagnostics and no tree:
 * a file that does not parse is never rewritten.
 */
export function readForFormat(text: string, file: string): { source?: FormatSource; diagnostics: readonly Diagnostic[] } {
  const parsed = parseSource(text, file);
  if (parsed.diagnostics.length > 0) return { diagnostics: parsed.diagnostics };
  const tokens = toolLexer.tokenize(text).tokens;
  const els: TokenEl[] = [];
  let prevEnd = 0;
  for (const t of tokens) {
    const gap = gapComments(text, prevEnd, t.startOffset, prevEnd === 0);
    els.push({ kind: "token", type: t.tokenType.name, image: t.image, start: t.startOffset, comments: gap.comments, blankBefore: gap.blankAfter });
    prevEnd = t.startOffset + t.image.length;
  }
  const trailing = gapComments(text, prevEnd, text.length, prevEnd === 0).comments;
  let i = 0;
  const build = (n: SyntaxNode): NodeEl => {
    const items: El[] = [];
    let child = n.first;
    while (i < els.length && (els[i] as TokenEl).start < n.end) {
      while (child !== undefined && child.start < 0) child = child.next;
      if (child !== undefined && (els[i] as TokenEl).start >= child.start) {
        items.push(build(child));
        child = child.next;
      } else items.push(els[i++] as TokenEl);
    }
    return { kind: "node", rule: n.rule, start: n.start, end: n.end, items };
  };
  const root = build(parsed.tree);
  // Anything the root's span missed (nothing, in a file that parses) still gets printed.
  const rest = els.slice(i);
  return { source: { root: rest.length ? { ...root, items: [...root.items, ...rest] } : root, trailing, text }, diagnostics: [] };
}

/** Every token of an element, in order. */
export function tokensOf(el: El): TokenEl[] {
  if (el.kind === "token") return [el];
  return el.items.flatMap(tokensOf);
}

/** The first token of an element, if it has one. */
export function firstToken(el: El): TokenEl | undefined {
  if (el.kind === "token") return el;
  for (const i of el.items) {
    const t = firstToken(i);
    if (t) return t;
  }
  return undefined;
}
