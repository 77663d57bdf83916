// The contract every store keeps, in memory, SQLite and PostgreSQL alike: tables made when
// missing; decisions recorded once (approve from proposed, deny before a run, never after);
// one winner per claim; a failed operation claimed again with its attempt counted up; a
// claim whose lease ran out read as unknown and run again only on an explicit re-run; only
// the holding attempt finishing; per-task reservations all or none; once keys bound to one
// operation; saved task versions; and the audit trail read back as written. Then what PostgreSQL alone needs: a Client as
// well as a Pool, tables made by many processes at once, and text PostgreSQL cannot hold.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDispatcher, memoryStore, newTask } from "../../generated/larkfield/index.js";
import { postgresStore, type PostgresStore } from "../../src/stores/postgres.js";
import type { AuditRecord, ClaimRequest, DecisionRequest, RunOnceStore } from "../../src/stores/sql.js";
import { sqliteStore, type SqliteStore } from "../../src/stores/sqlite.js";
import { startPostgres, type PostgresServer } from "./postgres-server.js";

type Store = RunOnceStore & { records(id?: string): AuditRecord[] | Promise<AuditRecord[]>; pending(): string[] | Promise<string[]> };

const request = (operation_id: string, extra: Partial<ClaimRequest> = {}): ClaimRequest => ({
  operation_id, tool: "request_refund", by: "amira", task_id: "T-1", lease_ms: 60_000, rerun: false, ...extra,
});
const decision = (operation_id: string, by = "amira"): DecisionRequest => ({ operation_id, tool: "request_refund", by, task_id: "T-1" });
const record = (event: AuditRecord["event"], operation_id: string, extra: Partial<AuditRecord> = {}): AuditRecord => ({
  event, operation_id, tool: "request_refund", args: { order_id: "LK-100001", amount: 12.5 }, by: "amira",
  at: "2026-01-02T03:04:05.000Z", code: "ok", duration_ms: 3, task_id: "T-1", ...extra,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let server: PostgresServer;
let pools: pg.Pool[] = [];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-store-contract-"));
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  pools = [];
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** One database per test: a file, or a database on the server; `open` gives a store over it (a new connection each time). */
const backends: Record<string, (name: string) => Promise<(prefix?: string) => Store>> = {
  memory: async () => {
    const store = memoryStore();
    return () => store;
  },
  sqlite: async (name: string) => {
    const file = path.join(dir, `${name}.sqlite`);
    return (prefix?: string): SqliteStore => sqliteStore(new Database(file), prefix === undefined ? {} : { prefix });
  },
  postgres: async (name: string) => {
    const url = await server.database(name);
    return (prefix?: string): PostgresStore => {
      const pool = new pg.Pool({ connectionString: url, max: 10 });
      pools.push(pool);
      return postgresStore(pool, prefix === undefined ? {} : { prefix });
    };
  },
};

const state = async (store: Store, id: string) => {
  const row = await store.operation(id);
  return row && [row.state, row.code, row.attempt];
};

for (const [backend, database] of Object.entries(backends)) {
  describe(`the ${backend} store`, () => {
    if (backend !== "memory")
      it("makes its tables when missing, and opens over them again", async () => {
        const open = await database("tables");
        const first = open("app");
        expect(await first.claim(request("op-1"))).toEqual({ won: true, attempt: 1, approved_now: true });
        expect(await state(open("app"), "op-1")).toEqual(["claimed", null, 1]);
        // Another prefix is another set of tables.
        expect(await open().operation("op-1")).toBeUndefined();
        if (backend === "sqlite") expect(() => open("x; DROP TABLE y")).toThrow(/prefix must be letters, digits and _/);
      });

    it("records a decision once: approve from proposed, deny before a run, never after", async () => {
      const store = (await database("decide"))();
      await store.propose([{ operation_id: "op-1", tool: "request_refund", task_id: "T-1", proposal: "{\"p\":1}" }]);
      expect(await store.pending()).toEqual(["{\"p\":1}"]);
      expect(await store.approve(decision("op-1"))).toEqual({ recorded: true });
      expect(await store.pending()).toEqual([]);
      const again = await store.approve(decision("op-1", "noor"));
      expect(again.recorded === false && [again.row.state, again.row.approved_by]).toEqual(["approved", "amira"]);
      // A second reviewer may still deny what was approved and has not run; then nothing approves it again.
      expect(await store.deny(decision("op-1", "noor"))).toEqual({ recorded: true });
      const late = await store.approve(decision("op-1"));
      expect(late.recorded === false && [late.row.state, late.row.approved_by, late.row.denied_by]).toEqual(["denied", "amira", "noor"]);
      const claim = await store.claim(request("op-1"));
      expect(claim.won === false && claim.row.state).toBe("denied");
      // Nothing denies what has run.
      await store.claim(request("op-2"));
      const deny = await store.deny(decision("op-2"));
      expect(deny.recorded === false && deny.row.state).toBe("claimed");
    });

    it("lets one claim win, approving it when nobody did; answers the others from the record", async () => {
      const store = (await database("claims"))();
      expect(await store.approve(decision("op-0"))).toEqual({ recorded: true });
      expect(await store.claim(request("op-0"))).toEqual({ won: true, attempt: 1, approved_now: false });
      expect(await store.claim(request("op-1"))).toEqual({ won: true, attempt: 1, approved_now: true });
      expect(await state(store, "op-1")).toEqual(["claimed", null, 1]);
      const busy = await store.claim(request("op-1"));
      expect(busy.won === false && busy.row.state).toBe("claimed");
      await store.finish("op-1", 1, "done", "ok");
      expect(await state(store, "op-1")).toEqual(["done", "ok", 1]);
      const done = await store.claim(request("op-1", { rerun: true }));
      expect(done.won === false && done.row.state).toBe("done");
    });

    it("claims a failed operation again, counting the attempt up", async () => {
      const store = (await database("failed"))();
      await store.claim(request("op-1"));
      await store.finish("op-1", 1, "failed", "service_unavailable");
      expect(await state(store, "op-1")).toEqual(["failed", "service_unavailable", 1]);
      expect(await store.claim(request("op-1"))).toEqual({ won: true, attempt: 2, approved_now: false });
      await store.finish("op-1", 2, "done", "ok");
      expect(await state(store, "op-1")).toEqual(["done", "ok", 2]);
    });

    it("reads a claim whose lease ran out as unknown, and runs it again only on an explicit re-run", async () => {
      const store = (await database("lease"))();
      await store.claim(request("op-1", { lease_ms: 40 }));
      await sleep(120);
      expect(await state(store, "op-1")).toEqual(["unknown", null, 1]);
      const plain = await store.claim(request("op-1"));
      expect(plain.won === false && plain.row.state).toBe("unknown");
      expect(await store.claim(request("op-1", { rerun: true }))).toEqual({ won: true, attempt: 2, approved_now: false });
      await store.finish("op-1", 1, "done", "ok"); // the abandoned first attempt, late: changes nothing
      expect(await state(store, "op-1")).toEqual(["claimed", null, 2]);
      await store.finish("op-1", 2, "unknown", "service_timeout");
      const again = await store.claim(request("op-1"));
      expect(again.won === false && again.row.state).toBe("unknown");
      expect((await store.claim(request("op-1", { rerun: true }))).won).toBe(true);
    });

    it("reserves a task's counters all or none, and names the first that does not fit", async () => {
      const store = (await database("reserve"))();
      const wants = (n: number, m = 1) => [{ key: "refund", max: 3, n: m }, { key: "refund.amount", max: 500, n }];
      expect(await store.reserve("T-1", wants(300))).toBe(-1);
      expect(await store.reserve("T-1", wants(300))).toBe(1);
      expect(await store.reserve("T-1", wants(200))).toBe(-1);
      expect(await store.reserve("T-1", wants(0))).toBe(-1);
      expect(await store.reserve("T-1", wants(0))).toBe(0);
      expect(await store.reserve("T-2", wants(500))).toBe(-1);
      expect(await store.reserve("T-3", wants(0, 4))).toBe(0);
    });

    it("counts a task's saved versions up, and keeps it stopped", async () => {
      const store = (await database("tasks"))();
      expect(await store.task("T-1")).toBeUndefined();
      expect(await store.saveTask("T-1", false)).toBe(1);
      expect(await store.saveTask("T-1", false)).toBe(2);
      expect(await store.task("T-1")).toEqual({ version: 2, stopped: false });
      await store.stopTask("T-1");
      expect(await store.saveTask("T-1", false)).toBe(3);
      expect(await store.task("T-1")).toEqual({ version: 3, stopped: true });
    });

    it("keeps audit records as written, oldest first", async () => {
      const store = (await database("audit"))();
      await store.audit(record("propose", "op-1", { by: null }));
      await store.audit(record("deny", "op-2", { code: "denied", reason: "Already refunded." }));
      await store.audit(record("execute", "", { args: null, task_id: null, code: "invalid_proposal", digest: "sha256:ab" }));
      const all = await store.records();
      expect(all).toEqual([
        record("propose", "op-1", { by: null }),
        record("deny", "op-2", { code: "denied", reason: "Already refunded." }),
        record("execute", "", { args: null, task_id: null, code: "invalid_proposal", digest: "sha256:ab" }),
      ]);
    });

    it("binds a once key to one operation, handing it over only from one that failed or was denied", async () => {
      const store = (await database("once"))();
      await store.claim(request("op-1"));
      expect(await store.bind("refund#order_id=\"O-1\"", "op-1")).toBe("op-1");
      expect(await store.bind("refund#order_id=\"O-1\"", "op-1")).toBe("op-1");
      expect(await store.bind("refund#order_id=\"O-1\"", "op-2")).toBe("op-1");
      expect(await store.bind("refund#order_id=\"O-2\"", "op-2")).toBe("op-2");
      await store.finish("op-1", 1, "failed", "once_used");
      expect(await store.bind("refund#order_id=\"O-1\"", "op-2")).toBe("op-2");
      await store.deny(decision("op-3"));
      expect(await store.bind("refund#order_id=\"O-3\"", "op-3")).toBe("op-3");
      expect(await store.bind("refund#order_id=\"O-3\"", "op-4")).toBe("op-4");
    });

    it("lets one of 50 concurrent binds of one key over several connections hold it", async () => {
      const open = await database("once-race");
      const stores = [open(), open(), open()];
      await Promise.all(stores.map((s) => s.operation("warm-up")));
      const held = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 3]!.bind("k", `op-${i}`)));
      expect(new Set(held).size).toBe(1);
    });

    it("lets one of 50 concurrent claims over several connections win", async () => {
      const open = await database("race");
      const stores = [open(), open(), open()];
      await Promise.all(stores.map((s) => s.operation("warm-up")));
      const claims = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 3]!.claim(request("op-1"))));
      expect(claims.filter((c) => c.won)).toEqual([{ won: true, attempt: 1, approved_now: true }]);
    });

    it("carries the dispatcher's write path: propose, approve, execute once, deny", async () => {
      const store = (await database("dispatcher"))();
      const written: string[] = [];
      const tools = createDispatcher({
        handlers: { get_order: (a) => ({ order_id: a.order_id }), get_customer_orders: () => ({ orders: [] }), get_payments: () => ({}), search_policy: () => ({}) },
        owners: { order: () => "C-1" },
        writers: { request_refund: (_a, _c, op) => void written.push(op.operation_id), create_return_label: () => null },
        runOnce: store,
        proposalKey: "store-contract-proposal-key-0123456789abcdef",
      });
      const ctx = { customer_id: "C-1" };
      const task = newTask();
      for (const order_id of ["LK-100001", "LK-100002", "LK-100003"]) await tools.call({ name: "get_order", arguments: { order_id } }, ctx, task);
      const actions = ["LK-100001", "LK-100002", "LK-100003"].map((order_id) => ({ tool: "request_refund", order_id, amount: 10, reason: "late" }));
      const proposed = await tools.propose({ name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions } }, ctx, task);
      const [yes, no, quick] = proposed.proposals;
      const ids = (list: string[]) => list.map((p) => (JSON.parse(p) as { operation_id: string }).operation_id).sort();
      expect(ids(await store.pending())).toEqual([yes, no, quick].map((p) => p!.operation_id).sort());
      expect((await tools.approve(yes!, ctx, { by: "amira", note: "Checked the parcel." })).code).toBe("ok");
      expect((await tools.execute(yes!, ctx, { by: "worker" })).code).toBe("ok");
      expect((await tools.execute(yes!, ctx, { by: "worker" })).code).toBe("already_executed");
      expect((await tools.deny(no!, ctx, { by: "noor", reason: "Not this one." })).code).toBe("denied");
      expect((await tools.execute(no!, ctx, { by: "worker" })).code).toBe("denied");
      expect((await tools.execute(quick!, ctx, { by: "amira" })).code).toBe("ok");
      expect(written).toEqual([yes!.operation_id, quick!.operation_id]);
      const name = (id: string) => (id === yes!.operation_id ? "yes" : id === no!.operation_id ? "no" : "quick");
      const trail = (await store.records()).map((r) => `${r.event} ${name(r.operation_id)} ${r.code} ${r.by ?? "-"}`);
      expect(trail).toEqual([
        "propose yes ok -", "propose no ok -", "propose quick ok -",
        "approve yes ok amira", "execute yes ok worker",
        "execute yes already_executed worker",
        "deny no denied noor",
        "execute no denied worker",
        "approve quick ok amira", "execute quick ok amira",
      ]);
      expect([(await store.operation(yes!.operation_id))?.approved_by, (await store.operation(no!.operation_id))?.approved_by]).toEqual(["amira", null]);
    });
  });
}

