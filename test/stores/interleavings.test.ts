// Random interleavings of propose, approve, deny, execute and explicit re-runs, with store
// methods failing and recovering at random points and writers that succeed, write nothing,
// time out or throw, on the memory and SQLite stores. Whatever the order, each run of a
// writer had a recorded approval, no writer ran after a recorded denial, an operation ran
// again only after a recorded `failed` outcome or on an explicit re-run, and every audited
// `ok` execute matches a run. (Killed processes are covered in concurrency.test.ts.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDispatcher, memoryStore, newTask, ToolFailure, type Proposal, type RunOnceStore } from "../../generated/larkfield/index.js";
import { sqliteStore } from "../../src/stores/sqlite.js";

const CTX = { customer_id: "C-1" };
type Outcome = "ok" | "unavailable" | "timeout" | "throw";
type Method = "propose" | "approve" | "deny" | "claim" | "finish" | "audit";
type Step =
  | { readonly kind: "propose" }
  | { readonly kind: "approve" | "deny"; readonly i: number }
  | { readonly kind: "execute"; readonly i: number; readonly rerun: boolean; readonly outcome: Outcome }
  | { readonly kind: "fault"; readonly method: Method; readonly on: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: "propose" as const }),
  fc.record({ kind: fc.constantFrom("approve" as const, "deny" as const), i: fc.nat(5) }),
  fc.record({ kind: fc.constant("execute" as const), i: fc.nat(5), rerun: fc.boolean(), outcome: fc.constantFrom<Outcome>("ok", "ok", "unavailable", "timeout", "throw") }),
  fc.record({ kind: fc.constant("fault" as const), method: fc.constantFrom<Method>("propose", "approve", "deny", "claim", "finish", "audit"), on: fc.boolean() }),
);

let dir: string;
beforeAll(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-interleavings-"))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const backends: Record<string, () => RunOnceStore & { records(): unknown }> = {
  memory: () => memoryStore(),
  sqlite: () => sqliteStore(new Database(path.join(dir, `${String(Math.random()).slice(2)}.sqlite`))),
};

/** Runs one interleaving and returns every broken promise, as text. */
async function run(store: RunOnceStore & { records(): unknown }, steps: readonly Step[]): Promise<string[]> {
  const broken: string[] = [];
  const failing = new Set<string>();
  const faulty = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (failing.has(String(key))) throw new Error("store down");
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  let outcome: Outcome = "ok";
  let rerunAsked = false;
  const runs = new Map<string, number>();
  const lastOutcome = new Map<string, Outcome>();
  const denied = new Set<string>();
  const tools = createDispatcher({
    handlers: { get_order: (a) => ({ order_id: a.order_id }), get_customer_orders: () => ({ orders: [] }), get_payments: () => ({}), search_policy: () => ({}) },
    owners: { order: () => "C-1" },
    writers: {
      request_refund: async (_a, _c, op) => {
        const id = op.operation_id;
        const row = await store.operation(id);
        if (row?.approved_by == null) broken.push(`${id} ran with no recorded approval`);
        if (denied.has(id)) broken.push(`${id} ran after a recorded denial`);
        const before = runs.get(id) ?? 0;
        if (before > 0 && lastOutcome.get(id) !== "unavailable" && !rerunAsked) broken.push(`${id} ran again by itself`);
        runs.set(id, before + 1);
        lastOutcome.set(id, outcome);
        if (outcome === "unavailable") throw new ToolFailure("unavailable", "down");
        if (outcome === "throw") throw new Error("boom");
        if (outcome === "timeout") return new Promise(() => {});
        return { refunded: true };
      },
      create_return_label: () => null,
    },
    runOnce: faulty,
    proposalKey: "interleavings-proposal-key-0123456789abcdef",
    timeoutMs: 20,
    storeTimeoutMs: 20,
  });
  const proposals: Proposal[] = [];
  const task = newTask();
  await tools.call({ name: "get_order", arguments: { order_id: "LK-100001" } }, CTX, task);
  for (const s of steps) {
    if (s.kind === "fault") {
      if (s.on) failing.add(s.method);
      else failing.delete(s.method);
    } else if (s.kind === "propose") {
      const r = await tools.propose({ name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id: "LK-100001", amount: 5, reason: "late" }] } }, CTX, task);
      proposals.push(...r.proposals);
    } else {
      const p = proposals[s.i % Math.max(1, proposals.length)];
      if (p === undefined) continue;
      if (s.kind === "approve") await tools.approve(p, CTX, { by: "amira" });
      else if (s.kind === "deny") {
        if ((await tools.deny(p, CTX, { by: "noor", reason: "No." })).code === "denied") denied.add(p.operation_id);
      } else if (s.kind === "execute") {
        outcome = s.outcome;
        rerunAsked = s.rerun;
        const r = await tools.execute(p, CTX, { by: "amira", rerun: s.rerun });
        if (r.code === "ok" && (runs.get(p.operation_id) ?? 0) === 0) broken.push(`${p.operation_id} answered ok without a run`);
      }
    }
  }
  // Every owed record written once the store is back, then the audit read.
  failing.clear();
  await tools.approve(proposals[0] ?? ({} as Proposal), CTX, { by: "amira" });
  const oks = new Map<string, number>();
  for (const r of (await store.records()) as { event: string; code: string; operation_id: string }[])
    if ((r.event === "execute" || r.event === "rerun") && r.code === "ok") oks.set(r.operation_id, (oks.get(r.operation_id) ?? 0) + 1);
  for (const [id, n] of oks) if (n > (runs.get(id) ?? 0)) broken.push(`${id} audited ${n} ok executes for ${runs.get(id) ?? 0} runs`);
  return broken;
}

describe.each(Object.keys(backends))("interleavings on the %s store", (backend) => {
  it("keep every write promise under store faults", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        expect(await run(backends[backend]!(), steps)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
