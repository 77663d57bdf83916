// Tokens of the `.tool` language. Structural keywords belong to the Identifier
// category, so `id`, `type`, `count` or `result` still work as field and argument
// names; the type keywords (`string`, `int`, `true`, ...) are reserved.
import type { TokenType } from "chevrotain";
import { createToken, Lexer } from "./chevrotain.js";

/** Any name; keywords that may also serve as names are in this category. */
export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_]*/, label: "a name" });

// Categories let the parser match one of several tokens with a single CONSUME: no
// alternation to decide, no syntax node of its own, and one clear "expected ..." message.
const category = (name: string, label: string): TokenType => createToken({ name, pattern: Lexer.NA, label });
/** `read`, `write` or `finish`: what starts a tool. */
export const ToolKeyword = category("ToolKeyword", "read, write or finish");
/** A `"..."` or `"""..."""` string. */
export const Text = category("Text", "a string");
/** A scalar value: a string, a number, true, false or null. */
export const Scalar = category("Scalar", "a value (a string, a number, true, false or null)");
/** A comparison operator. */
export const CompareOp = category("CompareOp", "a comparison (==, !=, >=, <=, > or <)");
/** `==` or `!=`, the comparisons of a value. */
export const Equality = category("Equality", "== or !=");
/** `from` or `only`, the tests of where a value was seen. */
export const SourceTest = category("SourceTest", "from or only");

const word = (name: string, image: string, categories: TokenType[]): TokenType =>
  createToken({ name, pattern: new RegExp(image), longer_alt: Identifier, label: `'${image}'`, categories });

/** Keywords that may also be used as names. */
export const Toolset = word("Toolset", "toolset", [Identifier]);
export const Context = word("Context", "context", [Identifier]);
export const Type = word("Type", "type", [Identifier]);
export const Resource = word("Resource", "resource", [Identifier]);
export const Read = word("Read", "read", [Identifier, ToolKeyword]);
export const Write = word("Write", "write", [Identifier, ToolKeyword]);
export const Finish = word("Finish", "finish", [Identifier, ToolKeyword]);
export const Doc = word("Doc", "doc", [Identifier]);
export const Arg = word("Arg", "arg", [Identifier]);
export const Scope = word("Scope", "scope", [Identifier]);
export const Effect = word("Effect", "effect", [Identifier]);
export const Max = word("Max", "max", [Identifier]);
export const Budget = word("Budget", "budget", [Identifier]);
export const Returns = word("Returns", "returns", [Identifier]);
export const Ensure = word("Ensure", "ensure", [Identifier]);
export const Seen = word("Seen", "seen", [Identifier]);
export const Rule = word("Rule", "rule", [Identifier]);
export const Result = word("Result", "result", [Identifier]);
export const Hint = word("Hint", "hint", [Identifier]);
export const Id = word("Id", "id", [Identifier]);
export const Owner = word("Owner", "owner", [Identifier]);
export const Missing = word("Missing", "missing", [Identifier]);
export const Count = word("Count", "count", [Identifier]);
export const Present = word("Present", "present", [Identifier]);
export const Absent = word("Absent", "absent", [Identifier]);
export const In = word("In", "in", [Identifier]);
export const Per = word("Per", "per", [Identifier]);
export const TaskKw = word("TaskKw", "task", [Identifier]);
export const Refusals = word("Refusals", "refusals", [Identifier]);
export const Once = word("Once", "once", [Identifier]);
export const State = word("State", "state", [Identifier]);
export const Require = word("Require", "require", [Identifier]);
export const Is = word("Is", "is", [Identifier]);
export const Establish = word("Establish", "establish", [Identifier]);
/** Provenance: `untrusted PATH`, `refuse when COND`, `auto when COND`, `ARG from|only SRC`, `and`. */
export const Untrusted = word("Untrusted", "untrusted", [Identifier]);
export const Refuse = word("Refuse", "refuse", [Identifier]);
export const Auto = word("Auto", "auto", [Identifier]);
export const When = word("When", "when", [Identifier]);
export const From = word("From", "from", [Identifier, SourceTest]);
export const Only = word("Only", "only", [Identifier, SourceTest]);
export const And = word("And", "and", [Identifier]);

/** Reserved type keywords. */
export const StringKw = word("StringKw", "string", []);
export const IntKw = word("IntKw", "int", []);
export const NumberKw = word("NumberKw", "number", []);
export const BoolKw = word("BoolKw", "bool", []);
export const True = word("True", "true", [Scalar]);
export const False = word("False", "false", [Scalar]);
export const Null = word("Null", "null", [Scalar]);

