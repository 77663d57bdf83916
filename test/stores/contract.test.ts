// The contract every durable store keeps, SQLite and PostgreSQL alike: tables made when
// missing, one winner per claim, a failed operation claimed again with its attempt
// counted up, a done or denied one answered from its record, only the holding attempt
// finishing, abandoned claims taken over after their lease, and the audit trail read
// back as written. Then what PostgreSQL alone needs: a Client as well as a Pool, tables
// made by many processes at once, and text PostgreSQL cannot hold.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDispatcher, newTask } from "../../generated/larkfield/index.js";
import { postgresStore, type PostgresStore } from "../../src/stores/postgres.js";
import type { AuditRecord, ClaimRequest } from "../../src/stores/sql.js";
import { sqliteStore, type SqliteStore } from "../../src/stores/sqlite.js";
import { startPostgres, type PostgresServer } from "./postgres-server.js";

type Store = SqliteStore | PostgresStore;

const request = (operation_id: string, now: number, lease = now + 1000): ClaimRequest => ({ operation_id, tool: "request_refund", by: "amira", now, lease_until: lease });
const record = (event: AuditRecord["event"], operation_id: string, extra: Partial<AuditRecord> = {}): AuditRecord => ({
  event, operation_id, tool: "request_refund", args: { order_id: "LK-100001", amount: 12.5 }, by: "amira",
  at: "2026-01-02T03:04:05.000Z", code: "ok", duration_ms: 3, task_id: "T-1", ...extra,
});

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
const backends = {
  sqlite: async (name: string) => {
    const file = path.join(dir, `${name}.sqlite`);
    return (prefix?: string): Store => sqliteStore(new Database(file), prefix === undefined ? {} : { prefix });
  },
  postgres: async (name: string) => {
    const url = await server.database(name);
    return (prefix?: string): Store => {
      const pool = new pg.Pool({ connectionString: url, max: 10 });
      pools.push(pool);
      return postgresStore(pool, prefix === undefined ? {} : { prefix });
    };
  },
};

