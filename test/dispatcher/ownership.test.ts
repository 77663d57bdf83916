// Ownership through owner lookups that answer at once, as well as through promises: the
// same codes, the same texts and the same trace, whether a tool names one id or a list.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { emitDispatcher } from "../../src/emit/dispatcher/index.js";
import { formatTs } from "../prettier.js";
import { buildShop, type Built } from "./harness.js";

const CTX = { customer_id: "C-1", region: "north" };
const OWNERS: Record<string, string> = { "O-001": "C-1", "O-009": "C-2" };

let built: Built;
beforeAll(async () => {
  built = await buildShop();
});
afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

/** A dispatcher whose owner lookup answers synchronously or with a promise, counting handler runs. */
function setup(lookup: "sync" | "async" | "throws") {
  const handled: string[] = [];
  const owner = (id: string): string | null => {
    if (lookup === "throws") throw new Error("db down");
    return OWNERS[id] ?? null;
  };
  const tools = built.shop.createDispatcher({
    handlers: {
      get_order: (a: { order_id: string }) => (handled.push(a.order_id), { order_id: a.order_id }),
      bulk_status: () => (handled.push("bulk"), { ok: true }),
    },
    owners: { order: lookup === "async" ? async (id: string) => owner(id) : owner },
    writers: {},
    proposalKey: "ownership-test-proposal-key-0123456789abcdef",
    runOnce: built.shop.memoryStore(),
  });
  return { tools, handled, task: built.shop.newTask() };
}

const call = (name: string, args: unknown) => ({ name, arguments: args });

/** The code, model text and trace line of each call, in order. */
async function outcomes(lookup: "sync" | "async" | "throws", calls: [string, unknown][]) {
  const { tools, handled, task } = setup(lookup);
  const out = [];
  for (const [name, args] of calls) {
    const r = await tools.call(call(name, args), CTX, task);
    out.push([r.code, r.forModel()]);
  }
  return { out, handled, trace: task.trace.map((t) => [t.tool, t.code, t.reason]) };
}

describe("ownership", () => {
  const calls: [string, unknown][] = [
    ["get_order", { order_id: "O-001" }],
    ["get_order", { order_id: "O-009" }],
    ["get_order", { order_id: "O-404" }],
    ["bulk_status", { order_ids: ["O-001", "O-009"] }],
    ["bulk_status", { order_ids: ["O-001"] }],
  ];

  it("reads the same whether the owner lookup answers at once or with a promise", async () => {
    const sync = await outcomes("sync", calls);
    expect(sync).toEqual(await outcomes("async", calls));
    expect(sync.out.map(([code]) => code)).toEqual(["ok", "other_owner", "not_found", "other_owner", "ok"]);
    expect(sync.handled).toEqual(["O-001", "bulk"]);
    expect(sync.out[1]?.[1]).toBe(sync.out[2]?.[1]?.replace("O-404", "O-009"));
    expect(sync.trace[1]).toEqual(["get_order", "other_owner", "another owner"]);
    expect(sync.trace[2]).toEqual(["get_order", "not_found", "no owner"]);
  });

  it("turns a throwing owner lookup into tool_error before the handler runs", async () => {
    const { out, handled, trace } = await outcomes("throws", calls.slice(0, 1));
    expect(out[0]?.[0]).toBe("tool_error");
    expect(handled).toEqual([]);
    expect(trace[0]).toEqual(["get_order", "tool_error", "threw an Error"]);
  });
});

describe("the owner functions' layout", () => {
  // With a budget, get_order's gates are written out as functions (the layout tested here);
  // without one it is an entry of the \`reads\` table.
  const contract = (missing: string, budget = "budget 3") => `toolset t "T."
context {
  customer_id: string
}
resource order {
  id      string(1..20)
  owner   customer_id
  missing "${missing}"
}
read get_order {
  doc "Look up one order."
  arg order_id: order "The order."
  ${budget}
}
read get_orders {
  doc "Look up a few orders."
  arg order_ids: order[1..5] "The orders."
}
`;

  // A literal longer than the width is left on its own line, as prettier leaves it.
  for (const [what, missing] of [
    ["short", "No order {id}."],
    ["long", `No order {id} is available for this customer; ${"x".repeat(30)}.`],
    ["longer", `No order {id} is available for this customer; ${"x".repeat(50)}.`],
    ["unbreakable", `No order {id} is available for this customer; ${"y".repeat(80)}.`],
  ] as const)
    it(`is prettier's own output for a ${what} missing text`, async () => {
      const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text: contract(missing) }]).toolsets;
      if (!ts) throw new Error("the contract does not compile");
      const [file] = emitDispatcher(ts);
      expect(await formatTs(file?.text ?? "")).toBe(file?.text);
      expect(file?.text).toContain("return ownedArgs(denied, args);");
      expect(file?.text).toContain("const owned: Owned<Context, Deps>[] = [];");
    });

  it("breaks the steps of a long tool name as prettier does", async () => {
    const long = `look_up_one_order_of_this_customer_${"x".repeat(25)}`;
    const text = contract("No order {id}.").replace("read get_order {", `read ${long} {`);
    const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text }]).toolsets;
    if (!ts) throw new Error("the contract does not compile");
    const emitted = emitDispatcher(ts)[0]?.text ?? "";
    // Other lines of such a file are left to prettier; the steps must already be its layout.
    const steps = (t: string): string => t.slice(t.indexOf("function callTool("), t.indexOf("function proposeTool("));
    expect(steps(emitted)).toContain(`return resume(\n          checked,\n          call_${long},`);
    expect(steps(await formatTs(emitted))).toBe(steps(emitted));
  });

  it("lays out a long read's entry of the reads table as prettier does", async () => {
    const long = `look_up_one_order_of_this_customer_${"x".repeat(25)}`;
    const text = contract("No order {id}.", "").replace("read get_order {", `read ${long} {`);
    const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text }]).toolsets;
    if (!ts) throw new Error("the contract does not compile");
    const emitted = emitDispatcher(ts)[0]?.text ?? "";
    expect(emitted).toContain(`    own: (args, ctx, deps, results) =>\n      own_order(\n        args.order_id,\n`);
    expect(emitted).not.toContain(`function check_${long}(`);
    // Other lines of such a file are left to prettier; the table must already be its layout.
    const table = (t: string): string => t.slice(t.indexOf("const reads: Reads = {"), t.indexOf("function callTool("));
    expect(table(await formatTs(emitted))).toBe(table(emitted));
  });
});
