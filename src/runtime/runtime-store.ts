// The run-once store: where each approved operation's state is kept, so a write runs
// at most once and every later answer about it is true; and the audit records of
// proposals, approvals, denials and executions. In memory by default; the package
// ships durable ones (SQLite, PostgreSQL) with the same shape.

/** Where an operation stands: being run, done, failed (nothing written), unknown (may have been written), or denied. */
export type OperationState = "claimed" | "done" | "failed" | "unknown" | "denied";

/** A request to run an operation now: who approved it, and until when the claim holds if its holder dies. */
export interface ClaimRequest {
  readonly operation_id: string;
  readonly tool: string;
  readonly by: string;
  /** Epoch milliseconds now. */
  readonly now: number;
  /** Epoch milliseconds after which a claim still `claimed` counts as abandoned (its holder died) and may be taken over. */
  readonly lease_until: number;
}

/** The store's answer: the claim is won (run the writer, this is attempt `attempt`), or the operation's recorded state. */
export type Claim =
  | { readonly won: true; readonly attempt: number }
  | {
      readonly won: false;
      readonly state: OperationState;
      readonly code: string | null;
    };

/** An audit record: what happened to one operation; never an exception's text. */
export interface AuditRecord {
  readonly event: "propose" | "approve" | "deny" | "execute";
  readonly operation_id: string;
  readonly tool: string;
  readonly args: unknown;
  /** Who approved or denied; `null` for a proposal or an execute without approval. */
  readonly by: string | null;
  /** ISO 8601 time of the event's end. */
  readonly at: string;
  /** `ok` or the refusal's code. */
  readonly code: string;
  readonly duration_ms: number;
  /** The task that proposed it, when known. */
  readonly task_id: string | null;
  /** A denial's reason, as the reviewer wrote it. */
  readonly reason?: string;
}

/** Where operation states and audit records are kept (may be async, e.g. a database). */
export interface RunOnceStore {
  /**
   * Claims `operation_id` to run it: won when it was never claimed, when its last run
   * failed (nothing was written), or when a claim's lease ran out; otherwise its state.
   * Must be atomic: of concurrent claims, one wins.
   */
  claim(request: ClaimRequest): Claim | Promise<Claim>;
  /** Records how attempt `attempt` ended; ignored unless that attempt holds the claim. */
  finish(
    operationId: string,
    attempt: number,
    state: Exclude<OperationState, "claimed">,
    code: string,
  ): void | Promise<void>;
  /** Keeps an audit record. */
  audit?(record: AuditRecord): void | Promise<void>;
}

interface MemoryRow {
  state: OperationState;
  code: string | null;
  attempt: number;
  lease: number;
  by: string;
}

/** The default store: in memory, so it forgets on restart; use a durable one in production. */
export class MemoryRunOnce implements RunOnceStore {
  private readonly rows = new Map<string, MemoryRow>();
  /** The audit records kept, oldest first. */
  readonly records: AuditRecord[] = [];

  /** Claims synchronously, so concurrent executes cannot both win. */
  claim(r: ClaimRequest): Claim {
    const row = this.rows.get(r.operation_id);
    const free =
      row === undefined || row.state === "failed" || (row.state === "claimed" && row.lease < r.now);
    if (!free) return { won: false, state: row.state, code: row.code };
    const attempt = (row?.attempt ?? 0) + 1;
    this.rows.set(r.operation_id, {
      state: "claimed",
      code: null,
      attempt,
      lease: r.lease_until,
      by: r.by,
    });
    return { won: true, attempt };
  }

  /** Records the end of a run. */
  finish(
    operationId: string,
    attempt: number,
    state: Exclude<OperationState, "claimed">,
    code: string,
  ): void {
    const row = this.rows.get(operationId);
    if (row === undefined || row.attempt !== attempt || row.state !== "claimed") return;
    row.state = state;
    row.code = code;
  }

  /** Keeps the record in `records`. */
  audit(record: AuditRecord): void {
    this.records.push(record);
  }

  /** The recorded state of an operation, if any. */
  state(
    operationId: string,
  ): { state: OperationState; code: string | null; attempt: number } | undefined {
    const row = this.rows.get(operationId);
    return row && { state: row.state, code: row.code, attempt: row.attempt };
  }
}
