// `require ARG is "..."`: the resource's state is read through the application's `states`
// lookup after its owner (someone else's order is never looked up), when a write is
// proposed and again when it is executed; a lookup that fails or answers nothing ends in
// a result, never an exception.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, type Built } from "./harness.js";

const CTX = { customer_id: "C-1", region: "north" };
const KEY = "test-proposal-key-0123456789abcdef-0123";

let built: Built;
beforeAll(async () => {
  built = await buildShop((t) =>
    t
      .replace("  owner   customer_id\n", '  owner   customer_id\n  state   "open" | "closed"\n')
      .replace("  seen order_id\n}", '  seen order_id\n  require order_id is "open"\n}'),
  );
});
afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

function setup(state: (id: string) => unknown) {
  const looked: string[] = [];
  const written: string[] = [];
  const tools = built.shop.createDispatcher({
    handlers: { get_order: (a: { order_id: string }) => a, list_orders: () => 1, region_report: () => 1, bulk_status: () => 1, lookup: () => 1, ping: () => 1 },
    owners: { order: (id: string) => (id === "O-009" ? "C-2" : "C-1") },
    states: { order: (id: string) => (looked.push(id), state(id)) },
    writers: { refund: (a: { order_id: string }) => void written.push(a.order_id) },
    proposalKey: KEY,
    runOnce: built.shop.memoryStore(),
  });
  return { tools, looked, written };
}

async function propose(tools: ReturnType<typeof setup>["tools"], order_id: string) {
  const task = built.shop.newTask();
  await tools.call({ name: "get_order", arguments: { order_id } }, CTX, task);
  return tools.propose({ name: "done", arguments: { outcome: "resolve", actions: [{ tool: "refund", order_id, amount: 5 }] } }, CTX, task);
}

describe("require", () => {
  it("proposes only while the state is admitted, read again at execute; the writer never runs on another state", async () => {
    const states: Record<string, string> = { "O-001": "open", "O-002": "closed" };
    const { tools, written } = setup(async (id) => states[id] ?? null);
    const closed = await propose(tools, "O-002");
    expect([closed.code, closed.error]).toEqual(["wrong_state", "The order O-002 is closed; refund needs it open."]);
    const open = await propose(tools, "O-001");
    expect(open.code).toBe("ok");
    states["O-001"] = "closed";
    expect((await tools.execute(open.proposals[0], CTX, { by: "reviewer" })).code).toBe("wrong_state");
    states["O-001"] = "open";
    expect((await tools.execute(open.proposals[0], CTX, { by: "reviewer" })).code).toBe("ok");
    expect(written).toEqual(["O-001"]);
  });

  it("never reads the state of another customer's order: not yours reads as not there", async () => {
    const { tools, looked } = setup(() => "open");
    const r = await propose(tools, "O-009");
    expect([r.code, r.error]).toEqual(["other_owner", "No order O-009 is available for this customer."]);
    expect(looked).toEqual([]);
  });

  it("answers a lookup that throws with tool_error and one with no state with not_found", async () => {
    const thrown = setup(() => {
      throw new Error("db down: secret");
    });
    const r = await propose(thrown.tools, "O-001");
    expect([r.code, r.error.includes("secret")]).toEqual(["tool_error", false]);
    const none = await propose(setup(() => undefined).tools, "O-001");
    expect([none.code, none.error]).toEqual(["not_found", "No order O-001 is available for this customer."]);
  });
});
