// The syntax tree the parser builds and `src/lower` reads: one small node per rule
// invocation, with the tokens the lowering needs and its child nodes, linked in the
// order they were started. Chevrotain's own CST would hold the same (partial nodes left
// by error recovery included), but with a dictionary per node and an array per label,
// which cost more time and memory than the parse itself.
import type { IToken } from "chevrotain";

/**
 * Fields every node has. `start`/`end` cover its real tokens; both are -1 until one is
 * consumed (small integers throughout, which V8 stores unboxed). Children form a list
 * through `first` and `next` rather than an array per node.
 */
interface Base {
  start: number;
  /** One past the last character of the last real token. */
  end: number;
  /** The first child node (children come in the order their rules started). */
  first: SyntaxNode | undefined;
  /** The next child of the same parent. */
  next: SyntaxNode | undefined;
}

/** A whole file: its declarations are the children. */
export interface FileNode extends Base {
  readonly rule: "file";
}

/** `toolset NAME "doc"`. */
export interface ToolsetNode extends Base {
  readonly rule: "toolsetDecl";
  name: IToken | undefined;
  doc: IToken | undefined;
}

/** `context { fields }`: the fields are the children. */
export interface ContextNode extends Base {
  readonly rule: "contextDecl";
}

/** `type NAME = TYPE`: the type is the child. */
export interface TypeDeclNode extends Base {
  readonly rule: "typeDecl";
  name: IToken | undefined;
}

/** `resource NAME { members }`: the members are the children. */
export interface ResourceNode extends Base {
  readonly rule: "resourceDecl";
  name: IToken | undefined;
}

/** `id TYPE` (the type is the child), `owner FIELD` or `missing "text"`. */
export interface ResourceMemberNode extends Base {
  readonly rule: "resourceMember";
  /** The `state` keyword of `state TYPE` (the type is the child), to tell it from `id TYPE`. */
  state: IToken | undefined;
  owner: IToken | undefined;
  missing: IToken | undefined;
}

/** `read|write|finish NAME { members }`: the members are the children. */
export interface ToolNode extends Base {
  readonly rule: "toolDecl";
  toolKind: IToken | undefined;
  name: IToken | undefined;
}

/** `doc "text"`. */
export interface DocNode extends Base {
  readonly rule: "docMember";
  doc: IToken | undefined;
}

/** `scope ARG = context.FIELD "message"` or `scope ARG in context.FIELD "message"`. */
export interface ScopeNode extends Base {
  readonly rule: "scopeMember";
  arg: IToken | undefined;
  /** `=` or `in`. */
  op: IToken | undefined;
  field: IToken | undefined;
  message: IToken | undefined;
}

/** `budget N`, `seen ARG`, `result max N`, `refusals max N`: an argument or a number. */
export interface SmallMemberNode extends Base {
  readonly rule: "budgetMember" | "seenMember" | "resultMember" | "refusalsMember" | "refusalsDecl";
  arg: IToken | undefined;
  number: IToken | undefined;
}

/** `effect ARG max N`, `effect ARG max N per task`. */
export interface EffectNode extends Base {
  readonly rule: "effectMember";
  arg: IToken | undefined;
  number: IToken | undefined;
  /** The `per` of `per task`, when the cap is for the whole task. */
  per: IToken | undefined;
}

/** `once ARG ["msg"]` (for good) or `once ARG per task ["msg"]`. */
export interface OnceNode extends Base {
  readonly rule: "onceMember";
  arg: IToken | undefined;
  /** The `per` of `per task`, when the value may recur in other tasks. */
  per: IToken | undefined;
  message: IToken | undefined;
}

/** `require ARG is "a" | "b" ["msg"]`: the states the argument's resource must be in. */
export interface RequireNode extends Base {
  readonly rule: "requireMember";
  arg: IToken | undefined;
  states: IToken[];
  message: IToken | undefined;
}

/** `establish context.FIELD = result.PATH ["msg"]`: the path is the child. */
export interface EstablishNode extends Base {
  readonly rule: "establishMember";
  field: IToken | undefined;
  message: IToken | undefined;
}

/** `hint CODE "text"`. */
export interface HintNode extends Base {
  readonly rule: "hintMember";
  code: IToken | undefined;
  text: IToken | undefined;
}

