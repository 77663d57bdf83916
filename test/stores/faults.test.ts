// The write path under faults, on each store: an outcome the store cannot record (a store
// that throws; SQLite's write lock held by another process during the writer; PostgreSQL
// connections killed during the writer) is never reported as ok and never runs the writer
// again by itself; a denial the store cannot record is never reported as denied, and a
// recorded one never runs; a clock a minute ahead takes over no running claim; and forged
// proposals with huge arguments leave bounded audit records.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDispatcher, memoryStore, newTask, type Proposal, type RunOnceStore } from "../../generated/larkfield/index.js";
import { postgresStore } from "../../src/stores/postgres.js";
import { sqliteStore } from "../../src/stores/sqlite.js";
import { startPostgres, type PostgresServer } from "./postgres-server.js";

const KEY = "faults-test-proposal-key-0123456789abcdef";
const CTX = { customer_id: "C-1" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let server: PostgresServer;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-faults-"));
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

type Write = (op: { operation_id: string; attempt: number }) => unknown;

/** A larkfield dispatcher over `store`, whose refund writer runs `write` and is counted. */
function dispatcher(store: RunOnceStore, write: Write = () => ({ refunded: true }), extra: Record<string, unknown> = {}) {
  const runs: { operation_id: string; attempt: number }[] = [];
  const tools = createDispatcher({
    handlers: { get_order: (a) => ({ order_id: a.order_id }), get_customer_orders: () => ({ orders: [] }), get_payments: () => ({}), search_policy: () => ({}) },
    owners: { order: () => "C-1" },
    writers: {
      request_refund: (_a, _c, op) => (runs.push({ operation_id: op.operation_id, attempt: op.attempt }), write(op)),
      create_return_label: () => null,
    },
    runOnce: store,
    proposalKey: KEY,
    ...extra,
  });
  return { tools, runs };
}

/** One sealed refund proposal. */
async function propose(tools: ReturnType<typeof dispatcher>["tools"], order_id = "LK-100001"): Promise<Proposal> {
  const task = newTask();
  await tools.call({ name: "get_order", arguments: { order_id } }, CTX, task);
  const r = await tools.propose({ name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id, amount: 10, reason: "late" }] } }, CTX, task);
  expect(r.code).toBe("ok");
  return r.proposals[0]!;
}

/** `store` with the methods named in `failing` throwing while `failing[name]` is true. */
function faulty(store: RunOnceStore, failing: Partial<Record<keyof RunOnceStore, boolean>>): RunOnceStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (failing[key as keyof RunOnceStore]) throw new Error("SQLITE_BUSY: database is locked");
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const stores: Record<string, (name: string) => Promise<RunOnceStore & { records(): unknown }>> = {
  memory: async () => memoryStore(),
  sqlite: async (name) => sqliteStore(new Database(path.join(dir, `${name}.sqlite`))),
  postgres: async (name) => {
    const pool = new pg.Pool({ connectionString: await server.database(name) });
    pools.push(pool);
    return postgresStore(pool);
  },
};

for (const [backend, open] of Object.entries(stores)) {
  describe(`the ${backend} store under faults`, () => {
    it("never reports ok for an outcome it could not record, and never runs the writer again by itself", async () => {
      const store = await open("unrecorded");
      // Store calls are bounded by a second, not less: a PostgreSQL round trip on a loaded machine can take more than 100 ms.
      const failing: Partial<Record<keyof RunOnceStore, boolean>> = {};
      const { tools, runs } = dispatcher(faulty(store, failing), () => {
        failing.finish = true;
        failing.audit = true;
        return { refunded: true };
      }, { timeoutMs: 50, storeTimeoutMs: 1000 });
      const p = await propose(tools);
      const first = await tools.execute(p, CTX, { by: "amira" });
      expect([first.ok, first.code]).toEqual([false, "outcome_unrecorded"]);
      expect(first.error).toContain("will not run again by itself");
      // Past the claim's lease (50 ms + 2 x 1000 ms) the operation reads as unknown: nothing runs it again.
      await sleep(2300);
      failing.finish = false;
      failing.audit = false;
      const second = await tools.execute(p, CTX, { by: "amira" });
      expect(second.code).toBe("already_executed");
      expect(runs).toHaveLength(1);
      // The owed outcome and audit records were written before that second answer.
      const row = await store.operation(p.operation_id);
      expect([row?.state, row?.code]).toEqual(["done", "ok"]);
      const trail = (await store.records()) as { event: string; code: string }[];
      expect(trail.map((r) => `${r.event} ${r.code}`)).toEqual(["propose ok", "approve ok", "execute outcome_unrecorded", "execute already_executed"]);
    }, 30_000);

    it("answers denied only once the denial is recorded, and never runs a denied operation", async () => {
      const store = await open("deny");
      const failing: Partial<Record<keyof RunOnceStore, boolean>> = { deny: true };
      const { tools, runs } = dispatcher(faulty(store, failing), undefined, { storeTimeoutMs: 1000 });
      const p = await propose(tools);
      const lost = await tools.deny(p, CTX, { by: "noor", reason: "No." });
      expect(lost.code).toBe("service_unavailable");
      expect(lost.error).toContain("The denial was not recorded");
      failing.deny = false;
      expect((await tools.deny(p, CTX, { by: "noor", reason: "No." })).code).toBe("denied");
      // Longer than two store calls' time bound: nothing the lost denial started can still land.
      await sleep(2300);
      for (const approval of [{ by: "amira" }, { by: "amira", rerun: true }]) expect((await tools.execute(p, CTX, approval)).code).toBe("denied");
      expect((await tools.approve(p, CTX, { by: "amira" })).code).toBe("denied");
      expect(runs).toEqual([]);
    });

    it("lets no process whose clock runs a minute ahead take over a running claim", async () => {
      const store = await open("clock");
      let release = (): void => {};
      const gate = new Promise<void>((r) => (release = r));
      const a = dispatcher(store, () => gate, { timeoutMs: 30_000 });
      const b = dispatcher(store);
      const p = await propose(a.tools);
      const running = a.tools.execute(p, CTX, { by: "amira" });
      await sleep(50);
      const now = Date.now();
      const ahead = vi.spyOn(Date, "now").mockImplementation(() => now + 60_000 + 3_600_000);
      try {
        const late = await b.tools.execute(p, CTX, { by: "amira" });
        expect(late.code).toBe("already_executed");
      } finally {
        ahead.mockRestore();
      }
      release();
      expect((await running).code).toBe("ok");
      expect([a.runs.length, b.runs.length]).toEqual([1, 0]);
    });
  });
}

