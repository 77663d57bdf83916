// The write path's promises where a task's state, an owner lookup, an executor's own TTL or
// an unreadable context could bend them: per-task budgets and effects kept in the store, so
// no restored or forked copy of a task spends them again; an older save refused; a stopped
// task stays stopped; `absent` from an owner lookup reads as "not there"; the executing
// dispatcher's `proposalTtlMs` holds; and approve, deny and execute never reject.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteStore } from "../../src/stores/sqlite.js";
import { buildShop, type Built, type Shop, type TaskLike, type Tools } from "./harness.js";

const CTX = { customer_id: "C-1", region: "north" };
const KEY = "faults-proposal-key-0123456789abcdef-0123";

let built: Built;
let shop: Shop;
let dir: string;
beforeAll(async () => {
  // The shop's refund with a budget and an effect per task, and a cap on refused calls.
  built = await buildShop((t) =>
    t
      .replace('toolset shop "A small shop, for the dispatcher\'s tests."', 'toolset shop "A small shop, for the dispatcher\'s tests."\n\nrefusals max 2')
      .replace("arg amount: number(0..100)", "arg amount: int(0..100)")
      .replace("  seen order_id\n}", "  seen order_id\n  budget 3\n  effect amount max 150 per task\n}"),
  );
  shop = built.shop;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-task-faults-"));
});
afterAll(() => {
  fs.rmSync(built.dir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

const stores: Record<string, () => unknown> = {
  memory: () => shop.memoryStore(),
  sqlite: () => sqliteStore(new Database(path.join(dir, `${String(Math.random()).slice(2)}.sqlite`))),
};

function dispatcher(runOnce: unknown, extra: Record<string, unknown> = {}): { tools: Tools; writes: number[] } {
  const writes: number[] = [];
  const tools = shop.createDispatcher({
    handlers: { get_order: (a: { order_id: string }) => ({ order_id: a.order_id }), list_orders: () => ({ orders: [] }), region_report: () => 1, bulk_status: () => 1, lookup: () => 1, ping: () => 1 },
    owners: { order: (id: string) => (id === "O-404" ? null : "C-1") },
    writers: { refund: (a: { amount: number }) => void writes.push(a.amount) },
    proposalKey: KEY,
    runOnce,
    ...extra,
  });
  return { tools, writes };
}

const refund = (amount: number) => ({ name: "done", arguments: { outcome: "resolve", actions: [{ tool: "refund", order_id: "O-001", amount }] } });

async function restored(tools: Tools, saved: unknown): Promise<TaskLike> {
  const back = await tools.restoreTask(saved, CTX);
  expect(back.ok).toBe(true);
  return back.task as TaskLike;
}

for (const [backend, store] of Object.entries(stores)) {
  describe(`task state over the ${backend} store`, () => {
    it("refuses an older save, so no budget or effect is spent twice", async () => {
      const { tools } = dispatcher(store());
      const task = shop.newTask();
      await tools.call({ name: "get_order", arguments: { order_id: "O-001" } }, CTX, task);
      const before = await tools.saveTask(task, CTX);
      for (const amount of [60, 60]) expect((await tools.propose(refund(amount), CTX, task)).code).toBe("ok");
      await tools.saveTask(task, CTX);
      const old = await tools.restoreTask(JSON.parse(JSON.stringify(before)), CTX);
      expect([old.ok, old.code, old.error]).toEqual([false, "invalid_task_state", expect.stringContaining("older save")]);
    });

    it("shares a task's budget and effect among its forked copies", async () => {
      const { tools } = dispatcher(store());
      const task = shop.newTask();
      await tools.call({ name: "get_order", arguments: { order_id: "O-001" } }, CTX, task);
      const saved = await tools.saveTask(task, CTX);
      const [a, b] = [await restored(tools, saved), await restored(tools, saved)];
      expect((await tools.propose(refund(60), CTX, a)).code).toBe("ok");
      expect((await tools.propose(refund(60), CTX, b)).code).toBe("ok");
      expect((await tools.propose(refund(60), CTX, a)).code).toBe("effect_exceeded");
      expect((await tools.propose(refund(30), CTX, b)).code).toBe("ok");
      expect((await tools.propose(refund(0), CTX, a)).code).toBe("budget_exhausted");
    });

    it("binds a saved task to its context", async () => {
      const { tools } = dispatcher(store());
      const saved = await tools.saveTask(shop.newTask(), CTX);
      const other = await tools.restoreTask(saved, { ...CTX, customer_id: "C-2" });
      expect([other.ok, other.error]).toEqual([false, expect.stringContaining("another context")]);
    });

    it("keeps a stopped task stopped, whatever save is restored", async () => {
      const { tools } = dispatcher(store());
      const task = shop.newTask();
      const saved = await tools.saveTask(task, CTX);
      for (let i = 0; i < 2; i++) await tools.call({ name: "get_order", arguments: { order_id: "O-404" } }, CTX, task);
      expect((task as unknown as { stopped: boolean }).stopped).toBe(true);
      await new Promise((r) => setTimeout(r, 20));
      const again = await restored(tools, saved);
      expect((await tools.call({ name: "ping", arguments: {} }, CTX, again)).code).toBe("task_stopped");
    });
  });
}

describe("refused calls per task", () => {
  it("keeps one count for names without a cap of their own, however many names the model invents", async () => {
    const wide = await buildShop((t) => t.replace('toolset shop "A small shop, for the dispatcher\'s tests."', 'toolset shop "A small shop, for the dispatcher\'s tests."\n\nrefusals max 5000'));
    try {
      const tools = wide.shop.createDispatcher({ handlers: {}, owners: {}, writers: {}, proposalKey: KEY, runOnce: wide.shop.memoryStore() });
      const task = wide.shop.newTask() as TaskLike & { toJSON(): { refusals: Record<string, number> } };
      for (let i = 0; i < 1000; i++) await tools.call({ name: `invented_${i}`, arguments: {} }, CTX, task);
      expect(task.toJSON().refusals).toEqual({ "": 1000 });
    } finally {
      fs.rmSync(wide.dir, { recursive: true, force: true });
    }
  });
});

describe("owner lookups, expiry and unreadable contexts", () => {
  it("reads an owner lookup's absent exactly like not found", async () => {
    const absent = dispatcher(shop.memoryStore(), { owners: { order: () => { throw new shop.ToolFailure("absent", "no row"); } } }).tools;
    const missing = dispatcher(shop.memoryStore()).tools;
    const a = await absent.call({ name: "get_order", arguments: { order_id: "O-404" } }, CTX, shop.newTask());
    const m = await missing.call({ name: "get_order", arguments: { order_id: "O-404" } }, CTX, shop.newTask());
    expect([a.code, a.forModel()]).toEqual([m.code, m.forModel()]);
    expect(a.code).toBe("not_found");
  });

  it("applies the executing dispatcher's own proposalTtlMs", async () => {
    const runOnce = shop.memoryStore();
    const issuer = dispatcher(runOnce).tools;
    const executor = dispatcher(runOnce, { proposalTtlMs: 50 });
    const task = shop.newTask();
    await issuer.call({ name: "get_order", arguments: { order_id: "O-001" } }, CTX, task);
    const [p] = (await issuer.propose(refund(10), CTX, task)).proposals;
    await new Promise((r) => setTimeout(r, 100));
    const r = await executor.tools.execute(p, CTX, { by: "amira" });
    expect([r.code, r.error]).toEqual(["invalid_proposal", "The proposal has expired; it must be proposed again."]);
    expect(executor.writes).toEqual([]);
  });

  it("answers approve, deny and execute on a context the seal cannot read, never rejecting", async () => {
    const { tools, writes } = dispatcher(shop.memoryStore());
    const task = shop.newTask();
    await tools.call({ name: "get_order", arguments: { order_id: "O-001" } }, CTX, task);
    const [p] = (await tools.propose(refund(10), CTX, task)).proposals;
    // The unreadable value sits in the field the write's ownership gate reads.
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    for (const ctx of [{ ...CTX, customer_id: cycle }, { ...CTX, customer_id: 10n }]) {
      expect((await tools.deny(p, ctx, { by: "noor", reason: "No." })).code).toBe("invalid_proposal");
      expect((await tools.approve(p, ctx, { by: "noor" })).code).toBe("invalid_proposal");
      expect((await tools.execute(p, ctx, { by: "noor" })).code).toBe("invalid_proposal");
    }
    expect(writes).toEqual([]);
  });
});
