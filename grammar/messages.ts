// Chevrotain's parse errors as sentences a contract author can act on.
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";

const describeToken = (tok: IToken): string =>
  tok.tokenType.name === "EOF" ? "the end of the file" : `'${tok.image.length > 30 ? tok.image.slice(0, 30) + "…" : tok.image}'`;

const label = (t: TokenType): string => (t.LABEL ?? t.name);

// What a rule's alternation stands for, in words, for "expected ..." messages. Keyed by
// the rule holding the OR: declarations and tool members are alternations inside
// `file` and `toolDecl`; strings, comparisons and tool keywords are token categories
// (see tokens.ts), whose labels speak for themselves in "expected ..." messages.
/** Words for each rule whose alternation can fail, keyed by rule name (a test keeps the keys in step with the grammar). */
export const RULE_WORDS: Readonly<Record<string, string>> = {
  file: "a declaration (toolset, context, type, resource, read, write or finish)",
  toolDecl: "a tool member (doc, arg, scope, effect, budget, returns, ensure, seen, rule, result, hint, untrusted, refuse when or auto when)",
  resourceMember: "a resource member (id, owner or missing)",
  typeExpr: "a type",
  primaryType: "a type (string, int, number, bool, a literal, a name, { ... } or ( ... ))",
  range: "a range such as 1..10, 1.. or ..10",
  literal: "a value (a string, a number, true, false, null or [ ... ])",
  untrustedMember: "a step of the path (.NAME, or [] for every item of a list)",
  policyMember: "refuse when or auto when",
  policyAtom: "a condition on an argument (ARG from SRC | SRC, ARG only SRC, ARG == value, ARG <= n, count(ARG) >= n)",
  condition: "a condition (PATH == value, PATH != value, count(PATH) >= n, PATH present, PATH absent)",
};

/** Turns Chevrotain's parse errors into sentences a contract author can act on. */
export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    // The end of the file is expected where a declaration could also start: say both.
    if (expected.name === "EOF") return `unexpected ${describeToken(actual)}; expected ${RULE_WORDS.file}`;
    return `expected ${label(expected)} but found ${describeToken(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `unexpected ${describeToken(firstRedundant)}; expected ${RULE_WORDS.file}`;
  },
  buildNoViableAltMessage({ actual, ruleName }) {
    const first = actual[0];
    return `expected ${RULE_WORDS[ruleName] ?? ruleName} but found ${first ? describeToken(first) : "the end of the file"}`;
  },
  buildEarlyExitMessage({ actual, ruleName }) {
    const first = actual[0];
    return `expected ${RULE_WORDS[ruleName] ?? ruleName} but found ${first ? describeToken(first) : "the end of the file"}`;
  },
};
