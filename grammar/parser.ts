// The Chevrotain CST parser of the `.tool` language, with error recovery so that one
// run reports every syntax error of a file. `src/lower` turns its CST into the AST.
import type { CstNode, IOrAlt, IToken } from "chevrotain";

/** The part of Chevrotain's parser state that error recovery reads. */
interface Recovering {
  recoveryEnabled: boolean;
}
import { CstParser } from "./chevrotain.js";
import { errorMessages } from "./messages.js";
import * as T from "./tokens.js";

/** The parse-error messages, kept beside the grammar whose rule names they key on. */
export { errorMessages };

/**
 * The `.tool` grammar. Labels name the children that `src/lower` reads. Alternatives
 * are built once (Chevrotain's advice for speed: an OR given a fresh array allocates a
 * dozen closures per call), and only rules that stand for an AST node make a CST node.
 */
export class ToolParser extends CstParser {
  constructor(options: { skipValidations?: boolean } = {}) {
    super(T.allTokens, {
      recoveryEnabled: true,
      errorMessageProvider: errorMessages,
      maxLookahead: 2,
      nodeLocationTracking: "onlyOffset",
      skipValidations: options.skipValidations ?? false,
    });
    this.performSelfAnalysis();
  }

  /** Sets the tokens of a new parse, with error recovery on again, and the error budget. */
  begin(tokens: IToken[], maxErrors: number): void {
    this.maxErrors = maxErrors;
    (this as unknown as Recovering).recoveryEnabled = true;
    this.input = tokens;
  }

  private maxErrors = Infinity;

  // Chevrotain records every error through SAVE_ERROR. Once a file has more errors than
  // anyone will read, recovery stops, so the parse of a file that is not a contract ends
  // at once instead of resynchronising tens of thousands of times.
  private SAVE_ERROR(error: unknown): unknown {
    const saved = (CstParser.prototype as unknown as { SAVE_ERROR(this: unknown, e: unknown): unknown }).SAVE_ERROR.call(this, error);
    if (this.errors.length > this.maxErrors) (this as unknown as Recovering).recoveryEnabled = false;
    return saved;
  }

  file = this.RULE("file", () => {
    this.MANY(() => this.OR(this.declarations));
  });

