// One MCP server over stdio for the MCP row of `npm run bench` (bench/mcp.mjs), the larkfield
// shop behind it: `contractc` serves the generated toolset with contractc/mcp/v2, `zod`
// serves the same read tools with the SDK's own `McpServer` and Zod schemas, doing what the
// toolset's gates do for get_order (the pattern, no other key, the order's owner) by hand.
import { McpServer } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";
import { openShop, runOnceIn, shopFunctions } from "../demo/shop.js";
import { createDispatcher, newTask, replyValidators, toolSchemas } from "../generated/larkfield/index.js";
import { serveMcp } from "../src/adapters/mcp/v2.js";

const CTX = { customer_id: "C-88930" };
const KEY = "bench-mcp-proposal-key-0123456789abcdef";
const db = openShop();
const shop = shopFunctions(db);

if (process.argv[2] === "contractc") {
  const tools = createDispatcher({ ...shop, runOnce: runOnceIn(db), proposalKey: KEY });
  await serveMcp(tools, { toolSchemas, returns: replyValidators, context: () => CTX, task: () => newTask(), name: "larkfield", version: "0.0.0" });
} else {
  const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
  const refuse = (error: string) => ({ ...text({ ok: false, error }), isError: true });
  const orderId = z.string().regex(/^LK-\d{6}$/);
  serveStdio(() => {
    const server = new McpServer({ name: "larkfield", version: "0.0.0" });
    const describe = (name: string) => toolSchemas.mcp.find((t) => t.name === name)?.description ?? "";
    server.registerTool("get_order", { description: describe("get_order"), inputSchema: z.strictObject({ order_id: orderId }) }, ({ order_id }) => {
      if (shop.owners.order(order_id, CTX) !== CTX.customer_id) return refuse(`No order ${order_id} is available for this customer.`);
      return text({ ok: true, result: shop.handlers.get_order({ order_id }, CTX) });
    });
    server.registerTool("get_customer_orders", { description: describe("get_customer_orders"), inputSchema: z.strictObject({}) }, async () =>
      text({ ok: true, result: await shop.handlers.get_customer_orders({}, CTX) }),
    );
    server.registerTool("get_payments", { description: describe("get_payments"), inputSchema: z.strictObject({ order_id: orderId }) }, ({ order_id }) =>
      text({ ok: true, result: shop.handlers.get_payments({ order_id }, CTX) }),
    );
    server.registerTool("search_policy", { description: describe("search_policy"), inputSchema: z.strictObject({ query: z.string().min(1).max(200) }) }, ({ query }) =>
      text({ ok: true, result: shop.handlers.search_policy({ query }, CTX) }),
    );
    return server;
  });
}
