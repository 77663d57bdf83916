// The write path shared by every generated dispatcher: proposals sealed when issued
// and opened (seal, expiry, context, contract) before anything else; approval
// required; the run-once claim, the writer and its recorded outcome; denials; the
// audit trail; and tasks saved and restored under the same key.
import { DEFAULT_RESULT_MAX, Task, ToolResult, type TaskRestore } from "./runtime.js";
import { settle } from "./runtime-settle.js";
import { readField, type ToolResults } from "./runtime-gates.js";
import { contextDigest, writeSeal, type WriteSeals } from "./runtime-digest.js";
import { canonicalJson, keyBytes, randomId, Sealer, type ProposalKey } from "./runtime-seal.js";
import {
  MemoryRunOnce,
  type AuditRecord,
  type OperationState,
  type RunOnceStore,
} from "./runtime-store.js";

/** A proposal as `propose` issues it: one action, sealed with the dispatcher's key. */
export interface SealedProposal<T extends string = string, A = unknown> {
  readonly operation_id: string;
  readonly tool: T;
  readonly args: A;
  readonly toolset: string;
  /** The fingerprint of what its write's meaning depends on, in the contract it was proposed under. */
  readonly contract: string;
  /** The SHA-256 of the part of the trusted context its write's gates read. */
  readonly context: string;
  readonly task_id: string;
  /** Epoch milliseconds. */
  readonly issued_at: number;
  readonly expires_at: number;
  /** HMAC-SHA-256 of all the fields above, in hex. */
  readonly seal: string;
}

/** A person's approval of a proposal: `by` names who approved (required, non-empty). */
export interface Approval {
  readonly by: string;
  readonly [detail: string]: unknown;
}

/** A person's denial of a proposal, with the reason the model may read. */
export interface Denial {
  readonly by: string;
  readonly reason: string;
}

/** What a writer learns about the approved operation it runs; `operation_id` is stable across retries. */
export interface WriteOperation {
  readonly operation_id: string;
  readonly approval: Approval;
  /** 1 for the first run; more when a failed run (nothing written) is executed again. */
  readonly attempt: number;
}

/** A task saved with `saveTask`: its state and a seal over it. */
export interface SavedTask {
  readonly state: unknown;
  readonly seal: string;
}

/** The write path's options, as `createDispatcher` receives them. */
export interface WriteOptions {
  readonly proposalKey?: ProposalKey;
  readonly runOnce?: RunOnceStore;
  readonly audit?: (record: AuditRecord) => unknown;
  readonly proposalTtlMs?: number;
  readonly storeTimeoutMs?: number;
  readonly timeoutMs?: unknown;
}

/** The longest timer JavaScript honours (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMEOUT_MS = 2147483647;
const DEFAULT_TTL_MS = 7 * 24 * 3600 * 1000;
const DEFAULT_STORE_TIMEOUT_MS = 10000;
// How long a claim holds when its writer has no timeout, before it counts as abandoned.
const UNTIMED_LEASE_MS = 3600 * 1000;
const PROPOSAL = "contractc.proposal.v1";
const SAVED_TASK = "contractc.task.v1";

/** The message of a bad `createDispatcher` option. */
function badTimeout(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_TIMEOUT_MS)
    return undefined;
  const shown = typeof value === "number" ? String(value) : typeof value;
  return `${name} must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, not ${shown}`;
}

