// A read whose only gates are its arguments and the ids they name runs through `runRead`.
// The order of its steps is the same for every such tool; what differs (its argument check,
// owner lookup, reply check and evidence) is written for its contract in the dispatcher's
// `reads` table. Like the gates written out per tool, it stays synchronous until application
// code answers with a promise.
import type { Task, ToolResult } from "./runtime.js";
import {
  NOT_JSON,
  issueList,
  parseArguments,
  timeoutFor,
  unknownTool,
  type CheckIssue,
  type ToolResults,
} from "./runtime-steps.js";
import { failed, thenOf, waitFor, type Later, type Settled } from "./runtime-settle.js";

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
  // The gates before the handler: the arguments as JSON, their check, then the owner lookup.
  const results = steps.results;
  const raw = parseArguments(input);
  if (raw === NOT_JSON) return results.notJson();
  const checked = steps.args(raw);
  if (!checked.ok) return results.invalidArguments(name, checked.issues);
  const args = checked.value;
  if (steps.own !== undefined) {
    const denied = steps.own(args, ctx, deps, results);
    if (denied instanceof Promise)
      return readOwnedLater(denied, steps, name, args, ctx, task, deps);
    if (denied !== undefined) return denied;
  }
  return readCall(steps, name, args, ctx, task, deps);
}

// The rest of a read once its owner lookup answered with a promise. (The callbacks of the
// paths that wait live in functions of their own: a function that makes a closure keeps the
// variables it shares in an object made on every call, the synchronous ones included.)
function readOwnedLater<C, D extends ReadDeps>(
  denied: Promise<ToolResult | undefined>,
  steps: ReadSteps<unknown, unknown, C, D>,
  name: string,
  args: unknown,
  ctx: C,
  task: Task,
  deps: D,
): Promise<ToolResult> {
  return denied.then(
    (d: ToolResult | undefined) => d ?? readCall(steps, name, args, ctx, task, deps),
  );
}

// The handler, once every gate passed. It runs as `settleCall` runs it, written out so that a
// reply that is there goes on to its check with no outcome object made for it.
function readCall<C, D extends ReadDeps>(
  steps: ReadSteps<unknown, unknown, C, D>,
  name: string,
  args: unknown,
  ctx: C,
  task: Task,
  deps: D,
): Later<ToolResult> {
  const timeoutMs = timeoutFor(deps.timeoutMs, name);
  let reply: unknown;
  let then: PromiseLike<unknown>["then"] | undefined;
  try {
    reply = (deps.handlers as { [tool: string]: (a: unknown, b: unknown) => unknown })[name]!(
      args,
      ctx,
    );
    then = thenOf(reply);
  } catch (e) {
    return steps.results.failure(failed(e, timeoutMs));
  }
  if (then === undefined) return readReply(steps, reply, args, task);
  return replyLater(waitFor(reply as PromiseLike<unknown>, then, timeoutMs), steps, args, task);
}

// The rest of a read once its handler answered with a promise.
function replyLater<C, D>(
  pending: Promise<Settled<unknown>>,
  steps: ReadSteps<unknown, unknown, C, D>,
  args: unknown,
  task: Task,
): Promise<ToolResult> {
  return pending.then((r: Settled<unknown>) =>
    r.ok ? readReply(steps, r.value, args, task) : steps.results.failure(r),
  );
}

// The reply: its check, then a successful read becomes evidence.
function readReply<C, D>(
  steps: ReadSteps<unknown, unknown, C, D>,
  reply: unknown,
  args: unknown,
  task: Task,
): ToolResult {
  const results = steps.results;
  let value = reply;
  if (steps.reply !== undefined) {
    const out = steps.reply(value);
    if (!out.ok) return results.invalidOutput(`issues: ${issueList(out.issues)}`);
    value = out.value;
  }
  steps.see?.(args, task, value);
  return results.ok(value);
}
