// The refusal codes of the language a contract can name: those a `hint` may extend, each
// with what it means. The check of `hint`, the editor's completion and hover read them here.
// Left out on purpose: `other_owner` (a hint on `not_found` serves both, so "not yours" and
// "not there" stay identical, byte for byte), `unknown_tool` (no tool to hang it on) and the
// write path's answers to the application (`already_executed`, ...), which no model reads.

/** A refusal code the model can read from a call of a tool, which a `hint` may extend. */
export type HintCode =
  | "invalid_arguments"
  | "not_found"
  | "out_of_scope"
  | "effect_exceeded"
  | "budget_exhausted"
  | "once_used"
  | "wrong_state"
  | "service_timeout"
  | "service_unavailable"
  | "absent"
  | "tool_error"
  | "invalid_output"
  | "not_seen"
  | "tool_refused";

/** What each hintable refusal means (the editor's hover): a code without a line fails `tsc`. */
export const HINT_MEANING: Readonly<Record<HintCode, string>> = {
  invalid_arguments: "The arguments do not match the contract, or a `rule` does not hold.",
  not_found: "A resource the call names does not exist or is not the caller's (`other_owner` reads the same); the resource's `missing` text.",
  out_of_scope: "An argument is outside its `scope`.",
  effect_exceeded: "The call would change more than its `effect` allows.",
  budget_exhausted: "The tool's `budget` for the task is spent.",
  once_used: "The tool's `once` value was already used: in this task, or for good by another operation.",
  wrong_state: "The argument's resource is not in a state the tool's `require` admits.",
  service_timeout: "The handler threw `ToolFailure(\"timeout\")`; the model may try again once.",
  service_unavailable: "The handler threw `ToolFailure(\"unavailable\")`; the model may try again once.",
  absent: "The handler threw `ToolFailure(\"absent\")`: repeating does not help.",
  tool_error: "The handler threw; the text never contains the exception's message.",
  invalid_output: "The reply broke `returns` or an `ensure`, and was discarded.",
  not_seen: "A proposed write names a resource the task has not seen (`seen`).",
  tool_refused: "The handler refused the call.",
};

/** The refusal codes a hint may name, in the order the docs list them. */
export const HINT_CODES: readonly HintCode[] = Object.keys(HINT_MEANING) as HintCode[];

/** Whether `code` is a refusal code a hint may name. */
export function isHintCode(code: string): code is HintCode {
  return Object.hasOwn(HINT_MEANING, code);
}
