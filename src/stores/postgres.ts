// A durable run-once store in PostgreSQL, over the application's own `pg` Pool or
// Client: `import { postgresStore } from "@contractc/runtime/postgres"`. Its tables are created
// when missing, before the first query. A decision or claim is one `INSERT ... ON
// CONFLICT DO UPDATE ... WHERE`, which PostgreSQL runs atomically against the row's
// latest version (it waits for a concurrent one to commit, then re-checks), so processes
// sharing the database never run an operation twice. Leases use the server's clock.
import type { Client, Pool, PoolClient } from "pg";
import {
  auditSql, auditValues, claimOf, claimSql, createSql, decideSql, decisionOf, finishSql, operationOf,
  bindSql, holderSql, nowSql, oldSchema, operationSql, pendingSql, proposeSql, recordOf, schemaSql, reserveSql, saveTaskSql, stopTaskSql, tables, taskSql,
  unreserveSql, type AuditRecord, type AuditRow, type Claim, type ClaimRequest, type Decision,
  type DecisionRequest, type Dialect, type OperationRow, type Outcome, type ProposedRow, type Reservation,
  type RunOnceStore, type TaskRow,
} from "./sql.js";

/** What the store queries through: the application's `pg` Pool, Client or pooled client. */
export type PostgresClient = Pool | Client | PoolClient;

/** A run-once store kept in PostgreSQL, with its audit trail. */
export interface PostgresStore extends RunOnceStore {
  propose(rows: readonly ProposedRow[]): Promise<void>;
  approve(request: DecisionRequest): Promise<Decision>;
  deny(request: DecisionRequest): Promise<Decision>;
  claim(request: ClaimRequest): Promise<Claim>;
  finish(operationId: string, attempt: number, outcome: Outcome, code: string): Promise<void>;
  operation(operationId: string): Promise<OperationRow | undefined>;
  reserve(taskId: string, wants: readonly Reservation[]): Promise<number>;
  bind(key: string, operationId: string): Promise<string>;
  saveTask(taskId: string, stopped: boolean): Promise<number>;
  task(taskId: string): Promise<TaskRow | undefined>;
  stopTask(taskId: string): Promise<void>;
  audit(record: AuditRecord): Promise<void>;
  now(): Promise<number>;
  /** The audit records, oldest first (optionally of one operation). */
  records(operationId?: string): Promise<AuditRecord[]>;
  /** The sealed proposals awaiting a decision, oldest first, as JSON text (read each with `parseProposal`). */
  pending(): Promise<string[]>;
  /** Creates the tables if missing (every other method does so first); await it at start-up to fail early. */
  ready(): Promise<void>;
}

/** PostgreSQL's text cannot hold U+0000, which an approver's name may carry: it is kept as U+FFFD. */
const clean = (values: readonly unknown[]): unknown[] =>
  values.map((v) => (typeof v === "string" && v.includes("\u0000") ? v.replace(/\u0000/g, "\uFFFD") : v));

const DIALECT: Dialect = {
  p: (n) => `$${String(n)}`,
  now: "(extract(epoch from clock_timestamp()) * 1000)::bigint",
  serial: "BIGSERIAL PRIMARY KEY",
};

