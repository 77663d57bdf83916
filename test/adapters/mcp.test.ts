// The MCP adapter, driven by each SDK major's own Client over real transports: what a
// client lists, what a refused call and a good call come back as. The same tests run
// against the 1.x glue with 1.x's Client, and the 2.x glue with 2.x's Client.
import * as client1 from "@modelcontextprotocol/sdk/client/index.js";
import * as stdio1 from "@modelcontextprotocol/sdk/client/stdio.js";
import * as memory1 from "@modelcontextprotocol/sdk/inMemory.js";
import * as client2 from "@modelcontextprotocol/client";
import * as server2 from "@modelcontextprotocol/server";
import * as server1 from "@modelcontextprotocol/sdk/server/index.js";
import * as stdio2 from "@modelcontextprotocol/client/stdio";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  replyValidators,
  toolSchemas,
} from "../../generated/larkfield/index.js";
import * as glue1 from "../../src/adapters/mcp/v1.js";
import * as glue2 from "../../src/adapters/mcp/v2.js";
import { CTX, larkfield } from "./fixtures/larkfield.js";

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** What these tests use of a Client, the same in both majors. */
interface TestClient {
  connect(transport: unknown): Promise<void>;
  listTools(): Promise<{
    tools: { name: string; annotations?: unknown; outputSchema?: unknown }[];
  }>;
  callTool(params: {
    name: string;
    arguments?: Record<string, unknown>;
  }): Promise<{ isError?: unknown; structuredContent?: unknown }>;
  close(): Promise<void>;
}

/** One SDK major: its adapter glue, its own Client and transports. */
interface Major {
  readonly glue: Pick<typeof glue1, "mcpServer">;
  /** That major's own `Server` and `Client` classes. */
  readonly classes: readonly [Function, Function];
  readonly client: () => TestClient;
  readonly pair: () => [unknown, unknown];
  readonly stdio: (args: string[]) => {
    readonly pid: number | null | undefined;
  };
}

const MAJORS: [string, Major][] = [
  [
    "v1",
    {
      glue: glue1,
      classes: [server1.Server, client1.Client],
      client: () =>
        new client1.Client({
          name: "test",
          version: "1.0.0",
        }) as unknown as TestClient,
      pair: () => memory1.InMemoryTransport.createLinkedPair(),
      stdio: (args) =>
        new stdio1.StdioClientTransport({
          command: process.execPath,
          args,
          stderr: "pipe",
        }),
    },
  ],
  [
    "v2",
    {
      glue: glue2 as unknown as Pick<typeof glue1, "mcpServer">,
      classes: [server2.Server, client2.Client],
      client: () =>
        new client2.Client({
          name: "test",
          version: "1.0.0",
        }) as unknown as TestClient,
      pair: () => client2.InMemoryTransport.createLinkedPair(),
      stdio: (args) =>
        new stdio2.StdioClientTransport({
          command: process.execPath,
          args,
          stderr: "pipe",
        }),
    },
  ],
];

/** The text of a call result's first content block (the SDK types the result loosely). */
const text = (r: unknown): string => {
  const content = (r as { content?: { type: string; text?: string }[] })
    .content;
  return content?.[0]?.text ?? "";
};

