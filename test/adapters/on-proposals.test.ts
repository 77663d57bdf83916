// `onProposals`, the option that decides what a `finish` with changes does through an
// adapter, as docs/integrations.md documents it for both: with it, the sealed proposals
// are handed over typed and the model reads that they await a person's approval; without
// it, the model reads that nobody can approve changes here. Driven by the MCP SDK's own
// Client and by the AI SDK's own generateText with its mock model.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { replyValidators, toolSchemas, type Proposal } from "../../generated/larkfield/index.js";
import { aiTools } from "../../src/adapters/ai.js";
import { mcpServer } from "../../src/adapters/mcp/v1.js";
import { sqliteStore } from "../../src/stores/sqlite.js";
import type { OnProposals } from "../../src/adapters/types.js";
import { CTX, larkfield } from "./fixtures/larkfield.js";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const FINISH = {
  outcome: "resolve",
  message: "Your refund awaits approval.",
  actions: [{ tool: "request_refund", order_id: "LK-551906", amount: 5, reason: "late" }],
};
const AWAITING = {
  ok: true,
  result: { status: "awaiting_approval", proposed: 1, message: "The proposed change awaits a person's approval; none has been made yet." },
};
const NOBODY = { ok: false, error: "The change was checked, but nobody can approve changes here: none has been made." };

/** The larkfield toolset, and what an `onProposals` received (when one is given). */
function setup() {
  const { db, tools, task } = larkfield();
  closers.push(() => db.close());
  const queued: { proposal: Proposal; customer: string }[] = [];
  const onProposals: OnProposals<typeof CTX, typeof task, Proposal> = (proposals, ctx) => {
    for (const proposal of proposals) queued.push({ proposal, customer: ctx.customer_id });
  };
  // The proposals the store holds as awaiting a decision, as a review screen lists them.
  const pending = () => sqliteStore(db).pending().length;
  return { tools, task, queued, onProposals, pending };
}

/** The texts the model read after a read of the order and one finish, over MCP (1.x SDK). */
async function overMcp(withOnProposals: boolean) {
  const { tools, task, queued, onProposals, pending } = setup();
  const server = mcpServer(tools, {
    toolSchemas,
    context: () => CTX,
    task: () => task,
    returns: replyValidators,
    ...(withOnProposals ? { onProposals } : {}),
    name: "larkfield",
    version: "1.2.3",
  });
  const client = new Client({ name: "test", version: "1.0.0" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(b), client.connect(a)]);
  closers.push(() => client.close(), () => server.close());
  await client.callTool({ name: "get_order", arguments: { order_id: "LK-551906" } });
  const r = (await client.callTool({ name: "finish", arguments: FINISH })) as { isError?: boolean; content: { text: string }[] };
  return { isError: r.isError === true, read: JSON.parse(r.content[0]?.text ?? "") as unknown, queued, pending: pending(), server: client.getServerVersion() };
}

/** The same through the AI SDK's loop with its mock model. */
async function overAi(withOnProposals: boolean) {
  const { tools, task, queued, onProposals } = setup();
  const calls: [string, unknown][] = [["get_order", { order_id: "LK-551906" }], ["finish", FINISH]];
  const model = new MockLanguageModelV3({
    doGenerate: [
      ...calls.map(([toolName, input], i) => ({
        content: [{ type: "tool-call" as const, toolCallId: `c${i}`, toolName, input: JSON.stringify(input) }],
        finishReason: { unified: "tool-calls" as const, raw: undefined },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
        warnings: [],
      })),
    ],
  });
  const aiToolset = withOnProposals ? aiTools(tools, toolSchemas, CTX, task, onProposals) : aiTools(tools, toolSchemas, CTX, task);
  const result = await generateText({ model, tools: aiToolset, prompt: "refund", stopWhen: stepCountIs(2) });
  const outputs = result.steps.flatMap((s) => s.toolResults.map((r) => JSON.parse(String(r.output)) as unknown));
  return { read: outputs[1], queued };
}

describe("onProposals", () => {
  it("over MCP: hands the proposals over with the request's context, and the model reads that they await approval", async () => {
    const r = await overMcp(true);
    expect(r.isError).toBe(false);
    expect(r.read).toEqual(AWAITING);
    expect(r.queued).toHaveLength(1);
    expect(r.queued[0]?.customer).toBe("C-88930");
    expect(r.pending).toBe(1);
    expect(r.queued[0]?.proposal).toMatchObject({ tool: "request_refund", args: { order_id: "LK-551906", amount: 5 } });
    expect(r.server).toMatchObject({ name: "larkfield", version: "1.2.3" });
  });

  it("over MCP, left out: the finish is refused, saying nobody can approve changes here", async () => {
    const r = await overMcp(false);
    expect(r.isError).toBe(true);
    expect(r.read).toEqual(NOBODY);
    // Proposed all the same (sealed, recorded as awaiting a decision), but handed to nobody.
    expect(r.pending).toBe(1);
  });

  it("with the AI SDK: the same, through aiTools' fifth argument", async () => {
    const r = await overAi(true);
    expect(r.read).toEqual(AWAITING);
    expect(r.queued.map((q) => q.proposal.tool)).toEqual(["request_refund"]);
  });

  it("with the AI SDK, left out: the model reads that nobody can approve changes here", async () => {
    const r = await overAi(false);
    expect(r.read).toEqual(NOBODY);
    expect(r.queued).toEqual([]);
  });
});
