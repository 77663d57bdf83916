// The Chevrotain CST parser of the `.tool` language, with error recovery so that one
// run reports every syntax error of a file. `src/lower` turns its CST into the AST.
import { CstParser, type CstNode, type IParserErrorMessageProvider, type TokenType, type IToken } from "chevrotain";
import * as T from "./tokens.js";

const describeToken = (tok: IToken): string =>
  tok.tokenType.name === "EOF" ? "the end of the file" : `'${tok.image.length > 30 ? tok.image.slice(0, 30) + "…" : tok.image}'`;

const label = (t: TokenType): string => (t.LABEL ?? t.name);

// What a rule stands for, in words, for "expected ..." messages.
const RULE_WORDS: Record<string, string> = {
  file: "a declaration (toolset, context, type, resource, read, write or finish)",
  declaration: "a declaration (toolset, context, type, resource, read, write or finish)",
  member: "a tool member (doc, arg, scope, effect, budget, returns, ensure, seen, rule, result or hint)",
  resourceMember: "a resource member (id, owner or missing)",
  typeExpr: "a type",
  postfixType: "a type",
  primaryType: "a type (string, int, number, bool, a literal, a name, { ... } or ( ... ))",
  range: "a range such as 1..10, 1.. or ..10",
  literal: "a value (a string, a number, true, false, null or [ ... ])",
  condition: "a condition (PATH == value, PATH != value, count(PATH) >= n, PATH present, PATH absent)",
  compareOp: "a comparison (==, !=, >=, <=, > or <)",
  text: "a string",
  toolKeyword: "read, write or finish",
};

