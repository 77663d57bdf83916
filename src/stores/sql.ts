// The SQL shared by the durable run-once stores: a table of operations (decision,
// outcome, attempt, lease), one of per-task counters, one of tasks (latest saved version,
// stopped) and one of audit records. Every decision and claim is a single upsert, so the
// database decides atomically which of many concurrent requests wins; leases are read
// and written by the database's clock, never a client's.
import type { AuditRecord, Claim, Decision, OperationRow, OperationState } from "../runtime/runtime-store.js";

export type {
  AuditRecord, Claim, ClaimRequest, Decision, DecisionRequest, OperationRow, OperationState, Outcome,
  ProposedRow, Reservation, RunOnceStore, TaskRow,
} from "../runtime/runtime-store.js";

/** The names of a store's tables, from a prefix (`contractc` by default). */
export interface Tables {
  readonly operations: string;
  readonly audit: string;
  readonly counts: string;
  readonly tasks: string;
  readonly once: string;
}

/** What differs between the dialects: placeholders and the clock in epoch milliseconds. */
export interface Dialect {
  readonly p: (n: number) => string;
  readonly now: string;
  readonly serial: string;
}

/** The tables for `prefix`; a prefix must be a plain SQL identifier, since it is written into the SQL. */
export function tables(prefix = "contractc"): Tables {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(prefix))
    throw new TypeError(`contractc store: the table prefix must be letters, digits and _, not ${JSON.stringify(prefix)}`);
  return { operations: `${prefix}_operations`, audit: `${prefix}_audit`, counts: `${prefix}_task_counts`, tasks: `${prefix}_tasks`, once: `${prefix}_once` };
}

/** `CREATE TABLE IF NOT EXISTS` for every table. */
export function createSql(t: Tables, d: Dialect): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${t.operations} (
  operation_id TEXT PRIMARY KEY,
  tool TEXT NOT NULL,
  task_id TEXT,
  state TEXT NOT NULL,
  code TEXT,
  attempt INTEGER NOT NULL,
  approved_by TEXT,
  approved_in INTEGER NOT NULL,
  denied_by TEXT,
  proposal TEXT,
  lease_until BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
)`,
    `CREATE TABLE IF NOT EXISTS ${t.audit} (
  id ${d.serial},
  event TEXT NOT NULL,
  operation_id TEXT NOT NULL,
  tool TEXT NOT NULL,
  args TEXT NOT NULL,
  by_whom TEXT,
  at TEXT NOT NULL,
  code TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  task_id TEXT,
  reason TEXT,
  digest TEXT
)`,
    `CREATE TABLE IF NOT EXISTS ${t.counts} (
  task_id TEXT NOT NULL,
  key TEXT NOT NULL,
  used BIGINT NOT NULL,
  PRIMARY KEY (task_id, key)
)`,
    `CREATE TABLE IF NOT EXISTS ${t.tasks} (
  task_id TEXT PRIMARY KEY,
  version BIGINT NOT NULL,
  stopped INTEGER NOT NULL
)`,
    `CREATE TABLE IF NOT EXISTS ${t.once} (
  key TEXT PRIMARY KEY,
  operation_id TEXT NOT NULL
)`,
  ];
}

const COLUMNS = "operation_id, tool, task_id, state, code, attempt, approved_by, approved_in, denied_by, proposal, lease_until, updated_at";

/** A query that fails when a table was made by an earlier version, without some column this one needs. */
export function schemaSql(t: Tables): string {
  return `SELECT ${COLUMNS} FROM ${t.operations} WHERE 1 = 0`;
}

/** The error for tables made by an earlier version: what to do, not the database's words. */
export function oldSchema(t: Tables): Error {
  return new Error(
    `contractc store: the table ${t.operations} was made by an earlier version of contractc and lacks columns this one needs; ` +
      "drop the store's tables (nothing in them is carried over) or give the store another { prefix }",
  );
}

/** Records a proposal as `proposed`, unless its id is known. `$n`: operation_id, tool, task_id, proposal. */
export function proposeSql(t: Tables, d: Dialect): string {
  const { p } = d;
  return `INSERT INTO ${t.operations} (${COLUMNS})