/** Every problem of the options, checked once when the dispatcher is made. */
export function optionProblems(options: WriteOptions, hasWrites: boolean): string[] {
  const problems: string[] = [];
  const t = options.timeoutMs;
  if (typeof t === "object" && t !== null)
    for (const [tool, v] of Object.entries(t))
      problems.push(badTimeout(`timeoutMs.${tool}`, v) ?? "");
  else problems.push(badTimeout("timeoutMs", t) ?? "");
  problems.push(badTimeout("storeTimeoutMs", options.storeTimeoutMs) ?? "");
  const ttl = options.proposalTtlMs;
  if (ttl !== undefined && !(Number.isSafeInteger(ttl) && ttl >= 1))
    problems.push(
      `proposalTtlMs must be a whole number of milliseconds, at least 1, not ${String(ttl)}`,
    );
  if (options.proposalKey !== undefined || hasWrites) {
    const key = keyBytes(options.proposalKey);
    if (typeof key === "string")
      problems.push(
        options.proposalKey === undefined
          ? `proposalKey is required: this toolset has writes, and proposals are sealed with it (${key})`
          : `proposalKey must be ${key}`,
      );
  }
  return problems.filter((p) => p !== "");
}

const FORGED =
  "The proposal is not valid: this dispatcher did not issue it, or it was changed since.";
const NOT_APPROVED =
  "This change has not been approved: an approval naming who approved (`by`) is required. Nothing was written.";
const STORE_DOWN =
  "The change was not made: the run-once store did not answer. Executing the approved proposal again is safe.";

// The text of each recorded end of a write, as the reviewer (or the model) reads it.
const WRITE_TEXT: Readonly<Record<string, string>> = {
  service_unavailable:
    "The service is unavailable and the change was not made. Executing the approved proposal again retries it under the same operation id.",
  absent:
    "The service has no answer for this change and it was not made. Repeating it will not help.",
  service_timeout:
    "The service did not answer in time: the change may or may not have been made. It will not run again by itself; check it first.",
  tool_error:
    "The writer failed: the change may or may not have been made. It will not run again by itself; check it first.",
};

/** A proposal whose seal, expiry, context and contract were checked; `args` is a fresh copy of what was sealed. */
export interface OpenProposal {
  readonly operation_id: string;
  readonly tool: string;
  readonly args: unknown;
  readonly task_id: string;
}

type Opened =
  | { readonly ok: true; readonly proposal: OpenProposal }
  | { readonly ok: false; readonly result: ToolResult };

function refusal(code: string, text: string, reason: string = code): ToolResult {
  return ToolResult.refusal(code, text, DEFAULT_RESULT_MAX, reason);
}

// A plain copy of untrusted data for a record, or null when it has none.
function plainCopy(value: unknown): unknown {
  try {
    return JSON.parse(canonicalJson(value)) as unknown;
  } catch {
    return null;
  }
}

function textField(value: unknown, key: string, max = 200): string | undefined {
  const v = readField(value, key);
  return typeof v === "string" && v.length <= max ? v : undefined;
}

/** The approver named by an approval or denial, or `undefined` when it names none. */
export function approverOf(approval: unknown): string | undefined {
  const by = textField(approval, "by", 500);
  return by !== undefined && by.trim() !== "" ? by : undefined;
}

/** The write path of one dispatcher. */
export class WriteDesk {
  readonly store: RunOnceStore;
  private readonly sealer: Sealer | undefined;
  private readonly ttl: number;
  private readonly storeTimeout: number;

  /** Throws a clear error naming every bad option: a dispatcher is configuration, not a call. */
  constructor(
    readonly toolset: string,
    readonly writes: WriteSeals,
    hasWrites: boolean,
    private readonly options: WriteOptions,
  ) {
    const problems = optionProblems(options, hasWrites);
    if (problems.length)
      throw new TypeError(`createDispatcher (${toolset}): ${problems.join("; ")}`);
    const key = options.proposalKey === undefined ? undefined : keyBytes(options.proposalKey);
    this.sealer = key instanceof Uint8Array ? new Sealer(key) : undefined;
    this.store = options.runOnce ?? new MemoryRunOnce();
    this.ttl = options.proposalTtlMs ?? DEFAULT_TTL_MS;
    this.storeTimeout = options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
  }

