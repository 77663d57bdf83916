// The provenance members of a tool: `untrusted PATH` on a read marks parts of its reply as
// written by anyone; `refuse when COND "msg"` and `auto when COND ["why"]` on a write state
// its approval policy over where each argument's value was seen. Kept apart from
// declarations.ts, which extends this class, so the two grow without touching each other.
import type { IOrAlt, ParserMethod } from "chevrotain";
import * as L from "./labels.js";
import type * as S from "./syntax.js";
import * as T from "./tokens.js";
import { TreeParser } from "./tree.js";

/** The provenance rules of the grammar. */
export abstract class ProvenanceGrammar extends TreeParser {
  /** A literal value (parser.ts). */
  abstract literal: ParserMethod<[], S.LiteralNode | undefined>;

  untrustedMember = this.node(
    "untrustedMember",
    (): S.UntrustedNode => ({ rule: "untrustedMember", start: -1, end: -1, first: undefined, next: undefined, steps: [], message: undefined }),
    (n) => {
      this.tok(this.CONSUME(T.Untrusted));
      this.tok(this.CONSUME(T.Result));
      this.MANY(() => this.OR(this.untrustedSteps));
      this.OPTION(() => (n.message = this.tok(this.CONSUME(T.Text, L.MESSAGE))));
    },
  );

  // `.name` steps into a field; `[]` into every item of a list (kept as its `]`).
  private readonly untrustedSteps: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.tok(this.CONSUME(T.Dot));
        this.push(this.current<S.UntrustedNode>().steps, this.CONSUME(T.Identifier, L.STEPS));
      },
    },
    {
      ALT: () => {
        this.tok(this.CONSUME(T.LBracket));
        this.push(this.current<S.UntrustedNode>().steps, this.CONSUME(T.RBracket, L.STEPS));
      },
    },
  ];

  policyMember = this.node(
    "policyMember",
    (): S.PolicyNode => ({ rule: "policyMember", start: -1, end: -1, first: undefined, next: undefined, verb: undefined, message: undefined }),
    (n) => {
      this.OR(this.policyVerbs);
      this.tok(this.CONSUME(T.When));
      this.SUBRULE(this.policyAtom, L.ATOMS);
      this.MANY(() => {
        this.tok(this.CONSUME(T.And));
        this.SUBRULE2(this.policyAtom, L.ATOMS);
      });
      this.OPTION(() => (n.message = this.tok(this.CONSUME(T.Text, L.MESSAGE))));
    },
  );

  private readonly policyVerbs: IOrAlt<unknown>[] = [
    { ALT: () => (this.current<S.PolicyNode>().verb = this.tok(this.CONSUME(T.Refuse))) },
    { ALT: () => (this.current<S.PolicyNode>().verb = this.tok(this.CONSUME(T.Auto))) },
  ];

  policyAtom = this.node(
    "policyAtom",
    (): S.PolicyAtomNode => ({ rule: "policyAtom", start: -1, end: -1, first: undefined, next: undefined, arg: undefined, count: undefined, op: undefined, sources: [] }),
    () => this.OR(this.policyAtoms),
  );

  private readonly policyAtoms: IOrAlt<unknown>[] = [
    {
      // `count` is also a name, so only `count (` starts a count.
      GATE: () => this.LA(2).tokenType === T.LParen,
      ALT: () => {
        const n = this.current<S.PolicyAtomNode>();
        n.count = this.tok(this.CONSUME(T.Count));
        this.tok(this.CONSUME(T.LParen));
        n.arg = this.tok(this.CONSUME(T.Identifier, L.ARG));
        this.tok(this.CONSUME(T.RParen));
        n.op = this.tok(this.CONSUME(T.CompareOp, L.OP));
        this.SUBRULE(this.literal, L.VALUE);
      },
    },
    {
      ALT: () => {
        this.current<S.PolicyAtomNode>().arg = this.tok(this.CONSUME2(T.Identifier, L.ARG));
        this.OR2(this.atomTests);
      },
    },
  ];

  private readonly atomTests: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        const n = this.current<S.PolicyAtomNode>();
        n.op = this.tok(this.CONSUME(T.SourceTest, L.OP));
        this.push(n.sources, this.CONSUME3(T.Identifier, L.SOURCES));
        this.MANY2(this.moreSources);
      },
    },
    {
      ALT: () => {
        this.current<S.PolicyAtomNode>().op = this.tok(this.CONSUME2(T.CompareOp, L.OP));
        this.SUBRULE2(this.literal, L.VALUE);
      },
    },
  ];

  // `| SRC`: one more source a value may have been seen in.
  private readonly moreSources = (): void => {
    this.tok(this.CONSUME(T.Pipe));
    this.push(this.current<S.PolicyAtomNode>().sources, this.CONSUME4(T.Identifier, L.SOURCES));
  };
}
