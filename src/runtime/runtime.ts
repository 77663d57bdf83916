// The fixed runtime of a generated toolset: results and failures, a task's budget,
// evidence and trace, the run-once store's shape, and the JSON text the model reads. It
// is written once per output folder, in `_runtime/` (with the other runtime modules
// joined into `runtime-gates.ts`), so it imports nothing from outside the runtime.

import { modelText } from "./runtime-json.js";
import { printable } from "./validators.js";
import { randomId } from "./runtime-seal.js";
import { Sightings, type SightingsState } from "./runtime-provenance.js";
import type { SealedProposal } from "./runtime-writes.js";

export { MIN_RESULT_MAX, modelText, safeStringify, TRUNCATED } from "./runtime-json.js";
export { MIN_KEY_BYTES, type ProposalKey } from "./runtime-seal.js";
export type { ParsedProposal } from "./runtime-proposal.js";
export { MemoryRunOnce, memoryStore } from "./runtime-memory.js";
export type {
  AuditRecord,
  Claim,
  ClaimRequest,
  Decision,
  DecisionRequest,
  OperationRow,
  OperationState,
  Outcome,
  ProposedRow,
  Reservation,
  RunOnceStore,
  TaskRow,
} from "./runtime-store.js";
export type { Provenance, Source as ProvenanceSource } from "./runtime-provenance.js";
export { describeProposal, POLICY_APPROVER } from "./runtime-policy.js";
export {
  MAX_TIMEOUT_MS,
  type Approval,
  type Denial,
  type SavedTask,
  type SealedProposal,
  type WriteOperation,
} from "./runtime-writes.js";

/** The cap on the model's text when a tool sets no `result max`. */
export const DEFAULT_RESULT_MAX = 4000;

/** The most lines `task.trace` keeps: past it, the oldest line is dropped and counted in `traceDropped`. */
export const MAX_TRACE_LINES = 1000;

/** The most resource ids a task keeps as evidence; an id seen past it is not kept, so a call that needs it is refused, saying why. */
export const MAX_EVIDENCE_IDS = 10000;

/** The failures a handler, owner lookup or writer may report; anything else thrown is a `tool_error`. */
export type FailureKind = "timeout" | "unavailable" | "absent";

// A brand shared by every copy of this file, so a ToolFailure thrown with one
// toolset's class is still recognised by another toolset's dispatcher.
const FAILURE_BRAND = Symbol.for("contractc.ToolFailure");

/** Thrown by a handler or writer to report a known failure; its detail never reaches the model. */
export class ToolFailure extends Error {
  readonly kind: FailureKind;
  readonly detail: string | undefined;
  readonly [FAILURE_BRAND] = true;
  constructor(kind: FailureKind, detail?: string) {
    super(detail ?? kind);
    this.name = "ToolFailure";
    this.kind = kind;
    this.detail = detail;
  }

  /** The kind of a thrown ToolFailure (from any toolset's copy of this class), else `undefined`. */
  static kindOf(e: unknown): FailureKind | undefined {
    try {
      if (typeof e !== "object" || e === null) return undefined;
      if (
        !(e instanceof ToolFailure) &&
        (e as { [FAILURE_BRAND]?: unknown })[FAILURE_BRAND] !== true
      )
        return undefined;
      const kind = (e as { kind?: unknown }).kind;
      return kind === "timeout" || kind === "unavailable" || kind === "absent" ? kind : undefined;
    } catch {
      return undefined;
    }
  }
}

// The brand of a refusal a handler throws on purpose, shared like FAILURE_BRAND.
const REFUSAL_BRAND = Symbol.for("contractc.ToolRefusal");

/** Thrown by a handler (or writer) to refuse a call with a text the model reads, e.g. "No such file: a.txt. Use list_files to see what exists." */
export class ToolRefusal extends Error {
  readonly text: string;
  readonly [REFUSAL_BRAND] = true;
  constructor(text: string) {
    super(text);
    this.name = "ToolRefusal";
    this.text = String(text);
  }

  /** The text of a thrown ToolRefusal (from any toolset's copy of this class), else `undefined`. */
  static textOf(e: unknown): string | undefined {
    try {
      if (typeof e !== "object" || e === null) return undefined;
      if (
        !(e instanceof ToolRefusal) &&
        (e as { [REFUSAL_BRAND]?: unknown })[REFUSAL_BRAND] !== true
      )
        return undefined;
      const text = (e as { text?: unknown }).text;
      return typeof text === "string" ? text : undefined;
    } catch {
      return undefined;
    }
  }
}

/** One call as the model sent it: a tool name and its arguments (a JSON string or an object). */
export interface ToolCall {
  readonly name: string;
  readonly arguments?: unknown;
}