  private fields(p: Omit<SealedProposal, "seal">): unknown[] {
    return [
      PROPOSAL,
      p.toolset,
      p.contract,
      p.operation_id,
      p.tool,
      p.args,
      p.context,
      p.task_id,
      p.issued_at,
      p.expires_at,
    ];
  }

  /** Seals one proposal per action and records each; the result carries them. */
  async issue(
    results: ToolResults,
    data: unknown,
    actions: readonly { readonly tool: string; readonly args: unknown }[],
    ctx: unknown,
    task: Task,
  ): Promise<ToolResult> {
    const started = Date.now();
    if (actions.length === 0) return results.ok(data, []);
    const sealer = this.sealer;
    if (sealer === undefined) return refusal("invalid_proposal", "No proposal key is configured.");
    const task_id = typeof task.id === "string" ? task.id : "";
    const issued_at = Date.now();
    const proposals: SealedProposal[] = [];
    for (const a of actions) {
      // Each write is bound to its own meaning and to the context fields its gates read.
      const write = writeSeal(this.writes, a.tool);
      // Generated code proposes write tools only; anything else is refused, never sealed.
      if (write === undefined)
        return refusal("invalid_proposal", `${a.tool} is not a write tool.`, "not a write tool");
      const open = {
        operation_id: randomId(),
        tool: a.tool,
        args: a.args,
        toolset: this.toolset,
        contract: write.contract,
        context: await contextDigest(ctx, write),
        task_id,
        issued_at,
        expires_at: issued_at + this.ttl,
      };
      proposals.push({ ...open, seal: await sealer.seal(this.fields(open)) });
    }
    for (const p of proposals) await this.record("propose", p, null, "ok", started);
    return results.ok(data, proposals);
  }

  /** Checks a proposal: well formed, sealed by this key, unexpired, for this context and contract. */
  async open(proposal: unknown, ctx: unknown): Promise<Opened> {
    const no = (text: string, reason: string): Opened => ({
      ok: false,
      result: refusal("invalid_proposal", text, reason),
    });
    const s = {
      operation_id: textField(proposal, "operation_id"),
      tool: textField(proposal, "tool"),
      toolset: textField(proposal, "toolset"),
      contract: textField(proposal, "contract"),
      context: textField(proposal, "context"),
      task_id: textField(proposal, "task_id"),
      issued_at: readField(proposal, "issued_at"),
      expires_at: readField(proposal, "expires_at"),
    };
    const args = plainCopy(readField(proposal, "args"));
    const seal = readField(proposal, "seal");
    if (
      this.sealer === undefined ||
      !s.operation_id ||
      s.tool === undefined ||
      s.toolset === undefined ||
      s.contract === undefined ||
      s.context === undefined ||
      s.task_id === undefined ||
      typeof s.issued_at !== "number" ||
      typeof s.expires_at !== "number"
    )
      return no(FORGED, "malformed proposal");
    const fields = {
      ...s,
      operation_id: s.operation_id,
      tool: s.tool,
      toolset: s.toolset,
      contract: s.contract,
      context: s.context,
      task_id: s.task_id,
      issued_at: s.issued_at,
      expires_at: s.expires_at,
      args,
    };
    if (!(await this.sealer.verify(this.fields(fields), seal))) return no(FORGED, "bad seal");
    if (s.toolset !== this.toolset) return no(FORGED, "another toolset");
    const write = writeSeal(this.writes, s.tool);
    if (write === undefined || s.contract !== write.contract)
      return no(
        "The proposal was made under another version of the contract; it must be proposed again.",
        "another contract",
      );
    if (Date.now() > s.expires_at)
      return no("The proposal has expired; it must be proposed again.", "expired");
    // A context the seal cannot encode (a BigInt or a cycle in a field read) was not its context.
    const context = await contextDigest(ctx, write).catch(() => undefined);
    if (context !== s.context)
      return no("The proposal was made for another context.", "another context");
    return {
      ok: true,
      proposal: {
        operation_id: fields.operation_id,
        tool: fields.tool,
        args,
        task_id: fields.task_id,
      },
    };
  }

