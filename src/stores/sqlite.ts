// A durable run-once store in SQLite, over the application's own better-sqlite3
// connection: `import { sqliteStore } from "contractc/sqlite"`. Its tables are created
// when missing. Every statement is one atomic step, so processes sharing the file
// (WAL mode recommended) never run an operation twice.
import type { Database } from "better-sqlite3";
import {
  auditSql, auditValues, claimOf, claimSql, createSql, finishSql, recordOf, stateSql, tables,
  type AuditRecord, type AuditRow, type Claim, type ClaimRequest, type OperationState, type RunOnceStore,
} from "./sql.js";

/** A run-once store kept in SQLite, with its audit trail. */
export interface SqliteStore extends RunOnceStore {
  claim(request: ClaimRequest): Claim;
  finish(operationId: string, attempt: number, state: Exclude<OperationState, "claimed">, code: string): void;
  audit(record: AuditRecord): void;
  /** The audit records, oldest first (optionally of one operation). */
  records(operationId?: string): AuditRecord[];
  /** The recorded state of an operation, if any. */
  state(operationId: string): { state: OperationState; code: string | null; attempt: number } | undefined;
}

/** A store in `db` (tables `<prefix>_operations` and `<prefix>_audit`, made if missing). */
export function sqliteStore(db: Database, options: { readonly prefix?: string } = {}): SqliteStore {
  const t = tables(options.prefix);
  for (const sql of createSql(t, "INTEGER PRIMARY KEY AUTOINCREMENT")) db.exec(sql);
  // Each statement uses each value once, in order, so plain `?` places them.
  const p = (): string => "?";
  const claim = db.prepare<unknown[], { attempt: number }>(claimSql(t, p));
  const read = db.prepare<unknown[], { state: string; code: string | null; attempt: number }>(stateSql(t, p));
  const finish = db.prepare(finishSql(t, p));
  const audit = db.prepare(auditSql(t, p));
  const all = db.prepare<unknown[], AuditRow>(`SELECT * FROM ${t.audit} ORDER BY id`);
  const one = db.prepare<unknown[], AuditRow>(`SELECT * FROM ${t.audit} WHERE operation_id = ? ORDER BY id`);
  return {
    claim: (r) => {
      const won = claim.get(r.operation_id, r.tool, r.by, r.lease_until, r.now);
      return claimOf(won, won ? undefined : read.get(r.operation_id));
    },
    finish: (id, attempt, state, code) => void finish.run(state, code, Date.now(), id, attempt),
    audit: (r) => void audit.run(...auditValues(r)),
    records: (id) => (id === undefined ? all.all() : one.all(id)).map(recordOf),
    state: (id) => {
      const row = read.get(id);
      return row && { state: row.state as OperationState, code: row.code, attempt: row.attempt };
    },
  };
}
