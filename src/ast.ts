// The plain-data AST of a `.tool` file. Every node has a `kind` and a `span`;
// spans are UTF-16 offsets into the file text, and line/column are computed only
// when a diagnostic is printed.

/** A half-open range of UTF-16 offsets into one file's text. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A name as written, with where it was written. */
export interface Ident {
  readonly kind: "ident";
  readonly span: Span;
  readonly name: string;
}

/** A string literal after escapes (or `"""` folding) were applied. */
export interface Text {
  readonly kind: "text";
  readonly span: Span;
  readonly value: string;
}

/** An inclusive numeric range `a..b`, `a..` or `..b` (a bare `n` means `n..n`). */
export interface Range {
  readonly kind: "range";
  readonly span: Span;
  readonly min: number | undefined;
  readonly max: number | undefined;
}

/** A regular expression literal `/source/flags`. */
export interface Pattern {
  readonly kind: "pattern";
  readonly span: Span;
  readonly source: string;
  readonly flags: string;
}

/** A JSON value written in a contract: a default, a literal type, a rule operand. */
export type LiteralValue = string | number | boolean | null | readonly LiteralValue[];

/** A literal value with its span. */
export interface Literal {
  readonly kind: "literal";
  readonly span: Span;
  readonly value: LiteralValue;
}

/** `string`, `string(3..200)`, `string /re/`, `string(..64) /re/`, `string(email)`. */
export interface StringType {
  readonly kind: "string";
  readonly span: Span;
  readonly length: Range | undefined;
  readonly pattern: Pattern | undefined;
  /** The built-in format of `string(FORMAT)`, as written (the checks judge the name). */
  readonly format: Ident | undefined;
}

/** `int`, `int(1..)`. */
export interface IntType {
  readonly kind: "int";
  readonly span: Span;
  readonly range: Range | undefined;
}

/** `number`, `number(0..5000)`. */
export interface NumberType {
  readonly kind: "number";
  readonly span: Span;
  readonly range: Range | undefined;
}

/** `bool`. */
export interface BoolType {
  readonly kind: "bool";
  readonly span: Span;
}

/** Exactly one literal value: `"a"`, `42`, `true`, `false`, `null`. */
export interface LiteralType {
  readonly kind: "literalType";
  readonly span: Span;
  readonly value: string | number | boolean | null;
}

/** `A | B | ...`. */
export interface UnionType {
  readonly kind: "union";
  readonly span: Span;
  readonly members: readonly TypeNode[];
}

/** `T[]`, `T[1..10]`. */
export interface ListType {
  readonly kind: "list";
  readonly span: Span;
  readonly item: TypeNode;
  readonly count: Range | undefined;
}

/** `{ name: T, name?: T "doc", name: T = default }`, open with a last `...`. */
export interface ObjectType {
  readonly kind: "object";
  readonly span: Span;
  readonly fields: readonly Field[];
  /** The span of `...`: undeclared keys of a reply are dropped rather than refused. */
  readonly open: Span | undefined;
}

/** `T?`: the value may also be `null`. */
export interface NullableType {
  readonly kind: "nullable";
  readonly span: Span;
  readonly inner: TypeNode;
}

/** A name in type position: a `type`, a `resource` or a `write` tool, resolved by the checks. */
export interface RefType {
  readonly kind: "ref";
  readonly span: Span;
  readonly name: Ident;
}

/** Any type expression. */
export type TypeNode =
  | StringType
  | IntType
  | NumberType
  | BoolType
  | LiteralType
  | UnionType
  | ListType
  | ObjectType
  | NullableType
  | RefType;

/** A field of an object type, a context field, or a tool argument. */
export interface Field {
  readonly kind: "field";
  readonly span: Span;
  readonly name: Ident;
  readonly optional: boolean;
  readonly type: TypeNode;
  readonly default: Literal | undefined;
  readonly doc: Text | undefined;
}

