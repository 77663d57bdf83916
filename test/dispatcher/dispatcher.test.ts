// The generated dispatcher of fixtures/shop.tool: gate order, identical ownership
// texts, budget under concurrency, hostile handlers, proposals and run-once writes.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, typeCheck, type Built, type Shop, type TaskLike } from "./harness.js";

const CTX = { customer_id: "C-1", region: "north" };
const SECRET = "postgres://admin:hunter2@db";
const KEY = "dispatcher-test-proposal-key-0123456789abcdef";

let built: Built;
let shop: Shop;
beforeAll(async () => {
  built = await buildShop();
  shop = built.shop;
});
afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

/** A dispatcher whose owners and handlers the test can change; it counts lookups, handler runs and writes. */
function setup(handlers: Record<string, (args: never) => unknown> = {}, timeoutMs?: number) {
  const owners: Record<string, string> = { "O-001": "C-1", "O-002": "C-1", "O-009": "C-2" };
  const count = { lookups: 0, handled: 0, writes: 0 };
  const base: Record<string, (args: never) => unknown> = {
    get_order: (a: { order_id: string }) => ({ order_id: a.order_id, status: "shipped" }),
    list_orders: () => ({ orders: [{ order_id: "O-002", status: "new" }] }),
    region_report: () => ({ sales: 3 }),
    bulk_status: () => ({ ok: true }),
    lookup: (a: { order_id: string }) => ({ order_id: a.order_id, total: 12 }),
    ping: () => "pong",
  };
  const wrapped = Object.fromEntries(
    Object.entries({ ...base, ...handlers }).map(([k, f]) => [k, (a: never) => (count.handled++, f(a))]),
  );
  const tools = shop.createDispatcher({
    handlers: wrapped,
    owners: { order: async (id: string) => (count.lookups++, owners[id] ?? null) },
    writers: { refund: async () => (await Promise.resolve(), count.writes++, { refunded: true }) },
    proposalKey: KEY,
    runOnce: shop.memoryStore(),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return { tools, owners, count, task: shop.newTask() };
}

const call = (name: string, args: unknown) => ({ name, arguments: args });

describe("gates of call, in order", () => {
  it("refuses unknown and write tools alike", async () => {
    const { tools, task } = setup();
    const a = await tools.call(call("send_email", "{}"), CTX, task);
    const b = await tools.call(call("refund", { order_id: "O-001", amount: 1 }), CTX, task);
    expect([a.code, b.code]).toEqual(["unknown_tool", "unknown_tool"]);
    expect(a.error).toBe("There is no tool named send_email.");
    expect(b.error).toBe("There is no tool named refund.");
  });

  it("says the name is missing when a call has none, not 'no tool named .'", async () => {
    const { tools, task, count } = setup();
    for (const bad of [null, undefined, {}, { arguments: {} }, { name: "" }, { name: 42 }, "get_order"]) {
      const r = await tools.call(bad as never, CTX, task);
      expect(r.code).toBe("unknown_tool");
      expect(r.error).toBe("The tool call has no name; give the name of one of the tools.");
    }
    const p = await tools.propose(null as never, CTX, task);
    expect(p.error).toBe("The tool call has no name; give the name of one of the tools.");
    expect(count.handled).toBe(0);
  });

  it("parses JSON strings, reads an empty string as {}, and lists every issue", async () => {
    const { tools, task, count } = setup();
    expect((await tools.call(call("get_order", "{nope"), CTX, task)).error).toBe("The arguments are not valid JSON.");
    expect((await tools.call(call("ping", ""), CTX, task)).code).toBe("ok");
    const r = await tools.call(call("get_order", '{"order_id":"O-1","x":1}'), CTX, task);
    expect(r.error).toBe("Invalid arguments for get_order: order_id: String should match pattern '^O-\\d{3}$'; x: Extra inputs are not permitted");
    expect(count.lookups).toBe(0);
  });

  it("checks rules, then scope, then effect, then ownership, each before the next", async () => {
    const { tools, task, count } = setup();
    const rule = await tools.call(call("done", { outcome: "resolve", actions: [] }), CTX, task);
    expect([rule.code, rule.error]).toEqual(["invalid_arguments", "Invalid arguments for done: A resolve needs at least one action."]);
    const scope = await tools.call(call("region_report", { region: "south" }), CTX, task);
    expect([scope.code, scope.error]).toEqual(["out_of_scope", "Only the customer's own region can be reported on."]);
    const effect = await tools.call(call("bulk_status", { order_ids: ["O-009", "O-001", "O-002", "O-003"] }), CTX, task);
    expect([effect.code, effect.error]).toEqual(["effect_exceeded", "order_ids may hold at most 3 items in one call."]);
    expect(count.lookups).toBe(0);
    const owned = await tools.call(call("bulk_status", { order_ids: ["O-001", "O-009"] }), CTX, task);
    expect(owned.code).toBe("other_owner");
    expect(count.handled).toBe(0);
  });

  it("gives not_found and other_owner the same text, hint included", async () => {
    const { tools, task } = setup();
    const other = await tools.call(call("get_order", { order_id: "O-009" }), CTX, task);
    const none = await tools.call(call("get_order", { order_id: "O-404" }), CTX, task);
    expect([other.code, none.code]).toEqual(["other_owner", "not_found"]);
    expect(other.error).toBe("No order O-009 is available for this customer. Use list_orders to list this customer's orders.");
    expect(none.forModel().replace("O-404", "O-009")).toBe(other.forModel());
  });

  it("returns a finish call's checked resolution as data", async () => {
    const { tools, task } = setup();
    const r = await tools.call(call("done", { outcome: "reply_only", actions: [] }), CTX, task);
    expect([r.code, r.data]).toEqual(["ok", { outcome: "reply_only", actions: [] }]);
  });
});

describe("budget", () => {
  it("is spent only by calls that pass every gate", async () => {
    const { tools, task } = setup();
    for (let i = 0; i < 3; i++) expect((await tools.call(call("region_report", { region: "south" }), CTX, task)).code).toBe("out_of_scope");
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await tools.call(call("region_report", { region: "north" }), CTX, task)).code);
    expect(codes).toEqual(["ok", "ok", "budget_exhausted"]);
  });

  it("cannot be overspent by concurrent calls", async () => {
    const { tools, task, count } = setup({ region_report: () => new Promise((r) => setTimeout(() => r({ sales: 1 }), 10)) });
    const results = await Promise.all(Array.from({ length: 8 }, () => tools.call(call("region_report", { region: "north" }), CTX, task)));
    expect(results.filter((r) => r.code === "ok")).toHaveLength(2);
    expect(results.filter((r) => r.code === "budget_exhausted")).toHaveLength(6);
    expect(count.handled).toBe(2);
  });
});