describe.each(MAJORS)("MCP with the %s SDK", (major, sdk) => {
  /** A connected client of an in-memory server; `context` may be replaced to test a failing one. */
  async function connect(context: () => typeof CTX = () => CTX) {
    const { db, tools, task } = larkfield();
    const queued: unknown[] = [];
    const server = sdk.glue.mcpServer(tools, {
      toolSchemas,
      context,
      task: () => task,
      onProposals: (proposals) => void queued.push(...proposals),
      returns: replyValidators,
      name: "larkfield",
      version: "1.0.0",
    });
    const [clientSide, serverSide] = sdk.pair();
    const client = sdk.client();
    await Promise.all([
      server.connect(serverSide as never),
      client.connect(clientSide),
    ]);
    closers.push(
      () => client.close(),
      () => server.close(),
      () => void db.close(),
    );
    return { client, server, tools, task, queued, db };
  }

  /** A client of a spawned server process over stdio. */
  async function spawned() {
    const script = fileURLToPath(
      new URL("./fixtures/mcp-server.ts", import.meta.url),
    );
    const transport = sdk.stdio(["--import", "tsx", script, major]);
    const client = sdk.client();
    await client.connect(transport);
    closers.push(() => client.close());
    return { client, transport };
  }

  describe("over an in-memory transport", () => {
    it("is that major's own Server, to that major's own Client", async () => {
      const { server, client } = await connect();
      expect(server).toBeInstanceOf(sdk.classes[0]);
      expect(client).toBeInstanceOf(sdk.classes[1]);
      expect(await client.listTools()).toBeDefined();
    });

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
      expect(tools.find((t) => t.name === "get_order")?.annotations).toEqual({
        readOnlyHint: true,
        openWorldHint: false,
      });
      expect(
        tools.find((t) => t.name === "search_policy")?.annotations,
      ).toEqual({ readOnlyHint: true });
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
      expect(list?.outputSchema).toMatchObject({
        type: "object",
        properties: { orders: { type: "array" } },
        required: ["orders"],
      });
      expect(
        tools.find((t) => t.name === "get_order")?.outputSchema,
      ).toBeUndefined();
      // The SDK's Client validates structuredContent against the listed outputSchema and throws when it does not conform.
      const r = await client.callTool({
        name: "get_customer_orders",
        arguments: {},
      });
      expect(r.structuredContent).toMatchObject({
        orders: [{ order_id: "LK-551906" }, { order_id: "LK-551907" }],
      });
    });

    it("answers a refused call with isError and the exact text the model would read", async () => {
      const { client, tools, task } = await connect();
      const args = { order_id: "LK-55190" };
      const r = await client.callTool({ name: "get_order", arguments: args });
      const direct = await tools.call(
        { name: "get_order", arguments: args },
        CTX,
        task,
      );
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
      const none = await client.callTool({
        name: "get_order",
        arguments: { order_id: "LK-999999" },
      });
      expect(theirs.isError).toBe(true);
      expect(text(theirs).replace("LK-615204", "X")).toBe(
        text(none).replace("LK-999999", "X"),
      );
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
      const r = await client.callTool({
        name: "request_refund",
        arguments: {},
      });
      expect(r.isError).toBe(true);
      expect(text(r)).toBe(
        '{"ok":false,"error":"There is no tool named request_refund."}',
      );
    });

    it("returns a good call's result, with structuredContent for a tool that declares returns", async () => {
      const { client, task } = await connect();
      const list = await client.callTool({
        name: "get_customer_orders",
        arguments: {},
      });
      expect(list.isError).toBeFalsy();
      expect(list.structuredContent).toEqual({
        orders: [
          { order_id: "LK-551906", status: "delivered" },
          { order_id: "LK-551907", status: "shipped" },
        ],
      });
      expect(JSON.parse(text(list))).toEqual({
        ok: true,
        result: list.structuredContent,
      });
      const order = await client.callTool({
        name: "get_order",
        arguments: { order_id: "LK-551906" },
      });
      expect(order.isError).toBeFalsy();
      expect(order.structuredContent).toBeUndefined();
      expect(JSON.parse(text(order)).result.product).toBe(
        "Stoneware mug, blue",
      );
      expect(task.trace.map((t) => t.code)).toEqual(["ok", "ok"]);
    });

    it("turns a failing context into the tool_error text, never the exception's message", async () => {
      const { client } = await connect(() => {
        throw new Error("secret: db password");
      });
      const r = await client.callTool({
        name: "get_customer_orders",
        arguments: {},
      });
      expect(r.isError).toBe(true);
      expect(text(r)).toBe(
        '{"ok":false,"error":"The tool failed. Repeating the call will not help."}',
      );
    });
  });

  describe("over stdio", () => {
    it("serves a spawned server process to the SDK's client", async () => {
      const { client } = await spawned();
      expect((await client.listTools()).tools).toHaveLength(5);
      const bad = await client.callTool({
        name: "get_order",
        arguments: { order_id: null },
      });
      expect(bad.isError).toBe(true);
      expect(text(bad)).toContain("order_id: Input should be a valid string");
      const good = await client.callTool({
        name: "get_order",
        arguments: { order_id: "LK-551907" },
      });
      expect(JSON.parse(text(good)).result.status).toBe("shipped");
    });

    it("answers a message over 10 MB with an error and keeps serving", async () => {
      const { client, transport } = await spawned();
      const huge = client.callTool({
        name: "search_policy",
        arguments: { query: "x".repeat(11 * 1024 * 1024) },
      });
      await expect(huge).rejects.toMatchObject({
        code: -32600,
        message: expect.stringContaining("over 10485760 bytes"),
      });
      const good = await client.callTool({
        name: "get_order",
        arguments: { order_id: "LK-551907" },
      });
      expect(JSON.parse(text(good)).result.status).toBe("shipped");
      expect(transport.pid).toBeDefined();
    });

    it("proposes a finish: another customer's order is refused; a good one reaches the application, awaiting approval", async () => {
      const { client, tools, queued, db } = await connect();
      const finish = (order_id: string) => ({
        name: "finish",
        arguments: {
          outcome: "resolve",
          message: "Refunded.",
          actions: [
            { tool: "request_refund", order_id, amount: 5, reason: "late" },
          ],
        },
      });
      const theirs = await client.callTool(finish("LK-615204"));
      expect(theirs.isError).toBe(true);
      expect(text(theirs)).toContain("No order LK-615204 is available");
      expect(queued).toEqual([]);
      await client.callTool({
        name: "get_order",
        arguments: { order_id: "LK-551906" },
      });
      const ours = await client.callTool(finish("LK-551906"));
      expect(ours.isError).toBeFalsy();
      expect(JSON.parse(text(ours))).toEqual({
        ok: true,
        result: {
          status: "awaiting_approval",
          proposed: 1,
          message:
            "The proposed change awaits a person's approval; none has been made yet.",
        },
      });
      expect(queued).toHaveLength(1);
      expect(db.prepare("SELECT count(*) AS n FROM refunds").get()).toEqual({
        n: 0,
      });
      const r = await tools.execute(
        queued[0] as Parameters<typeof tools.execute>[0],
        CTX,
        { by: "reviewer" },
      );
      expect(r.code).toBe("ok");
      expect(db.prepare("SELECT count(*) AS n FROM refunds").get()).toEqual({
        n: 1,
      });
    });
  });
});

