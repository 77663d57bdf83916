// The demo, run as a function: the codes of every step in order, and exactly one
// refund row after two executions of the same approved proposal.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../demo/run.js";

describe("npm run demo", () => {
  it("refuses the recorded bad calls, recovers, and refunds exactly once", async () => {
    const run = await main();
    expect(run.steps.map((s) => s.code)).toEqual([
      "invalid_arguments", // LK-55190: five digits
      "invalid_arguments", // null
      "invalid_arguments", // LARK-12345: invented
      "other_owner", // the neighbour's order
      "invalid_arguments", // the extra customer_id
      "ok", // get_customer_orders
      "ok", // get_order LK-551906
      "ok", // the proposed refund
      "invalid_proposal", // a copy with another amount
      "ok", // the approval, recorded
      "ok", // the approved execution
      "already_executed", // the second execution
    ]);
    expect(run.refunds).toHaveLength(1);
    expect(run.refunds[0]).toMatchObject({
      order_id: "LK-551906",
      amount: 24.5,
      reason: "damaged",
    });
    expect(run.lines.some((l) => l.includes("ownership ✗  → other_owner"))).toBe(true);
  });

  it("writes its single refund into a real database file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-demo-"));
    try {
      const file = path.join(dir, "shop.sqlite");
      await main({ file });
      // Read back from disk with a new connection: the write and its claim are durable.
      const db = new Database(file, { readonly: true });
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(count("SELECT count(*) AS n FROM refunds")).toBe(1);
      expect(count("SELECT count(*) AS n FROM contractc_operations")).toBe(1);
      const audit = db.prepare("SELECT event, by_whom, code FROM contractc_audit ORDER BY id").all();
      expect(audit).toEqual([
        { event: "propose", by_whom: null, code: "ok" },
        { event: "execute", by_whom: "someone", code: "invalid_proposal" },
        { event: "approve", by_whom: "Amira (support lead)", code: "ok" },
        { event: "execute", by_whom: "refund worker", code: "ok" },
        { event: "execute", by_whom: "refund worker", code: "already_executed" },
      ]);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