  /** `execute`: open, require approval, run `dispatch` (the tool's gates and `run`), and record it all. */
  async execute(
    proposal: unknown,
    ctx: unknown,
    approval: unknown,
    dispatch: (p: OpenProposal, approval: Approval) => Promise<ToolResult>,
  ): Promise<ToolResult> {
    const started = Date.now();
    const opened = await this.open(proposal, ctx);
    const by = approverOf(approval);
    let result: ToolResult;
    if (!opened.ok) result = opened.result;
    else if (by === undefined) result = refusal("not_approved", NOT_APPROVED, "no approver");
    else {
      await this.record("approve", opened.proposal, by, "ok", started);
      const copy = plainCopy(approval);
      result = await dispatch(opened.proposal, {
        ...(typeof copy === "object" ? copy : {}),
        by,
      });
    }
    await this.record(
      "execute",
      opened.ok ? opened.proposal : this.unopened(proposal),
      by ?? null,
      result.code,
      started,
    );
    return result;
  }

  // What a record says of a proposal that did not open: its claimed id, tool and args, bounded.
  private unopened(proposal: unknown): OpenProposal {
    return {
      operation_id: textField(proposal, "operation_id") ?? "",
      tool: textField(proposal, "tool") ?? "",
      args: plainCopy(readField(proposal, "args")),
      task_id: textField(proposal, "task_id") ?? "",
    };
  }

  /** Claims the operation, runs the writer once, records how it ended, and says so truthfully. */
  async run(
    p: OpenProposal,
    approval: Approval,
    results: ToolResults,
    timeoutMs: number | undefined,
    write: (op: WriteOperation) => unknown,
  ): Promise<ToolResult> {
    const now = Date.now();
    const lease = now + (timeoutMs ?? UNTIMED_LEASE_MS) + 2 * this.storeTimeout;
    const request = {
      operation_id: p.operation_id,
      tool: p.tool,
      by: approval.by,
      now,
      lease_until: lease,
    };
    const claim = await settle(() => this.store.claim(request), this.storeTimeout);
    if (!claim.ok)
      return results.refuse("service_unavailable", STORE_DOWN, `claim ${claim.reason}`);
    const c = claim.value;
    if (c.won !== true) return recorded(c.state, c.code, results);
    const op: WriteOperation = {
      operation_id: p.operation_id,
      approval,
      attempt: c.attempt,
    };
    const done = await settle(() => write(op), timeoutMs);
    const state: Exclude<OperationState, "claimed"> = done.ok
      ? "done"
      : done.code === "service_unavailable" || done.code === "absent"
        ? "failed"
        : "unknown";
    const code = done.ok ? "ok" : done.code;
    await settle(
      () => this.store.finish(p.operation_id, c.attempt, state, code),
      this.storeTimeout,
    );
    if (done.ok) return results.ok(done.value);
    return results.refuse(done.code, WRITE_TEXT[done.code] ?? FORGED, done.reason);
  }

  /** Records a reviewer's denial: the operation never runs, and the reason goes back to the model. */
  async deny(proposal: unknown, ctx: unknown, denial: unknown): Promise<ToolResult> {
    const started = Date.now();
    const opened = await this.open(proposal, ctx);
    const by = approverOf(denial);
    const reasonText = textField(denial, "reason", 2000)?.trim() || "no reason given";
    let result: ToolResult;
    if (!opened.ok) result = opened.result;
    else if (by === undefined)
      result = refusal("not_approved", "A denial must name who denied it (`by`).", "no approver");
    else {
      const p = opened.proposal;
      const request = {
        operation_id: p.operation_id,
        tool: p.tool,
        by,
        now: started,
        lease_until: started + 2 * this.storeTimeout,
      };
      const claim = await settle(() => this.store.claim(request), this.storeTimeout);
      if (!claim.ok)
        result = refusal(
          "service_unavailable",
          "The denial was not recorded: the run-once store did not answer.",
          "claim failed",
        );
      else if (claim.value.won !== true)
        result = recorded(claim.value.state, claim.value.code, undefined);
      else {
        await settle(
          () =>
            this.store.finish(
              p.operation_id,
              (claim.value as { attempt: number }).attempt,
              "denied",
              "denied",
            ),
          this.storeTimeout,
        );
        result = refusal(
          "denied",
          `A person declined this change (${p.tool}): ${reasonText}`,
          "denied",
        );
      }
    }
    await this.record(
      "deny",
      opened.ok ? opened.proposal : this.unopened(proposal),
      by ?? null,
      result.code,
      started,
      reasonText,
    );
    return result;
  }

