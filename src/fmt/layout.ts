// The canonical layout of a `.tool` file, computed from the syntax tree generically:
// a node with its own `{ ... }` is a block whose children go one per line; everything
// else is printed on one line, tokens spaced by their kinds. No rule names a particular
// declaration, so syntax added to the grammar is laid out without changes here.
//
// - Declarations of the file and members of a declaration's block: one per line, two
//   spaces of indentation per level, a blank line around every block declaration; other
//   blank lines are kept (at most one) where a line ends anyway.
// - An object type `{ ... }` stays on one line (`{ a: T, b: U }`) unless it was written
//   across lines; then its fields go one per line, without commas.
// - No column alignment: a one-line change never re-indents its neighbours in a review.
// - Comments stay where they were: at the end of a line, or on their own line before
//   what followed them. A comment inside a member continues the member on the next line.
// - Tokens are printed as written: strings, `"""` blocks, numbers and patterns untouched.
import { type Comment, type El, type FormatSource, type NodeEl, type TokenEl } from "./source.js";

/** A line break in the printed parts. */
export const BREAK: unique symbol = Symbol("line break");
/** Printed text, or a line break. */
export type Part = string | typeof BREAK;

const INDENT = "  ";
/** Extra indentation of a member continued after a comment. */
const CONTINUATION = "    ";

const NO_SPACE_BEFORE = new Set(["Comma", "RParen", "RBracket", "Colon", "Dot", "DotDot", "Question"]);
const NO_SPACE_AFTER = new Set(["LParen", "LBracket", "Dot", "DotDot"]);
/** Tokens a `[` suffix follows without a space (`T[]`, `"a"[..3]`, `(A | B)[]`). */
const SUFFIXED = new Set(["RBracket", "RParen", "RCurly", "Question", "StringLit", "TripleString", "NumberLit", "Regex"]);

const isWord = (image: string): boolean => /^[A-Za-z_]/.test(image);

/** Whether a space separates two tokens on one line. */
function spaced(prevType: string, prevImage: string, next: TokenEl): boolean {
  if (NO_SPACE_BEFORE.has(next.type) || NO_SPACE_AFTER.has(prevType)) return false;
  if (prevType === "LCurly" && next.type === "RCurly") return false;
  if (next.type === "LParen") return !isWord(prevImage);
  if (next.type === "LBracket") return !(isWord(prevImage) || SUFFIXED.has(prevType));
  return true;
}

/** Writes tokens and comments into parts, owning line breaks and indentation. */
class Writer {
  readonly parts: Part[] = [];
  private pending = 0;
  private indent = "";
  private readonly outer: string[] = [];
  private midItem = false;
  private prevType: string | undefined;
  private prevImage = "";
  private afterOpen = false;

  /** Starts a member of a block: a new line, or a blank line when `lines` is 2. */
  startItem(lines: number): void {
    this.midItem = false;
    this.pending = Math.max(this.pending, lines);
  }

  private breakLine(): void {
    if (this.prevType === undefined) {
      this.pending = 0;
      return;
    }
    const n = this.afterOpen ? 1 : Math.min(this.pending, 2);
    for (let k = 0; k < n; k++) this.parts.push(BREAK);
    const ind = this.indent + (this.midItem ? CONTINUATION : "");
    if (ind) this.parts.push(ind);
    this.pending = 0;
    this.afterOpen = false;
  }

  /** Writes comments: at the end of the current line, or each on its own line. */
  comments(list: readonly Comment[]): void {
    for (const c of list) {
      if (c.trailing && this.prevType !== undefined && this.prevType !== "Comment") this.parts.push(" " + c.text);
      else {
        this.pending = Math.max(this.pending, c.blankBefore ? 2 : 1);
        this.breakLine();
        this.parts.push(c.text);
      }
      this.prevType = "Comment";
      this.afterOpen = false;
      this.pending = Math.max(this.pending, 1);
    }
  }

