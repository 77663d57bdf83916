// The SQL shared by the durable run-once stores: one table of operations (their state,
// attempt, approver and lease) and one of audit records. A claim is a single upsert, so
// the database decides atomically which of many concurrent executes wins.
import type { AuditRecord, Claim, OperationState } from "../runtime/runtime-store.js";

export type { AuditRecord, Claim, ClaimRequest, OperationState, RunOnceStore } from "../runtime/runtime-store.js";

/** The names of a store's two tables, from a prefix (`contractc` by default). */
export interface Tables {
  readonly operations: string;
  readonly audit: string;
}

/** The tables for `prefix`; a prefix must be a plain SQL identifier, since it is written into the SQL. */
export function tables(prefix = "contractc"): Tables {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(prefix))
    throw new TypeError(`contractc store: the table prefix must be letters, digits and _, not ${JSON.stringify(prefix)}`);
  return { operations: `${prefix}_operations`, audit: `${prefix}_audit` };
}

/** `CREATE TABLE IF NOT EXISTS` for both tables; `serial` is the dialect's auto-increment key. */
export function createSql(t: Tables, serial: string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${t.operations} (
  operation_id TEXT PRIMARY KEY,
  tool TEXT NOT NULL,
  state TEXT NOT NULL,
  code TEXT,
  attempt INTEGER NOT NULL,
  approved_by TEXT NOT NULL,
  lease_until BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
)`,
    `CREATE TABLE IF NOT EXISTS ${t.audit} (
  id ${serial},
  event TEXT NOT NULL,
  operation_id TEXT NOT NULL,
  tool TEXT NOT NULL,
  args TEXT NOT NULL,
  by_whom TEXT,
  at TEXT NOT NULL,
  code TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  task_id TEXT,
  reason TEXT
)`,
  ];
}

/**
 * The claim: a new operation is inserted as `claimed`, attempt 1; a failed one, or a
 * claimed one whose lease ran out, is taken over with the attempt counted up; any other
 * row is left alone and returns nothing. `$n` placeholders: operation_id, tool, by,
 * lease_until, now.
 */
export function claimSql(t: Tables, p: (n: number) => string): string {
  const o = t.operations;
  return `INSERT INTO ${o} (operation_id, tool, state, code, attempt, approved_by, lease_until, updated_at)
VALUES (${p(1)}, ${p(2)}, 'claimed', NULL, 1, ${p(3)}, ${p(4)}, ${p(5)})
ON CONFLICT (operation_id) DO UPDATE SET state = 'claimed', code = NULL, attempt = ${o}.attempt + 1,
  approved_by = excluded.approved_by, lease_until = excluded.lease_until, updated_at = excluded.updated_at
WHERE ${o}.state = 'failed' OR (${o}.state = 'claimed' AND ${o}.lease_until < excluded.updated_at)
RETURNING attempt`;
}

/** The recorded state of one operation. */
export function stateSql(t: Tables, p: (n: number) => string): string {
  return `SELECT state, code, attempt FROM ${t.operations} WHERE operation_id = ${p(1)}`;
}

/** Records how an attempt ended, only while that attempt holds the claim. */
export function finishSql(t: Tables, p: (n: number) => string): string {
  return `UPDATE ${t.operations} SET state = ${p(1)}, code = ${p(2)}, updated_at = ${p(3)}
WHERE operation_id = ${p(4)} AND attempt = ${p(5)} AND state = 'claimed'`;
}

/** Appends one audit record. */
export function auditSql(t: Tables, p: (n: number) => string): string {
  return `INSERT INTO ${t.audit} (event, operation_id, tool, args, by_whom, at, code, duration_ms, task_id, reason)
VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)})`;
}

/** The values of `auditSql` for a record. */
export function auditValues(r: AuditRecord): unknown[] {
  return [r.event, r.operation_id, r.tool, JSON.stringify(r.args ?? null), r.by, r.at, r.code, Math.round(r.duration_ms), r.task_id, r.reason ?? null];
}

/** An audit row read back. */
export interface AuditRow {
  readonly event: AuditRecord["event"];
  readonly operation_id: string;
  readonly tool: string;
  readonly args: string;
  readonly by_whom: string | null;
  readonly at: string;
  readonly code: string;
  readonly duration_ms: number;
  readonly task_id: string | null;
  readonly reason: string | null;
}

/** An audit row as the record it was. */
export function recordOf(row: AuditRow): AuditRecord {
  return {
    event: row.event,
    operation_id: row.operation_id,
    tool: row.tool,
    args: JSON.parse(row.args) as unknown,
    by: row.by_whom,
    at: row.at,
    code: row.code,
    duration_ms: Number(row.duration_ms),
    task_id: row.task_id,
    ...(row.reason === null ? {} : { reason: row.reason }),
  };
}

/** The store's answer from the claim's returned attempt, or else the recorded row. */
export function claimOf(
  attempt: { attempt: number | string } | undefined,
  row: { state: string; code: string | null } | undefined,
): Claim {
  if (attempt !== undefined) return { won: true, attempt: Number(attempt.attempt) };
  return { won: false, state: (row?.state ?? "claimed") as OperationState, code: row?.code ?? null };
}
