// A durable run-once store in PostgreSQL, over the application's own `pg` Pool or
// Client: `import { postgresStore } from "contractc/postgres"`. Its tables are created
// when missing, before the first query. A claim is one `INSERT ... ON CONFLICT DO
// UPDATE ... WHERE`, which PostgreSQL runs atomically against the row's latest version
// (it waits for a concurrent claim to commit, then re-checks), so processes sharing the
// database never run an operation twice.
import type { Client, Pool, PoolClient } from "pg";
import {
  auditSql, auditValues, claimOf, claimSql, createSql, finishSql, recordOf, stateSql, tables,
  type AuditRecord, type AuditRow, type Claim, type ClaimRequest, type OperationState, type RunOnceStore,
} from "./sql.js";

/** What the store queries through: the application's `pg` Pool, Client or pooled client. */
export type PostgresClient = Pool | Client | PoolClient;

/** A run-once store kept in PostgreSQL, with its audit trail. */
export interface PostgresStore extends RunOnceStore {
  claim(request: ClaimRequest): Promise<Claim>;
  finish(operationId: string, attempt: number, state: Exclude<OperationState, "claimed">, code: string): Promise<void>;
  audit(record: AuditRecord): Promise<void>;
  /** The audit records, oldest first (optionally of one operation). */
  records(operationId?: string): Promise<AuditRecord[]>;
  /** The recorded state of an operation, if any. */
  state(operationId: string): Promise<{ state: OperationState; code: string | null; attempt: number } | undefined>;
  /** Creates the tables if missing (every other method does so first); await it at start-up to fail early. */
  ready(): Promise<void>;
}

/** PostgreSQL's text cannot hold U+0000, which an approver's name or a forged proposal may carry: it is kept as U+FFFD. */
const clean = (values: readonly unknown[]): unknown[] =>
  values.map((v) => (typeof v === "string" && v.includes("\u0000") ? v.replace(/\u0000/g, "\uFFFD") : v));

/** A store in `db` (tables `<prefix>_operations` and `<prefix>_audit`, made if missing). */
export function postgresStore(db: PostgresClient, options: { readonly prefix?: string } = {}): PostgresStore {
  const t = tables(options.prefix);
  const p = (n: number): string => `$${String(n)}`;
  // Several processes may start at once: `CREATE TABLE IF NOT EXISTS` is not safe
  // against itself in PostgreSQL, so the creation holds a transaction-scoped advisory
  // lock. A simple query of several statements is one transaction, on one connection.
  const create = [`SELECT pg_advisory_xact_lock(hashtext('contractc tables ${t.operations}'))`, ...createSql(t, "BIGSERIAL PRIMARY KEY")].join(";\n");
  let made: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    made ??= db.query(create).then(
      () => undefined,
      (error: unknown) => {
        made = undefined; // tried again on the next call
        throw error;
      },
    );
    return made;
  };
  const rows = async <R>(sql: string, values: readonly unknown[]): Promise<R[]> => {
    await ready();
    return (await db.query(sql, clean(values))).rows as R[];
  };
  const claim = claimSql(t, p);
  const read = stateSql(t, p);
  const finish = finishSql(t, p);
  const audit = auditSql(t, p);
  type StateRow = { state: string; code: string | null; attempt: number };
  return {
    ready,
    claim: async (r) => {
      const [won] = await rows<{ attempt: number }>(claim, [r.operation_id, r.tool, r.by, r.lease_until, r.now]);
      return claimOf(won, won ? undefined : (await rows<StateRow>(read, [r.operation_id]))[0]);
    },
    finish: async (id, attempt, state, code) => void (await rows(finish, [state, code, Date.now(), id, attempt])),
    audit: async (r) => void (await rows(audit, auditValues(r))),
    records: async (id) =>
      (id === undefined
        ? await rows<AuditRow>(`SELECT * FROM ${t.audit} ORDER BY id`, [])
        : await rows<AuditRow>(`SELECT * FROM ${t.audit} WHERE operation_id = $1 ORDER BY id`, [id])
      ).map(recordOf),
    state: async (id) => {
      const [row] = await rows<StateRow>(read, [id]);
      return row && { state: row.state as OperationState, code: row.code, attempt: row.attempt };
    },
  };
}
