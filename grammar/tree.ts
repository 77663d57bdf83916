// The parser's machinery under the grammar: building the syntax tree as rules run, and
// the error budget that ends recovery on files with more errors than anyone will read.
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";
import { EmbeddedActionsParser } from "./chevrotain.js";
import type { FileNode, SyntaxNode } from "./syntax.js";

/** The part of Chevrotain's parser state that error recovery reads. */
interface Recovering {
  recoveryEnabled: boolean;
}

/**
 * A Chevrotain parser whose rules build `SyntaxNode`s. A rule's node joins its parent
 * when the rule starts, so a rule that an error ends early still leaves what it parsed
 * in the tree, and its span joins the parent's however the rule ends: the tree after
 * error recovery holds what Chevrotain's own CST would.
 */
export abstract class TreeParser extends EmbeddedActionsParser {
  /** The node of the rule running now. */
  private top: SyntaxNode | undefined = undefined;
  /** The last child of `top` so far, where the next child is linked. */
  private lastKid: SyntaxNode | undefined = undefined;
  // The span of `top` so far (-1 before its first real token). It is kept here while
  // the rule runs, and written to the node when the rule ends: nodes come in many
  // shapes, and updating one on every token would be a slow, shape-generic access.
  private spanStart = -1;
  private spanEnd = -1;
  /** The node of the outermost rule of the current parse. */
  private root: SyntaxNode | undefined = undefined;
  private maxErrors = Infinity;

  constructor(tokens: TokenType[], errorMessageProvider: IParserErrorMessageProvider, skipValidations: boolean) {
    super(tokens, { recoveryEnabled: true, errorMessageProvider, maxLookahead: 2, skipValidations });
  }

  /**
   * Sets the tokens of a new parse and the error budget, with error recovery on or off:
   * off, the first error ends the parse (a quick first try, since recovery's bookkeeping
   * costs on every repetition even when the file has no error).
   */
  begin(tokens: IToken[], maxErrors: number, recover = true): void {
    this.maxErrors = maxErrors;
    (this as unknown as Recovering).recoveryEnabled = recover;
    this.top = undefined;
    this.lastKid = undefined;
    this.root = undefined;
    this.spanStart = -1;
    this.spanEnd = -1;
    this.input = tokens;
  }

  /**
   * Lets go of the last parse's tokens and tree. The parser outlives every parse, and
   * what it still held would survive each garbage collection until the next file.
   */
  end(): void {
    this.top = undefined;
    this.lastKid = undefined;
    this.root = undefined;
    this.input = [];
  }

  // Chevrotain records every error through SAVE_ERROR. Once a file has more errors than
  // anyone will read, recovery stops, so the parse of a file that is not a contract ends
  // at once instead of resynchronising tens of thousands of times.
  private SAVE_ERROR(error: unknown): unknown {
    const saved = (EmbeddedActionsParser.prototype as unknown as { SAVE_ERROR(this: unknown, e: unknown): unknown }).SAVE_ERROR.call(this, error);
    if (this.errors.length > this.maxErrors) (this as unknown as Recovering).recoveryEnabled = false;
    return saved;
  }

  /**
   * What the outermost rule gives back when an error ends it: the partial tree while
   * recovery is on (Chevrotain resynchronised at the end of the file), and nothing once
   * recovery was stopped (the parse was abandoned; see SAVE_ERROR).
   */
  protected readonly partialRoot = (): FileNode | undefined =>
    (this as unknown as Recovering).recoveryEnabled ? (this.root as FileNode | undefined) : undefined;

  /**
   * Defines a rule that builds one node of the kind `make` returns, filled in by `body`.
   * Its result is undefined when an error ends it (the node is in the tree already).
   */
  protected node<N extends SyntaxNode>(name: string, make: () => N, body: (n: N) => void, config?: { recoveryValueFunc: () => N | undefined }) {
    return this.RULE(name, (): N | undefined => this.build(make(), body), config);
  }

  private build<N extends SyntaxNode>(n: N, body: (n: N) => void): N {
    const parent = this.top;
    const before = this.lastKid;
    const outerStart = this.spanStart;
    const outerEnd = this.spanEnd;
    if (parent === undefined) this.root = n;
    else if (before === undefined) parent.first = n;
    else before.next = n;
    this.top = n;
    this.lastKid = undefined;
    this.spanStart = -1;
    this.spanEnd = -1;
    try {
      body(n);
    } finally {
      const start = this.spanStart;
      const end = this.spanEnd;
      n.start = start;
      n.end = end;
      this.top = parent;
      this.lastKid = n;
      this.spanStart = outerStart;
      this.spanEnd = outerEnd;
      if (start >= 0) this.extend(start, end);
    }
    return n;
  }

  /** Widens the current node's span to cover `start..end`. */
  private extend(start: number, end: number): void {
    if (this.spanStart < 0) {
      this.spanStart = start;
      this.spanEnd = end;
    } else if (this.spanEnd < end) this.spanEnd = end;
  }

  /** The node of the rule running now, for alternatives and repetitions built once per parser. */
  protected current<N extends SyntaxNode>(): N {
    return this.top as N;
  }

  /** Records a consumed token and, when it was really written, adds it to `list`. */
  protected push(list: IToken[], t: IToken): void {
    const real = this.tok(t);
    if (real !== undefined) list.push(real);
  }

  /**
   * Records a consumed token in the current node. A token really written widens the
   * node's span and is returned; one that error recovery inserted gives undefined.
   */
  protected tok(t: IToken): IToken | undefined {
    if (t.isInsertedInRecovery === true || Number.isNaN(t.startOffset)) return undefined;
    this.extend(t.startOffset, t.startOffset + t.image.length);
    return t;
  }
}
