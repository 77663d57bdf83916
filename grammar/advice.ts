// Plausible mistakes told in words. Chevrotain reports where a rule stopped ("expected
// '}' but found '('"); for a few mistakes people really make, the tokens around that
// place say what was meant, and the author gets that sentence instead.
import type { IRecognitionException, IToken, TokenType } from "chevrotain";
import type { Code } from "../src/diagnostics/codes.js";
import type { Params } from "../src/diagnostics/diagnostic.js";
import { rangeTypeFor } from "../src/diagnostics/suggest.js";
import * as T from "./tokens.js";

/** A registered code and its parameters, to report in place of a syntax error. */
export interface Advice {
  readonly code: Code;
  readonly params: Params;
  /** Where to point, when not at the token the parser stopped on. */
  readonly span?: { readonly start: number; readonly end: number };
}

const TOOL_MEMBERS = new Set<TokenType>([T.Doc, T.Arg, T.Scope, T.Effect, T.Budget, T.Returns, T.Ensure, T.Seen, T.Rule, T.Result, T.Hint]);
const RESOURCE_MEMBERS = new Set<TokenType>([T.Id, T.Owner, T.Missing]);

// The rules whose body is a list of members or declarations, and what each block is.
const BLOCKS: Readonly<Record<string, string>> = { file: "at the top level", toolDecl: "in a tool", resourceDecl: "in a resource", contextDecl: "in the context" };

const isName = (t: TokenType): boolean => t === T.Identifier || (t.CATEGORIES?.includes(T.Identifier) ?? false);
const isText = (t: TokenType): boolean => t === T.StringLit || t === T.TripleString;

/** What follows `=` in the text, shortened, to quote back in the advice. */
function valueAfter(text: string, offset: number): string {
  const m = /^\s*("(?:[^"\\\n\r]|\\.){0,40}"|\[|[^\s{}()[\],"]{1,40})/.exec(text.slice(offset, offset + 100));
  const v = m?.[1];
  return v === undefined ? "value" : v === "[" ? "[...]" : v;
}

/** The token just before the one starting at `offset` (tokens are in text order). */
function tokenBefore(tokens: readonly IToken[], offset: number): IToken | undefined {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((tokens[mid] as IToken).startOffset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? tokens[lo - 1] : undefined;
}

/**
 * The advice for a syntax error, when the error is one of the mistakes known here: a name
 * other than string, int or number before a range, a default after the doc, or a member
 * in a block it does not belong to. Only errors raised where a member or declaration
 * could start are looked at; elsewhere the parser's own sentence is the right one.
 */
export function adviceFor(e: IRecognitionException, tokens: readonly IToken[], text: string): Advice | undefined {
  const stack = e.context.ruleStack;
  const block = BLOCKS[stack[stack.length - 1] ?? ""];
  const at = e.token;
  if (block === undefined || Number.isNaN(at.startOffset)) return undefined;
  const prev = tokenBefore(tokens, at.startOffset);
  const kind = at.tokenType;
  if (kind === T.LParen && prev && isName(prev.tokenType) && prev.tokenType !== T.Count) {
    const range = /^\(([^()\n\r]{0,40})\)/.exec(text.slice(at.startOffset, at.startOffset + 50))?.[0] ?? "(...)";
    const word = rangeTypeFor(prev.image);
    const suggestion = word ? ` (did you mean '${word}${range}'?)` : "; a declared type takes its range where it is declared";
    // Point at the name: it is the mistake, the range is fine.
    return { code: "range-on-name", params: { name: prev.image, suggestion }, span: { start: prev.startOffset, end: prev.startOffset + prev.image.length } };
  }
  if (kind === T.Equals && prev && isText(prev.tokenType)) {
    return { code: "default-after-doc", params: { value: valueAfter(text, at.startOffset + 1) } };
  }
  if (TOOL_MEMBERS.has(kind) && block !== BLOCKS.toolDecl) {
    return { code: "misplaced-member", params: { member: at.image, owner: "a tool (read, write or finish NAME { ... })", block } };
  }
  if (RESOURCE_MEMBERS.has(kind) && block !== BLOCKS.resourceDecl) {
    return { code: "misplaced-member", params: { member: at.image, owner: "a resource (resource NAME { ... })", block } };
  }
  return undefined;
}