/** `arg FIELD`, `returns TYPE`: the field or type is the child. */
export interface WrapperMemberNode extends Base {
  readonly rule: "argMember" | "returnsMember";
}

/** `ensure PATH == ARG`: the path is the child. */
export interface EnsureNode extends Base {
  readonly rule: "ensureMember";
  arg: IToken | undefined;
}

/** `rule COND => COND "message"`: the two conditions are the children. */
export interface RuleMemberNode extends Base {
  readonly rule: "ruleMember";
  message: IToken | undefined;
}

/** `count(PATH) OP n`, `PATH == v`, `PATH present`: the path, then the value, are the children. */
export interface ConditionNode extends Base {
  readonly rule: "condition";
  /** The `count` keyword, when the condition counts. */
  count: IToken | undefined;
  op: IToken | undefined;
  presence: IToken | undefined;
}

/** `NAME.NAME...`. */
export interface PathNode extends Base {
  readonly rule: "path";
  readonly parts: IToken[];
}

/** `NAME?: TYPE = default "doc"`: the type, then the default, are the children. */
export interface FieldNode extends Base {
  readonly rule: "fieldDecl";
  name: IToken | undefined;
  optional: IToken | undefined;
  doc: IToken | undefined;
}

/** A union of primary types with their suffixes: primary types and `[...]` ranges are the children. */
export interface TypeExprNode extends Base {
  readonly rule: "typeExpr";
  /** The `|`, `[`, `]` and `?` tokens of the union and its suffixes, in order; undefined when none. */
  marks: IToken[] | undefined;
}

/** One primary type: the range, the object's fields or the grouped type are the children. */
export interface PrimaryNode extends Base {
  readonly rule: "primaryType";
  /** `string`, `int`, `number`, `bool` or `{`. */
  keyword: IToken | undefined;
  literal: IToken | undefined;
  ref: IToken | undefined;
  pattern: IToken | undefined;
  /** The format name of `string(FORMAT)`. */
  format: IToken | undefined;
  /** The `...` of an open object `{ a: T, ... }`. */
  open: IToken | undefined;
}

/** `a..b`, `a..`, `..b` or `a`. */
export interface RangeNode extends Base {
  readonly rule: "range";
  min: IToken | undefined;
  max: IToken | undefined;
  dots: IToken | undefined;
}

/** A scalar, or `[ items ]` whose items are the children. */
export interface LiteralNode extends Base {
  readonly rule: "literal";
  scalar: IToken | undefined;
}

/** `untrusted result.a[].b "msg"`: the steps are field names and the `]` of each `[]`. */
export interface UntrustedNode extends Base {
  readonly rule: "untrustedMember";
  readonly steps: IToken[];
  message: IToken | undefined;
}

/** `refuse when ATOM and ATOM "msg"`, `auto when ...`: the atoms are the children. */
export interface PolicyNode extends Base {
  readonly rule: "policyMember";
  /** `refuse` or `auto`. */
  verb: IToken | undefined;
  message: IToken | undefined;
}

/** `ARG from SRC | SRC`, `ARG only SRC`, `ARG OP value`, `count(ARG) OP n`: the value is the child. */
export interface PolicyAtomNode extends Base {
  readonly rule: "policyAtom";
  arg: IToken | undefined;
  count: IToken | undefined;
  /** `from`, `only` or a comparison. */
  op: IToken | undefined;
  readonly sources: IToken[];
}

/** Any node of the syntax tree. */
export type SyntaxNode =
  | FileNode
  | ToolsetNode
  | ContextNode
  | TypeDeclNode
  | ResourceNode
  | ResourceMemberNode
  | ToolNode
  | DocNode
  | ScopeNode
  | SmallMemberNode
  | EffectNode
  | OnceNode
  | RequireNode
  | EstablishNode
  | HintNode
  | WrapperMemberNode
  | EnsureNode
  | RuleMemberNode
  | ConditionNode
  | PathNode
  | FieldNode
  | TypeExprNode
  | PrimaryNode
  | RangeNode
  | LiteralNode
  | UntrustedNode
  | PolicyNode
  | PolicyAtomNode;