  // Hands one audit record to the callback and to the store; neither can fail the call.
  private async record(
    event: AuditRecord["event"],
    p: {
      readonly operation_id: string;
      readonly tool: string;
      readonly args: unknown;
      readonly task_id: string;
    },
    by: string | null,
    code: string,
    started: number,
    reason?: string,
  ): Promise<void> {
    const now = Date.now();
    const r: AuditRecord = {
      event,
      operation_id: p.operation_id,
      tool: p.tool,
      args: p.args,
      by,
      at: new Date(now).toISOString(),
      code,
      duration_ms: now - started,
      task_id: p.task_id === "" ? null : p.task_id,
      ...(reason === undefined ? {} : { reason }),
    };
    const callback = this.options.audit;
    if (callback !== undefined) await settle(() => callback(r), this.storeTimeout);
    const store = this.store;
    if (store.audit !== undefined) await settle(() => store.audit?.(r), this.storeTimeout);
  }

  /** A task's state with a seal, to keep between requests (`restoreTask` checks it). */
  async saveTask(task: Task): Promise<SavedTask> {
    if (this.sealer === undefined) throw new TypeError("saveTask needs a proposalKey");
    const state = task.toJSON();
    return {
      state,
      seal: await this.sealer.seal([SAVED_TASK, this.toolset, state]),
    };
  }

  /** A task back from `saveTask`'s value; garbled or changed state is refused, never thrown. */
  async restoreTask(saved: unknown): Promise<TaskRestore> {
    const bad = (error: string): TaskRestore => ({
      ok: false,
      code: "invalid_task_state",
      error,
    });
    if (this.sealer === undefined) return bad("No proposal key is configured.");
    const state = plainCopy(readField(saved, "state"));
    try {
      if (
        state === null ||
        !(await this.sealer.verify([SAVED_TASK, this.toolset, state], readField(saved, "seal")))
      )
        return bad("The saved task was not saved by this dispatcher, or it was changed since.");
    } catch {
      return bad("The saved task cannot be read.");
    }
    return Task.restore(state);
  }
}

/** The answer for an operation that did not win its claim, from its recorded state. */
function recorded(
  state: OperationState,
  code: string | null,
  results: ToolResults | undefined,
): ToolResult {
  const text =
    state === "done"
      ? `This operation has already been executed (outcome: ${code ?? "ok"}); it never runs twice.`
      : state === "claimed"
        ? "This operation is being executed by another request; it never runs twice."
        : state === "denied"
          ? "A person denied this operation; it never runs."
          : state === "unknown"
            ? `This operation was executed before and its outcome is unknown (${code ?? "no answer"}): the change may have been made. It never runs again by itself.`
            : "This operation was not made; it may be executed again.";
  const codeOut = state === "denied" ? "denied" : "already_executed";
  return results
    ? results.refuse(codeOut, text, `recorded ${state}`)
    : refusal(codeOut, text, `recorded ${state}`);
}

/** A fresh in-memory store, for a dispatcher given none. */
export function defaultStore(): RunOnceStore {
  return new MemoryRunOnce();
}
