// The 2.x glue served as its own process, over stdio (serveStdio) and Streamable HTTP
// (createMcpHandler), to each revision's own client: 2025-11-25 spoken by the 1.x SDK's
// Client, 2026-07-28 by the 2.x Client pinned to it. The contract judges every argument;
// a finish's proposals are put to the person at the client (input_required on 2026-07-28,
// elicitation on 2025-11-25) and the answer is executed or denied through the dispatcher.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import * as client2 from "@modelcontextprotocol/client";
import * as stdio2 from "@modelcontextprotocol/client/stdio";
import { Client as Client1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as Stdio1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as Http1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";

const SERVER = fileURLToPath(new URL("./fixtures/mcp-revisions-server.ts", import.meta.url));
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** What the person at the client answers, and every question put to them. */
interface Person {
  answer: { action: "accept" | "decline" | "cancel"; content?: Record<string, string | number | boolean> };
  readonly asked: string[];
}

/** What these tests use of either major's Client. */
interface AnyClient {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(p: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
  close(): Promise<void>;
}

/** A fresh shop database file for one server process; removed afterwards. */
function shopFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-rev-"));
  closers.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "shop.db");
}

/** The HTTP server process, and the URL it listens on. */
async function httpServer(file: string): Promise<URL> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", SERVER, "http", file], { stdio: ["pipe", "pipe", "inherit"] });
  closers.push(() => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once("exit", () => done()), child.stdin!.end()))));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", () => reject(new Error("the server exited")));
  });
  return new URL(`http://127.0.0.1:${line.trim()}/mcp`);
}

type Revision = "2025-11-25" | "2026-07-28";
type Wire = "stdio" | "http";

/** A client of that revision, connected over that wire as `caller` (HTTP only), with a person to ask. */
async function connect(revision: Revision, wire: Wire, file: string, caller?: string, canAsk = true) {
  const person: Person = { answer: { action: "accept", content: { approve: true } }, asked: [] };
  const ask = (message: string) => {
    person.asked.push(message);
    return person.answer;
  };
  const headers = caller === undefined ? undefined : { requestInit: { headers: { Authorization: `Bearer ${caller}` } } };
  const url = wire === "http" ? await httpServer(file) : undefined;
  const stdioParams = { command: process.execPath, args: ["--import", "tsx", SERVER, "stdio", file], stderr: "pipe" as const };
  const capabilities = canAsk ? { elicitation: { form: {} } } : {};
  let client: AnyClient;
  let negotiated: () => string | undefined;
  if (revision === "2025-11-25") {
    const c = new Client1({ name: "test", version: "1.0.0" }, { capabilities });
    if (canAsk) c.setRequestHandler(ElicitRequestSchema, (r) => ask(r.params.message));
    const transport = url ? new Http1(url, headers) : new Stdio1(stdioParams);
    await c.connect(transport);
    negotiated = () => (transport instanceof Http1 ? transport.protocolVersion : "2025-11-25");
    client = c as unknown as AnyClient;
  } else {
    const c = new client2.Client(
      { name: "test", version: "1.0.0" },
      { capabilities, versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    if (canAsk) c.setRequestHandler("elicitation/create", (r) => ask(r.params.message));
    const transport = url ? new client2.StreamableHTTPClientTransport(url, headers) : new stdio2.StdioClientTransport(stdioParams);
    await c.connect(transport);
    negotiated = () => c.getNegotiatedProtocolVersion();
    client = c as unknown as AnyClient;
  }
  closers.push(() => client.close());
  return { client, person, negotiated };
}

/** The text of a call result's first content block. */
const text = (r: unknown): string => (r as { content?: { text?: string }[] }).content?.[0]?.text ?? "";
const isError = (r: unknown): boolean => (r as { isError?: boolean }).isError === true;

/** The refunds the server's database holds. */
const refunds = (file: string): unknown[] => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("SELECT order_id, amount FROM refunds").all();
  } finally {
    db.close();
  }
};

const REFUND = {
  name: "finish",
  arguments: {
    outcome: "resolve",
    message: "Refunded.",
    actions: [{ tool: "request_refund", order_id: "LK-551906", amount: 5, reason: "late" }],
  },
};

const CASES: [Revision, Wire][] = [
  ["2025-11-25", "stdio"],
  ["2025-11-25", "http"],
  ["2026-07-28", "stdio"],
  ["2026-07-28", "http"],
];