// The proposals of every result that proposes nothing: one frozen empty list, not one per call.
const NO_PROPOSALS: readonly SealedProposal[] = Object.freeze([]);

/** The answer to one call: data for the application, and `forModel()` for the model. */
export class ToolResult {
  readonly ok: boolean;
  /** `ok`, or the refusal's code (`invalid_arguments`, `not_found`, ...). */
  readonly code: string;
  /** The accepted reply (or checked resolution); `undefined` on a refusal. */
  readonly data: unknown;
  /** The text the model reads on a refusal; `""` on success. */
  readonly error: string;
  /** A short reason for the trace; never an exception's message. */
  readonly reason: string;
  /** The proposals of an accepted `propose`; empty otherwise. */
  readonly proposals: readonly SealedProposal[];
  readonly resultMax: number;
  private text: string | undefined;

  private constructor(
    ok: boolean,
    code: string,
    data: unknown,
    error: string,
    reason: string,
    max: number,
    proposals: readonly SealedProposal[],
  ) {
    this.ok = ok;
    this.code = code;
    this.data = data;
    this.error = error;
    this.reason = bound(printable(reason));
    this.resultMax = max;
    this.proposals = proposals;
  }

  /** A success carrying `data`. */
  static success(
    data: unknown,
    resultMax: number = DEFAULT_RESULT_MAX,
    proposals: readonly SealedProposal[] = NO_PROPOSALS,
  ): ToolResult {
    return new ToolResult(true, "ok", data, "", "ok", resultMax, proposals);
  }

  /** A refusal with the text the model reads. */
  static refusal(
    code: string,
    error: string,
    resultMax: number = DEFAULT_RESULT_MAX,
    reason: string = code,
  ): ToolResult {
    return new ToolResult(false, code, undefined, error, reason, resultMax, NO_PROPOSALS);
  }

  /** `{"ok":true,"result":...}` or `{"ok":false,"error":"..."}`: valid JSON, never over `resultMax`. */
  forModel(): string {
    this.text ??= modelText(this.ok, this.ok ? this.data : this.error, this.resultMax);
    return this.text;
  }
}

/** One line of a task's trace. */
export interface TraceEntry {
  readonly tool: string;
  readonly code: string;
  /** Bounded, and never an exception's message. */
  readonly reason: string;
  readonly durationMs: number;
}

/** The state of a task as plain data: what `task.toJSON()` gives and `restoreTask` takes. */
export interface TaskState {
  readonly version: 1;
  readonly id: string;
  /** What the task spent, by key (calls of a tool, a write's proposals, `tool.arg` effects), all whole numbers. */
  readonly counters: { readonly [key: string]: number };
  /** Refused calls by tool, and `""` for the whole task. */
  readonly refusals: { readonly [tool: string]: number };
  /** True once a cap on refused calls stopped the task. */
  readonly stopped: boolean;
  /** The ids each resource has been seen with, in the order first seen. */
  readonly evidence: {
    readonly [resource: string]: readonly (string | number)[];
  };
  readonly trace: readonly TraceEntry[];
  /** Trace lines dropped, oldest first, past MAX_TRACE_LINES (absent in a state saved before there was a bound). */
  readonly traceDropped?: number;
  /** Context fields the task's reads established (`establish`), absent when none. */
  readonly principal?: { readonly [field: string]: string | number };
  /** Where the task saw each value (absent when it has seen none through a toolset with provenance). */
  readonly provenance?: SightingsState;
}

/** A task back from its state, or why the state was refused. */
export type TaskRestore =
  | { readonly ok: true; readonly task: Task }
  | {
      readonly ok: false;
      readonly code: "invalid_task_state";
      readonly error: string;
    };

/** One task: its id, what it spent per tool, what it has really seen, its refused calls, and its trace. */
export class Task {
  readonly trace: TraceEntry[] = [];
  // Keyed by tool (calls, or a write's proposals) and by `tool.arg` (effects per task).
  private readonly spent = new Map<string, number>();
  private readonly seen = new Map<string, Set<string | number>>();
  // Refused calls by tool, and `""` for the whole task.
  private readonly refusals = new Map<string, number>();
  private halted = false;
  // Bounds on the trace and the evidence (MAX_TRACE_LINES, MAX_EVIDENCE_IDS).
  private dropped = 0;
  private kept = 0;
  private full = false;
  // Context fields a read established (`establish`), by name; each is set once.
  private readonly established = new Map<string, string | number>();
  /** Where this task saw each value: labelled by reads of a toolset with provenance, and by the user's request. */
  sightings = new Sightings();