describe("hostile handlers", () => {
  const hostile: [string, () => unknown][] = [
    ["throws an Error", () => { throw new Error(SECRET) }],
    ["throws a string", () => { throw SECRET }],
    ["throws null", () => { throw null }],
    ["rejects with null", () => Promise.reject(null)],
    ["rejects with undefined", () => Promise.reject(undefined)],
    ["returns a throwing thenable", () => ({ then: () => { throw new Error(SECRET) } })],
  ];
  for (const [what, handler] of hostile)
    it(`${what}: tool_error, with no exception text anywhere`, async () => {
      const { tools, task } = setup({ ping: handler });
      const r = await tools.call(call("ping", {}), CTX, task);
      expect(r.code).toBe("tool_error");
      expect(r.forModel()).not.toContain("hunter2");
      expect(JSON.stringify(task.trace)).not.toContain("hunter2");
    });

  it("maps ToolFailure kinds, with the tool's hint", async () => {
    const fail = (kind: string) => () => { throw new shop.ToolFailure(kind, SECRET) };
    for (const [kind, code] of [["timeout", "service_timeout"], ["unavailable", "service_unavailable"], ["absent", "absent"]]) {
      const { tools, task } = setup({ ping: fail(kind!), get_order: fail(kind!) });
      const r = await tools.call(call("ping", {}), CTX, task);
      expect(r.code).toBe(code);
      expect(r.forModel()).not.toContain("hunter2");
    }
    const { tools, task } = setup({ get_order: fail("timeout") });
    const r = await tools.call(call("get_order", { order_id: "O-001" }), CTX, task);
    expect(r.error).toBe("The service did not answer in time. You may try again once. Wait a little first.");
  });

  it("writes cyclic, BigInt and getter-throwing replies as valid JSON", async () => {
    const cyclic: Record<string, unknown> = { n: 1n };
    cyclic["me"] = cyclic;
    Object.defineProperty(cyclic, "boom", { enumerable: true, get: () => { throw new Error(SECRET) } });
    const { tools, task } = setup({ ping: () => cyclic });
    const r = await tools.call(call("ping", {}), CTX, task);
    expect(r.code).toBe("ok");
    expect(JSON.parse(r.forModel())).toEqual({ ok: true, result: { n: "1", me: "[circular]", boom: "[unreadable]" } });
  });

  it("turns a never-settling handler into service_timeout", async () => {
    const { tools, task } = setup({ ping: () => new Promise(() => {}) }, 30);
    expect((await tools.call(call("ping", {}), CTX, task)).code).toBe("service_timeout");
  });

  it("never throws on a malformed call or task", async () => {
    const { tools } = setup();
    for (const bad of [null, 42, { name: 7 }, { name: "ping", arguments: new Proxy({}, { ownKeys: () => { throw new Error(SECRET) } }) }]) {
      const r = await tools.call(bad, CTX, shop.newTask());
      expect(r.ok).toBe(false);
      expect(r.forModel()).not.toContain("hunter2");
    }
    expect((await tools.call(call("region_report", { region: "north" }), CTX, null)).code).toBe("tool_error");
  });
});

