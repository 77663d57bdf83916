// The Chevrotain parser of the `.tool` language, with error recovery so that one run
// reports every syntax error of a file. Its rules build the syntax tree of syntax.ts,
// which `src/lower` turns into the AST. The rules for declarations are in
// declarations.ts; the rules for types and values are here.
import type { IOrAlt, IToken } from "chevrotain";
import { DeclarationGrammar } from "./declarations.js";
import * as L from "./labels.js";
import { errorMessages } from "./messages.js";
import type * as S from "./syntax.js";
import * as T from "./tokens.js";

/** The parse-error messages, kept beside the grammar whose rule names they key on. */
export { errorMessages };

/** The `.tool` grammar, complete. */
export class ToolParser extends DeclarationGrammar {
  constructor(options: { skipValidations?: boolean } = {}) {
    super(T.allTokens, errorMessages, options.skipValidations ?? false);
    this.performSelfAnalysis();
  }

  // A union of members, each a primary type with its suffixes (`[..n]`, `?`) in order.
  // Suffixes stay tokens of this node; lowering gives each to the member before it.
  typeExpr = this.node(
    "typeExpr",
    (): S.TypeExprNode => ({ rule: "typeExpr", start: -1, end: -1, first: undefined, next: undefined, marks: undefined }),
    () => {
      this.SUBRULE(this.primaryType, L.MEMBERS);
      this.MANY(this.suffix1);
      this.MANY2(this.unionMember);
    },
  );