describe.each([
  ["v1", "v2"],
  ["v2", "v1"],
])("MCP from a %s Client to a %s server", (clientMajor, serverMajor) => {
  it("lists the tools and answers a refused and a good call", async () => {
    const sdks = Object.fromEntries(MAJORS);
    const { db, tools, task } = larkfield();
    const server = sdks[serverMajor]!.glue.mcpServer(tools, {
      toolSchemas,
      context: () => CTX,
      task: () => task,
      returns: replyValidators,
      name: "larkfield",
      version: "1.0.0",
    });
    const [clientSide, serverSide] = sdks[clientMajor]!.pair();
    const client = sdks[clientMajor]!.client();
    await Promise.all([
      server.connect(serverSide as never),
      client.connect(clientSide),
    ]);
    closers.push(
      () => client.close(),
      () => server.close(),
      () => void db.close(),
    );
    expect((await client.listTools()).tools).toHaveLength(5);
    const bad = await client.callTool({
      name: "get_order",
      arguments: { order_id: "LK-55190" },
    });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toContain("String should match pattern");
    const list = await client.callTool({
      name: "get_customer_orders",
      arguments: {},
    });
    expect(list.structuredContent).toMatchObject({
      orders: [{ order_id: "LK-551906" }, { order_id: "LK-551907" }],
    });
  });
});