VALUES (${p(1)}, ${p(2)}, ${p(3)}, 'proposed', NULL, 0, NULL, 0, NULL, ${p(4)}, 0, ${d.now})
ON CONFLICT (operation_id) DO NOTHING`;
}

/**
 * A decision: the operation becomes `approved` (from `proposed`) or `denied` (from
 * `proposed` or `approved`), or is left alone and returns nothing. `$n`: operation_id,
 * tool, task_id, by.
 */
export function decideSql(t: Tables, d: Dialect, to: "approved" | "denied"): string {
  const { p } = d;
  const o = t.operations;
  const [approver, denier] = to === "approved" ? [p(4), "NULL"] : ["NULL", p(4)];
  const from = to === "approved" ? `'proposed'` : `'proposed', 'approved'`;
  const set = to === "approved" ? "approved_by = excluded.approved_by, approved_in = 0" : "denied_by = excluded.denied_by";
  return `INSERT INTO ${o} (${COLUMNS})
VALUES (${p(1)}, ${p(2)}, ${p(3)}, '${to}', NULL, 0, ${approver}, 0, ${denier}, NULL, 0, ${d.now})
ON CONFLICT (operation_id) DO UPDATE SET state = '${to}', ${set}, updated_at = excluded.updated_at
WHERE ${o}.state IN (${from})
RETURNING state`;
}

/**
 * The claim: an operation proposed, approved, unknown to the store or failed becomes
 * `claimed` with its attempt counted up (recording its approver when it had none); with
 * the re-run flag, one whose outcome is unknown (or whose claim's lease ran out) too. Any
 * other row is left alone and returns nothing. `$n`: operation_id, tool, task_id, by,
 * lease_ms, rerun (1 or 0).
 */
export function claimSql(t: Tables, d: Dialect): string {
  const { p } = d;
  const o = t.operations;
  return `INSERT INTO ${o} (${COLUMNS})
VALUES (${p(1)}, ${p(2)}, ${p(3)}, 'claimed', NULL, 1, ${p(4)}, 1, NULL, NULL, ${d.now} + ${p(5)}, ${d.now})
ON CONFLICT (operation_id) DO UPDATE SET state = 'claimed', code = NULL, attempt = ${o}.attempt + 1,
  approved_in = CASE WHEN ${o}.approved_by IS NULL THEN ${o}.attempt + 1 ELSE ${o}.approved_in END,
  approved_by = COALESCE(${o}.approved_by, excluded.approved_by),
  lease_until = excluded.lease_until, updated_at = excluded.updated_at
WHERE ${o}.state IN ('proposed', 'approved', 'failed')
  OR (${p(6)} = 1 AND (${o}.state = 'unknown' OR (${o}.state = 'claimed' AND ${o}.lease_until < excluded.updated_at)))
RETURNING attempt, approved_in`;
}

/** Records how an attempt ended, only while that attempt holds the claim. `$n`: state, code, operation_id, attempt. */
export function finishSql(t: Tables, d: Dialect): string {
  const { p } = d;
  return `UPDATE ${t.operations} SET state = ${p(1)}, code = ${p(2)}, updated_at = ${d.now}
WHERE operation_id = ${p(3)} AND attempt = ${p(4)} AND state = 'claimed'`;
}

/** One operation's row; a claim whose lease ran out reads as `unknown`. `$n`: operation_id. */
export function operationSql(t: Tables, d: Dialect): string {
  return `SELECT operation_id, tool, CASE WHEN state = 'claimed' AND lease_until < ${d.now} THEN 'unknown' ELSE state END AS state,
  code, attempt, approved_by, denied_by, task_id
FROM ${t.operations} WHERE operation_id = ${d.p(1)}`;
}

/** The database's clock in epoch milliseconds. */
export function nowSql(d: Dialect): string {
  return `SELECT ${d.now} AS now`;
}

/** The proposals awaiting a decision, oldest first. */
export function pendingSql(t: Tables): string {
  return `SELECT proposal FROM ${t.operations} WHERE state = 'proposed' AND proposal IS NOT NULL ORDER BY updated_at, operation_id`;
}

/** Reserves `used` more of one counter within a cap, or returns nothing. `$n`: task_id, key, n, max. */
export function reserveSql(t: Tables, d: Dialect): string {
  const { p } = d;
  const c = t.counts;
  return `INSERT INTO ${c} (task_id, key, used) VALUES (${p(1)}, ${p(2)}, ${p(3)})
