// The files of the fresh app the package test installs both tarballs into: an application
// on SQLite that runs the README's first contract end to end, in production, with only
// the runtime package and its driver installed. Kept apart from the test so the test
// reads as the steps a user takes.

/** The app's entry: a read, a finish proposing a refund, the review queue, an approval, two executes. */
export const APP = `import Database from "better-sqlite3";
import { sqliteStore } from "@contractc/runtime/sqlite";
import { createDispatcher, newTask, parseProposal, type Context } from "../generated/larkfield/index.js";

const db = new Database(process.argv[2] ?? ":memory:");
db.exec("CREATE TABLE IF NOT EXISTS refunds (operation_id TEXT PRIMARY KEY, order_id TEXT, amount REAL)");
const store = sqliteStore(db);
const tools = createDispatcher({
  handlers: { get_order: async (args) => ({ order_id: args.order_id, total: 120 }) },
  owners: { order: async (id) => (id === "LK-551906" ? "C-88930" : null) },
  writers: {
    request_refund: async (args, _ctx, op) =>
      db.prepare("INSERT INTO refunds VALUES (?, ?, ?)").run(op.operation_id, args.order_id, args.amount).changes,
  },
  proposalKey: "a proposal key of at least 32 bytes, for the test",
  runOnce: store,
});

const ctx: Context = { customer_id: "C-88930" };
const task = newTask();
const read = await tools.call({ name: "get_order", arguments: { order_id: "LK-551906" } }, ctx, task);
const finish = {
  outcome: "resolve",
  message: "Your refund is on its way once approved.",
  actions: [{ tool: "request_refund", order_id: "LK-551906", amount: 20, reason: "damaged" }],
};
const proposed = await tools.propose({ name: "finish", arguments: finish }, ctx, task);
const codes: string[] = [];
for (const text of store.pending()) {
  const parsed = parseProposal(JSON.parse(text));
  if (!parsed.ok) throw new Error(parsed.error);
  codes.push((await tools.approve(parsed.proposal, ctx, { by: "amira" })).code);
  codes.push((await tools.execute(parsed.proposal, ctx, { by: "refund worker" })).code);
  codes.push((await tools.execute(parsed.proposal, ctx, { by: "refund worker" })).code);
}
const refunds = db.prepare("SELECT order_id, amount FROM refunds").all();
console.log(JSON.stringify({ read: read.code, proposed: proposed.code, codes, refunds }));
`;

/** Compiles the app and its generated folder to JavaScript under \`build/\`, strictly. */
export const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    module: "NodeNext",
    moduleResolution: "NodeNext",
    target: "ES2022",
    types: ["node"],
    outDir: "build",
    rootDir: ".",
    skipLibCheck: true,
  },
  include: ["src/**/*.ts", "generated/**/*.ts"],
});