for (const [backend, database] of Object.entries(backends)) {
  describe(`the ${backend} store`, () => {
    it("makes its tables when missing, and opens over them again", async () => {
      const open = await database("tables");
      const first = open("app");
      expect(await first.claim(request("op-1", 1000))).toEqual({ won: true, attempt: 1 });
      const again = open("app");
      expect(await again.state("op-1")).toEqual({ state: "claimed", code: null, attempt: 1 });
      // Another prefix is another pair of tables.
      expect(await open().state("op-1")).toBeUndefined();
    });

    it("refuses a table prefix that is not a plain identifier", async () => {
      const open = await database("prefix");
      expect(() => open("x; DROP TABLE y")).toThrow(/prefix must be letters, digits and _/);
    });

    it("lets one claim win; answers the others from the record", async () => {
      const store = (await database("claims"))();
      expect(await store.claim(request("op-1", 1000))).toEqual({ won: true, attempt: 1 });
      expect(await store.claim(request("op-1", 1001))).toEqual({ won: false, state: "claimed", code: null });
      await store.finish("op-1", 1, "done", "ok");
      expect(await store.claim(request("op-1", 5000))).toEqual({ won: false, state: "done", code: "ok" });
      expect(await store.claim(request("op-2", 1000))).toEqual({ won: true, attempt: 1 });
      await store.finish("op-2", 1, "denied", "denied");
      expect(await store.claim(request("op-2", 1001))).toEqual({ won: false, state: "denied", code: "denied" });
      expect(await store.claim(request("op-3", 1000))).toEqual({ won: true, attempt: 1 });
      await store.finish("op-3", 1, "unknown", "service_timeout");
      expect(await store.claim(request("op-3", 9000))).toEqual({ won: false, state: "unknown", code: "service_timeout" });
    });

    it("claims a failed operation again, counting the attempt up", async () => {
      const store = (await database("failed"))();
      expect(await store.claim(request("op-1", 1000))).toEqual({ won: true, attempt: 1 });
      await store.finish("op-1", 1, "failed", "service_unavailable");
      expect(await store.state("op-1")).toEqual({ state: "failed", code: "service_unavailable", attempt: 1 });
      expect(await store.claim(request("op-1", 1001))).toEqual({ won: true, attempt: 2 });
      await store.finish("op-1", 2, "done", "ok");
      expect(await store.state("op-1")).toEqual({ state: "done", code: "ok", attempt: 2 });
    });

    it("records only the end of the attempt that holds the claim", async () => {
      const store = (await database("finish"))();
      await store.claim(request("op-1", 1000, 1100));
      expect(await store.claim(request("op-1", 1200, 2200))).toEqual({ won: true, attempt: 2 });
      await store.finish("op-1", 1, "done", "ok"); // the abandoned first attempt, late
      expect(await store.state("op-1")).toEqual({ state: "claimed", code: null, attempt: 2 });
      await store.finish("op-1", 2, "failed", "absent");
      await store.finish("op-1", 2, "done", "ok"); // no longer claimed
      expect(await store.state("op-1")).toEqual({ state: "failed", code: "absent", attempt: 2 });
    });

    it("takes over a claim only once its lease has run out", async () => {
      const store = (await database("lease"))();
      await store.claim(request("op-1", 1000, 4000));
      expect((await store.claim(request("op-1", 4000, 7000))).won).toBe(false);
      expect(await store.claim(request("op-1", 4001, 7001))).toEqual({ won: true, attempt: 2 });
      expect((await store.claim(request("op-1", 4002, 7002))).won).toBe(false);
    });

    it("keeps audit records as written, oldest first, and those of one operation", async () => {
      const open = await database("audit");
      const store = open();
      await store.audit(record("propose", "op-1", { by: null, task_id: "T-1" }));
      await store.audit(record("deny", "op-2", { code: "denied", reason: "Already refunded.", duration_ms: 2.6 }));
      await store.audit(record("execute", "op-1", { args: null, task_id: null }));
      const all = await open().records();
      expect(all.map((r) => [r.event, r.operation_id])).toEqual([["propose", "op-1"], ["deny", "op-2"], ["execute", "op-1"]]);
      expect(all[0]).toEqual(record("propose", "op-1", { by: null, task_id: "T-1" }));
      expect(all[1]).toEqual(record("deny", "op-2", { code: "denied", reason: "Already refunded.", duration_ms: 3 }));
      expect(all[2]).toEqual(record("execute", "op-1", { args: null, task_id: null }));
      expect((await store.records("op-2")).map((r) => r.reason)).toEqual(["Already refunded."]);
    });

    it("lets one of 50 concurrent claims over several connections win", async () => {
      const open = await database("race");
      const stores = [open(), open(), open()];
      await Promise.all(stores.map((s) => s.state("warm-up")));
      const claims = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 3]!.claim(request("op-1", 1000 + i, 100_000))));
      expect(claims.filter((c) => c.won)).toEqual([{ won: true, attempt: 1 }]);
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
      for (const order_id of ["LK-100001", "LK-100002"]) await tools.call({ name: "get_order", arguments: { order_id } }, ctx, task);
      const actions = ["LK-100001", "LK-100002"].map((order_id) => ({ tool: "request_refund", order_id, amount: 10, reason: "late" }));
      const proposed = await tools.propose({ name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions } }, ctx, task);
      const [yes, no] = proposed.proposals;
      expect((await tools.execute(yes!, ctx, { by: "amira" })).code).toBe("ok");
      expect((await tools.execute(yes!, ctx, { by: "amira" })).code).toBe("already_executed");
      expect((await tools.deny(no!, ctx, { by: "amira", reason: "Not this one." })).code).toBe("denied");
      expect((await tools.execute(no!, ctx, { by: "amira" })).code).toBe("denied");
      expect(written).toEqual([yes!.operation_id]);
      const trail = (await store.records()).map((r) => `${r.event} ${r.operation_id === yes!.operation_id ? "yes" : "no"} ${r.code} ${r.by ?? "-"}`);
      expect(trail).toEqual([
        "propose yes ok -", "propose no ok -",
        "approve yes ok amira", "execute yes ok amira",
        "approve yes ok amira", "execute yes already_executed amira",
        "deny no denied amira",
        "approve no ok amira", "execute no denied amira",
      ]);
    });
  });
}

describe("the postgres store alone", () => {
  it("works over a Client as over a Pool", async () => {
    const url = await server.database("client");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const store = postgresStore(client);
      expect(await store.claim(request("op-1", 1000))).toEqual({ won: true, attempt: 1 });
      await store.finish("op-1", 1, "done", "ok");
      expect(await store.claim(request("op-1", 1001))).toEqual({ won: false, state: "done", code: "ok" });
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
    expect(tables.rows.map((r) => r.table_name)).toEqual(["fresh_audit", "fresh_operations"]);
  });

  it("keeps a NUL in an approver's name or a forged operation id, which PostgreSQL text cannot hold", async () => {
    const pool = new pg.Pool({ connectionString: await server.database("nul") });
    pools.push(pool);
    const store = postgresStore(pool);
    expect(await store.claim({ ...request("op-1", 1000), by: "ami\u0000ra" })).toEqual({ won: true, attempt: 1 });
    await store.audit(record("execute", "forged\u0000id", { code: "invalid_proposal", by: "ami\u0000ra" }));
    const [kept] = await store.records();
    expect([kept?.operation_id, kept?.by]).toEqual(["forged\uFFFDid", "ami\uFFFDra"]);
  });

  it("answers with the database's error when the server is unreachable, and makes its tables once it is back", async () => {
    const url = await server.database("later");
    const down = new pg.Pool({ connectionString: url.replace(/:(\d+)\//, ":1/"), connectionTimeoutMillis: 2000 });
    pools.push(down);
    await expect(postgresStore(down).claim(request("op-1", 1000))).rejects.toThrow();
    const pool = new pg.Pool({ connectionString: url });
    pools.push(pool);
    const store = postgresStore(pool);
    await expect(store.ready()).resolves.toBeUndefined();
    expect(await store.claim(request("op-1", 1000))).toEqual({ won: true, attempt: 1 });
  });
});
