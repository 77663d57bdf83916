// The grammar boundary: lexes and parses one file, and maps Chevrotain's own errors
// to the project's diagnostics, so nothing past this file sees a Chevrotain error.
import type { IToken } from "chevrotain";
import { diag, type Diagnostic } from "../src/diagnostics/diagnostic.js";
import { adviceFor } from "./advice.js";
import { LBracket, LCurly, LParen, Question, RBracket, RCurly, RParen, toolLexer, UnterminatedRegex, UnterminatedString, UnterminatedTriple } from "./tokens.js";
import { toolParser } from "./parser.js";
import type { FileNode } from "./syntax.js";

/**
 * What the grammar makes of one file: its syntax tree (partial after recovery) and its
 * syntax errors. The tree holds the tokens lowering needs (start offsets only: a token
 * ends `image.length` later); the others are garbage once the parse is done.
 */
export interface ParseOutput {
  readonly tree: FileNode;
  readonly diagnostics: readonly Diagnostic[];
  /** Brackets left open at the end of the text (the nesting the next text would start at). */
  readonly openBrackets: number;
}

const endOf = (t: IToken): number => t.startOffset + t.image.length;

/** How many syntax errors of one file are reported before the rest are summarised. */
export const MAX_SYNTAX_ERRORS = 100;

/** How deeply brackets and type suffixes may nest; real contracts stay far below it. */
export const MAX_NESTING = 100;

/**
 * The first token that nests deeper than MAX_NESTING, counting open brackets and chains of
 * type suffixes (`T[][]`, `T??`), and the brackets left open at the end. The parser and
 * the checks recurse on nesting, so a pathological file is refused here with a located
 * error instead of exhausting the stack.
 */
function nesting(tokens: readonly IToken[]): { deep?: { token: IToken; depth: number }; open: number } {
  let depth = 0;
  let chain = 0;
  let prev: unknown;
  for (const t of tokens) {
    const c = t.tokenType;
    if (c === LCurly || c === LParen || c === LBracket) depth++;
    else if (c === RCurly || c === RParen || c === RBracket) depth = Math.max(0, depth - 1);
    chain = (c === LBracket || c === Question) && (prev === RBracket || prev === Question) ? chain + 1 : c === RBracket || c === Question ? chain : 0;
    if (depth + chain > MAX_NESTING) return { deep: { token: t, depth: depth + chain }, open: depth };
    prev = c;
  }
  return { open: depth };
}

/** Lexes and parses one file's text, reporting every syntax error it can recover from. */
export function parseSource(text: string, file: string): ParseOutput {
  const diagnostics: Diagnostic[] = [];
  const lexed = toolLexer.tokenize(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + Math.max(1, e.length));
    const shown = [...ch][0] ?? "";
    diagnostics.push(diag("unexpected-character", file, { start: e.offset, end: e.offset + shown.length }, { text: JSON.stringify(shown) }));
  }
  // Unterminated strings are reported here and left out of the parse; most files have
  // none, so the lexer's own array is used as it is.
  let tokens: IToken[] = lexed.tokens;
  for (let i = 0; i < lexed.tokens.length; i++) {
    const t = lexed.tokens[i] as IToken;
    if (t.tokenType === UnterminatedString || t.tokenType === UnterminatedTriple) {
      if (tokens === lexed.tokens) tokens = lexed.tokens.slice(0, i);
      const quote = t.tokenType === UnterminatedTriple ? '"""' : '"';
      diagnostics.push(diag("unterminated-string", file, { start: t.startOffset, end: t.startOffset + quote.length }, { quote }));
      continue;
    }
    if (t.tokenType === UnterminatedRegex) {
      // One error that says why, instead of the cascade of a pattern read as stray characters.
      if (tokens === lexed.tokens) tokens = lexed.tokens.slice(0, i);
      const open = t.startOffset + t.image.indexOf("[");
      diagnostics.push(diag("unterminated-regex", file, { start: open, end: open + 1 }, {}));
      continue;
    }
    if (tokens !== lexed.tokens) tokens.push(t);
  }
  const { deep, open: openBrackets } = nesting(tokens);
  if (deep) {
    const at = { start: deep.token.startOffset, end: endOf(deep.token) };
    diagnostics.push(diag("nesting-too-deep", file, at, { depth: deep.depth, max: MAX_NESTING }));
    tokens = [];
  }
  // Most files have no syntax error: parse without recovery first, and again with it only
  // when that parse fails, so that every error of a broken file is still reported.
  toolParser.begin(tokens, MAX_SYNTAX_ERRORS, false);
  let parsed = toolParser.file();
  if (toolParser.errors.length > 0 || parsed === undefined) {
    toolParser.begin(tokens, MAX_SYNTAX_ERRORS);
    parsed = toolParser.file();
  }
  // After recovery was stopped (too many errors) the parser may end with no tree at all.
  const tree = parsed ?? { rule: "file", start: -1, end: -1, first: undefined, next: undefined };
  const previousEnd = 0;
  for (const e of toolParser.errors) {
    const tok = e.token;
    let span;
    if (tok.tokenType.name === "EOF" || Number.isNaN(tok.startOffset)) {
      // At the end of the file, point just after the last real token.
      const prev = (e as { previousToken?: IToken }).previousToken ?? tokens[tokens.length - 1];
      const at = prev ? endOf(prev) : text.length;
      span = { start: Math.max(previousEnd, at), end: Math.max(previousEnd, at) };
    } else {
      span = { start: tok.startOffset, end: endOf(tok) };
    }
    const advice = adviceFor(e, tokens, text);
    diagnostics.push(advice ? diag(advice.code, file, advice.span ?? span, advice.params) : diag("syntax-error", file, span, { message: e.message }));
  }
  toolParser.end();
  if (diagnostics.length > MAX_SYNTAX_ERRORS) {
    // Past this many, further errors are echoes of the first ones, and printing tens of
    // thousands of them (each located on a possibly huge line) costs more than it tells.
    const next = diagnostics[MAX_SYNTAX_ERRORS];
    const kept = diagnostics.slice(0, MAX_SYNTAX_ERRORS);
    if (next) kept.push(diag("too-many-errors", file, next.span, { max: MAX_SYNTAX_ERRORS }));
    return { tree, diagnostics: kept, openBrackets };
  }
  return { tree, diagnostics, openBrackets };
}
