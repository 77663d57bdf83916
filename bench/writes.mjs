// The write path's cost: `propose` + `execute` of one refund, with the SQLite run-once
// store (claim, outcome, audit records) in a database file, against the writer alone (the
// same INSERT into the same database). Timed per operation over a few hundred
// operations, each a fresh proposal, as an application runs them.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const CTX = { customer_id: "C-1" };
const KEY = "bench-proposal-key-0123456789abcdef-0123";

/** Median of a list of numbers. */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Times `n` operations of each kind, in rounds; returns µs per operation. */
export async function writeFigures(root, larkfield, n = 300, rounds = 3) {
  const { sqliteStore } = await import(pathToFileURL(path.join(root, "dist/src/stores/sqlite.js")).href);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-bench-writes-"));
  try {
    const db = new Database(path.join(dir, "bench.sqlite"));
    db.pragma("journal_mode = WAL");
    // Durable at each checkpoint rather than at each commit: SQLite's usual setting with WAL.
    db.pragma("synchronous = NORMAL");
    db.exec("CREATE TABLE refunds (operation_id TEXT PRIMARY KEY, order_id TEXT, amount REAL)");
    const insert = db.prepare("INSERT INTO refunds VALUES (?, ?, ?)");
    const writer = (args, _ctx, op) => (insert.run(op.operation_id, args.order_id, args.amount), { refunded: args.amount });
    const tools = larkfield.createDispatcher({
      handlers: { get_order: (a) => ({ order_id: a.order_id }), get_customer_orders: () => ({ orders: [] }), get_payments: () => ({}), search_policy: () => ({}) },
      owners: { order: () => "C-1" },
      writers: { request_refund: writer, create_return_label: () => null },
      runOnce: sqliteStore(db),
      proposalKey: KEY,
    });
    const task = larkfield.newTask();
    await tools.call({ name: "get_order", arguments: { order_id: "LK-100001" } }, CTX, task);
    const finish = { name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id: "LK-100001", amount: 5, reason: "late" }] } };
    let k = 0;
    const alone = [];
    const path_ = [];
    for (let round = 0; round < rounds; round++) {
      let t0 = performance.now();
      for (let i = 0; i < n; i++) writer({ order_id: "LK-100001", amount: 5 }, CTX, { operation_id: `alone-${k++}` });
      alone.push(((performance.now() - t0) * 1000) / n);
      t0 = performance.now();
      for (let i = 0; i < n; i++) {
        const p = await tools.propose(finish, CTX, task);
        const r = await tools.execute(p.proposals[0], CTX, { by: "bench" });
        if (r.code !== "ok") throw new Error(`execute answered ${r.code}`);
      }
      path_.push(((performance.now() - t0) * 1000) / n);
      task.trace.length = 0;
    }
    db.close();
    return { n, rounds, writerUs: median(alone), pathUs: median(path_) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The report's section. */
export function writeSection(f) {
  return [
    "## The write path",
    "",
    `\`propose\` + \`execute\` of one refund with the SQLite store (a file in WAL mode, \`synchronous = NORMAL\`: claim, outcome, propose/approve/execute audit records), against the writer alone (the same INSERT), median of ${f.rounds} rounds of ${f.n} operations:`,
    "",
    "| | µs per operation |",
    "|---|---|",
    `| writer alone | ${f.writerUs.toFixed(1)} |`,
    `| propose + execute (SQLite store) | ${f.pathUs.toFixed(1)} |`,
    "",
  ].join("\n");
}