describe.each(CASES)("MCP %s over %s", (revision, wire) => {
  it("speaks that revision; the contract alone judges the arguments", async () => {
    const { client, negotiated } = await connect(revision, wire, shopFile());
    expect(negotiated()).toBe(revision);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual([
      "get_order",
      "get_customer_orders",
      "get_payments",
      "search_policy",
      "finish",
    ]);
    const bad = await client.callTool({ name: "get_order", arguments: { order_id: "LK-55190" } });
    expect(isError(bad)).toBe(true);
    expect(text(bad)).toContain("String should match pattern");
    const good = await client.callTool({ name: "get_order", arguments: { order_id: "LK-551907" } });
    expect(JSON.parse(text(good)).result.status).toBe("shipped");
  }, 30_000);

  // Stateless 2025 HTTP has no channel back to the client: there, nobody can be asked.
  const statelessLegacy = wire === "http" && revision === "2025-11-25";

  it.runIf(statelessLegacy)("hands a finish's change to onProposals, awaiting approval, since nobody can be asked", async () => {
    const file = shopFile();
    const { client, person } = await connect(revision, wire, file);
    await client.callTool({ name: "get_order", arguments: { order_id: "LK-551906" } });
    const r = await client.callTool(REFUND);
    expect(person.asked).toEqual([]);
    expect(JSON.parse(text(r)).result.status).toBe("awaiting_approval");
    expect(refunds(file)).toEqual([]);
  }, 30_000);

  it.skipIf(statelessLegacy)("a person who approves a finish's change gets it executed, through the dispatcher", async () => {
    const file = shopFile();
    const { client, person } = await connect(revision, wire, file);
    await client.callTool({ name: "get_order", arguments: { order_id: "LK-551906" } });
    const r = await client.callTool(REFUND);
    expect(person.asked).toHaveLength(1);
    expect(person.asked[0]).toContain('request_refund {"order_id":"LK-551906","amount":5,"reason":"late"}');
    expect(isError(r)).toBe(false);
    expect(JSON.parse(text(r)).ok).toBe(true);
    expect(refunds(file)).toEqual([{ order_id: "LK-551906", amount: 5 }]);
  }, 30_000);

  it.skipIf(statelessLegacy)("a person who declines gets the change denied, and the model reads the reason", async () => {
    const file = shopFile();
    const { client, person } = await connect(revision, wire, file);
    person.answer = { action: "accept", content: { approve: false, reason: "Already refunded by phone." } };
    await client.callTool({ name: "get_order", arguments: { order_id: "LK-551906" } });
    const r = await client.callTool(REFUND);
    expect(person.asked).toHaveLength(1);
    expect(isError(r)).toBe(true);
    expect(text(r)).toContain("Already refunded by phone.");
    expect(refunds(file)).toEqual([]);
  }, 30_000);

  it("a finish whose actions the contract refuses is never put to the person", async () => {
    const { client, person } = await connect(revision, wire, shopFile());
    const theirs = { ...REFUND, arguments: { ...REFUND.arguments, actions: [{ ...REFUND.arguments.actions[0], order_id: "LK-615204" }] } };
    const r = await client.callTool(theirs);
    expect(isError(r)).toBe(true);
    expect(text(r)).toContain("No order LK-615204 is available");
    expect(person.asked).toEqual([]);
  }, 30_000);

  it("a client that cannot ask its user gets the change handed to onProposals, awaiting approval", async () => {
    const file = shopFile();
    const { client } = await connect(revision, wire, file, undefined, false);
    await client.callTool({ name: "get_order", arguments: { order_id: "LK-551906" } });
    const r = await client.callTool(REFUND);
    expect(JSON.parse(text(r)).result.status).toBe("awaiting_approval");
    expect(refunds(file)).toEqual([]);
  }, 30_000);

  // Over stdio there is no caller but the one who started the server.
  it.runIf(wire === "http")("lists per caller: a tool the caller's context cannot use is neither listed nor callable", async () => {
    const { client } = await connect(revision, wire, shopFile(), "C-20417");
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).not.toContain("get_payments");
    expect(names).toContain("get_order");
    const r = await client.callTool({ name: "get_payments", arguments: { order_id: "LK-551906" } });
    expect(isError(r)).toBe(true);
    expect(text(r)).toBe('{"ok":false,"error":"There is no tool named get_payments."}');
  }, 30_000);
});
