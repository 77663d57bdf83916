// Tokens of the `.tool` language. Structural keywords belong to the Identifier
// category, so `id`, `type`, `count` or `result` still work as field and argument
// names; the type keywords (`string`, `int`, `true`, ...) are reserved.
import { createToken, Lexer, type TokenType } from "chevrotain";

/** Any name; keywords that may also serve as names are in this category. */
export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_]*/, label: "a name" });

const word = (name: string, image: string, asName: boolean): TokenType =>
  createToken({
    name,
    pattern: new RegExp(image),
    longer_alt: Identifier,
    label: `'${image}'`,
    ...(asName ? { categories: [Identifier] } : {}),
  });

/** Keywords that may also be used as names. */
export const Toolset = word("Toolset", "toolset", true);
export const Context = word("Context", "context", true);
export const Type = word("Type", "type", true);
export const Resource = word("Resource", "resource", true);
export const Read = word("Read", "read", true);
export const Write = word("Write", "write", true);
export const Finish = word("Finish", "finish", true);
export const Doc = word("Doc", "doc", true);
export const Arg = word("Arg", "arg", true);
export const Scope = word("Scope", "scope", true);
export const Effect = word("Effect", "effect", true);
export const Max = word("Max", "max", true);
export const Budget = word("Budget", "budget", true);
export const Returns = word("Returns", "returns", true);
export const Ensure = word("Ensure", "ensure", true);
export const Seen = word("Seen", "seen", true);
export const Rule = word("Rule", "rule", true);
export const Result = word("Result", "result", true);
export const Hint = word("Hint", "hint", true);
export const Id = word("Id", "id", true);
export const Owner = word("Owner", "owner", true);
export const Missing = word("Missing", "missing", true);
export const Count = word("Count", "count", true);
export const Present = word("Present", "present", true);
export const Absent = word("Absent", "absent", true);

/** Reserved type keywords. */
export const StringKw = word("StringKw", "string", false);
export const IntKw = word("IntKw", "int", false);
export const NumberKw = word("NumberKw", "number", false);
export const BoolKw = word("BoolKw", "bool", false);
export const True = word("True", "true", false);
export const False = word("False", "false", false);
export const Null = word("Null", "null", false);

/** `"""` folded text spanning lines. */
export const TripleString = createToken({ name: "TripleString", pattern: /"""[\s\S]*?"""/, line_breaks: true, label: "a string" });
/** A `"""` that never closes; reported at the grammar boundary. */
export const UnterminatedTriple = createToken({ name: "UnterminatedTriple", pattern: /"""[\s\S]*/, line_breaks: true });
/** A one-line JSON string. */
export const StringLit = createToken({ name: "StringLit", pattern: /"(?:[^"\\\n\r]|\\[^\n\r])*"/, label: "a string" });
/** A `"` that is not closed on its line; reported at the grammar boundary. */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\n\r]|\\[^\n\r])*\\?/ });
/** `/source/flags`. */
export const Regex = createToken({
  name: "Regex",
  pattern: /\/(?![/*])(?:[^/\\\n\r[]|\\[^\n\r]|\[(?:[^\]\\\n\r]|\\[^\n\r])*\])+\/[A-Za-z]*/,
  label: "a /pattern/",
});
/** `42`, `-5`, `0.25`, `1e3`. */
export const NumberLit = createToken({ name: "NumberLit", pattern: /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/, label: "a number" });

const punct = (name: string, pattern: RegExp, image: string): TokenType => createToken({ name, pattern, label: `'${image}'` });
export const Arrow = punct("Arrow", /=>/, "=>");
export const EqEq = punct("EqEq", /==/, "==");
export const NotEq = punct("NotEq", /!=/, "!=");
export const GtEq = punct("GtEq", />=/, ">=");
export const LtEq = punct("LtEq", /<=/, "<=");
export const Gt = punct("Gt", />/, ">");
export const Lt = punct("Lt", /</, "<");
export const Equals = punct("Equals", /=/, "=");
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
  NumberLit,
  Arrow,
  EqEq,
  NotEq,
  GtEq,
  LtEq,
  Gt,
  Lt,
  Equals,
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
  Identifier,
];

/** The lexer, built once. Position tracking is "onlyOffset": lines are computed when printing. */
export const toolLexer = new Lexer(allTokens, { positionTracking: "onlyOffset", ensureOptimizations: false });
