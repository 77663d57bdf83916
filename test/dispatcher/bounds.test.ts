// A task's trace and evidence stay bounded however long it runs: the trace keeps its newest
// MAX_TRACE_LINES lines and counts the dropped ones, in the task and in its saved state; the
// evidence keeps MAX_EVIDENCE_IDS ids, and a call that needs an id it had no room for is
// refused (never let through), saying why. The larkfield toolset over the demo's database.
import { afterEach, describe, expect, it } from "vitest";
import { createDispatcher, MAX_EVIDENCE_IDS, MAX_TRACE_LINES, newTask, restoreTask } from "../../generated/larkfield/index.js";
import { openShop, runOnceIn, shopFunctions } from "../../demo/shop.js";

const CTX = { customer_id: "C-88930" };
const opened: { close(): unknown }[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function shop() {
  const db = openShop();
  opened.push(db);
  return createDispatcher({ ...shopFunctions(db), runOnce: runOnceIn(db), proposalKey: "bounds-test-proposal-key-0123456789abcdef" });
}

const finish = (order_id: string) => ({
  name: "finish",
  arguments: { outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id, amount: 5, reason: "late" }] },
});

describe("a long task", () => {
  it("keeps the newest trace lines and counts the dropped ones, in the task and in what saveTask writes", async () => {
    const tools = shop();
    const task = newTask();
    const calls = MAX_TRACE_LINES + 500;
    for (let i = 0; i < calls; i++) await tools.call({ name: `t${i}`, arguments: {} }, CTX, task);
    expect(task.trace).toHaveLength(MAX_TRACE_LINES);
    expect(task.traceDropped).toBe(500);
    expect(task.trace[0]?.tool).toBe("t500");
    expect(task.trace.at(-1)?.tool).toBe(`t${calls - 1}`);
    const saved = await tools.saveTask(task, CTX);
    expect((saved.state as { traceDropped?: number }).traceDropped).toBe(500);
    expect(JSON.stringify(saved).length).toBeLessThan(200 * 1024);
    const back = await tools.restoreTask(saved, CTX);
    if (!back.ok) throw new Error(back.error);
    expect(back.task.trace).toHaveLength(MAX_TRACE_LINES);
    expect(back.task.traceDropped).toBe(500);
  });

  it("restores a state saved before there was a bound with its newest lines, counting the rest", () => {
    const line = (i: number) => ({ tool: `t${i}`, code: "unknown_tool", reason: "unknown tool", durationMs: 0 });
    const state = { version: 1, id: "task-1", counters: {}, refusals: {}, stopped: false, evidence: {}, trace: Array.from({ length: MAX_TRACE_LINES + 200 }, (_, i) => line(i)) };
    const back = restoreTask(state);
    if (!back.ok) throw new Error(back.error);
    expect(back.task.trace).toHaveLength(MAX_TRACE_LINES);
    expect(back.task.trace[0]?.tool).toBe("t200");
    expect(back.task.traceDropped).toBe(200);
    expect(restoreTask({ ...state, traceDropped: -1 }).ok).toBe(false);
  });

  it("keeps at most MAX_EVIDENCE_IDS ids; a write naming one seen past that is refused, saying why", async () => {
    const tools = shop();
    const task = newTask();
    expect((await tools.call({ name: "get_order", arguments: { order_id: "LK-551907" } }, CTX, task)).ok).toBe(true);
    for (let i = 1; i < MAX_EVIDENCE_IDS + 50; i++) task.see("order", `X-${i}`);
    expect(task.evidenceFull).toBe(true);
    expect(Object.values(task.toJSON().evidence).flat()).toHaveLength(MAX_EVIDENCE_IDS);
    // Read now, with no room left: the read answers, but its id is not kept.
    expect((await tools.call({ name: "get_order", arguments: { order_id: "LK-551906" } }, CTX, task)).ok).toBe(true);
    const refused = await tools.propose(finish("LK-551906"), CTX, task);
    expect(refused.code).toBe("not_seen");
    expect(refused.error).toContain(`This task has seen more ids than it keeps (${MAX_EVIDENCE_IDS})`);
    expect(refused.proposals).toEqual([]);
    // An id kept before the bound still lets its write through.
    const kept = await tools.propose(finish("LK-551907"), CTX, task);
    expect(kept.ok).toBe(true);
  });
});
