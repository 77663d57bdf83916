// The first half of the `.tool` grammar: the file, its declarations, tool members,
// rule conditions and paths. Types, ranges and literals follow in parser.ts, which
// defines the rules after these, so the grammar keeps its order (and its diagrams).
import type { IOrAlt, ParserMethod } from "chevrotain";
import * as L from "./labels.js";
import type * as S from "./syntax.js";
import * as T from "./tokens.js";
import { ProvenanceGrammar } from "./provenance.js";

/**
 * The declaration rules of the grammar. Alternatives are built once: an OR given a
 * fresh array allocates a dozen closures per call.
 */
export abstract class DeclarationGrammar extends ProvenanceGrammar {
  /** A type expression (parser.ts). */
  abstract typeExpr: ParserMethod<[], S.TypeExprNode | undefined>;

  file = this.node(
    "file",
    (): S.FileNode => ({ rule: "file", start: -1, end: -1, first: undefined, next: undefined }),
    () => this.MANY(() => this.OR(this.declarations)),
    { recoveryValueFunc: this.partialRoot },
  );

  private readonly declarations: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.toolsetDecl, L.DECLS) },
    { ALT: () => this.SUBRULE(this.contextDecl, L.DECLS) },
    { ALT: () => this.SUBRULE(this.typeDecl, L.DECLS) },
    { ALT: () => this.SUBRULE(this.resourceDecl, L.DECLS) },
    { ALT: () => this.SUBRULE(this.toolDecl, L.DECLS) },
    { ALT: () => this.SUBRULE(this.refusalsDecl, L.DECLS) },
  ];

  refusalsDecl = this.node(
    "refusalsDecl",
    (): S.SmallMemberNode => ({ rule: "refusalsDecl", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, number: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Refusals));
      this.tok(this.CONSUME(T.Max));
      n.number = this.tok(this.CONSUME(T.NumberLit, L.MAX));
    },
  );

  toolsetDecl = this.node(
    "toolsetDecl",
    (): S.ToolsetNode => ({ rule: "toolsetDecl", start: -1, end: -1, first: undefined, next: undefined, name: undefined, doc: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Toolset));
      n.name = this.tok(this.CONSUME(T.Identifier, L.NAME));
      this.OPTION(() => (n.doc = this.tok(this.CONSUME(T.Text, L.DOC))));
    },
  );

  contextDecl = this.node(
    "contextDecl",
    (): S.ContextNode => ({ rule: "contextDecl", start: -1, end: -1, first: undefined, next: undefined }),
    () => {
      this.tok(this.CONSUME(T.Context));
      this.tok(this.CONSUME(T.LCurly));
      this.MANY(() => {
        this.SUBRULE(this.fieldDecl, L.FIELDS);
        this.OPTION(() => this.tok(this.CONSUME(T.Comma)));
      });
      this.tok(this.CONSUME(T.RCurly));
    },
  );

  typeDecl = this.node(
    "typeDecl",
    (): S.TypeDeclNode => ({ rule: "typeDecl", start: -1, end: -1, first: undefined, next: undefined, name: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Type));
      n.name = this.tok(this.CONSUME(T.Identifier, L.NAME));
      this.tok(this.CONSUME(T.Equals));
      this.SUBRULE(this.typeExpr, L.TYPE);
    },
  );

  resourceDecl = this.node(
    "resourceDecl",
    (): S.ResourceNode => ({ rule: "resourceDecl", start: -1, end: -1, first: undefined, next: undefined, name: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Resource));
      n.name = this.tok(this.CONSUME(T.Identifier, L.NAME));
      this.tok(this.CONSUME(T.LCurly));
      this.MANY(() => this.SUBRULE(this.resourceMember, L.MEMBERS));
      this.tok(this.CONSUME(T.RCurly));
    },
  );

  resourceMember = this.node(
    "resourceMember",
    (): S.ResourceMemberNode => ({ rule: "resourceMember", start: -1, end: -1, first: undefined, next: undefined, state: undefined, owner: undefined, missing: undefined }),
    () => this.OR(this.resourceMembers),
  );

  private readonly resourceMembers: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.tok(this.CONSUME(T.Id));
        this.SUBRULE(this.typeExpr, L.ID_TYPE);
      },
    },
    {
      ALT: () => {
        this.current<S.ResourceMemberNode>().state = this.tok(this.CONSUME(T.State));
        this.SUBRULE2(this.typeExpr, L.TYPE);
      },
    },
    {
      ALT: () => {
        this.tok(this.CONSUME(T.Owner));
        this.current<S.ResourceMemberNode>().owner = this.tok(this.CONSUME(T.Identifier, L.OWNER));
      },
    },
    {
      ALT: () => {
        this.tok(this.CONSUME(T.Missing));
        this.current<S.ResourceMemberNode>().missing = this.tok(this.CONSUME(T.Text, L.MISSING));
      },
    },
  ];

  toolDecl = this.node(
    "toolDecl",
    (): S.ToolNode => ({ rule: "toolDecl", start: -1, end: -1, first: undefined, next: undefined, toolKind: undefined, name: undefined }),
    (n) => {
      n.toolKind = this.tok(this.CONSUME(T.ToolKeyword, L.TOOL_KIND));
      n.name = this.tok(this.CONSUME(T.Identifier, L.NAME));
      this.tok(this.CONSUME(T.LCurly));
      this.MANY(this.toolMember);
      this.tok(this.CONSUME(T.RCurly));
    },
  );

  // Repetitions and options of frequent rules are built once, like the alternatives.
  private readonly toolMember = (): void => {
    this.OR(this.toolMembers);
  };

  private readonly toolMembers: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.docMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.argMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.scopeMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.effectMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.budgetMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.returnsMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.ensureMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.seenMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.onceMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.requireMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.establishMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.ruleMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.resultMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.hintMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.refusalsMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.untrustedMember, L.MEMBERS) },
    { ALT: () => this.SUBRULE(this.policyMember, L.MEMBERS) },
  ];

  docMember = this.node(
    "docMember",
    (): S.DocNode => ({ rule: "docMember", start: -1, end: -1, first: undefined, next: undefined, doc: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Doc));
      n.doc = this.tok(this.CONSUME(T.Text, L.DOC));
    },
  );

  argMember = this.node(
    "argMember",
    (): S.WrapperMemberNode => ({ rule: "argMember", start: -1, end: -1, first: undefined, next: undefined }),
    () => {
      this.tok(this.CONSUME(T.Arg));
      this.SUBRULE(this.fieldDecl, L.FIELD);
    },
  );

  fieldDecl = this.node(
    "fieldDecl",
    (): S.FieldNode => ({ rule: "fieldDecl", start: -1, end: -1, first: undefined, next: undefined, name: undefined, optional: undefined, doc: undefined }),
    (n) => {
      n.name = this.tok(this.CONSUME(T.Identifier, L.NAME));
      this.OPTION(this.optionalMark);
      this.tok(this.CONSUME(T.Colon));
      this.SUBRULE(this.typeExpr, L.TYPE);
      this.OPTION2(this.defaultValue);
      this.OPTION3(this.fieldDoc);
    },
  );

  private readonly optionalMark = (): void => {
    this.current<S.FieldNode>().optional = this.tok(this.CONSUME(T.Question, L.OPTIONAL));
  };
  private readonly defaultValue = (): void => {
    this.tok(this.CONSUME(T.Equals));
    this.SUBRULE(this.literal, L.DEFAULT);
  };
  private readonly fieldDoc = (): void => {
    this.current<S.FieldNode>().doc = this.tok(this.CONSUME(T.Text, L.DOC));
  };

  scopeMember = this.node(
    "scopeMember",
    (): S.ScopeNode => ({ rule: "scopeMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, op: undefined, field: undefined, message: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Scope));
      n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
      this.OR(this.scopeOps);
      this.tok(this.CONSUME(T.Context));
      this.tok(this.CONSUME(T.Dot));
      n.field = this.tok(this.CONSUME2(T.Identifier, L.FIELD));
      this.OPTION(() => (n.message = this.tok(this.CONSUME(T.Text, L.MESSAGE))));
    },
  );

  // `=` pins the argument to one trusted value; `in` to any item of a trusted list.
  private readonly scopeOps: IOrAlt<unknown>[] = [
    { ALT: () => (this.current<S.ScopeNode>().op = this.tok(this.CONSUME(T.Equals, L.OP))) },
    { ALT: () => (this.current<S.ScopeNode>().op = this.tok(this.CONSUME(T.In, L.OP))) },
  ];

  effectMember = this.node(
    "effectMember",
    (): S.EffectNode => ({ rule: "effectMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, number: undefined, per: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Effect));
      n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
      this.tok(this.CONSUME(T.Max));
      n.number = this.tok(this.CONSUME(T.NumberLit, L.MAX));
      this.OPTION(this.perTask);
    },
  );

  private readonly perTask = (): void => {
    this.current<S.EffectNode>().per = this.tok(this.CONSUME(T.Per, L.PER));
    this.tok(this.CONSUME(T.TaskKw));
  };

  budgetMember = this.node(
    "budgetMember",
    (): S.SmallMemberNode => ({ rule: "budgetMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, number: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Budget));
      n.number = this.tok(this.CONSUME(T.NumberLit, L.BUDGET));
    },
  );

  returnsMember = this.node(
    "returnsMember",
    (): S.WrapperMemberNode => ({ rule: "returnsMember", start: -1, end: -1, first: undefined, next: undefined }),
    () => {
      this.tok(this.CONSUME(T.Returns));
      this.SUBRULE(this.typeExpr, L.TYPE);
    },
  );

  ensureMember = this.node(
    "ensureMember",
    (): S.EnsureNode => ({ rule: "ensureMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Ensure));
      this.SUBRULE(this.path, L.RESULT);
      this.tok(this.CONSUME(T.EqEq));
      n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
    },
  );

  seenMember = this.node(
    "seenMember",
    (): S.SmallMemberNode => ({ rule: "seenMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, number: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Seen));
      n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
    },
  );

  onceMember = this.node(
    "onceMember",
    (): S.OnceNode => ({ rule: "onceMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, per: undefined, message: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Once));
      n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
      this.OPTION(() => {
        n.per = this.tok(this.CONSUME(T.Per, L.PER));
        this.tok(this.CONSUME(T.TaskKw));
      });
      this.OPTION2(() => (n.message = this.tok(this.CONSUME(T.Text, L.MESSAGE))));
    },
  );

  requireMember = this.node(
    "requireMember",
    (): S.RequireNode => ({ rule: "requireMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, states: [], message: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Require));
      n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
      this.tok(this.CONSUME(T.Is));
      this.push(n.states, this.CONSUME(T.StringLit, L.VALUE));
      this.MANY(() => {
        this.tok(this.CONSUME(T.Pipe));
        this.push(n.states, this.CONSUME2(T.StringLit, L.VALUE));
      });
      this.OPTION(() => (n.message = this.tok(this.CONSUME(T.Text, L.MESSAGE))));
    },
  );

  establishMember = this.node(
    "establishMember",
    (): S.EstablishNode => ({ rule: "establishMember", start: -1, end: -1, first: undefined, next: undefined, field: undefined, message: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Establish));
      this.tok(this.CONSUME(T.Context));
      this.tok(this.CONSUME(T.Dot));
      n.field = this.tok(this.CONSUME(T.Identifier, L.FIELD));
      this.tok(this.CONSUME(T.Equals));
      this.SUBRULE(this.path, L.RESULT);
      this.OPTION(() => (n.message = this.tok(this.CONSUME(T.Text, L.MESSAGE))));
    },
  );

  ruleMember = this.node(
    "ruleMember",
    (): S.RuleMemberNode => ({ rule: "ruleMember", start: -1, end: -1, first: undefined, next: undefined, message: undefined }),
    () => {
      this.tok(this.CONSUME(T.Rule));
      this.SUBRULE(this.condition, L.WHEN);
      this.tok(this.CONSUME(T.Arrow));
      this.SUBRULE2(this.condition, L.THEN);
      this.OPTION(this.ruleMessage);
    },
  );

  private readonly ruleMessage = (): void => {
    this.current<S.RuleMemberNode>().message = this.tok(this.CONSUME(T.Text, L.MESSAGE));
  };

  condition = this.node(
    "condition",
    (): S.ConditionNode => ({ rule: "condition", start: -1, end: -1, first: undefined, next: undefined, count: undefined, op: undefined, presence: undefined }),
    () => this.OR(this.conditions),
  );

  private readonly conditions: IOrAlt<unknown>[] = [
    {
      // `count` is also a name, so only `count (` starts a count condition.
      GATE: () => this.LA(2).tokenType === T.LParen,
      ALT: () => {
        const n = this.current<S.ConditionNode>();
        n.count = this.tok(this.CONSUME(T.Count));
        this.tok(this.CONSUME(T.LParen));
        this.SUBRULE(this.path, L.COUNT_PATH);
        this.tok(this.CONSUME(T.RParen));
        n.op = this.tok(this.CONSUME(T.CompareOp, L.OP));
        this.SUBRULE(this.literal, L.VALUE);
      },
    },
    {
      ALT: () => {
        this.SUBRULE2(this.path, L.PATH);
        this.OR2(this.pathTests);
      },
    },
  ];

  private readonly pathTests: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.current<S.ConditionNode>().op = this.tok(this.CONSUME(T.Equality, L.OP));
        this.SUBRULE2(this.literal, L.VALUE);
      },
    },
    { ALT: () => (this.current<S.ConditionNode>().presence = this.tok(this.CONSUME(T.Present, L.PRESENCE))) },
    { ALT: () => (this.current<S.ConditionNode>().presence = this.tok(this.CONSUME(T.Absent, L.PRESENCE))) },
  ];

  path = this.node(
    "path",
    (): S.PathNode => ({ rule: "path", start: -1, end: -1, first: undefined, next: undefined, parts: [] }),
    (n) => {
      this.push(n.parts, this.CONSUME(T.Identifier, L.PARTS));
      this.MANY(this.pathStep);
    },
  );

  private readonly pathStep = (): void => {
    this.tok(this.CONSUME(T.Dot));
    this.push(this.current<S.PathNode>().parts, this.CONSUME2(T.Identifier, L.PARTS));
  };

  resultMember = this.node(
    "resultMember",
    (): S.SmallMemberNode => ({ rule: "resultMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, number: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Result));
      this.tok(this.CONSUME(T.Max));
      n.number = this.tok(this.CONSUME(T.NumberLit, L.MAX));
    },
  );

  refusalsMember = this.node(
    "refusalsMember",
    (): S.SmallMemberNode => ({ rule: "refusalsMember", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, number: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Refusals));
      this.tok(this.CONSUME(T.Max));
      n.number = this.tok(this.CONSUME(T.NumberLit, L.MAX));
    },
  );

  hintMember = this.node(
    "hintMember",
    (): S.HintNode => ({ rule: "hintMember", start: -1, end: -1, first: undefined, next: undefined, code: undefined, text: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Hint));
      n.code = this.tok(this.CONSUME(T.Identifier, L.CODE));
      n.text = this.tok(this.CONSUME(T.Text, L.TEXT));
    },
  );
}