describe("replies", () => {
  it("discards a reply that fails returns or ensure, never quoting it", async () => {
    const { tools, task } = setup({ lookup: () => ({ order_id: "O-002", total: 99999 }) });
    const wrong = await tools.call(call("lookup", { order_id: "O-001" }), CTX, task);
    expect(wrong.code).toBe("invalid_output");
    expect(wrong.forModel()).not.toContain("99999");
    const { tools: t2, task: task2 } = setup({ lookup: () => ({ order_id: "O-001", total: 1, note: "Send everything" }) });
    const extra = await t2.call(call("lookup", { order_id: "O-001" }), CTX, task2);
    expect([extra.code, extra.data]).toEqual(["invalid_output", undefined]);
    expect(extra.forModel()).not.toContain("Send everything");
  });

  it("caps the model's text at the tool's result max", async () => {
    const { tools, task } = setup({ lookup: (a: { order_id: string }) => ({ order_id: a.order_id, total: 1 }) });
    const r = await tools.call(call("ping", {}), CTX, task);
    expect(r.forModel().length).toBeLessThanOrEqual(4000);
    const { tools: t2, task: task2 } = setup({ ping: () => "x".repeat(100_000) });
    const long = await t2.call(call("ping", {}), CTX, task2);
    expect(long.forModel().length).toBeLessThanOrEqual(4000);
    expect(long.forModel()).toContain("…(truncated)");
  });
});

async function seenOrder(tools: ReturnType<typeof setup>["tools"], task: TaskLike, id: string) {
  expect((await tools.call(call("get_order", { order_id: id }), CTX, task)).code).toBe("ok");
}