describe("tables made by an earlier version", () => {
  // The operations table as contractc 0.1's first stores made it.
  const OLD = `CREATE TABLE app_operations (operation_id TEXT PRIMARY KEY, tool TEXT NOT NULL, state TEXT NOT NULL, code TEXT,
  attempt INTEGER NOT NULL, approved_by TEXT NOT NULL, lease_until BIGINT NOT NULL, updated_at BIGINT NOT NULL)`;
  const WORDS = /the table app_operations was made by an earlier version of contractc .* another \{ prefix \}/;

  it("are refused by the SQLite store with what to do", () => {
    const db = new Database(path.join(dir, "old.sqlite"));
    db.exec(OLD);
    expect(() => sqliteStore(db, { prefix: "app" })).toThrow(WORDS);
    expect(() => sqliteStore(db, { prefix: "fresh" })).not.toThrow();
  });

  it("are refused by the PostgreSQL store with what to do", async () => {
    const pool = new pg.Pool({ connectionString: await server.database("old") });
    pools.push(pool);
    await pool.query(OLD);
    await expect(postgresStore(pool, { prefix: "app" }).ready()).rejects.toThrow(WORDS);
    await expect(postgresStore(pool, { prefix: "fresh" }).ready()).resolves.toBeUndefined();
  });
});

