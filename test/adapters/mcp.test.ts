// The MCP adapter, driven by the SDK's own Client over real transports: what a
// client lists, what a refused call and a good call come back as.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { replyValidators, toolSchemas } from "../../generated/larkfield/index.js";
import { mcpServer } from "../../src/adapters/mcp.js";
import { CTX, larkfield } from "./fixtures/larkfield.js";

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A connected client of an in-memory server; `context` may be replaced to test a failing one. */
async function connect(context: () => typeof CTX = () => CTX) {
  const { db, tools, task } = larkfield();
  const server = mcpServer(tools, {
    toolSchemas,
    context,
    task: () => task,
    returns: replyValidators,
    name: "larkfield",
    version: "1.0.0",
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test", version: "1.0.0" });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(
    () => client.close(),
    () => server.close(),
    () => void db.close(),
  );
  return { client, tools, task };
}

/** The text of a call result's first content block (the SDK types the result loosely). */
const text = (r: unknown): string => {
  const content = (r as { content?: { type: string; text?: string }[] }).content;
  return content?.[0]?.text ?? "";
};

describe("MCP over an in-memory transport", () => {
  it("lists only the read and finish tools, with their annotations", async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      "get_order",
      "get_customer_orders",
      "get_payments",
      "search_policy",
      "finish",
    ]);
    // get_order reads an owned resource: the customer's own records, a closed world.
    expect(tools.find((t) => t.name === "get_order")?.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    expect(tools.find((t) => t.name === "search_policy")?.annotations).toEqual({ readOnlyHint: true });
    expect(tools.find((t) => t.name === "finish")?.annotations).toEqual({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    });
    expect(tools.map((t) => t.name)).not.toContain("request_refund");
  });

  it("gives an outputSchema to a tool that returns an object, and structuredContent that the SDK checks against it", async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    const list = tools.find((t) => t.name === "get_customer_orders");
    expect(list?.outputSchema).toMatchObject({ type: "object", properties: { orders: { type: "array" } }, required: ["orders"] });
    expect(tools.find((t) => t.name === "get_order")?.outputSchema).toBeUndefined();
    // The SDK's Client validates structuredContent against the listed outputSchema and throws when it does not conform.
    const r = await client.callTool({ name: "get_customer_orders", arguments: {} });
    expect(r.structuredContent).toMatchObject({ orders: [{ order_id: "LK-551906" }, { order_id: "LK-551907" }] });
  });

  it("answers a refused call with isError and the exact text the model would read", async () => {
    const { client, tools, task } = await connect();
    const args = { order_id: "LK-55190" };
    const r = await client.callTool({ name: "get_order", arguments: args });
    const direct = await tools.call({ name: "get_order", arguments: args }, CTX, task);
    expect(r.isError).toBe(true);
    expect(text(r)).toBe(direct.forModel());
    expect(text(r)).toContain("String should match pattern");
  });

  it("reads another customer's order and a missing one with the same words", async () => {
    const { client } = await connect();
    const theirs = await client.callTool({
      name: "get_order",
      arguments: { order_id: "LK-615204" },
    });
    const none = await client.callTool({ name: "get_order", arguments: { order_id: "LK-999999" } });
    expect(theirs.isError).toBe(true);
    expect(text(theirs).replace("LK-615204", "X")).toBe(text(none).replace("LK-999999", "X"));
  });

  it("takes the customer from the server, never from the client's arguments", async () => {
    const { client } = await connect();
    const r = await client.callTool({
      name: "get_customer_orders",
      arguments: { customer_id: "C-20417" },
    });
    expect(r.isError).toBe(true);
    expect(text(r)).toContain("customer_id: Extra inputs are not permitted");
  });

  it("hides a write tool exactly like a name that does not exist", async () => {
    const { client } = await connect();
    const r = await client.callTool({ name: "request_refund", arguments: {} });
    expect(r.isError).toBe(true);
    expect(text(r)).toBe('{"ok":false,"error":"There is no tool named request_refund."}');
  });

  it("returns a good call's result, with structuredContent for a tool that declares returns", async () => {
    const { client, task } = await connect();
    const list = await client.callTool({ name: "get_customer_orders", arguments: {} });
    expect(list.isError).toBeFalsy();
    expect(list.structuredContent).toEqual({
      orders: [
        { order_id: "LK-551906", status: "delivered" },
        { order_id: "LK-551907", status: "shipped" },
      ],
    });
    expect(JSON.parse(text(list))).toEqual({ ok: true, result: list.structuredContent });
    const order = await client.callTool({
      name: "get_order",
      arguments: { order_id: "LK-551906" },
    });
    expect(order.isError).toBeFalsy();
    expect(order.structuredContent).toBeUndefined();
    expect(JSON.parse(text(order)).result.product).toBe("Stoneware mug, blue");
    expect(task.trace.map((t) => t.code)).toEqual(["ok", "ok"]);
  });

  it("turns a failing context into the tool_error text, never the exception's message", async () => {
    const { client } = await connect(() => {
      throw new Error("secret: db password");
    });
    const r = await client.callTool({ name: "get_customer_orders", arguments: {} });
    expect(r.isError).toBe(true);
    expect(text(r)).toBe(
      '{"ok":false,"error":"The tool failed. Repeating the call will not help."}',
    );
  });
});

describe("MCP over stdio", () => {
  it("serves a spawned server process to the SDK's client", async () => {
    const script = fileURLToPath(new URL("./fixtures/mcp-server.ts", import.meta.url));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ["--import", "tsx", script],
      stderr: "pipe",
    });
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(transport);
    closers.push(() => client.close());
    expect((await client.listTools()).tools).toHaveLength(5);
    const bad = await client.callTool({ name: "get_order", arguments: { order_id: null } });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toContain("order_id: Input should be a valid string");
    const good = await client.callTool({ name: "get_order", arguments: { order_id: "LK-551907" } });
    expect(JSON.parse(text(good)).result.status).toBe("shipped");
  });

  it("answers a message over 10 MB with an error and keeps serving", async () => {
    const script = fileURLToPath(new URL("./fixtures/mcp-server.ts", import.meta.url));
    const transport = new StdioClientTransport({ command: process.execPath, args: ["--import", "tsx", script], stderr: "pipe" });
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(transport);
    closers.push(() => client.close());
    const huge = client.callTool({ name: "search_policy", arguments: { query: "x".repeat(11 * 1024 * 1024) } });
    await expect(huge).rejects.toMatchObject({ code: -32600, message: expect.stringContaining("over 10485760 bytes") });
    const good = await client.callTool({ name: "get_order", arguments: { order_id: "LK-551907" } });
    expect(JSON.parse(text(good)).result.status).toBe("shipped");
    expect(transport.pid).toBeDefined();
  });
});
