// The stores under test, opened the same way in the test and in each worker process:
// the store itself, the writer's idempotent effect (a `refunds` row per operation id),
// a count of writer calls, and what the test reads back.
import Database from "better-sqlite3";
import pg from "pg";
import { postgresStore } from "../../src/stores/postgres.js";
import { sqliteStore } from "../../src/stores/sqlite.js";
import type { AuditRecord, RunOnceStore } from "../../src/stores/sql.js";

/** The stores under test. */
export type Backend = "sqlite" | "postgres";

/** An opened store and the writer's side of the same database. */
export interface Opened {
  readonly store: RunOnceStore;
  /** Counts one writer call of `operationId`. */
  call(operationId: string): Promise<void>;
  /** The writer's effect, kept once per operation id (downstream idempotency). */
  write(operationId: string, amount: number): Promise<void>;
  /** Writer calls per operation, refund rows, and the audit records. */
  read(): Promise<{ calls: Map<string, number>; refunds: number; audit: AuditRecord[] }>;
  close(): Promise<void>;
}

/** Opens `backend` at `where` (a file for SQLite, a connection string for PostgreSQL). */
export async function openStore(backend: Backend, where: string): Promise<Opened> {
  return backend === "sqlite" ? openSqlite(where) : openPostgres(where);
}

function openSqlite(file: string): Opened {
  const db = new Database(file, { timeout: 10000 });
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE IF NOT EXISTS refunds (operation_id TEXT PRIMARY KEY, amount REAL NOT NULL)");
  db.exec("CREATE TABLE IF NOT EXISTS writer_calls (id INTEGER PRIMARY KEY AUTOINCREMENT, operation_id TEXT NOT NULL)");
  const store = sqliteStore(db);
  return {
    store,
    call: async (id) => void db.prepare("INSERT INTO writer_calls (operation_id) VALUES (?)").run(id),
    write: async (id, amount) => void db.prepare("INSERT INTO refunds VALUES (?, ?) ON CONFLICT DO NOTHING").run(id, amount),
    read: async () => {
      const calls = new Map<string, number>();
      for (const r of db.prepare("SELECT operation_id, count(*) AS n FROM writer_calls GROUP BY operation_id").all() as { operation_id: string; n: number }[])
        calls.set(r.operation_id, r.n);
      const refunds = (db.prepare("SELECT count(*) AS n FROM refunds").get() as { n: number }).n;
      return { calls, refunds, audit: store.records() };
    },
    close: async () => void db.close(),
  };
}

async function openPostgres(url: string): Promise<Opened> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // Every worker makes these at once; the lock keeps concurrent CREATEs from colliding.
  await pool.query(`SELECT pg_advisory_xact_lock(1);
CREATE TABLE IF NOT EXISTS refunds (operation_id TEXT PRIMARY KEY, amount REAL NOT NULL);
CREATE TABLE IF NOT EXISTS writer_calls (id BIGSERIAL PRIMARY KEY, operation_id TEXT NOT NULL)`);
  const store = postgresStore(pool);
  // Opened as a running application has it: tables made and the pool's connections open.
  await store.ready();
  await Promise.all(Array.from({ length: 4 }, () => pool.query("SELECT 1")));
  return {
    store,
    call: async (id) => void (await pool.query("INSERT INTO writer_calls (operation_id) VALUES ($1)", [id])),
    write: async (id, amount) => void (await pool.query("INSERT INTO refunds VALUES ($1, $2) ON CONFLICT DO NOTHING", [id, amount])),
    read: async () => {
      const calls = new Map<string, number>();
      for (const r of (await pool.query<{ operation_id: string; n: string }>("SELECT operation_id, count(*) AS n FROM writer_calls GROUP BY operation_id")).rows)
        calls.set(r.operation_id, Number(r.n));
      const refunds = Number((await pool.query<{ n: string }>("SELECT count(*) AS n FROM refunds")).rows[0]?.n);
      return { calls, refunds, audit: await store.records() };
    },
    close: () => pool.end(),
  };
}
