// Every text a refusal puts before the model, in one place: the runtime's own, and the
// templates the compiler fills from a contract when it builds a dispatcher (a resource's
// default `missing` text, `not_seen`, scope, effect and budget). The dispatcher, the
// emitters and RUNTIME.md's table all read them from here.
import type { FailureCode } from "./runtime-settle.js";
import { printable } from "./validators.js";

/** The text of each failure code, as the model reads it (before any hint). */
export const FAILURE_TEXT: Readonly<Record<FailureCode, string>> = {
  service_timeout: "The service did not answer in time. You may try again once.",
  service_unavailable: "The service is unavailable right now. You may try again once.",
  absent: "The service has no answer for this request. Repeating the call will not help.",
  tool_error: "The tool failed. Repeating the call will not help.",
  tool_refused: "The tool refused the call.",
};

/** The text of `invalid_output`: the reply itself is never shown. */
export const INVALID_OUTPUT_TEXT = "The tool's reply did not match its contract and was discarded.";

/** The text of `invalid_arguments` for arguments that are not JSON. */
export const NOT_JSON_TEXT = "The arguments are not valid JSON.";

/** The text of `invalid_arguments` listing every issue (`path: message`, escaped). */
export function invalidArgumentsText(tool: string, parts: readonly string[]): string {
  return `Invalid arguments for ${tool}: ${parts.join("; ")}`;
}

/** The text of `task_stopped`. */
export const TASK_STOPPED_TEXT =
  "This task is stopped: too many of its calls were refused. No tool will answer again; end the task.";

/** The text of `not_proposable`: `propose` was given a read tool's call. */
export function notProposableText(name: string): string {
  return `${printable(name)} is a read tool: run it with call. Only a finish tool's call can be proposed.`;
}

/** What a `not_seen` refusal adds once the task's evidence is full. */
export function evidenceFullText(max: number): string {
  return ` This task has seen more ids than it keeps (${max}), and those seen since were not kept: finish it, or start a new task.`;
}

/** The default text of `wrong_state` (`require`), the id and state already escaped. */
export function wrongStateText(
  resource: string,
  id: string,
  now: string,
  tool: string,
  states: readonly string[],
): string {
  return `The ${resource} ${id} is ${now}; ${tool} needs it ${states.join(" or ")}.`;
}

/** The default text of `out_of_scope` from `establish`: a second principal in one task. */
export function otherPrincipalText(field: string): string {
  return `This task already acts for another ${field}; one ${field} per task.`;
}

/** The default text of `once_used`, the value already escaped. */
export function onceUsedText(tool: string, arg: string, value: string, forGood: boolean): string {
  return forGood
    ? `${tool} has already been done for ${arg} ${value}; it is done once, for good.`
    : `${tool} was already used for ${arg} ${value} in this task; once per ${arg}.`;
}

/** A resource's default `missing` text (`not_found`, `other_owner`), `{id}` to be filled. */
export function missingTemplate(resource: string): string {
  return `No ${resource} {id} is available.`;
}

/** The `not_seen` text of an id not seen in the task, `{id}` to be filled. */
export function notSeenTemplate(resource: string, tool: string, write: boolean): string {
  return `The ${resource} {id} has not been seen in this task. Look it up before ${write ? "proposing" : "calling"} ${tool}.`;
}

/** The `not_seen` text of `seen RESOURCE`, when no id of that resource was seen in the task. */
export function notSeenKindText(resource: string, tool: string, write: boolean): string {
  return `No ${resource} has been seen in this task. Look one up before ${write ? "proposing" : "calling"} ${tool}.`;
}

/** The default `out_of_scope` text, when the `scope` carries none. */
export function scopeText(arg: string): string {
  return `The ${arg} given is outside the scope of this task.`;
}

/** The `effect_exceeded` text for a list argument or a number. */
export function effectText(arg: string, max: number, list: boolean): string {
  return list
    ? `${arg} may hold at most ${max} ${max === 1 ? "item" : "items"} in one call.`
    : `${arg} may be at most ${max} in one call.`;
}

/** The `effect_exceeded` text of `effect ARG max N per task`. */
export function effectTaskText(arg: string, max: number, list: boolean): string {
  return list
    ? `${arg} may hold at most ${max} ${max === 1 ? "item" : "items"} in all calls of one task.`
    : `${arg} may add up to at most ${max} in one task.`;
}

/** The `budget_exhausted` text; a write's budget counts its proposals. */
export function budgetText(tool: string, max: number, unit: "call" | "proposal" = "call"): string {
  return `The budget of ${tool} is spent: at most ${max} ${max === 1 ? unit : `${unit}s`} in one task.`;
}