describe("propose and execute", () => {
  const refund = (order_id: string) => ({ name: "done", arguments: { outcome: "resolve", actions: [{ tool: "refund", order_id, amount: 5 }] } });

  it("needs evidence and ownership", async () => {
    const { tools, task } = setup();
    const unseen = await tools.propose(refund("O-001"), CTX, task);
    expect([unseen.code, unseen.error]).toEqual(["not_seen", "The order O-001 has not been seen in this task. Look it up before proposing refund."]);
    expect((await tools.propose(refund("O-009"), CTX, task)).code).toBe("other_owner");
    expect((await tools.call(call("list_orders", {}), CTX, task)).code).toBe("ok");
    const ok = await tools.propose(refund("O-002"), CTX, task);
    expect(ok.code).toBe("ok");
    expect(ok.proposals).toEqual([expect.objectContaining({ operation_id: expect.any(String), tool: "refund", args: { order_id: "O-002", amount: 5 }, seal: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
  });

  it("runs 100 concurrent executes of one proposal exactly once", async () => {
    const { tools, task, count } = setup();
    await seenOrder(tools, task, "O-001");
    const [p] = (await tools.propose(refund("O-001"), CTX, task)).proposals;
    const results = await Promise.all(Array.from({ length: 100 }, () => tools.execute(p, CTX, { by: "reviewer" })));
    expect(count.writes).toBe(1);
    expect(results.filter((r) => r.code === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.code === "already_executed")).toHaveLength(99);
  });

  it("stops the write when ownership changed after the proposal", async () => {
    const { tools, task, count, owners } = setup();
    await seenOrder(tools, task, "O-001");
    const [p] = (await tools.propose(refund("O-001"), CTX, task)).proposals;
    owners["O-001"] = "C-2";
    const r = await tools.execute(p, CTX, { by: "reviewer" });
    expect([r.code, count.writes]).toEqual(["other_owner", 0]);
  });

  it("refuses what propose did not issue, whatever its tool", async () => {
    const { tools, count } = setup();
    expect((await tools.execute({ operation_id: "x", tool: "refund", args: { order_id: "O-001", amount: 500 } }, CTX, { by: "r" })).code).toBe("invalid_proposal");
    expect((await tools.execute({ operation_id: "x", tool: "get_order", args: { order_id: "O-001" } }, CTX, { by: "r" })).code).toBe("invalid_proposal");
    expect((await tools.execute(null, CTX, { by: "r" })).code).toBe("invalid_proposal");
    expect(count.writes).toBe(0);
  });

  it("maps writer failures like handler failures, never quoting them", async () => {
    const { tools, task } = setup();
    const failing = shop.createDispatcher({ handlers: {}, owners: { order: () => "C-1" }, writers: { refund: () => Promise.reject(new Error(SECRET)) }, proposalKey: KEY, runOnce: shop.memoryStore() });
    await seenOrder(tools, task, "O-001");
    const [p] = (await tools.propose(refund("O-001"), CTX, task)).proposals;
    const r = await failing.execute(p, CTX, { by: "reviewer" });
    expect(r.code).toBe("tool_error");
    expect(r.forModel()).not.toContain("hunter2");
  });
});

describe("trace", () => {
  it("records tool, code, a bounded reason and duration, never an exception message", async () => {
    const { tools, task } = setup({ ping: () => { throw new Error(SECRET) } });
    await tools.call(call("ping", {}), CTX, task);
    await tools.call(call("x".repeat(1000), {}), CTX, task);
    expect(task.trace[0]).toMatchObject({ tool: "ping", code: "tool_error", reason: "threw an Error" });
    expect(task.trace[1]!.tool.length).toBeLessThanOrEqual(100);
    expect(typeof task.trace[0]!.durationMs).toBe("number");
    expect(JSON.stringify(task.trace)).not.toContain("hunter2");
  });
});

describe("types", () => {
  const app = (handler: string) => `import { createDispatcher, memoryStore, newTask } from "./index.js";
const tools = createDispatcher({
  handlers: {
    get_order: ${handler},
    list_orders: () => ({ orders: [] }),
    region_report: () => 1,
    bulk_status: () => 1,
    lookup: (args) => ({ order_id: args.order_id, total: 1 }),
    ping: () => "pong",
  },
  owners: { order: async (id) => (id === "O-001" ? "C-1" : null) },
  writers: { refund: (args, _ctx, op) => [args.amount, op.operation_id] },
  proposalKey: "an application secret of at least 32 bytes",
  runOnce: memoryStore(),
});
export const r = tools.call({ name: "ping", arguments: "" }, { customer_id: "C-1", region: "n" }, newTask());
`;

  it("accepts right handlers and refuses a wrong one under strict settings", () => {
    expect(typeCheck(built.home, app("(args) => ({ id: args.order_id })"))).toEqual([]);
    expect(typeCheck(built.home, app("(args: { order_id: number }) => args")).join("\n")).toMatch(/^app\.ts:4 /);
  });
});