/** A store in `db` (tables `<prefix>_operations`, `_audit`, `_task_counts`, `_tasks` and `_once`, made if missing). */
export function postgresStore(db: PostgresClient, options: { readonly prefix?: string } = {}): PostgresStore {
  const t = tables(options.prefix);
  const d = DIALECT;
  // Several processes may start at once: `CREATE TABLE IF NOT EXISTS` is not safe
  // against itself in PostgreSQL, so the creation holds a transaction-scoped advisory
  // lock. A simple query of several statements is one transaction, on one connection.
  const create = [`SELECT pg_advisory_xact_lock(hashtext('contractc tables ${t.operations}'))`, ...createSql(t, d)].join(";\n");
  let made: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    made ??= db.query(create).then(
      () => db.query(schemaSql(t)).then(() => undefined, () => Promise.reject(oldSchema(t))),
      (error: unknown) => {
        made = undefined; // tried again on the next call
        throw error;
      },
    );
    return made;
  };
  const rows = async <R = Record<string, unknown>>(sql: string, values: readonly unknown[]): Promise<R[]> => {
    await ready();
    return (await db.query(sql, clean(values))).rows as R[];
  };
  const sql = {
    propose: proposeSql(t, d),
    approve: decideSql(t, d, "approved"),
    deny: decideSql(t, d, "denied"),
    claim: claimSql(t, d),
    finish: finishSql(t, d),
    operation: operationSql(t, d),
    reserve: reserveSql(t, d),
    unreserve: unreserveSql(t, d),
    bind: bindSql(t, d),
    holder: holderSql(t, d),
    save: saveTaskSql(t, d),
    stop: stopTaskSql(t, d),
    task: taskSql(t, d),
    audit: auditSql(t, d),
  };
  const operation = async (id: string): Promise<OperationRow | undefined> => operationOf((await rows(sql.operation, [id]))[0]);
  const decide = async (text: string, r: DecisionRequest): Promise<Decision> => {
    const [done] = await rows(text, [r.operation_id, r.tool, r.task_id, r.by]);
    return decisionOf(done, done ? undefined : await operation(r.operation_id));
  };
  return {
    ready,
    propose: async (list) => {
      for (const r of list) await rows(sql.propose, [r.operation_id, r.tool, r.task_id, r.proposal]);
    },
    approve: (r) => decide(sql.approve, r),
    deny: (r) => decide(sql.deny, r),
    claim: async (r) => {
      const [won] = await rows(sql.claim, [r.operation_id, r.tool, r.task_id, r.by, r.lease_ms, r.rerun ? 1 : 0]);
      return claimOf(won, won ? undefined : await operation(r.operation_id));
    },
    finish: async (id, attempt, outcome, code) => void (await rows(sql.finish, [outcome, code, id, attempt])),
    operation,
    // Each counter is reserved atomically; one that does not fit gives back those before it,
    // so a concurrent reader may see a passing over-reservation, never an overspend.
    reserve: async (taskId, wants) => {
      const taken: Reservation[] = [];
      for (const [i, w] of wants.entries()) {
        const [ok] = w.n > w.max ? [] : await rows(sql.reserve, [taskId, w.key, w.n, w.max]);
        if (ok === undefined) {
          for (const back of taken) await rows(sql.unreserve, [back.n, taskId, back.key]);
          return i;
        }
        taken.push(w);
      }
      return -1;
    },
    bind: async (key, operationId) => {
      type Held = { operation_id: string };
      const [won] = await rows<Held>(sql.bind, [key, operationId]);
      return (won ?? (await rows<Held>(sql.holder, [key]))[0])?.operation_id ?? operationId;
    },
    saveTask: async (taskId, stopped) => Number((await rows<{ version: string }>(sql.save, [taskId, stopped ? 1 : 0]))[0]?.version),
    task: async (taskId) => {
      const [row] = await rows<{ version: string; stopped: number }>(sql.task, [taskId]);
      return row && { version: Number(row.version), stopped: Number(row.stopped) === 1 };
    },
    stopTask: async (taskId) => void (await rows(sql.stop, [taskId])),
    // No table needed: the server's clock alone.
    now: async () => Number((await db.query<{ now: string }>(nowSql(d))).rows[0]?.now),
    audit: async (r) => void (await rows(sql.audit, auditValues(r))),
    records: async (id) =>
      (id === undefined
        ? await rows<AuditRow>(`SELECT * FROM ${t.audit} ORDER BY id`, [])
        : await rows<AuditRow>(`SELECT * FROM ${t.audit} WHERE operation_id = $1 ORDER BY id`, [id])
      ).map(recordOf),
    pending: async () => (await rows<{ proposal: string }>(pendingSql(t), [])).map((r) => r.proposal),
  };
}
