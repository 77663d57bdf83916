// A read whose only gates are its arguments and the ids they name runs through `runRead`.
// The order of its steps is the same for every such tool; what differs (its argument check,
// owner lookup, reply check and evidence) is written for its contract in the dispatcher's
// `reads` table. Like the gates written out per tool, it stays synchronous until application
// code answers with a promise.
import type { Task, ToolResult } from "./runtime.js";
import {
  NOT_JSON,
  issueList,
  ownedArgs,
  parseArguments,
  refused,
  timeoutFor,
  unknownTool,
  type CheckIssue,
  type Checked,
  type ToolResults,
} from "./runtime-gates.js";
import { settleCall, type Later, type Settled } from "./runtime-settle.js";

/** A check's outcome, as the generated validators return it. */
export type Checks<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly CheckIssue[] };

/** The steps of one read written for its contract (methods, so a table of many reads is one type). */
export interface ReadSteps<A, R, C, D> {
  /** The tool's results: its cap and hints. */
  readonly results: ToolResults;
  /** The argument check, `validators.<tool>`. */
  args(raw: unknown): Checks<A>;
  /** The owner lookup of the id the arguments name; absent when they name none. */
  own?(args: A, ctx: C, deps: D, results: ToolResults): Later<ToolResult | undefined>;
  /** The reply check, `replyValidators.<tool>`; absent when the tool declares no `returns`. */
  reply?(reply: unknown): Checks<R>;
  /** The evidence a successful call leaves in the task. */
  see?(args: A, task: Task, out: R): void;
}

/** What `runRead` reads of the dispatcher's options. */
export interface ReadDeps {
  readonly handlers: unknown;
  readonly timeoutMs?: number | { readonly [tool: string]: number | undefined } | undefined;
}

/** The reads of a dispatcher by tool name. */
export type ReadTable<C, D> = {
  readonly [tool: string]: ReadSteps<unknown, unknown, C, D> | undefined;
};

/** Runs the read `name` of `reads`: arguments, owner lookup, handler, reply check, evidence; any other name is `unknown_tool`. */
export function runRead<C, D extends ReadDeps>(
  reads: ReadTable<C, D>,
  name: string,
  input: unknown,
  ctx: C,
  task: Task,
  deps: D,
): Later<ToolResult> {
  const steps = Object.hasOwn(reads, name) ? reads[name] : undefined;
  if (steps === undefined) return unknownTool(name);
  const checked = readArgs(steps, name, input, ctx, deps);
  if (checked instanceof Promise)
    return checked.then((c: Checked<unknown>) => readCall(steps, name, c, ctx, task, deps));
  return readCall(steps, name, checked, ctx, task, deps);
}

// The gates before the handler: the arguments as JSON, their check, then the owner lookup.
function readArgs<C, D>(
  steps: ReadSteps<unknown, unknown, C, D>,
  name: string,
  input: unknown,
  ctx: C,
  deps: D,
): Later<Checked<unknown>> {
  const results = steps.results;
  const raw = parseArguments(input);
  if (raw === NOT_JSON) return refused(results.notJson());
  const checked = steps.args(raw);
  if (!checked.ok) return refused(results.invalidArguments(name, checked.issues));
  const args = checked.value;
  if (steps.own === undefined) return { ok: true, args };
  return ownedArgs(steps.own(args, ctx, deps, results), args);
}

// The handler, once every gate passed.
function readCall<C, D extends ReadDeps>(
  steps: ReadSteps<unknown, unknown, C, D>,
  name: string,
  checked: Checked<unknown>,
  ctx: C,
  task: Task,
  deps: D,
): Later<ToolResult> {
  if (!checked.ok) return checked.result;
  const args = checked.args;
  const reply = settleCall(deps.handlers, name, args, ctx, timeoutFor(deps.timeoutMs, name));
  if (reply instanceof Promise)
    return reply.then((r: Settled<unknown>) => readReply(steps, r, args, task));
  return readReply(steps, reply, args, task);
}

// The reply: its check, then a successful read becomes evidence.
function readReply<C, D>(
  steps: ReadSteps<unknown, unknown, C, D>,
  reply: Settled<unknown>,
  args: unknown,
  task: Task,
): ToolResult {
  const results = steps.results;
  if (!reply.ok) return results.failure(reply);
  let value = reply.value;
  if (steps.reply !== undefined) {
    const out = steps.reply(value);
    if (!out.ok) return results.invalidOutput(`issues: ${issueList(out.issues)}`);
    value = out.value;
  }
  steps.see?.(args, task, value);
  return results.ok(value);
}
