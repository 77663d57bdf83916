// The run-once store: where each operation's decision and outcome are recorded, so a
// write runs only when a person approved it and at most once; where per-task counters
// live, so a restored or forked task cannot spend them again; and the audit trail. The
// package ships durable ones (SQLite, PostgreSQL) with the same shape; `memoryStore()`
// is for tests and one-process demos.

/**
 * Where an operation stands: proposed (awaiting a decision), approved, claimed (being
 * run), done, failed (nothing written, may run again), unknown (may have been written;
 * runs again only on an explicit re-run), or denied (never runs).
 */
export type OperationState =
  "proposed" | "approved" | "claimed" | "done" | "failed" | "unknown" | "denied";

/** The recorded outcome of attempt `attempt`: `done`, `failed` or `unknown`, with its code. */
export type Outcome = Extract<OperationState, "done" | "failed" | "unknown">;

/** One operation as the store keeps it. */
export interface OperationRow {
  readonly operation_id: string;
  readonly tool: string;
  /** A claim whose lease ran out with no recorded outcome reads as `unknown`. */
  readonly state: OperationState;
  readonly code: string | null;
  /** How many times a writer was started for it (0 before the first run). */
  readonly attempt: number;
  readonly approved_by: string | null;
  readonly denied_by: string | null;
  readonly task_id: string | null;
}

/** A proposal recorded when it is issued, so a reviewer's queue can list it. */
export interface ProposedRow {
  readonly operation_id: string;
  readonly tool: string;
  readonly task_id: string;
  /** The sealed proposal as issued (JSON text). */
  readonly proposal: string;
}

/** A person's decision on an operation that has not run: approve or deny. */
export interface DecisionRequest {
  readonly operation_id: string;
  readonly tool: string;
  readonly by: string;
  readonly task_id: string | null;
}

/** The store's answer to a decision: recorded now, or the operation's recorded row. */
export type Decision =
  { readonly recorded: true } | { readonly recorded: false; readonly row: OperationRow };

/** A request to run an operation now. */
export interface ClaimRequest {
  readonly operation_id: string;
  readonly tool: string;
  /** Who executes it; recorded as its approver when nobody approved it before. */
  readonly by: string;
  readonly task_id: string | null;
  /** Milliseconds, by the store's clock, until a claim with no recorded outcome reads as `unknown`. */
  readonly lease_ms: number;
  /** An explicit re-run of an operation whose outcome is `unknown`. */
  readonly rerun: boolean;
}

/** The store's answer to a claim: won (run the writer, attempt `attempt`), or the recorded row. */
export type Claim =
  | {
      readonly won: true;
      readonly attempt: number;
      /** True when this claim also recorded the approval (an approve-and-execute in one call). */
      readonly approved_now: boolean;
    }
  | { readonly won: false; readonly row: OperationRow };

/** One per-task reservation: `n` more of `key`, within `max`. */
export interface Reservation {
  readonly key: string;
  readonly max: number;
  readonly n: number;
}

/** A task as the store knows it: its latest saved version and whether it was stopped. */
export interface TaskRow {
  readonly version: number;
  readonly stopped: boolean;
}

/** An audit record: what happened to one operation; never an exception's text. Every text is bounded. */
export interface AuditRecord {
  readonly event: "propose" | "approve" | "deny" | "execute" | "rerun";
  /** The operation; `""` for a proposal that failed its seal (its claimed id is never trusted). */
  readonly operation_id: string;
  readonly tool: string;
  /** The arguments of a proposal that opened; `null` otherwise (see `digest`). */
  readonly args: unknown;
  /** Who approved, denied or executed; `null` for a proposal. */
  readonly by: string | null;
  /** ISO 8601 time of the event's end. */
  readonly at: string;
  /** `ok`, `repeat` (a decision already recorded the same way), or the refusal's code. */
  readonly code: string;
  readonly duration_ms: number;
  /** The task that proposed it, when known. */
  readonly task_id: string | null;
  /** A denial's reason or an approval's note, as the reviewer wrote it (bounded). */
  readonly reason?: string;
  /** SHA-256 of a refused proposal's canonical JSON (or of arguments too large to keep). */
  readonly digest?: string;
}

/** Where decisions, outcomes, per-task counters and audit records are kept (sync or async). */
export interface RunOnceStore {
  /** Records issued proposals as `proposed`; an id already known is left alone. */
  propose(rows: readonly ProposedRow[]): void | Promise<void>;
  /** Records an approval of an operation `proposed` (or unknown to the store); otherwise its row. */
  approve(request: DecisionRequest): Decision | Promise<Decision>;
  /** Records a denial of an operation not yet run (proposed, approved or unknown to the store); otherwise its row. */
  deny(request: DecisionRequest): Decision | Promise<Decision>;
  /**
   * Claims an operation to run it, atomically (of concurrent claims, one wins): won when
   * it is proposed, approved or unknown to the store (approving it now), or `failed`; with
   * `rerun`, also when its outcome is `unknown`. Never for `denied`, `done`, or a live claim.
   */
  claim(request: ClaimRequest): Claim | Promise<Claim>;
  /** Records how attempt `attempt` ended (ignored unless that attempt holds the claim); throws when it cannot record it. */
  finish(
    operationId: string,
    attempt: number,
    outcome: Outcome,
    code: string,
  ): void | Promise<void>;
  /** The operation's row, if the store has one. */
  operation(operationId: string): OperationRow | undefined | Promise<OperationRow | undefined>;
  /** Reserves every reservation of `taskId` or none: -1 when all were reserved, else the index of the first that would pass its `max`. */
  reserve(taskId: string, wants: readonly Reservation[]): number | Promise<number>;
  /**
   * Binds `key` (a `once` value of a write) to `operationId` and returns the operation
   * holding it: this one, unless another holds it that is neither failed nor denied.
   */
  bind(key: string, operationId: string): string | Promise<string>;
  /** Records a save of `taskId` (stopped or not) and returns its new version, counted up by one. */
  saveTask(taskId: string, stopped: boolean): number | Promise<number>;
  /** The task's latest saved version and stopped state, if it was ever saved or stopped. */
  task(taskId: string): TaskRow | undefined | Promise<TaskRow | undefined>;
  /** Records that `taskId` is stopped; it stays stopped. */
  stopTask(taskId: string): void | Promise<void>;
  /** Keeps an audit record. */
  audit(record: AuditRecord): void | Promise<void>;
  /** Epoch milliseconds by the store's own clock, where it has one (a database server's), for proposals' expiry. */
  now?(): number | Promise<number>;
}