/** Turns Chevrotain's parse errors into sentences a contract author can act on. */
export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    return `expected ${label(expected)} but found ${describeToken(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `unexpected ${describeToken(firstRedundant)}; expected a declaration (toolset, context, type, resource, read, write or finish)`;
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

/** The `.tool` grammar. Labels name the children that `src/lower` reads. */
export class ToolParser extends CstParser {
  constructor() {
    super(T.allTokens, { recoveryEnabled: true, errorMessageProvider: errorMessages, maxLookahead: 3, nodeLocationTracking: "onlyOffset" });
    this.performSelfAnalysis();
  }

  file = this.RULE("file", () => {
    this.MANY(() => this.SUBRULE(this.declaration));
  });

  declaration = this.RULE("declaration", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.toolsetDecl) },
      { ALT: () => this.SUBRULE(this.contextDecl) },
      { ALT: () => this.SUBRULE(this.typeDecl) },
      { ALT: () => this.SUBRULE(this.resourceDecl) },
      { ALT: () => this.SUBRULE(this.toolDecl) },
    ]);
  });

  toolsetDecl = this.RULE("toolsetDecl", () => {
    this.CONSUME(T.Toolset);
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.OPTION(() => this.SUBRULE(this.text, { LABEL: "doc" }));
  });

  contextDecl = this.RULE("contextDecl", () => {
    this.CONSUME(T.Context);
    this.CONSUME(T.LCurly);
    this.MANY(() => {
      this.SUBRULE(this.fieldDecl, { LABEL: "fields" });
      this.OPTION(() => this.CONSUME(T.Comma));
    });
    this.CONSUME(T.RCurly);
  });

  typeDecl = this.RULE("typeDecl", () => {
    this.CONSUME(T.Type);
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.typeExpr, { LABEL: "type" });
  });

  resourceDecl = this.RULE("resourceDecl", () => {
    this.CONSUME(T.Resource);
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.resourceMember, { LABEL: "members" }));
    this.CONSUME(T.RCurly);
  });

  resourceMember = this.RULE("resourceMember", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Id);
          this.SUBRULE(this.typeExpr, { LABEL: "idType" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Owner);
          this.CONSUME(T.Identifier, { LABEL: "owner" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Missing);
          this.SUBRULE(this.text, { LABEL: "missing" });
        },
      },
    ]);
  });

  toolDecl = this.RULE("toolDecl", () => {
    this.SUBRULE(this.toolKeyword, { LABEL: "toolKind" });
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.member, { LABEL: "members" }));
    this.CONSUME(T.RCurly);
  });

  toolKeyword = this.RULE("toolKeyword", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Read) }, { ALT: () => this.CONSUME(T.Write) }, { ALT: () => this.CONSUME(T.Finish) }]);
  });

  member = this.RULE("member", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.docMember) },
      { ALT: () => this.SUBRULE(this.argMember) },
      { ALT: () => this.SUBRULE(this.scopeMember) },
      { ALT: () => this.SUBRULE(this.effectMember) },
      { ALT: () => this.SUBRULE(this.budgetMember) },
      { ALT: () => this.SUBRULE(this.returnsMember) },
      { ALT: () => this.SUBRULE(this.ensureMember) },
      { ALT: () => this.SUBRULE(this.seenMember) },
      { ALT: () => this.SUBRULE(this.ruleMember) },
      { ALT: () => this.SUBRULE(this.resultMember) },
      { ALT: () => this.SUBRULE(this.hintMember) },
    ]);
  });

  docMember = this.RULE("docMember", () => {
    this.CONSUME(T.Doc);
    this.SUBRULE(this.text, { LABEL: "doc" });
  });

  argMember = this.RULE("argMember", () => {
    this.CONSUME(T.Arg);
    this.SUBRULE(this.fieldDecl, { LABEL: "field" });
  });

  fieldDecl = this.RULE("fieldDecl", () => {
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.OPTION(() => this.CONSUME(T.Question, { LABEL: "optional" }));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeExpr, { LABEL: "type" });
    this.OPTION2(() => {
      this.CONSUME(T.Equals);
      this.SUBRULE(this.literal, { LABEL: "default" });
    });
    this.OPTION3(() => this.SUBRULE(this.text, { LABEL: "doc" }));
  });

  scopeMember = this.RULE("scopeMember", () => {
    this.CONSUME(T.Scope);
    this.CONSUME(T.Identifier, { LABEL: "arg" });
    this.CONSUME(T.Equals);
    this.CONSUME(T.Context);
    this.CONSUME(T.Dot);
    this.CONSUME2(T.Identifier, { LABEL: "field" });
    this.OPTION(() => this.SUBRULE(this.text, { LABEL: "message" }));
  });

  effectMember = this.RULE("effectMember", () => {
    this.CONSUME(T.Effect);
    this.CONSUME(T.Identifier, { LABEL: "arg" });
    this.CONSUME(T.Max);
    this.CONSUME(T.NumberLit, { LABEL: "max" });
  });

  budgetMember = this.RULE("budgetMember", () => {
    this.CONSUME(T.Budget);
    this.CONSUME(T.NumberLit, { LABEL: "budget" });
  });

  returnsMember = this.RULE("returnsMember", () => {
    this.CONSUME(T.Returns);
    this.SUBRULE(this.typeExpr, { LABEL: "type" });
  });

  ensureMember = this.RULE("ensureMember", () => {
    this.CONSUME(T.Ensure);
    this.SUBRULE(this.path, { LABEL: "result" });
    this.CONSUME(T.EqEq);
    this.CONSUME(T.Identifier, { LABEL: "arg" });
  });

  seenMember = this.RULE("seenMember", () => {
    this.CONSUME(T.Seen);
    this.CONSUME(T.Identifier, { LABEL: "arg" });
  });

  ruleMember = this.RULE("ruleMember", () => {
    this.CONSUME(T.Rule);
    this.SUBRULE(this.condition, { LABEL: "when" });
    this.CONSUME(T.Arrow);
    this.SUBRULE2(this.condition, { LABEL: "then" });
    this.OPTION(() => this.SUBRULE(this.text, { LABEL: "message" }));
  });

  condition = this.RULE("condition", () => {
    this.OR([
      {
        GATE: () => this.LA(2).tokenType === T.LParen,
        ALT: () => {
          this.CONSUME(T.Count);
          this.CONSUME(T.LParen);
          this.SUBRULE(this.path, { LABEL: "countPath" });
          this.CONSUME(T.RParen);
          this.SUBRULE(this.compareOp, { LABEL: "op" });
          this.SUBRULE(this.literal, { LABEL: "value" });
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.path, { LABEL: "path" });
          this.OR2([
            {
              ALT: () => {
                this.OR3([
                  { ALT: () => this.CONSUME(T.EqEq, { LABEL: "op" }) },
                  { ALT: () => this.CONSUME(T.NotEq, { LABEL: "op" }) },
                ]);
                this.SUBRULE2(this.literal, { LABEL: "value" });
              },
            },
            { ALT: () => this.CONSUME(T.Present, { LABEL: "presence" }) },
            { ALT: () => this.CONSUME(T.Absent, { LABEL: "presence" }) },
          ]);
        },
      },
    ]);
  });

  compareOp = this.RULE("compareOp", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.EqEq) },
      { ALT: () => this.CONSUME(T.NotEq) },
      { ALT: () => this.CONSUME(T.GtEq) },
      { ALT: () => this.CONSUME(T.LtEq) },
      { ALT: () => this.CONSUME(T.Gt) },
      { ALT: () => this.CONSUME(T.Lt) },
    ]);
  });

  path = this.RULE("path", () => {
    this.CONSUME(T.Identifier, { LABEL: "parts" });
    this.MANY(() => {
      this.CONSUME(T.Dot);
      this.CONSUME2(T.Identifier, { LABEL: "parts" });
    });
  });

  resultMember = this.RULE("resultMember", () => {
    this.CONSUME(T.Result);
    this.CONSUME(T.Max);
    this.CONSUME(T.NumberLit, { LABEL: "max" });
  });

  hintMember = this.RULE("hintMember", () => {
    this.CONSUME(T.Hint);
    this.CONSUME(T.Identifier, { LABEL: "code" });
    this.SUBRULE(this.text, { LABEL: "text" });
  });

  typeExpr = this.RULE("typeExpr", () => {
    this.SUBRULE(this.postfixType, { LABEL: "members" });
    this.MANY(() => {
      this.CONSUME(T.Pipe);
      this.SUBRULE2(this.postfixType, { LABEL: "members" });
    });
  });

  postfixType = this.RULE("postfixType", () => {
    this.SUBRULE(this.primaryType, { LABEL: "base" });
    this.MANY(() => this.SUBRULE(this.typeSuffix, { LABEL: "suffixes" }));
  });

  typeSuffix = this.RULE("typeSuffix", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.LBracket, { LABEL: "list" });
          this.OPTION(() => this.SUBRULE(this.range, { LABEL: "count" }));
          this.CONSUME(T.RBracket, { LABEL: "close" });
        },
      },
      { ALT: () => this.CONSUME(T.Question, { LABEL: "nullable" }) },
    ]);
  });

  primaryType = this.RULE("primaryType", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.StringKw);
          this.OPTION(() => {
            this.CONSUME(T.LParen);
            this.SUBRULE(this.range, { LABEL: "range" });
            this.CONSUME(T.RParen);
          });
          this.OPTION2(() => this.CONSUME(T.Regex, { LABEL: "pattern" }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.IntKw);
          this.OPTION3(() => {
            this.CONSUME2(T.LParen);
            this.SUBRULE2(this.range, { LABEL: "range" });
            this.CONSUME2(T.RParen);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.NumberKw);
          this.OPTION4(() => {
            this.CONSUME3(T.LParen);
            this.SUBRULE3(this.range, { LABEL: "range" });
            this.CONSUME3(T.RParen);
          });
        },
      },
      { ALT: () => this.CONSUME(T.BoolKw) },
      { ALT: () => this.CONSUME(T.StringLit, { LABEL: "literal" }) },
      { ALT: () => this.CONSUME(T.NumberLit, { LABEL: "literal" }) },
      { ALT: () => this.CONSUME(T.True, { LABEL: "literal" }) },
      { ALT: () => this.CONSUME(T.False, { LABEL: "literal" }) },
      { ALT: () => this.CONSUME(T.Null, { LABEL: "literal" }) },
      { ALT: () => this.CONSUME(T.Identifier, { LABEL: "ref" }) },
      {
        ALT: () => {
          this.CONSUME(T.LCurly);
          this.MANY(() => {
            this.SUBRULE(this.fieldDecl, { LABEL: "fields" });
            this.OPTION5(() => this.CONSUME(T.Comma));
          });
          this.CONSUME(T.RCurly);
        },
      },
      {
        ALT: () => {
          this.CONSUME4(T.LParen, { LABEL: "group" });
          this.SUBRULE(this.typeExpr, { LABEL: "inner" });
          this.CONSUME4(T.RParen);
        },
      },
    ]);
  });

  range = this.RULE("range", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.DotDot, { LABEL: "dots" });
          this.CONSUME(T.NumberLit, { LABEL: "max" });
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.NumberLit, { LABEL: "min" });
          this.OPTION(() => {
            this.CONSUME2(T.DotDot, { LABEL: "dots" });
            this.OPTION2(() => this.CONSUME3(T.NumberLit, { LABEL: "max" }));
          });
        },
      },
    ]);
  });

  literal = this.RULE("literal", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.StringLit, { LABEL: "scalar" }) },
      { ALT: () => this.CONSUME(T.NumberLit, { LABEL: "scalar" }) },
      { ALT: () => this.CONSUME(T.True, { LABEL: "scalar" }) },
      { ALT: () => this.CONSUME(T.False, { LABEL: "scalar" }) },
      { ALT: () => this.CONSUME(T.Null, { LABEL: "scalar" }) },
      {
        ALT: () => {
          this.CONSUME(T.LBracket, { LABEL: "list" });
          this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.literal, { LABEL: "items" }) });
          this.CONSUME(T.RBracket);
        },
      },
    ]);
  });

  text = this.RULE("text", () => {
    this.OR([{ ALT: () => this.CONSUME(T.StringLit, { LABEL: "str" }) }, { ALT: () => this.CONSUME(T.TripleString, { LABEL: "str" }) }]);
  });
}

/** The one parser instance; Chevrotain parsers are reusable by resetting `input`. */
export const toolParser = new ToolParser();

/** The CST of a whole file. */
export type FileCst = CstNode;
