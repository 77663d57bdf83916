// A durable run-once store in SQLite, over the application's own better-sqlite3
// connection: `import { sqliteStore } from "@contractc/runtime/sqlite"`. Its tables are created
// when missing. Every decision and claim is one statement, and a reservation one
// transaction, so processes sharing the file (WAL mode recommended) never run an
// operation twice nor spend a task's budget twice.
import type { Database } from "better-sqlite3";
import {
  auditSql, auditValues, claimOf, claimSql, createSql, decideSql, decisionOf, finishSql, operationOf,
  bindSql, holderSql, nowSql, oldSchema, operationSql, pendingSql, proposeSql, recordOf, schemaSql, reserveSql, saveTaskSql, stopTaskSql, tables, taskSql,
  type AuditRecord, type AuditRow, type Claim, type ClaimRequest, type Decision, type DecisionRequest,
  type Dialect, type OperationRow, type Outcome, type ProposedRow, type Reservation, type RunOnceStore,
  type TaskRow,
} from "./sql.js";

/** A run-once store kept in SQLite, with its audit trail. */
export interface SqliteStore extends RunOnceStore {
  propose(rows: readonly ProposedRow[]): void;
  approve(request: DecisionRequest): Decision;
  deny(request: DecisionRequest): Decision;
  claim(request: ClaimRequest): Claim;
  finish(operationId: string, attempt: number, outcome: Outcome, code: string): void;
  operation(operationId: string): OperationRow | undefined;
  reserve(taskId: string, wants: readonly Reservation[]): number;
  bind(key: string, operationId: string): string;
  saveTask(taskId: string, stopped: boolean): number;
  task(taskId: string): TaskRow | undefined;
  stopTask(taskId: string): void;
  audit(record: AuditRecord): void;
  now(): number;
  /** The audit records, oldest first (optionally of one operation). */
  records(operationId?: string): AuditRecord[];
  /** The sealed proposals awaiting a decision, oldest first, as JSON text (read each with `parseProposal`). */
  pending(): string[];
}

/** SQLite's clock in epoch milliseconds; SQLite runs in the application's process, on its machine's clock. */
const NOW = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";

/** A store in `db` (tables `<prefix>_operations`, `_audit`, `_task_counts`, `_tasks` and `_once`, made if missing). */
export function sqliteStore(db: Database, options: { readonly prefix?: string } = {}): SqliteStore {
  const t = tables(options.prefix);
  // Each statement uses each value once, in order, so plain `?` places them.
  const d: Dialect = { p: () => "?", now: NOW, serial: "INTEGER PRIMARY KEY AUTOINCREMENT" };
  for (const sql of createSql(t, d)) db.exec(sql);
  try {
    db.prepare(schemaSql(t)).all();
  } catch {
    throw oldSchema(t);
  }
  const s = {
    propose: db.prepare(proposeSql(t, d)),
    approve: db.prepare(decideSql(t, d, "approved")),
    deny: db.prepare(decideSql(t, d, "denied")),
    claim: db.prepare<unknown[], Record<string, unknown>>(claimSql(t, d)),
    finish: db.prepare(finishSql(t, d)),
    operation: db.prepare<unknown[], Record<string, unknown>>(operationSql(t, d)),
    pending: db.prepare<unknown[], { proposal: string }>(pendingSql(t)),
    reserve: db.prepare(reserveSql(t, d)),
    bind: db.prepare<unknown[], { operation_id: string }>(bindSql(t, d)),
    holder: db.prepare<unknown[], { operation_id: string }>(holderSql(t, d)),
    save: db.prepare<unknown[], { version: number }>(saveTaskSql(t, d)),
    stop: db.prepare(stopTaskSql(t, d)),
    task: db.prepare<unknown[], { version: number; stopped: number }>(taskSql(t, d)),
    audit: db.prepare(auditSql(t, d)),
    now: db.prepare<unknown[], { now: number }>(nowSql(d)),
    all: db.prepare<unknown[], AuditRow>(`SELECT * FROM ${t.audit} ORDER BY id`),
    one: db.prepare<unknown[], AuditRow>(`SELECT * FROM ${t.audit} WHERE operation_id = ? ORDER BY id`),
  };
  const operation = (id: string): OperationRow | undefined => operationOf(s.operation.get(id));
  const proposeAll = db.transaction((rows: readonly ProposedRow[]) => {
    for (const r of rows) s.propose.run(r.operation_id, r.tool, r.task_id, r.proposal);
  });
  // Every reservation or none: a transaction rolls back the ones made before a refusal.
  const reserveAll = db.transaction((taskId: string, wants: readonly Reservation[]) => {
    wants.forEach((w, i) => {
      if (w.n > w.max || s.reserve.get(taskId, w.key, w.n, w.max) === undefined) throw new Refused(i);
    });
  });
  const decide = (st: typeof s.approve, r: DecisionRequest): Decision => {
    const done = st.get(r.operation_id, r.tool, r.task_id, r.by);
    return decisionOf(done, done ? undefined : operation(r.operation_id));
  };
  return {
    propose: (rows) => proposeAll(rows),
    approve: (r) => decide(s.approve, r),
    deny: (r) => decide(s.deny, r),
    claim: (r) => {
      const won = s.claim.get(r.operation_id, r.tool, r.task_id, r.by, r.lease_ms, r.rerun ? 1 : 0);
      return claimOf(won, won ? undefined : operation(r.operation_id));
    },
    finish: (id, attempt, outcome, code) => void s.finish.run(outcome, code, id, attempt),
    operation,
    reserve: (taskId, wants) => {
      try {
        reserveAll(taskId, wants);
        return -1;
      } catch (e) {
        if (e instanceof Refused) return e.index;
        throw e;
      }
    },
    bind: (key, operationId) =>
      (s.bind.get(key, operationId) ?? s.holder.get(key))?.operation_id ?? operationId,
    saveTask: (taskId, stopped) => Number(s.save.get(taskId, stopped ? 1 : 0)?.version),
    task: (taskId) => {
      const row = s.task.get(taskId);
      return row && { version: Number(row.version), stopped: row.stopped === 1 };
    },
    stopTask: (taskId) => void s.stop.run(taskId),
    now: () => Number(s.now.get()?.now),
    audit: (r) => void s.audit.run(...auditValues(r)),
    records: (id) => (id === undefined ? s.all.all() : s.one.all(id)).map(recordOf),
    pending: () => s.pending.all().map((r) => r.proposal),
  };
}

/** A reservation that did not fit: rolls the transaction back. */
class Refused extends Error {
  constructor(readonly index: number) {
    super("reservation refused");
  }
}
