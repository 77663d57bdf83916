// The AI SDK adapter under `ai` 7 (installed beside 6 as `ai7`): the adapter's own
// `import "ai"` is pointed at 7 for this file, and 7's generateText loop drives it with
// 7's mock of its v4 model interface. `ai` 7 needs Node 22, so this runs from Node 22 on.
import { afterEach, describe, expect, it, vi } from "vitest";
import { toolSchemas } from "../../generated/larkfield/index.js";
import { CTX, larkfield } from "./fixtures/larkfield.js";

vi.mock("ai", async () => await import("ai7"));

const NODE_MAJOR = Number(process.versions.node.split(".")[0]);

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** One scripted model turn in the v4 interface: tool calls, or a final text. */
function turn(calls: [string, string][], text?: string) {
  return {
    content: [
      ...calls.map(([toolName, input], i) => ({
        type: "tool-call" as const,
        toolCallId: `call-${toolName}-${i}`,
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

/** The adapter and the SDK, both as `ai` 7, loaded only where 7 runs. */
async function load() {
  const [sdk, test, adapter, real] = await Promise.all([
    import("ai7"),
    import("ai7/test"),
    import("../../src/adapters/ai.js"),
    import("ai7/package.json", { with: { type: "json" } }),
  ]);
  const { db, tools, task } = larkfield();
  closers.push(() => db.close());
  // The adapter's tools are typed by the `ai` this repository type-checks against (6);
  // what 7's loop accepts at run time is what this test checks.
  const aiTools = adapter.aiTools(tools, toolSchemas, CTX, task) as unknown as import("ai7").ToolSet;
  return { sdk, test, version: real.default.version, aiTools, task };
}

describe.skipIf(NODE_MAJOR < 22)("aiTools under ai 7's generateText", () => {
  it("is really ai 7 on both sides", async () => {
    const { version, sdk } = await load();
    expect(version).toMatch(/^7\./);
    // What the adapter's `import "ai"` gets in this file: 7's very functions.
    const seen = await import("ai");
    expect(seen.tool).toBe(sdk.tool);
    expect(seen.jsonSchema).toBe(sdk.jsonSchema);
  });

  it("runs each call through every gate and gives the model the forModel() text", async () => {
    const { sdk, test, aiTools, task } = await load();
    const model = new test.MockLanguageModelV4({
      doGenerate: [
        turn([["get_order", '{"order_id":"LK-55190"}']]),
        turn([["get_order", '{"order_id":null}']]),
        turn([
          ["get_customer_orders", "{}"],
          ["get_order", '{"order_id":"LK-551906"}'],
        ]),
        turn([], "Your mug order LK-551906 was delivered."),
      ],
    });
    const result = await sdk.generateText({
      model,
      tools: aiTools,
      prompt: "My mug broke.",
      stopWhen: sdk.stepCountIs(6),
    });

    const outputs = result.steps.map((s) => s.toolResults.map((r) => JSON.parse(String(r.output))));
    expect(outputs[0]).toEqual([
      {
        ok: false,
        error:
          "Invalid arguments for get_order: order_id: String should match pattern '^LK-\\d{6}$'",
      },
    ]);
    // No SDK check replaces the contract: a null reaches the gates and is refused there.
    expect(outputs[1]?.[0].error).toBe(
      "Invalid arguments for get_order: order_id: Input should be a valid string",
    );
    expect(outputs[2]?.map((o) => o.ok)).toEqual([true, true]);
    expect(outputs[2]?.[1].result.order_id).toBe("LK-551906");
    expect(result.text).toBe("Your mug order LK-551906 was delivered.");
    expect(task.trace.map((t) => t.code)).toEqual(["invalid_arguments", "invalid_arguments", "ok", "ok"]);

    // What 7 sent back to the model: the very same text, as a tool message.
    const second = model.doGenerateCalls[1]?.prompt.at(-1);
    expect(second?.role).toBe("tool");
    const part = second?.role === "tool" ? second.content[0] : undefined;
    expect(part?.type === "tool-result" ? part.output : undefined).toEqual({
      type: "text",
      value: String(result.steps[0]?.toolResults[0]?.output),
    });
  });

  it("hands the model each tool's description and the contract's JSON Schema", async () => {
    const { sdk, test, aiTools } = await load();
    const model = new test.MockLanguageModelV4({ doGenerate: [turn([], "hello")] });
    await sdk.generateText({ model, tools: aiTools, prompt: "x" });
    const sent = model.doGenerateCalls[0]?.tools ?? [];
    expect(sent.map((t) => t.name)).toEqual(toolSchemas.mcp.map((t) => t.name));
    const getOrder = sent.find((t) => t.name === "get_order");
    const mcp = toolSchemas.mcp.find((t) => t.name === "get_order");
    expect(getOrder?.type === "function" ? getOrder.inputSchema : undefined).toEqual(mcp?.inputSchema);
    expect(getOrder?.type === "function" ? getOrder.description : undefined).toBe(mcp?.description);
  });
});
