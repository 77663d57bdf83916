// The AI SDK adapter under the SDK's own generateText loop: a scripted mock model
// emits tool calls, each flows through every gate, and the test reads back the tool
// results the SDK recorded and the tool messages it sent to the model next.
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { toolSchemas } from "../../generated/larkfield/index.js";
import { aiTools } from "../../src/adapters/ai.js";
import { CTX, larkfield } from "./fixtures/larkfield.js";

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** One scripted model turn: tool calls, or a final text. */
function turn(calls: [string, string][], text?: string) {
  return {
    content: [
      ...calls.map(([toolName, input], i) => ({
        type: "tool-call" as const,
        toolCallId: `call-${toolName}-${i}-${input.length}`,
        toolName,
        input,
      })),
      ...(text === undefined ? [] : [{ type: "text" as const, text }]),
    ],
    finishReason: {
      unified: calls.length > 0 ? ("tool-calls" as const) : ("stop" as const),
      raw: undefined,
    },
    usage: USAGE,
    warnings: [],
  };
}

function setup() {
  const { db, tools, task } = larkfield();
  closers.push(() => db.close());
  const queued: unknown[] = [];
  const onProposals = (proposals: readonly unknown[]) => void queued.push(...proposals);
  return { tools: aiTools(tools, toolSchemas, CTX, task, onProposals), task, queued, dispatcher: tools };
}

describe("aiTools under generateText", () => {
  it("builds one tool per read and finish tool, with its description and schema", () => {
    const { tools } = setup();
    expect(Object.keys(tools)).toEqual(toolSchemas.mcp.map((t) => t.name));
    expect(tools["get_order"]?.description).toContain("Look up one of this customer's orders");
  });

  it("runs the recorded calls through every gate and gives the model the forModel() text", async () => {
    const { tools, task } = setup();
    const model = new MockLanguageModelV3({
      doGenerate: [
        turn([["get_order", '{"order_id":"LK-55190"}']]),
        turn([["get_order", '{"order_id":"LK-615204"}']]),
        turn([
          ["get_customer_orders", "{}"],
          ["get_order", '{"order_id":"LK-551906"}'],
        ]),
        turn([], "Your mug order LK-551906 was delivered."),
      ],
    });
    const result = await generateText({
      model,
      tools,
      prompt: "My mug broke.",
      stopWhen: stepCountIs(6),
    });

    const outputs = result.steps.map((s) => s.toolResults.map((r) => JSON.parse(String(r.output))));
    expect(outputs[0]).toEqual([
      {
        ok: false,
        error:
          "Invalid arguments for get_order: order_id: String should match pattern '^LK-\\d{6}$'",
      },
    ]);
    expect(outputs[1]?.[0].error).toBe(
      "No order LK-615204 is available for this customer. Use get_customer_orders to list this customer's orders.",
    );
    expect(outputs[2]?.map((o) => o.ok)).toEqual([true, true]);
    expect(outputs[2]?.[1].result.order_id).toBe("LK-551906");
    expect(result.text).toBe("Your mug order LK-551906 was delivered.");
    expect(task.trace.map((t) => t.code)).toEqual(["invalid_arguments", "other_owner", "ok", "ok"]);

    // What the SDK sent back to the model: the very same text, as a tool message.
    const second = model.doGenerateCalls[1]?.prompt.at(-1);
    expect(second?.role).toBe("tool");
    const part = second?.role === "tool" ? second.content[0] : undefined;
    expect(part?.type === "tool-result" ? part.output : undefined).toEqual({
      type: "text",
      value: String(result.steps[0]?.toolResults[0]?.output),
    });
  });

  it("lets no SDK check replace the contract: a null ID reaches the gates and is refused", async () => {
    const { tools, task } = setup();
    const model = new MockLanguageModelV3({
      doGenerate: [turn([["get_order", '{"order_id":null}']]), turn([], "done")],
    });
    const result = await generateText({ model, tools, prompt: "x", stopWhen: stepCountIs(3) });
    expect(String(result.steps[0]?.toolResults[0]?.output)).toBe(
      '{"ok":false,"error":"Invalid arguments for get_order: order_id: Input should be a valid string"}',
    );
    expect(task.trace).toHaveLength(1);
  });

  it("checks a finish call's rules and hands back the checked resolution", async () => {
    const { tools } = setup();
    const bad = JSON.stringify({ outcome: "resolve", message: "Done.", actions: [] });
    const good = JSON.stringify({ outcome: "reply_only", message: "Done.", actions: [] });
    const model = new MockLanguageModelV3({
      doGenerate: [turn([["finish", bad]]), turn([["finish", good]]), turn([], "ok")],
    });
    const result = await generateText({ model, tools, prompt: "x", stopWhen: stepCountIs(4) });
    const outputs = result.steps.flatMap((s) =>
      s.toolResults.map((r) => JSON.parse(String(r.output))),
    );
    // The rule's path is the compiler's business; its words are the contract's.
    expect(outputs[0].ok).toBe(false);
    expect(outputs[0].error).toMatch(
      /^Invalid arguments for finish: .*A resolve needs at least one action\.$/,
    );
    expect(outputs[1]).toEqual({
      ok: true,
      result: { outcome: "reply_only", message: "Done.", actions: [] },
    });
  });

  it("proposes a finish: another customer's order is refused; a good one is handed over, awaiting approval", async () => {
    const { tools, queued } = setup();
    const finish = (order_id: string) =>
      JSON.stringify({ outcome: "resolve", message: "Refunded.", actions: [{ tool: "request_refund", order_id, amount: 5, reason: "late" }] });
    const model = new MockLanguageModelV3({
      doGenerate: [
        turn([["finish", finish("LK-615204")]]),
        turn([["get_order", '{"order_id":"LK-551906"}']]),
        turn([["finish", finish("LK-551906")]]),
        turn([], "ok"),
      ],
    });
    const result = await generateText({ model, tools, prompt: "x", stopWhen: stepCountIs(5) });
    const outputs = result.steps.flatMap((s) => s.toolResults.map((r) => JSON.parse(String(r.output))));
    expect(outputs[0]).toEqual({ ok: false, error: "No order LK-615204 is available for this customer." });
    expect(outputs[2]).toEqual({
      ok: true,
      result: { status: "awaiting_approval", proposed: 1, message: "The proposed change awaits a person's approval; none has been made yet." },
    });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ tool: "request_refund", args: { order_id: "LK-551906", amount: 5, reason: "late" } });
  });
});