/** `toolset NAME ["doc"]`. */
export interface ToolsetDecl {
  readonly kind: "toolset";
  readonly span: Span;
  readonly name: Ident;
  readonly doc: Text | undefined;
}

/** `context { field: type ... }`. */
export interface ContextDecl {
  readonly kind: "context";
  readonly span: Span;
  readonly fields: readonly Field[];
}

/** `type Name = TYPE`. */
export interface TypeDecl {
  readonly kind: "typeDecl";
  readonly span: Span;
  readonly name: Ident;
  readonly type: TypeNode;
}

/** `resource NAME { id TYPE owner FIELD missing "msg" }`. */
export interface ResourceDecl {
  readonly kind: "resource";
  readonly span: Span;
  readonly name: Ident;
  readonly id: TypeNode | undefined;
  readonly owner: Ident | undefined;
  readonly missing: Text | undefined;
  /** `state TYPE`: the states the application's state lookup answers, a union of strings. */
  readonly state: TypeNode | undefined;
}

/** A path such as `actions`, `result.exhibit_id` or `a.b.c`. */
export interface Path {
  readonly kind: "path";
  readonly span: Span;
  readonly parts: readonly Ident[];
}

/** A rule condition: `PATH == lit`, `PATH != lit`, `count(PATH) OP n`, `PATH present`, `PATH absent`. */
export type Condition =
  | { readonly kind: "compare"; readonly span: Span; readonly path: Path; readonly op: "==" | "!="; readonly value: Literal }
  | {
      readonly kind: "count";
      readonly span: Span;
      readonly path: Path;
      readonly op: "==" | "!=" | ">=" | "<=" | ">" | "<";
      readonly value: Literal;
    }
  | { readonly kind: "presence"; readonly span: Span; readonly path: Path; readonly present: boolean };

/** `scope ARG = context.FIELD ["msg"]`, or `scope ARG in context.FIELD ["msg"]` for a list field. */
export interface ScopeMember {
  readonly kind: "scope";
  readonly span: Span;
  readonly arg: Ident;
  /** `=`: equal to the field; `in`: equal to one item of the list field. */
  readonly op: "=" | "in";
  readonly field: Ident;
  readonly message: Text | undefined;
}

/** `effect ARG max N`, or `effect ARG max N per task` for a cap on the sum over a task. */
export interface EffectMember {
  readonly kind: "effect";
  readonly span: Span;
  readonly arg: Ident;
  readonly max: Literal;
  readonly perTask: boolean;
}

/** `ensure result.PATH == ARG`. */
export interface EnsureMember {
  readonly kind: "ensure";
  readonly span: Span;
  /** The path after `result.`. */
  readonly result: Path;
  readonly arg: Ident;
}

/** `seen ARG`. */
export interface SeenMember {
  readonly kind: "seen";
  readonly span: Span;
  readonly arg: Ident;
}

/** `once ARG`: one run per value, for good (a write, through the run-once store); `once ARG per task`: one call or proposal per value in a task. */
export interface OnceMember {
  readonly kind: "once";
  readonly span: Span;
  readonly arg: Ident;
  readonly perTask: boolean;
  readonly message: Text | undefined;
}

/** `require ARG is "a" | "b"`: the argument's resource must be in one of these states, read through the application. */
export interface RequireMember {
  readonly kind: "require";
  readonly span: Span;
  readonly arg: Ident;
  readonly states: readonly Text[];
  readonly message: Text | undefined;
}

/** `establish context.FIELD = result.PATH`: a read's reply sets a context field the application left out, once per task (the principal found by an authentication read). */
export interface EstablishMember {
  readonly kind: "establish";
  readonly span: Span;
  readonly field: Ident;
  /** The path after `result` (empty for the whole reply). */
  readonly result: Path;
  readonly message: Text | undefined;
}

