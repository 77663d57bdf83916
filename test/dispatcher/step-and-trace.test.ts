// The step form (one JSON Schema for a whole step, for models without native tool calling),
// run through `call` as the README shows; the `onTrace` hook; and `propose` given a read.
// The larkfield toolset over the demo's SQLite practice database.
import { Ajv } from "ajv";
import type { ResponseFormatJSONSchema } from "openai/resources/shared";
import { afterEach, describe, expect, it } from "vitest";
import { createDispatcher, newTask, toolSchemas, type TraceEntry } from "../../generated/larkfield/index.js";
import { openShop, runOnceIn, shopFunctions } from "../../demo/shop.js";

const CTX = { customer_id: "C-88930" };
const opened: { close(): unknown }[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function shop(onTrace?: (entry: TraceEntry) => void) {
  const db = openShop();
  opened.push(db);
  const tools = createDispatcher({ ...shopFunctions(db), runOnce: runOnceIn(db), ...(onTrace ? { onTrace } : {}) });
  return { tools, task: newTask() };
}

/** The step as a model writes it, parsed, then run through `call` (README: "A model without tool calling"). */
async function runStep(text: string) {
  const { tools, task } = shop();
  const { step } = JSON.parse(text) as { step: { tool: string; arguments: unknown } };
  return tools.call({ name: step.tool, arguments: step.arguments }, CTX, task);
}

describe("toolSchemas.step", () => {
  // Typed as OpenAI's response_format: a wrong shape fails tsc.
  const format: ResponseFormatJSONSchema = { type: "json_schema", json_schema: { name: "step", schema: toolSchemas.step, strict: true } };
  const valid = new Ajv({ strict: false }).compile(toolSchemas.step);

  it("is one union tagged by tool name, over the read and finish tools only", () => {
    const members = (toolSchemas.step.properties["step"]?.anyOf ?? []).map((m) => m.properties?.["tool"]?.enum?.[0]);
    expect(members).toEqual(toolSchemas.openai.map((t) => t.function.name));
    expect(members).not.toContain("request_refund");
    expect(format.json_schema.strict).toBe(true);
  });

  it("accepts a step whose arguments fit its tool, and refuses a mismatched or unknown one", () => {
    expect(valid({ step: { tool: "get_order", arguments: { order_id: "LK-551906" } } })).toBe(true);
    expect(valid({ step: { tool: "get_customer_orders", arguments: {} } })).toBe(true);
    expect(valid({ step: { tool: "get_order", arguments: { query: "refunds" } } })).toBe(false);
    expect(valid({ step: { tool: "request_refund", arguments: { order_id: "LK-551906", amount: 5 } } })).toBe(false);
    expect(valid({ tool: "get_order", arguments: { order_id: "LK-551906" } })).toBe(false);
  });

  it("keeps OpenAI strict mode's rules: an object at the root, every object closed, every key required", () => {
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n !== "object") return;
      const o = n as { properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown };
      if (o.properties) {
        expect(o.additionalProperties).toBe(false);
        expect([...(o.required ?? [])].sort()).toEqual(Object.keys(o.properties).sort());
      }
      Object.values(n).forEach(walk);
    };
    expect(toolSchemas.step.type).toBe("object");
    walk(toolSchemas.step);
  });

  it("runs through call: a good step answers, a bad one is refused like any call", async () => {
    const good = await runStep('{"step":{"tool":"get_order","arguments":{"order_id":"LK-551906"}}}');
    expect(good.ok).toBe(true);
    const bad = await runStep('{"step":{"tool":"get_order","arguments":{"order_id":null}}}');
    expect(bad.code).toBe("invalid_arguments");
  });
});

describe("onTrace", () => {
  it("sees every call's trace line as it is made, execute included", async () => {
    const seen: TraceEntry[] = [];
    const { tools, task } = shop((e) => seen.push(e));
    await tools.call({ name: "get_order", arguments: { order_id: "LK-551906" } }, CTX, task);
    expect(seen).toEqual(task.trace);
    await tools.call({ name: "get_order", arguments: { order_id: "LK-1" } }, CTX, task);
    expect(seen.map((e) => e.code)).toEqual(["ok", "invalid_arguments"]);
    await tools.execute({ operation_id: "", tool: "request_refund", args: {} } as never, CTX, { by: "reviewer" });
    expect(seen.map((e) => `${e.tool} ${e.code}`).at(-1)).toBe("execute invalid_proposal");
  });

  it("cannot break a call by throwing", async () => {
    const { tools, task } = shop(() => {
      throw new Error("metrics are down");
    });
    const r = await tools.call({ name: "get_order", arguments: { order_id: "LK-551906" } }, CTX, task);
    expect(r.ok).toBe(true);
    expect(task.trace).toHaveLength(1);
  });
});

describe("propose", () => {
  it("says a read tool is a read tool, not that it does not exist", async () => {
    const { tools, task } = shop();
    const r = await tools.propose({ name: "get_order", arguments: { order_id: "LK-551906" } }, CTX, task);
    expect(r.code).toBe("not_proposable");
    expect(r.error).toBe("get_order is a read tool: run it with call. Only a finish tool's call can be proposed.");
    expect((await tools.propose({ name: "read_logs", arguments: {} }, CTX, task)).error).toBe("There is no tool named read_logs.");
  });
});