describe.each(MAJORS)("MCP tools/list per caller with the %s SDK", (_major, sdk) => {
  it("lists and serves only the tools `listed` keeps for the caller's context", async () => {
    const { db, tools, task } = larkfield();
    const seen: unknown[] = [];
    const server = sdk.glue.mcpServer(tools, {
      toolSchemas,
      context: () => CTX,
      task: () => task,
      listed: (tool: { name: string }, ctx: unknown) => (seen.push(ctx), tool.name !== "get_payments"),
      name: "larkfield",
      version: "1.0.0",
    } as never);
    const [clientSide, serverSide] = sdk.pair();
    const client = sdk.client();
    await Promise.all([server.connect(serverSide as never), client.connect(clientSide)]);
    closers.push(() => client.close(), () => server.close(), () => void db.close());
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(["get_order", "get_customer_orders", "search_policy", "finish"]);
    expect(seen[0]).toEqual(CTX);
    const hidden = await client.callTool({ name: "get_payments", arguments: { order_id: "LK-551906" } });
    expect(hidden.isError).toBe(true);
    expect(text(hidden)).toBe('{"ok":false,"error":"There is no tool named get_payments."}');
    const shown = await client.callTool({ name: "get_order", arguments: { order_id: "LK-551906" } });
    expect(shown.isError).toBeFalsy();
  });
});

describe.each(MAJORS)("MCP tools/list from the contract's scopes with the %s SDK", (_major, sdk) => {
  it("leaves out a tool whose scope names a context field the caller lacks, and refuses it by name", async () => {
    const museum = await import("../../generated/museum/index.js");
    const tools = museum.createDispatcher({
      handlers: { lookup_catalogue: () => ({ exhibit_id: "EX-001", year: 1927 }), draft_audit_note: () => ({ text: "x" }) } as never,
      owners: {} as never,
      writers: {} as never,
    });
    const lists: string[][] = [];
    for (const ctx of [{ curator_id: "C-1", exhibit_id: "EX-001" }, { curator_id: "C-1", exhibit_id: null }]) {
      const server = sdk.glue.mcpServer(tools, { toolSchemas: museum.toolSchemas, context: () => ctx, task: () => museum.newTask(), name: "museum", version: "1.0.0" } as never);
      const [clientSide, serverSide] = sdk.pair();
      const client = sdk.client();
      await Promise.all([server.connect(serverSide as never), client.connect(clientSide)]);
      closers.push(() => client.close(), () => server.close());
      lists.push((await client.listTools()).tools.map((t) => t.name));
      if (ctx.exhibit_id === null) {
        const hidden = await client.callTool({ name: "lookup_catalogue", arguments: { exhibit_id: "EX-001" } });
        expect(text(hidden)).toBe('{"ok":false,"error":"There is no tool named lookup_catalogue."}');
      }
    }
    expect(lists[0]).toContain("lookup_catalogue");
    expect(lists[1]).not.toContain("lookup_catalogue");
    expect(lists[1]?.length).toBe((lists[0]?.length ?? 0) - 1);
  });
});

describe("MCP approval with the v1 SDK", () => {
  it("is refused when the server is built, naming the SDK line that can ask the client's user", () => {
    const { db, tools, task } = larkfield();
    closers.push(() => void db.close());
    expect(() =>
      glue1.mcpServer(tools, {
        toolSchemas,
        context: () => CTX,
        task: () => task,
        approval: { by: () => "reviewer" },
        name: "larkfield",
        version: "1.0.0",
      }),
    ).toThrow("`approval` needs the MCP SDK's 2.x line");
  });
});