describe("proposals' expiry by the database's clock", () => {
  for (const backend of ["sqlite", "postgres"] as const)
    it(`on ${backend}, an executor whose clock runs an hour behind still refuses an expired proposal`, async () => {
      const store = await stores[backend]!(`expiry-${backend}`);
      const { tools, runs } = dispatcher(store, undefined, { proposalTtlMs: 100 });
      const p = await propose(tools);
      await sleep(250);
      const behind = Date.now() - 3_600_000;
      const clock = vi.spyOn(Date, "now").mockImplementation(() => behind);
      try {
        const r = await tools.execute(p, CTX, { by: "amira" });
        expect([r.code, r.error]).toEqual(["invalid_proposal", "The proposal has expired; it must be proposed again."]);
      } finally {
        clock.mockRestore();
      }
      expect(runs).toEqual([]);
    });
});

describe("real faults", () => {
  it("holds when another process holds SQLite's write lock while the outcome is recorded", async () => {
    const file = path.join(dir, "locked.sqlite");
    const db = new Database(file, { timeout: 50 });
    db.pragma("journal_mode = WAL");
    const store = sqliteStore(db);
    let exited: Promise<unknown> = Promise.resolve();
    const { tools, runs } = dispatcher(store, async () => {
      // Another process takes the write lock and keeps it for 4 s, past every retry of the outcome.
      const script = `const D=require("better-sqlite3");const d=new D(${JSON.stringify(file)});d.exec("BEGIN IMMEDIATE");console.log("locked");setTimeout(()=>{d.exec("COMMIT");process.exit(0)},4000);`;
      const holder = spawn(process.execPath, ["-e", script], { cwd: path.join(import.meta.dirname, "../.."), stdio: ["ignore", "pipe", "inherit"] });
      exited = new Promise((r) => holder.on("exit", r));
      await new Promise<void>((resolve) => holder.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && resolve()));
      return { refunded: true };
    }, { storeTimeoutMs: 200 });
    const p = await propose(tools);
    const first = await tools.execute(p, CTX, { by: "amira" });
    expect(first.code).toBe("outcome_unrecorded");
    await exited;
    const second = await tools.execute(p, CTX, { by: "amira" });
    expect(second.code).toBe("already_executed");
    expect(runs).toHaveLength(1);
    expect(store.operation(p.operation_id)?.state).toBe("done");
    expect(store.records().map((r) => `${r.event} ${r.code}`)).toContain("execute outcome_unrecorded");
  }, 30_000);

  it("holds when PostgreSQL connections are terminated while the writer runs", async () => {
    const url = await server.database("terminated");
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pools.push(pool);
    pool.on("error", () => {}); // an idle client's connection killed: the pool replaces it
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    pools.push(admin);
    const store = postgresStore(pool);
    await store.ready();
    const { tools, runs } = dispatcher(store, async () => {
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
      return { refunded: true };
    }, { storeTimeoutMs: 2000 });
    const p = await propose(tools);
    const first = await tools.execute(p, CTX, { by: "amira" });
    // Retried on a fresh connection: recorded, so reported truthfully as done.
    expect(first.code).toBe("ok");
    expect((await tools.execute(p, CTX, { by: "amira" })).code).toBe("already_executed");
    expect(runs).toHaveLength(1);
    expect((await store.operation(p.operation_id))?.state).toBe("done");
  }, 30_000);

  it("keeps forged proposals' huge arguments out of the audit: a digest, no operation id", async () => {
    const file = path.join(dir, "forged.sqlite");
    const store = sqliteStore(new Database(file));
    const { tools, runs } = dispatcher(store);
    const p = await propose(tools);
    const huge = "x".repeat(8 * 1024 * 1024);
    for (let i = 0; i < 10; i++) {
      const forged = { ...p, operation_id: `victim-${i}`, args: { ...p.args, note: huge } };
      expect((await tools.execute(forged as Proposal, CTX, { by: "x".repeat(400) })).code).toBe("invalid_proposal");
    }
    expect(runs).toEqual([]);
    const forgedRows = store.records().filter((r) => r.code === "invalid_proposal");
    expect(forgedRows).toHaveLength(10);
    for (const r of forgedRows) {
      expect([r.operation_id, r.args]).toEqual(["", null]);
      expect(r.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect((r.by ?? "").length).toBeLessThanOrEqual(200);
    }
    expect(fs.statSync(file).size).toBeLessThan(1024 * 1024);
  }, 60_000);
});