  /** Writes a token after its comments. */
  token(t: TokenEl): void {
    this.comments(t.comments);
    if (this.pending > 0) {
      if (t.blankBefore) this.pending = 2;
      this.breakLine();
    } else if (this.prevType !== undefined && spaced(this.prevType, this.prevImage, t)) this.parts.push(" ");
    this.parts.push(t.image);
    this.prevType = t.type;
    this.prevImage = t.image;
    this.midItem = true;
    this.afterOpen = t.type === "LCurly";
  }

  /** Leaves out a separator between members, keeping its comments (which then sit between members). */
  skip(t: TokenEl): void {
    this.midItem = false;
    this.comments(t.comments);
  }

  /** Writes a separator the layout adds. */
  separator(type: string, image: string): void {
    this.parts.push(image);
    this.prevType = type;
    this.prevImage = image;
  }

  /** Indents the members of a block just opened. */
  enter(): void {
    this.outer.push(this.indent);
    this.indent += INDENT;
  }

  /** Closes a block on its own line; comments before the `}` stay inside it. */
  close(t: TokenEl): void {
    this.midItem = false;
    this.comments(t.comments);
    this.indent = this.outer.pop() ?? "";
    this.pending = 1;
    this.breakLine();
    this.parts.push(t.image);
    this.prevType = t.type;
    this.prevImage = t.image;
    this.midItem = true;
  }

  /** Ends the file: its last comments, then one newline. */
  finish(trailing: readonly Comment[]): Part[] {
    this.midItem = false;
    this.comments(trailing);
    if (this.parts.length > 0) this.parts.push(BREAK);
    return this.parts;
  }
}

const isToken = (el: El, type: string): el is TokenEl => el.kind === "token" && el.type === type;

/** The indexes of a node's own `{` and its last own `}`, when it has a block. */
function braces(n: NodeEl): { open: number; close: number } | undefined {
  const open = n.items.findIndex((i) => isToken(i, "LCurly"));
  let close = -1;
  for (let k = n.items.length - 1; k > open; k--) if (isToken(n.items[k] as El, "RCurly")) {
    close = k;
    break;
  }
  return open >= 0 && close > open ? { open, close } : undefined;
}

const hasComments = (el: El): boolean => (el.kind === "token" ? el.comments.length > 0 : el.items.some(hasComments));

/** Prints one element; `declaration` when it is a declaration of the file, whose block is always expanded. */
function print(el: El, w: Writer, text: string, declaration: boolean): void {
  if (el.kind === "token") return w.token(el);
  const b = braces(el);
  if (!b) {
    for (const i of el.items) print(i, w, text, false);
    return;
  }
  for (const i of el.items.slice(0, b.open)) print(i, w, text, false);
  const open = el.items[b.open] as TokenEl;
  const close = el.items[b.close] as TokenEl;
  const inner = el.items.slice(b.open + 1, b.close);
  const members = inner.filter((i) => !isToken(i, "Comma"));
  w.token(open);
  if (members.length === 0 && !inner.some(hasComments) && close.comments.length === 0) w.token(close);
  else if (declaration || text.slice(open.start, close.start).includes("\n")) {
    w.enter();
    for (const i of inner) {
      if (isToken(i, "Comma")) w.skip(i);
      else {
        w.startItem(1);
        print(i, w, text, false);
      }
    }
    w.close(close);
  } else {
    let first = true;
    for (const i of inner) {
      if (isToken(i, "Comma")) w.skip(i);
      else {
        if (!first) w.separator("Comma", ",");
        first = false;
        print(i, w, text, false);
      }
    }
    w.token(close);
  }
  for (const i of el.items.slice(b.close + 1)) print(i, w, text, false);
}

/** The canonical layout of a parsed file, as text and line breaks. */
export function layout(src: FormatSource): Part[] {
  const w = new Writer();
  let prevBlock = false;
  src.root.items.forEach((item, k) => {
    const block = item.kind === "node" && braces(item) !== undefined;
    w.startItem(k === 0 ? 0 : prevBlock || block ? 2 : 1);
    print(item, w, src.text, true);
    prevBlock = block;
  });
  return w.finish(src.trailing);
}

/** The parts joined with newlines. */
export function partsToText(parts: readonly Part[]): string {
  return parts.map((p) => (p === BREAK ? "\n" : p)).join("");
}
