// The grammar boundary: lexes and parses one file, and maps Chevrotain's own errors
// to the project's diagnostics, so nothing past this file sees a Chevrotain error.
import type { CstNode, IToken } from "chevrotain";
import { diag, type Diagnostic } from "../src/diagnostics/diagnostic.js";
import { toolLexer, UnterminatedString, UnterminatedTriple } from "./tokens.js";
import { toolParser } from "./parser.js";

/** What the grammar makes of one file: its CST (partial after recovery) and its syntax errors. */
export interface ParseOutput {
  readonly cst: CstNode;
  readonly tokens: readonly IToken[];
  readonly diagnostics: readonly Diagnostic[];
}

const endOf = (t: IToken): number => (t.endOffset ?? t.startOffset) + 1;

/** Lexes and parses one file's text, reporting every syntax error it can recover from. */
export function parseSource(text: string, file: string): ParseOutput {
  const diagnostics: Diagnostic[] = [];
  const lexed = toolLexer.tokenize(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + Math.max(1, e.length));
    const shown = [...ch][0] ?? "";
    diagnostics.push(diag("unexpected-character", file, { start: e.offset, end: e.offset + shown.length }, { text: JSON.stringify(shown) }));
  }
  const tokens: IToken[] = [];
  for (const t of lexed.tokens) {
    // The lexer tracks start offsets only (the cheapest mode); the end follows from the
    // image, and setting it here gives every token and CST node a full span.
    t.endOffset = t.startOffset + t.image.length - 1;
    if (t.tokenType === UnterminatedString || t.tokenType === UnterminatedTriple) {
      const quote = t.tokenType === UnterminatedTriple ? '"""' : '"';
      diagnostics.push(diag("unterminated-string", file, { start: t.startOffset, end: t.startOffset + quote.length }, { quote }));
      continue;
    }
    tokens.push(t);
  }
  toolParser.input = tokens;
  const cst = toolParser.file();
  let previousEnd = 0;
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
    diagnostics.push(diag("syntax-error", file, span, { message: e.message }));
  }
  previousEnd = 0;
  return { cst, tokens, diagnostics };
}