  constructor(
    /** A random id, bound into every proposal the task makes. */
    readonly id: string = randomId(),
  ) {}

  /** Reserves `n` (default one call) of `key` if that keeps it within `max`; synchronous, so concurrent calls cannot overspend. */
  reserve(key: string, max: number, n = 1): boolean {
    const used = this.spent.get(key) ?? 0;
    if (used + n > max) return false;
    this.spent.set(key, used + n);
    return true;
  }

  /** Sets a context field from a checked reply, once: false when the task already holds another value for it. */
  establish(field: string, value: string | number): boolean {
    const had = this.established.get(field);
    if (had !== undefined) return had === value;
    this.established.set(field, value);
    return true;
  }

  /** The context fields this task's reads established (`establish`): pass them with the context to `execute`. */
  get principal(): { readonly [field: string]: string | number } {
    return Object.fromEntries(this.established);
  }

  /** What `key` has reserved so far: calls of a tool, or a `tool.arg` effect. */
  calls(key: string): number {
    return this.spent.get(key) ?? 0;
  }

  /** Counts one refused call of `tool`; returns the refused calls of that tool and of the whole task. */
  refused(tool: string): { readonly tool: number; readonly total: number } {
    const own = (this.refusals.get(tool) ?? 0) + 1;
    const total = (this.refusals.get("") ?? 0) + 1;
    this.refusals.set(tool, own);
    this.refusals.set("", total);
    return { tool: own, total };
  }

  /** The refused calls of `tool`, or of the whole task when no tool is named. */
  refusalsOf(tool = ""): number {
    return this.refusals.get(tool) ?? 0;
  }

  /** True once the task passed a cap on refused calls: every later call answers `task_stopped`. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Stops the task: it is over, and every later call answers `task_stopped`. */
  stop(): void {
    this.halted = true;
  }

  /** Records that this task has seen the resource `id` (ids other than strings and numbers are ignored). */
  see(resource: string, id: unknown): void {
    if (typeof id !== "string" && typeof id !== "number") return;
    // Every successful read lands here, so a known resource costs one lookup and one add.
    const ids = this.seen.get(resource);
    if (ids === undefined) {
      if (this.kept >= MAX_EVIDENCE_IDS) {
        this.full = true;
        return;
      }
      this.seen.set(resource, new Set([id]));
      this.kept++;
      return;
    }
    const size = ids.size;
    if (ids.add(id).size === size) return;
    // Past the bound the new id is not kept: a check that needs it fails, never passes.
    if (++this.kept > MAX_EVIDENCE_IDS) {
      ids.delete(id);
      this.kept--;
      this.full = true;
    }
  }

  /** True once an id was seen that the evidence had no room for (MAX_EVIDENCE_IDS): a `not_seen` refusal then says so. */
  get evidenceFull(): boolean {
    return this.full;
  }

  /** Trace lines dropped, oldest first, to keep `trace` within MAX_TRACE_LINES. */
  get traceDropped(): number {
    return this.dropped;
  }

  /** True when a read of this task returned or accepted `id`. */
  hasSeen(resource: string, id: unknown): boolean {
    return (
      (typeof id === "string" || typeof id === "number") &&
      (this.seen.get(resource)?.has(id) ?? false)
    );
  }

  /** The ids of `resource` this task has seen, in the order first seen. */
  evidence(resource: string): readonly (string | number)[] {
    return [...(this.seen.get(resource) ?? [])];
  }

  /** Appends a trace line for a finished call, and returns it. */
  record(tool: string, result: ToolResult, durationMs: number): TraceEntry {
    const entry = traceEntry(tool, result, durationMs);
    if (this.trace.push(entry) > MAX_TRACE_LINES) {
      this.trace.shift();
      this.dropped++;
    }
    return entry;
  }

  /** The task as plain, versioned data (JSON-safe), e.g. to carry it from one request to the next. */
  toJSON(): TaskState {
    // Built from entries, so no resource name can touch an object's prototype.
    const evidence = Object.fromEntries([...this.seen].map(([r, ids]) => [r, [...ids]]));
    return {
      version: 1,
      id: this.id,
      counters: Object.fromEntries(this.spent),
      refusals: Object.fromEntries(this.refusals),
      stopped: this.halted,
      evidence,
      trace: this.trace.map((t) => ({ ...t })),
      traceDropped: this.dropped,
      ...(this.established.size ? { principal: this.principal } : {}),
      ...(this.sightings.empty ? {} : { provenance: this.sightings.toJSON() }),
    };
  }

