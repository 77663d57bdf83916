// The run-once store in memory: for tests and one-process demos, named on purpose
// (`runOnce: memoryStore()`), since it forgets on restart and is not shared between
// dispatchers, requests or processes. Its rules are the durable stores' rules.
import type {
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

interface Row {
  operation_id: string;
  tool: string;
  state: OperationState;
  code: string | null;
  attempt: number;
  approved_by: string | null;
  denied_by: string | null;
  task_id: string | null;
  lease: number;
  proposal: string | null;
}

// The row as callers see it: a claim whose lease ran out reads as `unknown`.
function view(r: Row, now: number): OperationRow {
  const state = r.state === "claimed" && r.lease < now ? "unknown" : r.state;
  const { operation_id, tool, code, attempt, approved_by, denied_by, task_id } = r;
  return {
    operation_id,
    tool,
    state,
    code,
    attempt,
    approved_by,
    denied_by,
    task_id,
  };
}

/** A run-once store kept in this process's memory (every method synchronous, so every step is atomic). */
export class MemoryRunOnce implements RunOnceStore {
  private readonly rows = new Map<string, Row>();
  private readonly counts = new Map<string, number>();
  private readonly tasks = new Map<string, { version: number; stopped: boolean }>();
  private readonly kept: AuditRecord[] = [];
  private readonly bound = new Map<string, string>();

  /** Records issued proposals. */
  propose(rows: readonly ProposedRow[]): void {
    for (const p of rows)
      if (!this.rows.has(p.operation_id))
        this.rows.set(p.operation_id, this.fresh(p, "proposed", p.proposal));
  }

  /** Records an approval of an operation awaiting one. */
  approve(r: DecisionRequest): Decision {
    return this.decide(r, "approved", (s) => s === "proposed");
  }

  /** Records a denial of an operation not yet run. */
  deny(r: DecisionRequest): Decision {
    return this.decide(r, "denied", (s) => s === "proposed" || s === "approved");
  }

  /** Claims synchronously, so concurrent executes cannot both win. */
  claim(r: ClaimRequest): Claim {
    const now = Date.now();
    let row = this.rows.get(r.operation_id);
    if (row === undefined) row = this.fresh(r, "proposed", null);
    const state = view(row, now).state;
    const free =
      state === "proposed" ||
      state === "approved" ||
      state === "failed" ||
      (r.rerun && state === "unknown");
    if (!free) return { won: false, row: view(row, now) };
    const approvedNow = row.approved_by === null;
    row.approved_by ??= r.by;
    row.state = "claimed";
    row.code = null;
    row.attempt += 1;
    row.lease = now + r.lease_ms;
    this.rows.set(r.operation_id, row);
    return { won: true, attempt: row.attempt, approved_now: approvedNow };
  }

  /** Records the end of a run while that attempt holds the claim. */
  finish(operationId: string, attempt: number, outcome: Outcome, code: string): void {
    const row = this.rows.get(operationId);
    if (row === undefined || row.attempt !== attempt || row.state !== "claimed") return;
    row.state = outcome;
    row.code = code;
  }

  /** The operation's row, if any. */
  operation(operationId: string): OperationRow | undefined {
    const row = this.rows.get(operationId);
    return row && view(row, Date.now());
  }

  /** The proposals awaiting a decision, oldest first. */
  pending(): string[] {
    return [...this.rows.values()]
      .filter((r) => r.state === "proposed" && r.proposal !== null)
      .map((r) => r.proposal as string);
  }

  /** Reserves all or none. */
  reserve(taskId: string, wants: readonly Reservation[]): number {
    const key = (w: Reservation): string => `${taskId}\u0000${w.key}`;
    const over = wants.findIndex((w) => (this.counts.get(key(w)) ?? 0) + w.n > w.max);
    if (over >= 0) return over;
    for (const w of wants) this.counts.set(key(w), (this.counts.get(key(w)) ?? 0) + w.n);
    return -1;
  }

  /** Binds the key unless an operation neither failed nor denied holds it. */
  bind(key: string, operationId: string): string {
    const holder = this.bound.get(key);
    const state = holder === undefined ? undefined : this.rows.get(holder)?.state;
    if (holder === undefined || state === "failed" || state === "denied")
      this.bound.set(key, operationId);
    return this.bound.get(key) as string;
  }

  /** Counts the task's version up. */
  saveTask(taskId: string, stopped: boolean): number {
    const t = this.tasks.get(taskId) ?? { version: 0, stopped: false };
    t.version += 1;
    t.stopped ||= stopped;
    this.tasks.set(taskId, t);
    return t.version;
  }

  /** The task's latest version and stopped state. */
  task(taskId: string): TaskRow | undefined {
    const t = this.tasks.get(taskId);
    return t && { ...t };
  }

  /** Marks the task stopped for good. */
  stopTask(taskId: string): void {
    const t = this.tasks.get(taskId) ?? { version: 0, stopped: false };
    t.stopped = true;
    this.tasks.set(taskId, t);
  }

  /** Keeps the record. */
  audit(record: AuditRecord): void {
    this.kept.push(record);
  }

  /** The audit records, oldest first (optionally of one operation). */
  records(operationId?: string): AuditRecord[] {
    return this.kept.filter((r) => operationId === undefined || r.operation_id === operationId);
  }

  private decide(
    r: DecisionRequest,
    to: "approved" | "denied",
    allowed: (s: OperationState) => boolean,
  ): Decision {
    const now = Date.now();
    const row = this.rows.get(r.operation_id) ?? this.fresh(r, "proposed", null);
    if (!allowed(view(row, now).state)) return { recorded: false, row: view(row, now) };
    row.state = to;
    if (to === "approved") row.approved_by = r.by;
    else row.denied_by = r.by;
    this.rows.set(r.operation_id, row);
    return { recorded: true };
  }

  private fresh(
    r: { operation_id: string; tool: string; task_id: string | null },
    state: OperationState,
    proposal: string | null,
  ): Row {
    return {
      operation_id: r.operation_id,
      tool: r.tool,
      state,
      code: null,
      attempt: 0,
      approved_by: null,
      denied_by: null,
      task_id: r.task_id,
      lease: 0,
      proposal,
    };
  }
}

/** A fresh in-memory store: for tests and one-process demos; it forgets on restart. */
export function memoryStore(): MemoryRunOnce {
  return new MemoryRunOnce();
}
