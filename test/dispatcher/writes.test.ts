// The write path as a real application runs it: sealed proposals, approval required
// and recorded, denials, truthful outcomes from the run-once store, the audit trail,
// options checked when the dispatcher is made, and tasks saved and restored.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildShop, type Built, type Result, type Shop } from "./harness.js";

const CTX = { customer_id: "C-1", region: "north" };
const KEY = "test-proposal-key-0123456789abcdef-0123";
const APPROVED = { by: "reviewer" };

let built: Built;
let shop: Shop;
beforeAll(async () => {
  built = await buildShop();
  shop = built.shop;
});
afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

type Writer = (args: { order_id: string; amount: number }, ctx: unknown, op: { operation_id: string; attempt: number }) => unknown;

/** A dispatcher over a writer the test chooses; it keeps every audit record and every writer call. */
function setup(writer?: Writer, extra: Record<string, unknown> = {}) {
  const audit: { event: string; code: string; operation_id: string; by: string | null; tool: string; args: unknown; duration_ms: number; reason?: string }[] = [];
  const writes: { operation_id: string; attempt: number; amount: number }[] = [];
  const tools = shop.createDispatcher({
    handlers: { get_order: (a: { order_id: string }) => ({ order_id: a.order_id }), list_orders: () => ({ orders: [] }), region_report: () => 1, bulk_status: () => 1, lookup: () => 1, ping: () => 1 },
    owners: { order: (id: string) => (id === "O-009" ? "C-2" : "C-1") },
    writers: {
      refund: (args: { order_id: string; amount: number }, ctx: unknown, op: { operation_id: string; attempt: number }) => {
        writes.push({ operation_id: op.operation_id, attempt: op.attempt, amount: args.amount });
        return writer ? writer(args, ctx, op) : { refunded: args.amount };
      },
    },
    proposalKey: KEY,
    runOnce: shop.memoryStore(),
    audit: (r: (typeof audit)[number]) => void audit.push(r),
    ...extra,
  });
  return { tools, audit, writes, task: shop.newTask() };
}

async function proposed(tools: ReturnType<typeof setup>["tools"], task: unknown, amount = 5, order_id = "O-001") {
  expect((await tools.call({ name: "get_order", arguments: { order_id } }, CTX, task)).code).toBe("ok");
  const r = await tools.propose({ name: "done", arguments: { outcome: "resolve", actions: [{ tool: "refund", order_id, amount }] } }, CTX, task);
  expect(r.code).toBe("ok");
  return r.proposals[0] as Record<string, unknown>;
}

describe("sealed proposals", () => {
  it("refuses a proposal propose never issued, and runs no writer", async () => {
    const { tools, writes } = setup();
    const forged = { operation_id: "op-1", tool: "refund", args: { order_id: "O-001", amount: 100 } };
    const r = await tools.execute(forged, CTX, APPROVED);
    expect(r.code).toBe("invalid_proposal");
    expect(writes).toEqual([]);
  });

  it("refuses a proposal whose amount, tool, id or seal changed", async () => {
    const { tools, task, writes } = setup();
    const p = await proposed(tools, task);
    const changed = [
      { ...p, args: { order_id: "O-001", amount: 100 } },
      { ...p, tool: "get_order" },
      { ...p, operation_id: "another" },
      { ...p, expires_at: (p["expires_at"] as number) + 1e9 },
      { ...p, seal: "00".repeat(32) },
      { ...p, seal: 42 },
    ];
    for (const c of changed) expect((await tools.execute(c, CTX, APPROVED)).code).toBe("invalid_proposal");
    expect(writes).toEqual([]);
    expect((await tools.execute(p, CTX, APPROVED)).code).toBe("ok");
  });

  it("refuses a proposal for another context, key, or contract version, and an expired one", async () => {
    const { tools, task, writes } = setup();
    const p = await proposed(tools, task);
    const other = await tools.execute(p, { customer_id: "C-2", region: "north" }, APPROVED);
    expect([other.code, other.error]).toEqual(["invalid_proposal", "The proposal was made for another context."]);
    const otherKey = setup(undefined, { proposalKey: "another-proposal-key-0123456789abcdef-01" }).tools;
    expect((await otherKey.execute(p, CTX, APPROVED)).code).toBe("invalid_proposal");
    const edited = await buildShop((text) => text.replace("number(0..100)", "number(0..90)"));
    try {
      const next = edited.shop.createDispatcher({ handlers: {}, owners: { order: () => "C-1" }, writers: { refund: () => 1 }, proposalKey: KEY, runOnce: edited.shop.memoryStore() });
      const r = await next.execute(p, CTX, APPROVED);
      expect([r.code, r.error]).toEqual(["invalid_proposal", "The proposal was made under another version of the contract; it must be proposed again."]);
    } finally {
      fs.rmSync(edited.dir, { recursive: true, force: true });
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 8 * 24 * 3600 * 1000);
      expect((await tools.execute(p, CTX, APPROVED)).error).toBe("The proposal has expired; it must be proposed again.");
    } finally {
      vi.useRealTimers();
    }
    expect(writes).toEqual([]);
  });

  it("seals with Web Crypto: the generated code imports no Node module", () => {
    for (const f of fs.readdirSync("generated", { recursive: true }) as string[])
      if (f.endsWith(".ts")) expect(fs.readFileSync(`generated/${f}`, "utf8")).not.toMatch(/from "node:/);
  });
});

