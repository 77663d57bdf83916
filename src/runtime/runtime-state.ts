// `require ARG is "a" | "b"`: a precondition on the state of the resource an argument
// names, read through the application's state lookup (`states`) after ownership, so only
// the owner learns the state. For a write it is read when the change is proposed and again
// when it is executed, since the state may have moved on in between. And `establish`, a
// context field set once in a task from a read's checked reply.
import type { Task, ToolResult } from "./runtime.js";
import { idText, timeoutFor, type ToolResults } from "./runtime-steps.js";
import { otherPrincipalText, wrongStateText } from "./runtime-texts.js";
import { printable } from "./validators.js";
import { settleCall, type Later, type Settled } from "./runtime-settle.js";

/** One `require` of a tool: the resource, the states it admits, its own message, and the resource's `missing` text. */
export interface StateRule {
  readonly resource: string;
  readonly states: readonly string[];
  readonly message: string | undefined;
  readonly missing: (id: unknown) => string;
}

/** What a state gate reads of the dispatcher's options. */
interface StateDeps {
  readonly states?: unknown;
  readonly timeoutMs?: number | { readonly [tool: string]: number | undefined } | undefined;
}

/** The gate of one `require`, run with the ownership checks: `wrong_state` unless the resource is in an admitted state. */
export function stateGate(
  rule: StateRule,
): (
  id: unknown,
  ctx: unknown,
  deps: StateDeps,
  tool: string,
  results: ToolResults,
) => Later<ToolResult | undefined> {
  return (id, ctx, deps, tool, results) => {
    if (id === undefined || id === null) return undefined;
    const timeout = timeoutFor(deps.timeoutMs, tool);
    const state = settleCall(deps.states, rule.resource, id, ctx, timeout);
    if (state instanceof Promise) return state.then((s) => stateIs(s, rule, id, tool, results));
    return stateIs(state, rule, id, tool, results);
  };
}

/** The state lookup's answer: a failure, `not_found` when there is no such resource, else whether it is admitted. */
function stateIs(
  state: Settled<unknown>,
  rule: StateRule,
  id: unknown,
  tool: string,
  results: ToolResults,
): ToolResult | undefined {
  if (!state.ok && state.code === "absent")
    return results.refuse("not_found", rule.missing(id), "no state");
  if (!state.ok) return results.failure(state, false);
  if (state.value === null || state.value === undefined)
    return results.refuse("not_found", rule.missing(id), "no state");
  if (typeof state.value === "string" && rule.states.includes(state.value)) return undefined;
  const now = printable(String(state.value));
  const text = rule.message ?? wrongStateText(rule.resource, idText(id), now, tool, rule.states);
  return results.refuse("wrong_state", text, `state ${now}`);
}

/** `establish context.FIELD = result...`: the checked reply's value becomes the task's context field; a value other than the application's or the one the task already holds is refused, and the reply with it. */
export function establishField(
  task: Task,
  ctx: unknown,
  field: string,
  value: unknown,
  results: ToolResults,
  message?: string,
): ToolResult | undefined {
  const given = (ctx as { readonly [k: string]: unknown } | null)?.[field];
  const ok =
    (typeof value === "string" || typeof value === "number") &&
    (given === undefined || given === null || given === value) &&
    task.establish(field, value);
  if (ok) return undefined;
  const text = message ?? otherPrincipalText(field);
  return results.refuse("out_of_scope", text, `establish ${field}`);
}
