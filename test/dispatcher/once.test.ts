// `once ARG`: per task, a read's second call or a write's second proposal with the same
// value is refused (`once_used`) before any handler runs; for good, a second operation on
// a value another operation holds never runs its writer, in any task, unless the first
// failed (nothing written) or was denied.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, type Built, type Result } from "./harness.js";

const CTX = { customer_id: "C-1", region: "north" };
const KEY = "test-proposal-key-0123456789abcdef-0123";
const BY = { by: "reviewer" };

let built: Built;
beforeAll(async () => {
  built = await buildShop((t) =>
    t
      .replace('  hint not_found "Use list_orders', '  once order_id per task\n  hint not_found "Use list_orders')
      .replace("  seen order_id\n}", '  seen order_id\n  once order_id "One refund per order, ever."\n  once amount per task\n}'),
  );
});
afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

function setup(writer: (args: { order_id: string }) => unknown = () => ({ refunded: true })) {
  const reads: string[] = [];
  const written: string[] = [];
  const tools = built.shop.createDispatcher({
    handlers: {
      get_order: (a: { order_id: string }) => (reads.push(a.order_id), { order_id: a.order_id }),
      list_orders: () => ({ orders: [] }), region_report: () => 1, bulk_status: () => 1, lookup: () => 1, ping: () => 1,
    },
    owners: { order: () => "C-1" },
    writers: { refund: (a: { order_id: string }) => (written.push(a.order_id), writer(a)) },
    proposalKey: KEY,
    runOnce: built.shop.memoryStore(),
  });
  return { tools, reads, written };
}

const refund = (order_id: string, amount: number) => ({ tool: "refund", order_id, amount });
const done = (...actions: unknown[]) => ({ name: "done", arguments: { outcome: "resolve", actions } });

async function proposal(tools: ReturnType<typeof setup>["tools"], order_id: string, amount = 5): Promise<unknown> {
  const task = built.shop.newTask();
  expect((await tools.call({ name: "get_order", arguments: { order_id } }, CTX, task)).code).toBe("ok");
  const r = await tools.propose(done(refund(order_id, amount)), CTX, task);
  expect(r.code).toBe("ok");
  return r.proposals[0];
}

describe("once per task", () => {
  it("refuses a read's second call with the same value before its handler, in that task only", async () => {
    const { tools, reads } = setup();
    const task = built.shop.newTask();
    const get = (order_id: string, t: unknown = task): Promise<Result> => tools.call({ name: "get_order", arguments: { order_id } }, CTX, t);
    expect((await get("O-001")).code).toBe("ok");
    const again = await get("O-001");
    expect([again.code, again.error]).toEqual(["once_used", "get_order was already used for order_id O-001 in this task; once per order_id."]);
    expect((await get("O-002")).code).toBe("ok");
    expect((await get("O-001", built.shop.newTask())).code).toBe("ok");
    expect(reads).toEqual(["O-001", "O-002", "O-001"]);
  });

  it("refuses a finish proposing one value twice, and a second proposal of it in the task; nothing is proposed", async () => {
    const { tools } = setup();
    const task = built.shop.newTask();
    await tools.call({ name: "get_order", arguments: { order_id: "O-001" } }, CTX, task);
    await tools.call({ name: "get_order", arguments: { order_id: "O-002" } }, CTX, task);
    const twice = await tools.propose(done(refund("O-001", 5), refund("O-002", 5)), CTX, task);
    expect([twice.code, twice.error, twice.proposals?.length ?? 0]).toEqual(["once_used", "refund was already used for amount 5 in this task; once per amount.", 0]);
    expect((await tools.propose(done(refund("O-001", 5), refund("O-002", 6)), CTX, task)).code).toBe("ok");
    expect((await tools.propose(done(refund("O-002", 7)), CTX, task)).code).toBe("ok");
    expect((await tools.propose(done(refund("O-002", 6)), CTX, task)).code).toBe("once_used");
  });
});

describe("once for good", () => {
  it("runs one operation per value: a second, from another task, is refused with the contract's text and never written", async () => {
    const { tools, written } = setup();
    const first = await proposal(tools, "O-001");
    const second = await proposal(tools, "O-001", 6);
    const other = await proposal(tools, "O-002");
    expect((await tools.execute(first, CTX, BY)).code).toBe("ok");
    const refused = await tools.execute(second, CTX, BY);
    expect([refused.code, refused.error]).toEqual(["once_used", "One refund per order, ever."]);
    expect((await tools.execute(other, CTX, BY)).code).toBe("ok");
    // The refused operation stays refused; the first is not run again either.
    expect((await tools.execute(second, CTX, BY)).code).toBe("once_used");
    expect((await tools.execute(first, CTX, BY)).code).toBe("already_executed");
    expect(written).toEqual(["O-001", "O-002"]);
  });

  it("hands the value on when the operation holding it wrote nothing (its writer refused) or was denied", async () => {
    let refuse = true;
    const { tools, written } = setup(() => {
      if (refuse) throw new (built.shop as unknown as { ToolRefusal: new (t: string) => Error }).ToolRefusal("The payment service refused.");
      return { refunded: true };
    });
    const first = await proposal(tools, "O-001");
    expect((await tools.execute(first, CTX, BY)).code).toBe("tool_refused");
    refuse = false;
    const second = await proposal(tools, "O-001", 6);
    expect((await tools.execute(second, CTX, BY)).code).toBe("ok");
    expect((await tools.execute(first, CTX, BY)).code).toBe("once_used");
    const denied = await proposal(tools, "O-003");
    expect((await tools.deny(denied, CTX, { by: "reviewer", reason: "no" })).code).toBe("denied");
    expect((await tools.execute(await proposal(tools, "O-003", 6), CTX, BY)).code).toBe("ok");
    expect(written).toEqual(["O-001", "O-001", "O-003"]);
  });

  it("never runs the writer when the store cannot bind the value, and says it did not run", async () => {
    const store = built.shop.memoryStore() as { bind: (...a: unknown[]) => unknown };
    const failing = Object.assign(Object.create(store) as object, { bind: () => Promise.reject(new Error("down")) });
    const written: string[] = [];
    const tools = built.shop.createDispatcher({
      handlers: { get_order: (a: { order_id: string }) => a, list_orders: () => 1, region_report: () => 1, bulk_status: () => 1, lookup: () => 1, ping: () => 1 },
      owners: { order: () => "C-1" },
      writers: { refund: (a: { order_id: string }) => void written.push(a.order_id) },
      proposalKey: KEY,
      runOnce: failing,
      storeTimeoutMs: 50,
    });
    const r = await tools.execute(await proposal(tools, "O-001"), CTX, BY);
    expect([r.code, written]).toEqual(["service_unavailable", []]);
    expect(r.error).toContain("It has not run");
  });
});