describe("approval", () => {
  it("runs nothing without an approval naming who approved", async () => {
    const { tools, task, writes } = setup();
    const p = await proposed(tools, task);
    for (const a of [undefined, {}, { by: "" }, { by: "  " }, { by: 7 }, "reviewer"]) {
      const r = await tools.execute(p, CTX, a);
      expect([r.code, r.error]).toEqual(["not_approved", "This change has not been approved: an approval naming who approved (`by`) is required. Nothing was written."]);
    }
    expect(writes).toEqual([]);
    expect((await tools.execute(p, CTX, APPROVED)).code).toBe("ok");
  });

  it("records a denial with its reason for the model; a denied proposal never runs", async () => {
    const { tools, task, writes, audit } = setup();
    const p = await proposed(tools, task);
    const d = await tools.deny(p, CTX, { by: "reviewer", reason: "The order was already refunded." });
    expect([d.code, d.forModel()]).toEqual(["denied", JSON.stringify({ ok: false, error: "A person declined this change (refund): The order was already refunded." })]);
    expect((await tools.execute(p, CTX, APPROVED)).code).toBe("denied");
    expect(writes).toEqual([]);
    expect(audit.find((r) => r.event === "deny")).toMatchObject({ by: "reviewer", code: "denied", reason: "The order was already refunded.", tool: "refund" });
  });
});

describe("truthful outcomes", () => {
  it("runs a failed operation again under the same operation id", async () => {
    let fail = true;
    const { tools, task, writes } = setup(() => {
      if (fail) throw new shop.ToolFailure("unavailable", "down");
      return { refunded: 5 };
    });
    const p = await proposed(tools, task);
    const first = await tools.execute(p, CTX, APPROVED);
    expect(first.code).toBe("service_unavailable");
    expect(first.error).toContain("the change was not made");
    fail = false;
    const second = await tools.execute(p, CTX, APPROVED);
    expect(second.code).toBe("ok");
    expect(writes.map((w) => [w.operation_id, w.attempt])).toEqual([[p["operation_id"], 1], [p["operation_id"], 2]]);
    const third = await tools.execute(p, CTX, APPROVED);
    expect([third.code, third.error]).toEqual(["already_executed", "This operation has already been executed (outcome: ok); it never runs twice."]);
    expect(writes).toHaveLength(2);
  });

  it("records a timed-out writer's outcome as unknown, and never says it was not written", async () => {
    const { tools, task, writes } = setup(() => new Promise(() => {}), { timeoutMs: 20 });
    const p = await proposed(tools, task);
    const first = await tools.execute(p, CTX, APPROVED);
    expect(first.code).toBe("service_timeout");
    expect(first.error).toContain("may or may not have been made");
    expect(first.error).not.toMatch(/try again/i);
    const again = await tools.execute(p, CTX, APPROVED);
    expect(again.code).toBe("already_executed");
    expect(again.error).toContain("outcome is unknown");
    expect(writes).toHaveLength(1);
  });

  it("refuses bad timeouts, a missing or short key and a missing store when the dispatcher is made", () => {
    const base = { handlers: {}, owners: { order: () => "C-1" }, writers: { refund: () => 1 }, runOnce: shop.memoryStore() };
    for (const t of [Infinity, 2 ** 31, NaN, 0, -5, 1.5, { refund: Infinity }])
      expect(() => shop.createDispatcher({ ...base, proposalKey: KEY, timeoutMs: t })).toThrow(/timeoutMs(\.refund)? must be a whole number of milliseconds from 1 to 2147483647/);
    expect(() => shop.createDispatcher({ ...base, proposalKey: KEY, storeTimeoutMs: 0 })).toThrow(/storeTimeoutMs/);
    expect(() => shop.createDispatcher(base)).toThrow(/proposalKey is required/);
    expect(() => shop.createDispatcher({ ...base, proposalKey: "short" })).toThrow(/proposalKey must be a string of at least 32 bytes/);
    expect(() => shop.createDispatcher({ ...base, proposalKey: new Uint8Array(32) })).not.toThrow();
    // No silent store of its own per dispatcher: a toolset with writes names one.
    const { runOnce: _none, ...storeless } = base;
    expect(() => shop.createDispatcher({ ...storeless, proposalKey: KEY })).toThrow(
      /runOnce is required: this toolset has writes.*sqliteStore\(db\) from @contractc\/runtime\/sqlite.*postgresStore\(pool\).*memoryStore\(\) serves tests and one-process demos only/,
    );
  });

  it("covers the claim by a timeout: a store that never answers cannot hang execute", async () => {
    const hanging = Object.assign(shop.memoryStore() as object, { claim: () => new Promise(() => {}) });
    const { tools, task, writes } = setup(undefined, { runOnce: hanging, storeTimeoutMs: 30 });
    const p = await proposed(tools, task);
    const r = await tools.execute(p, CTX, APPROVED);
    expect([r.code, writes.length]).toEqual(["service_unavailable", 0]);
    expect(r.error).toContain("The change was not made");
  });

  it("runs 100 concurrent executes exactly once: one ok, 99 already_executed", async () => {
    let release = (): void => {};
    const gate = new Promise<void>((r) => (release = r));
    const { tools, task, writes } = setup(async () => (await gate, { refunded: 5 }));
    const p = await proposed(tools, task);
    const all = Array.from({ length: 100 }, () => tools.execute(p, CTX, APPROVED));
    setTimeout(release, 20);
    const codes = (await Promise.all(all)).map((r: Result) => r.code);
    expect([codes.filter((c) => c === "ok").length, codes.filter((c) => c === "already_executed").length, writes.length]).toEqual([1, 99, 1]);
  });
});