  private readonly unionMember = (): void => {
    this.mark(this.CONSUME(T.Pipe));
    this.SUBRULE2(this.primaryType, L.MEMBERS);
    this.MANY3(this.suffix2);
  };
  private mark(t: IToken): void {
    const real = this.tok(t);
    if (real === undefined) return;
    const n = this.current<S.TypeExprNode>();
    if (n.marks === undefined) n.marks = [real];
    else n.marks.push(real);
  }
  private readonly suffix1 = (): void => {
    this.OR(this.suffixes1);
  };
  private readonly suffix2 = (): void => {
    this.OR2(this.suffixes2);
  };
  private readonly listCount1 = (): void => {
    this.SUBRULE(this.range, L.COUNT);
  };
  private readonly listCount2 = (): void => {
    this.SUBRULE2(this.range, L.COUNT);
  };
  private readonly suffixes1: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.mark(this.CONSUME(T.LBracket, L.LIST));
        this.OPTION(this.listCount1);
        this.mark(this.CONSUME(T.RBracket, L.CLOSE));
      },
    },
    { ALT: () => this.mark(this.CONSUME(T.Question, L.NULLABLE)) },
  ];
  private readonly suffixes2: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.mark(this.CONSUME2(T.LBracket, L.LIST));
        this.OPTION2(this.listCount2);
        this.mark(this.CONSUME2(T.RBracket, L.CLOSE));
      },
    },
    { ALT: () => this.mark(this.CONSUME2(T.Question, L.NULLABLE)) },
  ];

  primaryType = this.node(
    "primaryType",
    (): S.PrimaryNode => ({ rule: "primaryType", start: -1, end: -1, first: undefined, next: undefined, keyword: undefined, literal: undefined, ref: undefined, pattern: undefined, format: undefined, open: undefined }),
    () => this.OR(this.primaries),
  );

  private readonly primaries: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.current<S.PrimaryNode>().keyword = this.tok(this.CONSUME(T.StringKw));
        this.OPTION(this.stringLength);
        this.OPTION2(this.stringPattern);
      },
    },
    {
      ALT: () => {
        this.current<S.PrimaryNode>().keyword = this.tok(this.CONSUME(T.IntKw));
        this.OPTION3(this.intRange);
      },
    },
    {
      ALT: () => {
        this.current<S.PrimaryNode>().keyword = this.tok(this.CONSUME(T.NumberKw));
        this.OPTION4(this.numberRange);
      },
    },
    { ALT: () => (this.current<S.PrimaryNode>().keyword = this.tok(this.CONSUME(T.BoolKw))) },
    { ALT: () => (this.current<S.PrimaryNode>().literal = this.tok(this.CONSUME(T.Scalar, L.LITERAL))) },
    { ALT: () => (this.current<S.PrimaryNode>().ref = this.tok(this.CONSUME(T.Identifier, L.REF))) },
    {
      ALT: () => {
        this.current<S.PrimaryNode>().keyword = this.tok(this.CONSUME(T.LCurly));
        this.MANY(this.objectField);
        this.OPTION6(this.openObject);
        this.tok(this.CONSUME(T.RCurly));
      },
    },
    {
      ALT: () => {
        this.tok(this.CONSUME4(T.LParen, L.GROUP));
        this.SUBRULE(this.typeExpr, L.INNER);
        this.tok(this.CONSUME4(T.RParen));
      },
    },
  ];

  private readonly stringLength = (): void => {
    this.tok(this.CONSUME(T.LParen));
    this.OR5(this.stringBounds);
    this.tok(this.CONSUME(T.RParen));
  };
  // `string(3..200)` bounds the length; `string(email)` names a built-in format.
  private readonly stringBounds: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.range, L.RANGE) },
    { ALT: () => (this.current<S.PrimaryNode>().format = this.tok(this.CONSUME5(T.Identifier, L.FORMAT))) },
  ];
  private readonly stringPattern = (): void => {
    this.current<S.PrimaryNode>().pattern = this.tok(this.CONSUME(T.Regex, L.PATTERN));
  };
  private readonly intRange = (): void => {
    this.tok(this.CONSUME2(T.LParen));
    this.SUBRULE2(this.range, L.RANGE);
    this.tok(this.CONSUME2(T.RParen));
  };
  private readonly numberRange = (): void => {
    this.tok(this.CONSUME3(T.LParen));
    this.SUBRULE3(this.range, L.RANGE);
    this.tok(this.CONSUME3(T.RParen));
  };
  private readonly objectField = (): void => {
    this.SUBRULE(this.fieldDecl, L.FIELDS);
    this.OPTION5(this.objectComma);
  };
  // `...` last in an object: a reply may carry fields the contract does not declare; they are dropped.
  private readonly openObject = (): void => {
    this.current<S.PrimaryNode>().open = this.tok(this.CONSUME(T.Ellipsis, L.OPEN));
  };
  private readonly objectComma = (): void => {
    this.tok(this.CONSUME(T.Comma));
  };

  range = this.node(
    "range",
    (): S.RangeNode => ({ rule: "range", start: -1, end: -1, first: undefined, next: undefined, min: undefined, max: undefined, dots: undefined }),
    () => this.OR(this.ranges),
  );

  private readonly ranges: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        const n = this.current<S.RangeNode>();
        n.dots = this.tok(this.CONSUME(T.DotDot, L.DOTS));
        n.max = this.tok(this.CONSUME(T.NumberLit, L.MAX));
      },
    },
    {
      ALT: () => {
        this.current<S.RangeNode>().min = this.tok(this.CONSUME2(T.NumberLit, L.MIN));
        this.OPTION(this.rangeEnd);
      },
    },
  ];

  private readonly rangeEnd = (): void => {
    this.current<S.RangeNode>().dots = this.tok(this.CONSUME2(T.DotDot, L.DOTS));
    this.OPTION2(this.rangeMax);
  };
  private readonly rangeMax = (): void => {
    this.current<S.RangeNode>().max = this.tok(this.CONSUME3(T.NumberLit, L.MAX));
  };

  literal = this.node(
    "literal",
    (): S.LiteralNode => ({ rule: "literal", start: -1, end: -1, first: undefined, next: undefined, scalar: undefined }),
    () => this.OR(this.literals),
  );

  private readonly literals: IOrAlt<unknown>[] = [
    { ALT: () => (this.current<S.LiteralNode>().scalar = this.tok(this.CONSUME(T.Scalar, L.SCALAR))) },
    {
      ALT: () => {
        this.tok(this.CONSUME(T.LBracket, L.LIST));
        this.MANY_SEP({ SEP: T.Comma, DEF: this.listItem });
        this.tok(this.CONSUME(T.RBracket));
      },
    },
  ];

  private readonly listItem = (): void => {
    // MANY_SEP consumes the commas itself; each one still belongs to the list's span.
    this.ACTION(() => {
      const sep = this.LA(0);
      if (sep.tokenType === T.Comma) this.tok(sep);
    });
    this.SUBRULE(this.literal, L.ITEMS);
  };
}

/**
 * The one parser instance; Chevrotain parsers are reusable by resetting `input`.
 * Grammar validations (ambiguities, left recursion) cost start-up time on every run;
 * test/frontend/grammar.test.ts builds a validating parser, so production skips them.
 */
export const toolParser = new ToolParser({ skipValidations: true });
