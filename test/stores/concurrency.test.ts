// Many processes over one durable store, SQLite and PostgreSQL alike: 8 processes x 50 concurrent executes of the
// same 20 proposals run each writer exactly once (20 `ok`, 380 `already_executed`);
// and a process killed with SIGKILL while it holds claims runs nothing twice: once the
// claims' lease runs out they read as unknown, a restarted process does not run them
// again by itself, and only a person's explicit re-run takes them over under the same
// operation ids (the next attempt), the writer's effect happening once per operation.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDispatcher, memoryStore, newTask, type Proposal } from "../../generated/larkfield/index.js";
import { openStore, type Backend } from "./backends.js";
import { startPostgres, type PostgresServer } from "./postgres-server.js";

const KEY = "store-test-proposal-key-0123456789abcdef";
const CTX = { customer_id: "C-1" };
const WORKER = path.join(import.meta.dirname, "worker.ts");

/** 20 sealed proposals, made as a chat request would make them. */
async function twentyProposals(): Promise<Proposal[]> {
  const tools = createDispatcher({
    handlers: { get_order: (a) => ({ order_id: a.order_id }), get_customer_orders: () => ({ orders: [] }), get_payments: () => ({}), search_policy: () => ({}) },
    owners: { order: () => "C-1" },
    writers: { request_refund: () => null, create_return_label: () => null },
    proposalKey: KEY,
    runOnce: memoryStore(),
  });
  const task = newTask();
  const ids = Array.from({ length: 20 }, (_, i) => `LK-${String(100001 + i)}`);
  const out: Proposal[] = [];
  for (let i = 0; i < 20; i += 5) {
    const batch = ids.slice(i, i + 5);
    for (const order_id of batch) await tools.call({ name: "get_order", arguments: { order_id } }, CTX, task);
    const actions = batch.map((order_id) => ({ tool: "request_refund", order_id, amount: 10, reason: "late" }));
    const r = await tools.propose({ name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions } }, CTX, task);
    expect(r.code).toBe("ok");
    out.push(...r.proposals);
  }
  return out;
}

interface Run {
  readonly child: ChildProcess;
  readonly lines: string[];
  readonly exited: Promise<number | null>;
}

function worker(backend: Backend, where: string, file: string, offset: number, delayMs: number, waitMs: number, lease: "short" | "long" = "long", rerun = false): Run {
  const args = [WORKER, backend, where, file, "50", String(offset), String(delayMs), String(waitMs), lease, rerun ? "rerun" : "once"];
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const lines: string[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split("\n");
    rest = parts.pop() ?? "";
    lines.push(...parts);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, lines, exited };
}

const codesOf = (run: Run): string[] => JSON.parse(run.lines.find((l) => l.startsWith("done "))?.slice(5) ?? "[]") as string[];

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-stores-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

for (const backend of ["sqlite", "postgres"] as const) {
  describe(`the ${backend} store`, () => {
    // A file per test for SQLite; a database per test on a server of its own for PostgreSQL.
    let server: PostgresServer | undefined;
    if (backend === "postgres") {
      beforeAll(async () => {
        server = await startPostgres();
      }, 120_000);
      afterAll(() => server?.stop(), 60_000);
    }
    const where = async (name: string): Promise<string> =>
      server === undefined ? path.join(dir, `${name}.sqlite`) : server.database(name);

    it("runs each of 20 writers exactly once under 8 processes x 50 concurrent executes", async () => {
      const proposals = await twentyProposals();
      const file = path.join(dir, `${backend}-proposals.json`);
      fs.writeFileSync(file, JSON.stringify(proposals));
      const db = await where("many");
      const runs = Array.from({ length: 8 }, (_, i) => worker(backend, db, file, i * 50, 20, 0));
      expect(await Promise.all(runs.map((r) => r.exited))).toEqual(Array(8).fill(0));
      const codes = runs.flatMap(codesOf);
      expect(codes.filter((c) => c !== "ok" && c !== "already_executed")).toEqual([]);
      expect(codes).toHaveLength(400);
      const opened = await openStore(backend, db);
      try {
        const { calls, refunds, audit } = await opened.read();
        expect([...calls.values()]).toEqual(Array(20).fill(1));
        expect(refunds).toBe(20);
        const executes = audit.filter((r) => r.event === "execute");
        expect(executes.filter((r) => r.code === "ok")).toHaveLength(20);
        expect(executes.filter((r) => r.code === "already_executed")).toHaveLength(380);
        expect(new Set(executes.filter((r) => r.code === "ok").map((r) => r.operation_id)).size).toBe(20);
      } finally {
        await opened.close();
      }
    }, 120_000);

    it("loses nothing and writes nothing twice when a process is killed holding claims", async () => {
      const proposals = await twentyProposals();
      const file = path.join(dir, `${backend}-proposals-kill.json`);
      fs.writeFileSync(file, JSON.stringify(proposals));
      const db = await where("kill");
      // The victim claims every operation (its claims' lease: 3 s), then dies inside its writers.
      const victim = worker(backend, db, file, 0, 800, 0, "short");
      while (!victim.lines.some((l) => l.startsWith("writing "))) {
        if (victim.child.exitCode !== null) throw new Error("the victim ended before writing");
        await new Promise((r) => setTimeout(r, 10));
      }
      victim.child.kill("SIGKILL");
      await victim.exited;
      const others = Array.from({ length: 7 }, (_, i) => worker(backend, db, file, (i + 1) * 50, 20, 0));
      expect(await Promise.all(others.map((r) => r.exited))).toEqual(Array(7).fill(0));
      // Restarted after the victim's claims' lease: their outcome is unknown, and nothing runs them again by itself.
      const restarted = worker(backend, db, file, 0, 20, 3500);
      expect(await restarted.exited).toBe(0);
      expect(codesOf(restarted)).toHaveLength(50);
      const killed = new Set<string>();
      const opened = await openStore(backend, db);
      try {
        const { calls } = await opened.read();
        for (const n of calls.values()) expect(n).toBe(1);
        const oks = new Set((await opened.read()).audit.filter((r) => r.event === "execute" && r.code === "ok").map((r) => r.operation_id));
        for (const p of proposals) if (!oks.has(p.operation_id)) killed.add(p.operation_id);
        expect(killed.size).toBeGreaterThan(0);
        // A person asks for a re-run: only the unknown ones run again, under the same operation ids.
        const rerun = worker(backend, db, file, 0, 20, 0, "long", true);
        expect(await rerun.exited).toBe(0);
        const after = await opened.read();
        expect(after.refunds).toBe(20);
        const okNow = after.audit.filter((r) => (r.event === "execute" || r.event === "rerun") && r.code === "ok").map((r) => r.operation_id);
        expect(okNow.sort()).toEqual(proposals.map((p) => p.operation_id).sort());
        // A killed operation's writer ran at most once before the kill (it may have died between claim and writer) and once on the re-run.
        for (const [id, n] of after.calls) expect(n).toBeLessThanOrEqual(killed.has(id) ? 2 : 1);
        expect([...after.calls.values()].filter((n) => n === 2).length).toBeGreaterThan(0);
        expect([...after.calls.keys()].sort()).toEqual(proposals.map((p) => p.operation_id).sort());
      } finally {
        await opened.close();
      }
    }, 120_000);
  });
}
