// The write path's side of the store through a long outage: records that cannot be written
// are kept to be written later, at most MAX_OWED of them; the oldest audit records give way
// first, and an outcome (what stops a second run) never does.
import { describe, expect, it } from "vitest";
import { Ledger, MAX_OWED } from "../../src/runtime/runtime-ledger.js";
import { memoryStore } from "../../src/runtime/runtime-memory.js";
import type { AuditRecord } from "../../src/runtime/runtime-store.js";

const record = (i: number): AuditRecord => ({
  event: "execute", operation_id: `op-${i}`, tool: "refund", args: null, by: "amira",
  at: "2026-01-01T00:00:00.000Z", code: "ok", duration_ms: 1, task_id: null,
});

describe("the ledger through a long store outage", () => {
  it("keeps every outcome and at most MAX_OWED records, dropping the oldest audit records first", async () => {
    const store = memoryStore();
    let down = true;
    const failing = Object.assign(Object.create(store) as typeof store, {
      audit: (r: AuditRecord) => (down ? Promise.reject(new Error("down")) : store.audit(r)),
      finish: (...a: Parameters<typeof store.finish>) => (down ? Promise.reject(new Error("down")) : store.finish(...a)),
    });
    const ledger = new Ledger(failing, 1, undefined);
    store.claim({ operation_id: "op-kept", tool: "refund", by: "amira", task_id: null, lease_ms: 60_000, rerun: false });
    expect(await ledger.outcome("op-kept", 1, "done", "ok")).toBe(false);
    for (let i = 0; i < MAX_OWED + 20; i++) await ledger.audit(record(i));
    expect(ledger.owing).toBe(MAX_OWED);
    expect(ledger.dropped).toBe(21);
    down = false;
    await ledger.settleOwed();
    expect(ledger.owing).toBe(0);
    expect(store.operation("op-kept")?.state).toBe("done");
    const kept = store.records().map((r) => r.operation_id);
    expect([kept.length, kept[0], kept.at(-1)]).toEqual([MAX_OWED - 1, "op-21", `op-${MAX_OWED + 19}`]);
  }, 60_000);
});
