// The practice shop behind the demo: a small SQLite database, created and seeded on
// each run, and the larkfield toolset's handlers, owner lookup and writers over it.
// The application's functions stay plain queries: every check lives in the gates.

import Database from "better-sqlite3";
import type { Context, Handlers, Owners, Writers } from "../generated/larkfield/index.js";
import { sqliteStore, type SqliteStore } from "../src/stores/sqlite.js";

/** An open practice database. */
export type ShopDb = Database.Database;

const SCHEMA = `
CREATE TABLE customers (customer_id TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE orders (
  order_id TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers,
  status TEXT NOT NULL, ordered_on TEXT NOT NULL, sku TEXT NOT NULL,
  product TEXT NOT NULL, price REAL NOT NULL);
CREATE TABLE payments (order_id TEXT NOT NULL REFERENCES orders, kind TEXT NOT NULL, amount REAL NOT NULL);
CREATE TABLE refunds (
  operation_id TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES orders,
  amount REAL NOT NULL, reason TEXT NOT NULL, approved_by TEXT NOT NULL);
CREATE TABLE policies (title TEXT NOT NULL, version TEXT NOT NULL, body TEXT NOT NULL);
`;

/** Opens (`:memory:` by default) and seeds the practice database: two customers, three orders, no refund yet. */
export function openShop(file = ":memory:"): ShopDb {
  const db = new Database(file);
  db.exec(SCHEMA);
  const customer = db.prepare("INSERT INTO customers VALUES (?, ?)");
  customer.run("C-88930", "Mei Tanaka");
  customer.run("C-20417", "Tom Weller");
  const order = db.prepare("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?)");
  order.run(
    "LK-551906",
    "C-88930",
    "delivered",
    "2025-03-02",
    "MUG-0412",
    "Stoneware mug, blue",
    24.5,
  );
  order.run("LK-551907", "C-88930", "shipped", "2025-03-09", "TEA-1180", "Loose-leaf sampler", 18);
  order.run("LK-615204", "C-20417", "delivered", "2025-02-21", "KET-0007", "Copper kettle", 89);
  const payment = db.prepare("INSERT INTO payments VALUES (?, 'charge', ?)");
  for (const id of ["LK-551906", "LK-551907", "LK-615204"])
    payment.run(
      id,
      (db.prepare("SELECT price FROM orders WHERE order_id = ?").get(id) as { price: number })
        .price,
    );
  db.prepare("INSERT INTO policies VALUES (?, ?, ?)").run(
    "Damaged items",
    "v3 (2025-01-01)",
    "An item that arrives damaged is refunded in full on request, within 30 days of delivery.",
  );
  return db;
}

type Row = Record<string, unknown>;

/** The handlers, owner lookup and writers of the larkfield toolset over `db`; `refund` records who approved it. */
export function shopFunctions(db: ShopDb): {
  handlers: Handlers;
  owners: Owners;
  writers: Writers;
} {
  const one = (sql: string, ...args: unknown[]): Row | undefined =>
    db.prepare(sql).get(...args) as Row | undefined;
  const all = (sql: string, ...args: unknown[]): Row[] => db.prepare(sql).all(...args) as Row[];
  const handlers: Handlers = {
    get_order: ({ order_id }) => ({
      ...one(
        "SELECT order_id, status, ordered_on, sku, product, price FROM orders WHERE order_id = ?",
        order_id,
      ),
      refunds: all("SELECT amount, reason FROM refunds WHERE order_id = ?", order_id),
    }),
    get_customer_orders: (_args, ctx: Context) => ({
      orders: all(
        "SELECT order_id, status FROM orders WHERE customer_id = ? ORDER BY order_id",
        ctx.customer_id,
      ).map((r) => ({ order_id: String(r["order_id"]), status: String(r["status"]) })),
    }),
    get_payments: ({ order_id }) => ({
      payments: all("SELECT kind, amount FROM payments WHERE order_id = ?", order_id),
      refunds: all("SELECT amount, reason FROM refunds WHERE order_id = ?", order_id),
    }),
    search_policy: ({ query }) =>
      all(
        "SELECT title, version, body FROM policies WHERE body LIKE ? OR title LIKE ?",
        `%${query}%`,
        `%${query}%`,
      ),
  };
  const owners: Owners = {
    order: (id) => {
      const row = one("SELECT customer_id FROM orders WHERE order_id = ?", id);
      return row === undefined ? null : String(row["customer_id"]);
    },
  };
  const writers: Writers = {
    request_refund: (args, _ctx, op) => {
      const approver = op.approval.by;
      db.prepare("INSERT INTO refunds VALUES (?, ?, ?, ?, ?)").run(
        op.operation_id,
        args.order_id,
        args.amount,
        args.reason,
        approver,
      );
      return { refunded: args.amount, order_id: args.order_id };
    },
    // The demo proposes no label; a real writer would call the carrier here.
    create_return_label: (args) => ({ label_for: args.order_id, sku: args.sku }),
  };
  return { handlers, owners, writers };
}

/** The run-once store in the same database, so an approved write stays run-once across restarts and its audit is kept. */
export function runOnceIn(db: ShopDb): SqliteStore {
  return sqliteStore(db);
}

/** The refunds table's rows, for the demo's last lines and its test. */
export function refundRows(db: ShopDb): Row[] {
  return db
    .prepare("SELECT operation_id, order_id, amount, reason, approved_by FROM refunds")
    .all() as Row[];
}