  private readonly declarations: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.toolsetDecl, { LABEL: "decls" }) },
    { ALT: () => this.SUBRULE(this.contextDecl, { LABEL: "decls" }) },
    { ALT: () => this.SUBRULE(this.typeDecl, { LABEL: "decls" }) },
    { ALT: () => this.SUBRULE(this.resourceDecl, { LABEL: "decls" }) },
    { ALT: () => this.SUBRULE(this.toolDecl, { LABEL: "decls" }) },
  ];

  toolsetDecl = this.RULE("toolsetDecl", () => {
    this.CONSUME(T.Toolset);
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.OPTION(() => this.CONSUME(T.Text, { LABEL: "doc" }));
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
    this.OR(this.resourceMembers);
  });

  private readonly resourceMembers: IOrAlt<unknown>[] = [
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
        this.CONSUME(T.Text, { LABEL: "missing" });
      },
    },
  ];

  toolDecl = this.RULE("toolDecl", () => {
    this.CONSUME(T.ToolKeyword, { LABEL: "toolKind" });
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.OR(this.toolMembers));
    this.CONSUME(T.RCurly);
  });

  private readonly toolMembers: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.docMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.argMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.scopeMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.effectMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.budgetMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.returnsMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.ensureMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.seenMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.ruleMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.resultMember, { LABEL: "members" }) },
    { ALT: () => this.SUBRULE(this.hintMember, { LABEL: "members" }) },
  ];

  docMember = this.RULE("docMember", () => {
    this.CONSUME(T.Doc);
    this.CONSUME(T.Text, { LABEL: "doc" });
  });

  argMember = this.RULE("argMember", () => {
    this.CONSUME(T.Arg);
    this.SUBRULE(this.fieldDecl, { LABEL: "field" });
  });

  fieldDecl = this.RULE("fieldDecl", () => {
    this.CONSUME(T.Identifier, { LABEL: "name" });
    this.OPTION(this.optionalMark);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeExpr, { LABEL: "type" });
    this.OPTION2(this.defaultValue);
    this.OPTION3(this.fieldDoc);
  });

  private readonly optionalMark = (): void => {
    this.CONSUME(T.Question, { LABEL: "optional" });
  };
  private readonly defaultValue = (): void => {
    this.CONSUME(T.Equals);
    this.SUBRULE(this.literal, { LABEL: "default" });
  };
  private readonly fieldDoc = (): void => {
    this.CONSUME(T.Text, { LABEL: "doc" });
  };

  scopeMember = this.RULE("scopeMember", () => {
    this.CONSUME(T.Scope);
    this.CONSUME(T.Identifier, { LABEL: "arg" });
    this.CONSUME(T.Equals);
    this.CONSUME(T.Context);
    this.CONSUME(T.Dot);
    this.CONSUME2(T.Identifier, { LABEL: "field" });
    this.OPTION(() => this.CONSUME(T.Text, { LABEL: "message" }));
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
    this.OPTION(() => this.CONSUME(T.Text, { LABEL: "message" }));
  });

  condition = this.RULE("condition", () => {
    this.OR(this.conditions);
  });

  private readonly conditions: IOrAlt<unknown>[] = [
    {
      // `count` is also a name, so only `count (` starts a count condition.
      GATE: () => this.LA(2).tokenType === T.LParen,
      ALT: () => {
        this.CONSUME(T.Count);
        this.CONSUME(T.LParen);
        this.SUBRULE(this.path, { LABEL: "countPath" });
        this.CONSUME(T.RParen);
        this.CONSUME(T.CompareOp, { LABEL: "op" });
        this.SUBRULE(this.literal, { LABEL: "value" });
      },
    },
    {
      ALT: () => {
        this.SUBRULE2(this.path, { LABEL: "path" });
        this.OR2(this.pathTests);
      },
    },
  ];

  private readonly pathTests: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(T.Equality, { LABEL: "op" });
        this.SUBRULE2(this.literal, { LABEL: "value" });
      },
    },
    { ALT: () => this.CONSUME(T.Present, { LABEL: "presence" }) },
    { ALT: () => this.CONSUME(T.Absent, { LABEL: "presence" }) },
  ];

  path = this.RULE("path", () => {
    this.CONSUME(T.Identifier, { LABEL: "parts" });
    this.MANY(this.pathStep);
  });

  private readonly pathStep = (): void => {
    this.CONSUME(T.Dot);
    this.CONSUME2(T.Identifier, { LABEL: "parts" });
  };

  resultMember = this.RULE("resultMember", () => {
    this.CONSUME(T.Result);
    this.CONSUME(T.Max);
    this.CONSUME(T.NumberLit, { LABEL: "max" });
  });

  hintMember = this.RULE("hintMember", () => {
    this.CONSUME(T.Hint);
    this.CONSUME(T.Identifier, { LABEL: "code" });
    this.CONSUME(T.Text, { LABEL: "text" });
  });

  // A union of members, each a primary type with its suffixes (`[..n]`, `?`) in order.
  // Suffixes stay tokens of this node; lowering gives each to the member before it.
  typeExpr = this.RULE("typeExpr", () => {
    this.SUBRULE(this.primaryType, { LABEL: "members" });
    this.MANY(this.suffix1);
    this.MANY2(this.unionMember);
  });

  private readonly unionMember = (): void => {
    this.CONSUME(T.Pipe);
    this.SUBRULE2(this.primaryType, { LABEL: "members" });
    this.MANY3(this.suffix2);
  };
  private readonly suffix1 = (): void => {
    this.OR(this.suffixes1);
  };
  private readonly suffix2 = (): void => {
    this.OR2(this.suffixes2);
  };
  private readonly suffixes1: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(T.LBracket, { LABEL: "list" });
        this.OPTION(() => this.SUBRULE(this.range, { LABEL: "count" }));
        this.CONSUME(T.RBracket, { LABEL: "close" });
      },
    },
    { ALT: () => this.CONSUME(T.Question, { LABEL: "nullable" }) },
  ];
  private readonly suffixes2: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME2(T.LBracket, { LABEL: "list" });
        this.OPTION2(() => this.SUBRULE2(this.range, { LABEL: "count" }));
        this.CONSUME2(T.RBracket, { LABEL: "close" });
      },
    },
    { ALT: () => this.CONSUME2(T.Question, { LABEL: "nullable" }) },
  ];

  primaryType = this.RULE("primaryType", () => {
    this.OR(this.primaries);
  });

  private readonly primaries: IOrAlt<unknown>[] = [
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
    { ALT: () => this.CONSUME(T.Scalar, { LABEL: "literal" }) },
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
  ];

  range = this.RULE("range", () => {
    this.OR(this.ranges);
  });

  private readonly ranges: IOrAlt<unknown>[] = [
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
  ];

  literal = this.RULE("literal", () => {
    this.OR(this.literals);
  });

  private readonly literals: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Scalar, { LABEL: "scalar" }) },
    {
      ALT: () => {
        this.CONSUME(T.LBracket, { LABEL: "list" });
        this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.literal, { LABEL: "items" }) });
        this.CONSUME(T.RBracket);
      },
    },
  ];
}

/**
 * The one parser instance; Chevrotain parsers are reusable by resetting `input`.
 * Grammar validations (ambiguities, left recursion) cost start-up time on every run;
 * test/frontend/grammar.test.ts builds a validating parser, so production skips them.
 */
export const toolParser = new ToolParser({ skipValidations: true });

/** The CST of a whole file. */
export type FileCst = CstNode;
