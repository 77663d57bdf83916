// The steps every generated dispatcher shares: reading a call, chaining its gates
// (synchronously until application code answers with a promise), and building one
// tool's refusals with its cap and hints.
import {
  DEFAULT_RESULT_MAX,
  MAX_EVIDENCE_IDS,
  ToolResult,
  traceEntry,
  type Task,
  type TraceEntry,
  type TraceHook,
} from "./runtime.js";
import type { SealedProposal } from "./runtime-writes.js";
import { safeStringify } from "./runtime-json.js";
import {
  evidenceFullText,
  FAILURE_TEXT,
  INVALID_OUTPUT_TEXT,
  invalidArgumentsText,
  NOT_JSON_TEXT,
  notProposableText,
  TASK_STOPPED_TEXT,
} from "./runtime-texts.js";
import { printable, unknownToolText } from "./validators.js";
import { describeThrown, type FailureCode, type Later } from "./runtime-settle.js";

export {
  resume,
  settle,
  settleCall,
  type FailureCode,
  type Later,
  type Settled,
} from "./runtime-settle.js";

/** The value of `parseArguments` for a string that is not JSON. */
export const NOT_JSON: unique symbol = Symbol("not JSON");

/** A call's arguments as a value: a JSON string is parsed (`""` and absent mean `{}`), anything else is kept. */
export function parseArguments(args: unknown): unknown {
  if (args === undefined || args === "") return {};
  if (typeof args !== "string") return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** An own property of an object, or `undefined`; never throws, even on a hostile proxy. */
export function readField(value: unknown, key: string): unknown {
  try {
    if (typeof value !== "object" || value === null) return undefined;
    return Object.prototype.hasOwnProperty.call(value, key)
      ? (value as Record<string, unknown>)[key]
      : undefined;
  } catch {
    return undefined;
  }
}

/** The items of a list, or none when the value is not one. */
export function listItems(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A fresh object with every own key of `value` but `key` (the `tool` tag of a proposed action). */
export function omitKey(value: unknown, key: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
}

/** Equality for contract values: the same primitive, or the same JSON text. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return (
    typeof a === "object" &&
    a !== null &&
    typeof b === "object" &&
    b !== null &&
    safeStringify(a) === safeStringify(b)
  );
}

/** The timeout for `tool`: a per-tool entry, else the global number, else none. */
export function timeoutFor(
  timeouts: number | { readonly [tool: string]: number | undefined } | undefined,
  tool: string,
): number | undefined {
  if (typeof timeouts === "number") return timeouts;
  const own = readField(timeouts, tool);
  return typeof own === "number" ? own : undefined;
}

/** One ownership check to run: the dispatcher's `own_<resource>` function and the id it checks. */
export type Owned<C, D> = readonly [
  check: (
    id: unknown,
    ctx: C,
    deps: D,
    tool: string,
    results: ToolResults,
  ) => Later<ToolResult | undefined>,
  id: unknown,
];

/** Runs ownership checks in order and stops at the first refusal; synchronous while every owner lookup is. */
export function ownAll<A, C, D>(
  owned: readonly Owned<C, D>[],
  args: A,
  ctx: C,
  deps: D,
  tool: string,
  results: ToolResults,
  from = 0,
): Later<Checked<A>> {
  for (let i = from; i < owned.length; i++) {
    const [check, id] = owned[i] as Owned<C, D>;
    const denied = check(id, ctx, deps, tool, results);
    if (denied instanceof Promise)
      return ownRest(denied, owned, args, ctx, deps, tool, results, i + 1);
    if (denied) return refused(denied);
  }
  return { ok: true, args };
}

// `ownAll` from check `next` on, once the check before it answered with a promise. (The
// callbacks of the paths that wait live in functions of their own: a function that makes a
// closure keeps the variables it shares in an object made on every call, a synchronous one too.)
function ownRest<A, C, D>(
  denied: Promise<ToolResult | undefined>,
  owned: readonly Owned<C, D>[],
  args: A,
  ctx: C,
  deps: D,
  tool: string,
  results: ToolResults,
  next: number,
): Promise<Checked<A>> {
  return denied.then((d) => (d ? refused(d) : ownAll(owned, args, ctx, deps, tool, results, next)));
}

/** A tool's only ownership check, already started: its refusal, else the checked arguments; waits only for an owner lookup's promise. */
export function ownedArgs<A>(denied: Later<ToolResult | undefined>, args: A): Later<Checked<A>> {
  if (denied instanceof Promise) return ownedLater(denied, args);
  return denied ? refused(denied) : { ok: true, args };
}

// `ownedArgs` once the owner lookup answered with a promise.
function ownedLater<A>(denied: Promise<ToolResult | undefined>, args: A): Promise<Checked<A>> {
  return denied.then((d: ToolResult | undefined) => (d ? refused(d) : { ok: true, args }));
}

/** One issue of a generated check, as the validators report it. */
export interface CheckIssue {
  readonly path: string;
  readonly type: string;
  readonly message: string;
}

/** Builds one tool's results with its result cap and its `hint`s, each added after one space to its code's text. */
export class ToolResults {
  constructor(
    readonly resultMax: number = DEFAULT_RESULT_MAX,
    private readonly hints: Readonly<Record<string, string>> = {},
  ) {}

  /** A success. */
  ok(data: unknown, proposals?: readonly SealedProposal[]): ToolResult {
    return ToolResult.success(data === undefined ? null : data, this.resultMax, proposals);
  }

  /** A refusal; the tool's hint for `code`, if any, follows the text. */
  refuse(code: string, text: string, reason: string = code): ToolResult {
    const hint = Object.prototype.hasOwnProperty.call(this.hints, code)
      ? this.hints[code]
      : undefined;
    return ToolResult.refusal(
      code,
      hint === undefined ? text : `${text} ${hint}`,
      this.resultMax,
      reason,
    );
  }

  /** `invalid_arguments` for arguments that are not JSON. */
  notJson(): ToolResult {
    return this.refuse("invalid_arguments", NOT_JSON_TEXT, "arguments not JSON");
  }

  /** `invalid_arguments` listing every issue: `Invalid arguments for T: path: message; ...`. */
  invalidArguments(tool: string, issues: readonly CheckIssue[]): ToolResult {
    // Paths hold the keys the model sent, and messages the tags it chose.
    const parts = issues.map((i) =>
      printable(i.path === "" ? i.message : `${i.path}: ${i.message}`),
    );
    return this.refuse(
      "invalid_arguments",
      invalidArgumentsText(tool, parts),
      `issues: ${issueList(issues)}`,
    );
  }

  /** `invalid_output`: the reply is discarded and never quoted. */
  invalidOutput(why: string): ToolResult {
    return this.refuse("invalid_output", INVALID_OUTPUT_TEXT, `reply ${why}`);
  }

  /**
   * The refusal for a failed handler, owner lookup or writer. A `ToolRefusal`'s text is
   * the model's to read, unless `refusable` is false (an owner lookup: "not yours" and
   * "not there" must read the same, so its refusal is a `tool_error` like any throw).
   */
  failure(
    settled: {
      readonly code: FailureCode;
      readonly reason: string;
      readonly text?: string;
    },
    refusable = true,
  ): ToolResult {
    if (settled.code === "tool_refused") {
      if (refusable && settled.text !== undefined)
        return this.refuse("tool_refused", settled.text, settled.reason);
      return this.refuse("tool_error", FAILURE_TEXT.tool_error, "owner lookup threw a ToolRefusal");
    }
    return this.refuse(settled.code, FAILURE_TEXT[settled.code], settled.reason);
  }
}

/** Issues as `path type` pairs, for a trace reason (values and messages left out). */
export function issueList(
  issues: readonly { readonly path: string; readonly type: string }[],
): string {
  return issues.map((i) => `${i.path || "(root)"} ${i.type}`).join(", ");
}

/** Whether `value` is one of the items of `list` (`scope ARG in context.FIELD`). */
export function inList(list: unknown, value: unknown): boolean {
  for (const item of listItems(list)) if (sameValue(item, value)) return true;
  return false;
}

/** Whether a `scope` can ever pass for a caller: its context field holds a value (`=`), or a list with an item (`in`). */
export function scopeUsable(field: unknown, list: boolean): boolean {
  if (list) return listItems(field).length > 0;
  return field !== undefined && field !== null;
}

/** The effect of one argument value: a list's item count, or a number's value; nothing else counts. */
export function effectOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** One per-task reservation: the task key, its cap, the amount wanted, and the refusal when it does not fit. */
export type Want = readonly [key: string, max: number, n: number, refusal: () => ToolResult];

/** Reserves every want or none: the first that does not fit is refused and nothing is spent. */
export function reserveAll(task: Task, wants: readonly Want[]): ToolResult | undefined {
  for (const [key, max, n, refusal] of wants) if (task.calls(key) + n > max) return refusal();
  for (const [key, max, n] of wants) task.reserve(key, max, n);
  return undefined;
}

/** One proposed action, before it is sealed: a write tool and its checked arguments. */
export interface Action {
  readonly tool: string;
  readonly args: unknown;
}

/** The proposals of `tool` among `proposals`. */
export function proposalsOf(proposals: readonly Action[], tool: string): readonly Action[] {
  return proposals.filter((p) => p.tool === tool);
}

/** The summed effect of the argument `arg` over `proposals`. */
export function effectSum(proposals: readonly Action[], arg: string): number {
  let sum = 0;
  for (const p of proposals) sum += effectOf(readField(p.args, arg));
  return sum;
}

/** `task_stopped`: the answer to every call of a task past a cap on refused calls. */
export function taskStopped(): ToolResult {
  return ToolResult.refusal("task_stopped", TASK_STOPPED_TEXT, DEFAULT_RESULT_MAX, "task stopped");
}

/** Counts a refused call of `tool` against the caps (`undefined`: no cap) and stops the task once one is reached; hands the result on. */
export function countRefusal(
  task: Task,
  tool: string,
  toolCap: number | undefined,
  taskCap: number | undefined,
  result: ToolResult,
): ToolResult {
  if (result.ok || result.code === "task_stopped") return result;
  // Counted per tool only where the tool has a cap of its own: the model chooses the names,
  // so keying every name would let a task's state grow without bound.
  const n = task.refused(toolCap === undefined ? "" : tool);
  if ((toolCap !== undefined && n.tool >= toolCap) || (taskCap !== undefined && n.total >= taskCap))
    task.stop();
  return result;
}

/** The outcome of a tool's gates: its checked arguments, or the refusal to return. */
export type Checked<T> =
  { readonly ok: true; readonly args: T } | { readonly ok: false; readonly result: ToolResult };

/** A gate's refusal as a `Checked` outcome. */
export function refused(result: ToolResult): {
  readonly ok: false;
  readonly result: ToolResult;
} {
  return { ok: false, result };
}

/** The name of a call, or `""` when it has none. */
export function callName(call: unknown): string {
  const name = readField(call, "name");
  return typeof name === "string" ? name : "";
}

/** `unknown_tool`: a write tool reads exactly like a name that does not exist. */
export function unknownTool(name: string): ToolResult {
  return ToolResult.refusal(
    "unknown_tool",
    unknownToolText(name),
    DEFAULT_RESULT_MAX,
    "unknown tool",
  );
}

/** An id the model named, as a refusal's text shows it (`missing`, `not_seen`): control characters escaped. */
export function idText(id: unknown): string {
  return printable(String(id));
}

/** `not_proposable`: `propose` was given a read tool's call; only a finish call proposes anything. */
export function notProposable(name: string): ToolResult {
  return ToolResult.refusal("not_proposable", notProposableText(name));
}

/** The caps of `refusals max N`: for the whole task, and per tool. */
export interface RefusalCaps {
  readonly task?: number;
  readonly tools?: { readonly [tool: string]: number | undefined };
}

/** What `traced` reads of a dispatcher's options: the trace hook, and where a stopped task is recorded. */
export interface TracedDeps {
  readonly onTrace?: TraceHook | undefined;
  readonly writes?: { stopTask(task: Task): void } | undefined;
}

/**
 * Runs one entry point of the dispatcher, `run(a, b, c, deps)`, behind a last-resort guard,
 * then writes its trace line and hands it to `deps.onTrace`; never rejects. A stopped task
 * answers `task_stopped` without running anything; with `caps`, each refusal is counted
 * and may stop the task.
 */
export function traced<A, B, C, D extends TracedDeps>(
  task: Task | undefined,
  tool: string,
  run: (a: A, b: B, c: C, d: D) => Later<ToolResult>,
  a: A,
  b: B,
  c: C,
  d: D,
  caps?: RefusalCaps,
): Promise<ToolResult> {
  const started = Date.now();
  let result: Later<ToolResult>;
  try {
    result = task?.stopped === true ? taskStopped() : run(a, b, c, d);
  } catch (e) {
    result = crashed(e);
  }
  if (!(result instanceof Promise))
    return Promise.resolve(record(task, tool, result, Date.now() - started, caps, d));
  return recordLater(result, task, tool, started, caps, d);
}

// `record` once a call's promise settles. (Apart from `traced`: a function that makes a closure
// keeps the variables it shares in an object made on every call, a synchronous one included.)
function recordLater(
  pending: Promise<ToolResult>,
  task: Task | undefined,
  tool: string,
  started: number,
  caps: RefusalCaps | undefined,
  d: TracedDeps,
): Promise<ToolResult> {
  return pending.then(
    (r) => record(task, tool, r, Date.now() - started, caps, d),
    (e: unknown) => record(task, tool, crashed(e), Date.now() - started, caps, d),
  );
}

// The result of a dispatcher that threw: a tool_error, naming only the kind of value thrown.
function crashed(e: unknown): ToolResult {
  return ToolResult.refusal(
    "tool_error",
    FAILURE_TEXT.tool_error,
    DEFAULT_RESULT_MAX,
    `dispatcher ${describeThrown(e)}`,
  );
}

// A `not_seen` refusal once the task's evidence is full: the model has perhaps seen the id,
// and looking it up again will not help. (A function: runtime.ts is still loading when this
// module is, so its constants cannot be read at the top level.)
function evidenceFull(result: ToolResult): ToolResult {
  const why = evidenceFullText(MAX_EVIDENCE_IDS);
  return ToolResult.refusal(
    "not_seen",
    result.error + why,
    result.resultMax,
    "not_seen, evidence full",
  );
}

// Appends the trace line of a call that took `ms`, shows it to the hook, counts a refusal
// against the caps (a task it stops is recorded in the store, so no saved copy of it runs
// again), and hands its result on. (Given the duration rather than the start, a clock
// reading too large for a small integer, which would be boxed to be passed.)
function record(
  task: Task | undefined,
  tool: string,
  result: ToolResult,
  ms: number,
  caps: RefusalCaps | undefined,
  d: TracedDeps,
): ToolResult {
  try {
    if (result.code === "not_seen" && task?.evidenceFull === true) result = evidenceFull(result);
    const entry = task?.record(tool, result, ms);
    // What the hook throws is the application's problem, never the call's.
    const hook = d.onTrace;
    if (hook) callHook(hook, entry ?? traceEntry(tool, result, ms));
    if (task && caps && !task.stopped) {
      const own = readField(caps.tools, tool);
      countRefusal(task, tool, typeof own === "number" ? own : undefined, caps.task, result);
      if (task.stopped) d.writes?.stopTask(task);
    }
  } catch {
    // A broken task object must not turn a result into an exception.
  }
  return result;
}

// Calls the application's trace hook; an exception in it changes nothing.
function callHook(hook: TraceHook, entry: TraceEntry): void {
  try {
    hook(entry);
  } catch {
    // ignored on purpose
  }
}