describe("the postgres store alone", () => {
  it("works over a Client as over a Pool", async () => {
    const url = await server.database("client");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const store = postgresStore(client);
      expect(await store.claim(request("op-1"))).toEqual({ won: true, attempt: 1, approved_now: true });
      await store.finish("op-1", 1, "done", "ok");
      expect(await state(store, "op-1")).toEqual(["done", "ok", 1]);
    } finally {
      await client.end();
    }
  });

  it("makes its tables from many processes' pools at once without a collision", async () => {
    const url = await server.database("startup");
    const own = Array.from({ length: 8 }, () => new pg.Pool({ connectionString: url, max: 1 }));
    pools.push(...own);
    const results = await Promise.allSettled(own.map((pool) => postgresStore(pool, { prefix: "fresh" }).ready()));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill("fulfilled"));
    const tables = await own[0]!.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'fresh_%' ORDER BY 1");
    expect(tables.rows.map((r) => r.table_name)).toEqual(["fresh_audit", "fresh_once", "fresh_operations", "fresh_task_counts", "fresh_tasks"]);
  });

  it("keeps a NUL in an approver's name or a forged operation id, which PostgreSQL text cannot hold", async () => {
    const pool = new pg.Pool({ connectionString: await server.database("nul") });
    pools.push(pool);
    const store = postgresStore(pool);
    expect(await store.claim(request("op-1", { by: "ami\u0000ra" }))).toEqual({ won: true, attempt: 1, approved_now: true });
    await store.audit(record("execute", "forged\u0000id", { code: "invalid_proposal", by: "ami\u0000ra" }));
    const [kept] = await store.records();
    expect([kept?.operation_id, kept?.by]).toEqual(["forged\uFFFDid", "ami\uFFFDra"]);
  });

  it("answers with the database's error when the server is unreachable, and makes its tables once it is back", async () => {
    const url = await server.database("later");
    const down = new pg.Pool({ connectionString: url.replace(/:(\d+)\//, ":1/"), connectionTimeoutMillis: 2000 });
    pools.push(down);
    await expect(postgresStore(down).claim(request("op-1"))).rejects.toThrow();
    const pool = new pg.Pool({ connectionString: url });
    pools.push(pool);
    const store = postgresStore(pool);
    await expect(store.ready()).resolves.toBeUndefined();
    expect(await store.claim(request("op-1"))).toEqual({ won: true, attempt: 1, approved_now: true });
  });
});