/** `"""` folded text spanning lines. */
export const TripleString = createToken({ name: "TripleString", pattern: /"""[\s\S]*?"""/, line_breaks: true, label: "a string", categories: [Text] });
/** A `"""` that never closes; reported at the grammar boundary. */
export const UnterminatedTriple = createToken({ name: "UnterminatedTriple", pattern: /"""[\s\S]*/, line_breaks: true });
/** A one-line JSON string. */
export const StringLit = createToken({ name: "StringLit", pattern: /"(?:[^"\\\n\r]|\\[^\n\r])*"/, label: "a string", categories: [Text, Scalar] });
/** A `"` that is not closed on its line; reported at the grammar boundary. */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\n\r]|\\[^\n\r])*\\?/ });
/** `/source/flags`. */
export const Regex = createToken({
  name: "Regex",
  pattern: /\/(?![/*])(?:[^/\\\n\r[]|\\[^\n\r]|\[(?:[^\]\\\n\r]|\\[^\n\r])*\])+\/[A-Za-z]*/,
  label: "a /pattern/",
});
/** A `/pattern/` whose `[` class is never closed on its line; reported at the grammar boundary. */
export const UnterminatedRegex = createToken({
  name: "UnterminatedRegex",
  pattern: /\/(?![/*])(?:[^/\\\n\r[]|\\[^\n\r])*\[(?:[^\]\\\n\r]|\\[^\n\r])*(?=[\n\r])/,
});
/** `42`, `-5`, `0.25`, `1e3`. */
export const NumberLit = createToken({ name: "NumberLit", pattern: /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/, label: "a number", categories: [Scalar] });

const punct = (name: string, pattern: RegExp, image: string, categories: TokenType[] = []): TokenType => createToken({ name, pattern, label: `'${image}'`, categories });
export const Arrow = punct("Arrow", /=>/, "=>");
export const EqEq = punct("EqEq", /==/, "==", [CompareOp, Equality]);
export const NotEq = punct("NotEq", /!=/, "!=", [CompareOp, Equality]);
export const GtEq = punct("GtEq", />=/, ">=", [CompareOp]);
export const LtEq = punct("LtEq", /<=/, "<=", [CompareOp]);
export const Gt = punct("Gt", />/, ">", [CompareOp]);
export const Lt = punct("Lt", /</, "<", [CompareOp]);
export const Equals = punct("Equals", /=/, "=");
export const Ellipsis = punct("Ellipsis", /\.\.\./, "...");
export const DotDot = punct("DotDot", /\.\./, "..");
export const Dot = punct("Dot", /\./, ".");
export const LCurly = punct("LCurly", /\{/, "{");
export const RCurly = punct("RCurly", /\}/, "}");
export const LParen = punct("LParen", /\(/, "(");
export const RParen = punct("RParen", /\)/, ")");
export const LBracket = punct("LBracket", /\[/, "[");
export const RBracket = punct("RBracket", /\]/, "]");
export const Colon = punct("Colon", /:/, ":");
export const Comma = punct("Comma", /,/, ",");
export const Pipe = punct("Pipe", /\|/, "|");
export const Question = punct("Question", /\?/, "?");

/** Comments and blanks, skipped. */
export const Comment = createToken({ name: "Comment", pattern: /\/\/[^\n\r]*/, group: Lexer.SKIPPED });
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\uFEFF]+/, group: Lexer.SKIPPED, line_breaks: true });

/** Every token, in the order the lexer tries them. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  TripleString,
  UnterminatedTriple,
  StringLit,
  UnterminatedString,
  Regex,
  UnterminatedRegex,
  NumberLit,
  Arrow,
  EqEq,
  NotEq,
  GtEq,
  LtEq,
  Gt,
  Lt,
  Equals,
  Ellipsis,
  DotDot,
  Dot,
  LCurly,
  RCurly,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Colon,
  Comma,
  Pipe,
  Question,
  Toolset,
  Context,
  Type,
  Resource,
  Read,
  Write,
  Finish,
  Doc,
  Arg,
  Scope,
  Effect,
  Max,
  Budget,
  Returns,
  Ensure,
  Seen,
  Rule,
  Result,
  Hint,
  Id,
  Owner,
  Missing,
  Count,
  Present,
  Absent,
  StringKw,
  IntKw,
  NumberKw,
  BoolKw,
  True,
  False,
  Null,
  // After `int`, which `in` would otherwise shadow.
  In,
  Per,
  TaskKw,
  Refusals,
  Once,
  State,
  Require,
  Is,
  Establish,
  // After `refusals`, which `refuse` would otherwise shadow.
  Untrusted,
  Refuse,
  Auto,
  When,
  From,
  Only,
  And,
  Identifier,
  ToolKeyword,
  Text,
  Scalar,
  CompareOp,
  Equality,
  SourceTest,
];

/** The lexer's options. Position tracking is "onlyOffset": lines are computed when printing. */
export const LEXER_OPTIONS = { positionTracking: "onlyOffset", ensureOptimizations: false } as const;

/** The lexer, built once, without Chevrotain's definition checks (a test runs them instead). */
export const toolLexer = new Lexer(allTokens, { ...LEXER_OPTIONS, skipValidations: true });
