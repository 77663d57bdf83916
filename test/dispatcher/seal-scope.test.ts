// What a proposal is bound to: the meaning of its own write and the context fields that
// write's gates read, nothing else. A rebuild that rewords docs or changes another tool
// leaves a waiting proposal executable; a change to the write's own arguments, or to a type
// they reference, does not; a context that differs only in fields the write never reads,
// or in the order of a list read as a set, is still its context.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGenerated, cleanUp, type Generated, type Result, type Tools } from "../reliability/harness.js";

const TEXT = fs.readFileSync(path.join(import.meta.dirname, "fixtures/desk.tool"), "utf8");
const KEY = "test-proposal-key-0123456789abcdef-0123";
const CTX = { customer_id: "C-1", region: "north", stores: ["S-01", "S-02"], locale: "en" };
const ANOTHER_CONTRACT = "The proposal was made under another version of the contract; it must be proposed again.";
const ANOTHER_CONTEXT = "The proposal was made for another context.";

const dirs: string[] = [];
let original: Generated;
beforeAll(async () => {
  original = await build((t) => t);
});
afterAll(() => dirs.forEach(cleanUp));

/** The desk contract, edited, built into a fresh folder of its own. */
async function build(edit: (text: string) => string): Promise<Generated> {
  const { dir, gen } = await buildGenerated(edit(TEXT), "desk.tool");
  dirs.push(dir);
  return gen;
}

function dispatcher(gen: Generated): Tools {
  const { MemoryRunOnce } = gen as unknown as { MemoryRunOnce: new () => unknown };
  return gen.createDispatcher({
    handlers: { get_order: (a: { order_id: string }) => ({ order_id: a.order_id }), region_report: () => 1 },
    owners: { order: () => "C-1" },
    writers: { refund: () => ({ refunded: true }), restock: () => ({ ordered: true }) },
    proposalKey: KEY,
    runOnce: new MemoryRunOnce(),
  });
}

/** A refund and a restock proposed by the original build in `ctx`. */
async function proposeBoth(ctx: object = CTX): Promise<{ refund: unknown; restock: unknown }> {
  const tools = dispatcher(original);
  const task = original.newTask();
  expect((await tools.call({ name: "get_order", arguments: { order_id: "O-001" } }, ctx, task)).code).toBe("ok");
  const actions = [
    { tool: "refund", order_id: "O-001", amount: 5 },
    { tool: "restock", store: "S-01", count: 3 },
  ];
  const r = await tools.propose({ name: "done", arguments: { outcome: "resolve", actions } }, ctx, task);
  expect(r.code).toBe("ok");
  const [refund, restock] = r.proposals;
  return { refund, restock };
}

/** What executing the approved proposal answers: its code and, on a refusal, its text. */
async function executed(tools: Tools, proposal: unknown, ctx: object = CTX): Promise<[string, string]> {
  const r: Result = await tools.execute(proposal, ctx, { by: "reviewer" });
  return [r.code, r.error];
}

const OK: [string, string] = ["ok", ""];
const STALE: [string, string] = ["invalid_proposal", ANOTHER_CONTRACT];

// Each edit, and what it does to a waiting refund and a waiting restock.
const EDITS: [string, string, string, { refund: [string, string]; restock: [string, string] }][] = [
  ["a write's doc", "Refund part of an order. Moves money", "Refund some or all of an order. It moves money", { refund: OK, restock: OK }],
  ["an argument's doc", '"The amount in dollars."', '"How much to refund, in dollars."', { refund: OK, restock: OK }],
  ["a resource's missing text", "No order {id} is available for this customer.", "There is no order {id} for this customer.", { refund: OK, restock: OK }],
  ["the toolset's doc and a comment", '"A small desk, for the sealing tests."', '"A desk." // reworded', { refund: OK, restock: OK }],
  ["a hint", "List this customer's orders first.", "Look the orders up first.", { refund: OK, restock: OK }],
  ["a scope's message", "Only the customer's own stores can be restocked.", "Only your own stores.", { refund: OK, restock: OK }],
  ["a rule's message and the finish's doc", "A resolve needs at least one action.", "Resolve with one action or more.", { refund: OK, restock: OK }],
  ["another read's argument range", "string(1..20)", "string(1..30)", { refund: OK, restock: OK }],
  ["the finish's list cap", "(refund | restock)[..5]", "(refund | restock)[..4]", { refund: OK, restock: OK }],
  ["the other write's argument range", "int(1..50)", "int(1..60)", { refund: OK, restock: STALE }],
  ["the write's own argument range", "number(0..100)", "number(0..90)", { refund: STALE, restock: OK }],
  ["a type the write references", "/^O-\\d{3}$/", "/^O-\\d{3,4}$/", { refund: STALE, restock: OK }],
  ["the pattern of the other write's type", "/^S-\\d{2}$/", "/^S-\\d{2,3}$/", { refund: OK, restock: STALE }],
  ["the owner of a resource the write names", "owner   customer_id", "owner   region", { refund: STALE, restock: OK }],
];

describe("proposals survive unrelated edits", () => {
  it.each(EDITS)("after a rebuild that changes %s", async (_name, from, to, expected) => {
    expect(TEXT).toContain(from);
    const edited = await build((t) => t.replace(from, to));
    const { refund, restock } = await proposeBoth();
    const tools = dispatcher(edited);
    expect({ refund: await executed(tools, refund), restock: await executed(tools, restock) }).toEqual(expected);
  });
});

describe("the context a proposal is bound to", () => {
  it("is only the fields its write's gates read: a changed unrelated field still opens, a changed owner field does not", async () => {
    const tools = dispatcher(original);
    const a = await proposeBoth();
    expect(await executed(tools, a.refund, { ...CTX, customer_id: "C-2" })).toEqual(["invalid_proposal", ANOTHER_CONTEXT]);
    expect(await executed(tools, a.refund, { ...CTX, region: "south", locale: "fr", stores: ["S-09"] })).toEqual(OK);
    // The restock's gates read the stores alone: the owner field is not its context.
    expect(await executed(tools, a.restock, { ...CTX, customer_id: "C-2", region: "south" })).toEqual(OK);
  });

  it("compares a list read by `scope ... in` as a set: order and repeats do not count, its members do", async () => {
    const tools = dispatcher(original);
    const a = await proposeBoth();
    expect(await executed(tools, a.restock, { ...CTX, stores: ["S-01"] })).toEqual(["invalid_proposal", ANOTHER_CONTEXT]);
    expect(await executed(tools, a.restock, { ...CTX, stores: ["S-01", "S-02", "S-03"] })).toEqual(["invalid_proposal", ANOTHER_CONTEXT]);
    expect(await executed(tools, a.restock, { ...CTX, stores: ["S-02", "S-01", "S-02"] })).toEqual(OK);
    const b = await proposeBoth({ ...CTX, stores: ["S-02", "S-01"] });
    expect(await executed(tools, b.restock, CTX)).toEqual(OK);
  });

  it("ignores a field the seal cannot encode when the write does not read it, and refuses one it reads", async () => {
    const tools = dispatcher(original);
    const a = await proposeBoth();
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(await executed(tools, a.refund, { ...CTX, customer_id: 1n })).toEqual(["invalid_proposal", ANOTHER_CONTEXT]);
    expect(await executed(tools, a.refund, { ...CTX, locale: cyclic, region: 1n })).toEqual(OK);
  });
});
