// The statements of `validators.ts` as a small tree: what the emitter writes and `layout`
// lays out the way prettier prints it.
import type { Doc } from "../doc.js";

/** A call `fn(args)`; a sole `object` argument is hugged as prettier does (`fn({ ... })`). */
export interface CallExpr {
  readonly call: string;
  readonly args: readonly Expr[];
  readonly object?: boolean;
}

/** Strings joined by `+`. */
export interface Concat {
  readonly concat: readonly string[];
}

/** `key: value`, a member of a hugged object whose value is a `+` chain. */
export interface Member {
  readonly key: string;
  readonly value: Concat;
}

/** An expression: plain text that never breaks, a call, a concatenation, or an object's member. */
export type Expr = string | CallExpr | Concat | Member;

/** A condition: one text, or operands of one `&&` / `||` chain that break one per line. */
export type Cond = string | { readonly op: "&&" | "||"; readonly parts: readonly string[] };

/** One branch of an `if` chain; a list body is a braced block, a single statement is not. */
export interface Branch {
  readonly cond?: Cond;
  readonly body: Stmt | readonly Stmt[];
}

/** A function header: `function name(params): ret`. */
export interface FnHead {
  readonly fn: string;
  readonly params: readonly string[];
  readonly ret: string;
  /** The return type's document, for a return type too long for the line of the `)`. */
  readonly retDoc?: () => Doc;
}

/** A declaration with a type: its one line, and its document for when that line does not fit. */
export interface Typed {
  readonly flat: string;
  readonly doc: () => Doc;
}

/** A statement: a line (or pre-formatted lines), an expression statement, a typed declaration, an `if` chain or a block (whose typed head ends with its `{`). */
export type Stmt =
  | string
  | Typed
  | { readonly expr: Expr; readonly prefix?: string }
  | { readonly branches: readonly Branch[] }
  | { readonly head: string | FnHead | Typed; readonly body: readonly Stmt[]; readonly tail?: string };