ON CONFLICT (task_id, key) DO UPDATE SET used = ${c}.used + excluded.used
WHERE ${c}.used + excluded.used <= ${p(4)}
RETURNING used`;
}

/** Gives back a reservation. `$n`: n, task_id, key. */
export function unreserveSql(t: Tables, d: Dialect): string {
  const { p } = d;
  return `UPDATE ${t.counts} SET used = used - ${p(1)} WHERE task_id = ${p(2)} AND key = ${p(3)}`;
}

/**
 * Binds a `once` key to an operation, taking it over only from one that failed or was
 * denied; returns the holder when it changed, else nothing. `$n`: key, operation_id.
 */
export function bindSql(t: Tables, d: Dialect): string {
  const { p } = d;
  return `INSERT INTO ${t.once} (key, operation_id) VALUES (${p(1)}, ${p(2)})
ON CONFLICT (key) DO UPDATE SET operation_id = excluded.operation_id
WHERE ${t.once}.operation_id = excluded.operation_id
  OR (SELECT state FROM ${t.operations} WHERE operation_id = ${t.once}.operation_id) IN ('failed', 'denied')
RETURNING operation_id`;
}

/** The operation holding a `once` key. `$n`: key. */
export function holderSql(t: Tables, d: Dialect): string {
  return `SELECT operation_id FROM ${t.once} WHERE key = ${d.p(1)}`;
}

/** Counts a task's saved version up (stopped stays stopped). `$n`: task_id, stopped (1 or 0). */
export function saveTaskSql(t: Tables, d: Dialect): string {
  const { p } = d;
  return `INSERT INTO ${t.tasks} (task_id, version, stopped) VALUES (${p(1)}, 1, ${p(2)})
ON CONFLICT (task_id) DO UPDATE SET version = ${t.tasks}.version + 1,
  stopped = CASE WHEN excluded.stopped = 1 THEN 1 ELSE ${t.tasks}.stopped END
RETURNING version`;
}

/** Marks a task stopped. `$n`: task_id. */
export function stopTaskSql(t: Tables, d: Dialect): string {
  return `INSERT INTO ${t.tasks} (task_id, version, stopped) VALUES (${d.p(1)}, 0, 1)
ON CONFLICT (task_id) DO UPDATE SET stopped = 1`;
}

/** A task's latest version and stopped state. `$n`: task_id. */
export function taskSql(t: Tables, d: Dialect): string {
  return `SELECT version, stopped FROM ${t.tasks} WHERE task_id = ${d.p(1)}`;
}

/** Appends one audit record. */
export function auditSql(t: Tables, d: Dialect): string {
  const { p } = d;
  return `INSERT INTO ${t.audit} (event, operation_id, tool, args, by_whom, at, code, duration_ms, task_id, reason, digest)
VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, ${p(11)})`;
}

/** The values of `auditSql` for a record. */
export function auditValues(r: AuditRecord): unknown[] {
  return [
    r.event, r.operation_id, r.tool, JSON.stringify(r.args ?? null), r.by, r.at, r.code,
    Math.round(r.duration_ms), r.task_id, r.reason ?? null, r.digest ?? null,
  ];
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
  readonly digest: string | null;
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
    ...(row.digest === null ? {} : { digest: row.digest }),
  };
}

/** An operation row as read from either database (PostgreSQL returns BIGINT as text). */
export function operationOf(row: Record<string, unknown> | undefined): OperationRow | undefined {
  if (row === undefined) return undefined;
  const text = (v: unknown): string | null => (typeof v === "string" ? v : null);
  return {
    operation_id: String(row["operation_id"]),
    tool: String(row["tool"]),
    state: String(row["state"]) as OperationState,
    code: text(row["code"]),
    attempt: Number(row["attempt"]),
    approved_by: text(row["approved_by"]),
    denied_by: text(row["denied_by"]),
    task_id: text(row["task_id"]),
  };
}

/** A decision's answer from what its upsert returned, or else the recorded row. */
export function decisionOf(returned: unknown, row: OperationRow | undefined): Decision {
  if (returned !== undefined) return { recorded: true };
  if (row === undefined) throw new Error("contractc store: a decision neither recorded nor found");
  return { recorded: false, row };
}

/** A claim's answer from what its upsert returned, or else the recorded row. */
export function claimOf(returned: Record<string, unknown> | undefined, row: OperationRow | undefined): Claim {
  if (returned !== undefined) {
    const attempt = Number(returned["attempt"]);
    return { won: true, attempt, approved_now: Number(returned["approved_in"]) === attempt };
  }
  if (row === undefined) throw new Error("contractc store: a claim neither won nor found");
  return { won: false, row };
}