describe("audit", () => {
  it("records each propose, approval and execute, with no exception text", async () => {
    const { tools, task, audit } = setup(() => {
      throw new Error("postgres://admin:hunter2@db");
    });
    const p = await proposed(tools, task);
    await tools.execute(p, CTX, APPROVED);
    await tools.execute({ ...p, args: { order_id: "O-001", amount: 99 } }, CTX, APPROVED);
    expect(audit.map((r) => [r.event, r.code, r.by])).toEqual([
      ["propose", "ok", null],
      ["approve", "ok", "reviewer"],
      ["execute", "tool_error", "reviewer"],
      ["execute", "invalid_proposal", "reviewer"],
    ]);
    for (const r of audit) {
      expect(r.tool).toBe("refund");
      expect(typeof r.duration_ms).toBe("number");
    }
    // A proposal that fails its seal is kept under no operation id and with no arguments: its digest only.
    expect(audit.map((r) => r.operation_id)).toEqual([p["operation_id"], p["operation_id"], p["operation_id"], ""]);
    expect([audit[3]?.args, (audit[3] as { digest?: string }).digest]).toEqual([null, expect.stringMatching(/^sha256:[0-9a-f]{64}$/)]);
    expect(audit[0]?.args).toEqual({ order_id: "O-001", amount: 5 });
    expect(JSON.stringify(audit)).not.toContain("hunter2");
  });
});

describe("task state", () => {
  it("saves and restores budgets spent, evidence and trace; refuses changed or garbled state", async () => {
    const { tools, task } = setup();
    await tools.call({ name: "region_report", arguments: { region: "north" } }, CTX, task);
    const p = await proposed(tools, task);
    expect(p["task_id"]).toBe((task as unknown as { id: string }).id);
    const saved = JSON.parse(JSON.stringify(await tools.saveTask(task))) as { state: { counters: Record<string, number>; evidence: Record<string, string[]> }; seal: string };
    expect(saved.state).toMatchObject({ version: 1, counters: { region_report: 1 }, evidence: { order: ["O-001"] } });
    const back = await tools.restoreTask(saved);
    expect(back.ok).toBe(true);
    const restored = (back as { task: { calls(t: string): number; hasSeen(r: string, id: string): boolean; trace: unknown[] } }).task;
    expect([restored.calls("region_report"), restored.hasSeen("order", "O-001"), restored.trace.length]).toEqual([1, true, 3]);
    const tampered = { ...saved, state: { ...saved.state, counters: { region_report: 0 } } };
    for (const bad of [tampered, null, "garbage", { state: { version: 2 }, seal: saved.seal }, { seal: saved.seal }]) {
      const r = await tools.restoreTask(bad);
      expect(r).toMatchObject({ ok: false, code: "invalid_task_state" });
    }
  });
});