/** `rule COND => COND "msg"`. */
export interface RuleMember {
  readonly kind: "rule";
  readonly span: Span;
  readonly when: Condition;
  readonly then: Condition;
  readonly message: Text | undefined;
}

/** `hint CODE "text"`. */
export interface HintMember {
  readonly kind: "hint";
  readonly span: Span;
  readonly code: Ident;
  readonly text: Text;
}

/** A step of an `untrusted` path: a field by name, or `[]` for every item of a list. */
export type UntrustedStep = Ident | { readonly kind: "items"; readonly span: Span };

/** `untrusted result.PATH ["msg"]` on a read: values there are written by anyone. */
export interface UntrustedMember {
  readonly kind: "untrusted";
  readonly span: Span;
  /** The steps after `result`; none marks the whole reply. */
  readonly steps: readonly UntrustedStep[];
  readonly message: Text | undefined;
}

/** Where a task saw a value: the trusted context, a read's trusted part, an untrusted part, the user's own request, or nowhere. */
export type ProvenanceSource = "context" | "read" | "untrusted" | "user" | "nowhere";

/** One atom of a policy condition over a write's arguments. */
export type PolicyAtom =
  | {
      /** `from`: seen in at least one of the sources; `only`: seen, and in none but these. */
      readonly kind: "from" | "only";
      readonly span: Span;
      readonly arg: Ident;
      /** As written; the checks judge each name. */
      readonly sources: readonly Ident[];
    }
  | {
      readonly kind: "compare" | "count";
      readonly span: Span;
      readonly arg: Ident;
      readonly op: "==" | "!=" | ">=" | "<=" | ">" | "<";
      readonly value: Literal;
    };

/** `refuse when COND "msg"` or `auto when COND ["why"]` on a write: COND is atoms joined by `and`. */
export interface PolicyMember {
  readonly kind: "policy";
  readonly span: Span;
  readonly verb: "refuse" | "auto";
  readonly when: readonly PolicyAtom[];
  readonly message: Text | undefined;
}

/** The three kinds of tool. */
export type ToolKind = "read" | "write" | "finish";

/** `read|write|finish NAME { members }`, members sorted by kind, each list in source order. */
export interface ToolDecl {
  readonly kind: "tool";
  readonly span: Span;
  readonly toolKind: ToolKind;
  readonly name: Ident;
  readonly doc: Text | undefined;
  readonly args: readonly Field[];
  readonly scopes: readonly ScopeMember[];
  readonly effects: readonly EffectMember[];
  readonly budget: Literal | undefined;
  readonly returns: TypeNode | undefined;
  readonly ensures: readonly EnsureMember[];
  readonly seen: readonly SeenMember[];
  readonly onces: readonly OnceMember[];
  readonly requires: readonly RequireMember[];
  readonly establishes: readonly EstablishMember[];
  readonly rules: readonly RuleMember[];
  readonly resultMax: Literal | undefined;
  readonly hints: readonly HintMember[];
  /** `refusals max N`: refused calls of this tool a task may make before it is stopped. */
  readonly refusals: Literal | undefined;
  /** `untrusted result...`: the parts of a read's reply written by anyone. */
  readonly untrusted: readonly UntrustedMember[];
  /** `refuse when` and `auto when`: a write's approval policy, in source order. */
  readonly policies: readonly PolicyMember[];
}

/** One `.tool` file, lowered. */
export interface ToolFile {
  readonly kind: "file";
  readonly span: Span;
  /** The path as given on the command line or found under the contracts folder, `/`-separated. */
  readonly path: string;
  /** The file's text, for messages that quote or locate other declarations. */
  readonly source: string;
  readonly toolset: ToolsetDecl | undefined;
  readonly context: ContextDecl | undefined;
  readonly types: readonly TypeDecl[];
  readonly resources: readonly ResourceDecl[];
  readonly tools: readonly ToolDecl[];
  /** `refusals max N` at the top level: refused calls a task may make before it is stopped. */
  readonly refusals: Literal | undefined;
}