  /** A task from `toJSON()`'s data; anything else is refused with the first problem found, never thrown. */
  static restore(state: unknown): TaskRestore {
    const problem = stateProblem(state);
    if (problem !== undefined)
      return {
        ok: false,
        code: "invalid_task_state",
        error: `The task state is not valid: ${problem}.`,
      };
    const s = state as TaskState;
    const task = new Task(s.id);
    for (const [key, n] of Object.entries(s.counters)) task.spent.set(key, n);
    for (const [tool, n] of Object.entries(s.refusals)) task.refusals.set(tool, n);
    task.halted = s.stopped;
    for (const [field, value] of Object.entries(s.principal ?? {}))
      task.established.set(field, value);
    for (const [resource, ids] of Object.entries(s.evidence)) task.seen.set(resource, new Set(ids));
    for (const ids of task.seen.values()) task.kept += ids.size;
    task.full = task.kept >= MAX_EVIDENCE_IDS;
    if (s.provenance !== undefined) {
      const sightings = Sightings.restore(s.provenance);
      if (typeof sightings === "string")
        return {
          ok: false,
          code: "invalid_task_state",
          error: `The task state is not valid: ${sightings}.`,
        };
      task.sightings = sightings;
    }
    // A state saved before there was a bound may hold more lines: the newest are kept.
    const skip = Math.max(0, s.trace.length - MAX_TRACE_LINES);
    task.dropped = (s.traceDropped ?? 0) + skip;
    for (const t of s.trace.slice(skip))
      task.trace.push({
        tool: t.tool,
        code: t.code,
        reason: t.reason,
        durationMs: t.durationMs,
      });
    return { ok: true, task };
  }
}

// The first reason `state` is not a task's state, or undefined when it is one.
function stateProblem(state: unknown): string | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  try {
    if (!isObject(state)) return "not an object";
    if (state["version"] !== 1) return "unknown version";
    const id = state["id"];
    if (typeof id !== "string" || id === "" || id.length > 200) return "bad id";
    for (const field of ["counters", "refusals"]) {
      const counts = state[field];
      if (!isObject(counts)) return `${field} is not an object`;
      for (const n of Object.values(counts))
        if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0)
          return `${field} holds something other than whole numbers`;
    }
    if (typeof state["stopped"] !== "boolean") return "stopped is not true or false";
    const evidence = state["evidence"];
    if (!isObject(evidence)) return "evidence is not an object";
    for (const ids of Object.values(evidence))
      if (!Array.isArray(ids) || !ids.every((x) => typeof x === "string" || typeof x === "number"))
        return "evidence holds something other than ids";
    const trace = state["trace"];
    if (!Array.isArray(trace)) return "trace is not a list";
    const dropped = state["traceDropped"];
    if (
      dropped !== undefined &&
      (typeof dropped !== "number" || !Number.isSafeInteger(dropped) || dropped < 0)
    )
      return "traceDropped is not a whole number";
    const principal = state["principal"];
    if (
      principal !== undefined &&
      (!isObject(principal) ||
        !Object.values(principal).every((v) => typeof v === "string" || typeof v === "number"))
    )
      return "principal holds something other than strings and numbers";
    for (const t of trace as unknown[]) {
      if (!isObject(t)) return "a trace line is not an object";
      if (
        typeof t["tool"] !== "string" ||
        typeof t["code"] !== "string" ||
        typeof t["reason"] !== "string"
      )
        return "a trace line lacks its texts";
      if (typeof t["durationMs"] !== "number" || !Number.isFinite(t["durationMs"]))
        return "a trace line lacks its duration";
    }
    return undefined;
  } catch {
    return "unreadable";
  }
}

/** The trace line of one finished call. */
export function traceEntry(tool: string, result: ToolResult, durationMs: number): TraceEntry {
  return {
    tool: bound(printable(tool), 100),
    code: result.code,
    reason: result.reason,
    durationMs,
  };
}

/** Sees each call's trace line as it is made (`execute` included), e.g. to feed metrics or tracing. */
export type TraceHook = (entry: TraceEntry) => void;

/** The context a call of `task` runs under: the application's, with the fields the task's reads established (`establish`). */
export function contextIn<C>(ctx: C, task: Task): C {
  const principal = task.principal;
  for (const field in principal) return { ...ctx, ...principal };
  return ctx;
}

/** A fresh task: a new id, no budget spent, no evidence, no refusals, an empty trace. */
export function newTask(): Task {
  return new Task();
}

/** A task from its plain state (`task.toJSON()`), checked for shape; use the dispatcher's `restoreTask` to also check its seal. */
export function restoreTask(state: unknown): TaskRestore {
  return Task.restore(state);
}

/** Shortens a trace text to `max` characters without splitting a character. */
export function bound(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return text.slice(0, cut) + "…";
}
