// The stdio server as a separate process: it answers nothing but `initialize` and `ping`
// before `initialize` is answered, and it stops reading from a client that writes and
// never reads its replies, instead of buffering them without bound.
import * as stdio1 from "@modelcontextprotocol/sdk/client/stdio.js";
import * as stdio2 from "@modelcontextprotocol/client/stdio";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_IN_FLIGHT, StdioLineTransport } from "../../src/adapters/mcp/stdio.js";

const SERVER = fileURLToPath(new URL("./fixtures/mcp-server.ts", import.meta.url));
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1.0.0" } },
} as const;

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A message as the SDK's stdio client transport hands it over. */
type Message = { id?: unknown; result?: unknown; error?: { code: number; message: string } };

/** The SDK's own stdio client transport of a major, to the server process, with the messages it receives in order. */
async function rawClient(major: string) {
  const options = { command: process.execPath, args: ["--import", "tsx", SERVER, major], stderr: "pipe" as const };
  const transport = major === "v1" ? new stdio1.StdioClientTransport(options) : new stdio2.StdioClientTransport(options);
  const received: Message[] = [];
  const waiting = new Map<unknown, (m: Message) => void>();
  transport.onmessage = (m: unknown) => {
    received.push(m as Message);
    waiting.get((m as Message).id)?.((m as Message));
  };
  await transport.start();
  closers.push(() => transport.close());
  const request = (message: { id: number; method: string; params?: unknown }): Promise<Message> =>
    new Promise((resolve) => {
      waiting.set(message.id, resolve);
      void transport.send({ jsonrpc: "2.0", ...message } as never);
    });
  return { transport, request };
}

/** The resident memory of a process in bytes, where /proc tells it. */
function rss(pid: number): number | undefined {
  const file = `/proc/${pid}/status`;
  if (!fs.existsSync(file)) return undefined;
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(file, "utf8"))?.[1];
  return kb === undefined ? undefined : Number(kb) * 1024;
}

/** Resolves true once the stream drains, false after `ms` without a drain. */
const drainWithin = (child: ChildProcessWithoutNullStreams, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.stdin.off("drain", done);
      resolve(false);
    }, ms);
    const done = (): void => {
      clearTimeout(timer);
      resolve(true);
    };
    child.stdin.once("drain", done);
  });

describe("the stdio server with the 2.x SDK, to a 2026-07-28 client", () => {
  it("serves a request of revision 2026-07-28, which has no initialize, with none before it", async () => {
    const { request } = await rawClient("v2");
    const _meta = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
      "io.modelcontextprotocol/clientInfo": { name: "test", version: "1.0.0" },
    };
    const list = await request({ id: 1, method: "tools/list", params: { _meta } });
    expect(list.error).toBeUndefined();
    expect((list.result as { tools: unknown[] }).tools).toHaveLength(5);
  });
});

describe.each(["v1", "v2"])("the stdio server with the %s SDK", (major) => {
  it("answers tools/call and tools/list before initialize with the protocol's error, and serves after it", async () => {
    const { request } = await rawClient(major);
    for (const [id, method, params] of [
      [1, "tools/call", { name: "get_order", arguments: { order_id: "LK-551907" } }],
      [2, "tools/list", undefined],
    ] as const) {
      const early = await request({ id, method, ...(params ? { params } : {}) });
      expect(early.result).toBeUndefined();
      expect(early.error).toEqual({ code: -32000, message: expect.stringContaining("Server not initialized") });
    }
    expect((await request({ id: 3, method: "ping" })).result).toEqual({});
    expect((await request(INITIALIZE)).result).toMatchObject({ serverInfo: { name: "larkfield" } });
    const list = await request({ id: 4, method: "tools/list" });
    expect((list.result as { tools: unknown[] }).tools).toHaveLength(5);
  });

  it("stops reading from a client that writes and never reads, and answers every request once it reads", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", SERVER, major], { stdio: ["pipe", "pipe", "pipe"] });
    // The requests still buffered here when the server is stopped cannot be written.
    child.stdin.on("error", () => undefined);
    closers.push(() => void child.kill());
    // Initialize, reading only its answer.
    const first = new Promise<string>((resolve) => {
      let text = "";
      const onData = (chunk: Buffer): void => {
        text += chunk.toString("utf8");
        if (!text.includes("\n")) return;
        child.stdout.off("data", onData);
        child.stdout.pause();
        resolve(text);
      };
      child.stdout.on("data", onData);
    });
    child.stdin.write(JSON.stringify(INITIALIZE) + "\n");
    expect(JSON.parse((await first).split("\n")[0]!)).toMatchObject({ id: 0, result: { serverInfo: { name: "larkfield" } } });
    child.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
    const before = rss(child.pid!);

    // 20,000 tools/list requests (each answer is about 3.4 KB, 69 MB in all), written as
    // fast as the pipe takes them; the server must stop taking them long before the end.
    const N = 20000;
    let written = 0;
    let stalled = false;
    while (written < N) {
      let line = "";
      for (let i = 0; i < 100 && written < N; i++) line += `{"jsonrpc":"2.0","id":${1 + written++},"method":"tools/list"}\n`;
      if (!child.stdin.write(line) && !(await drainWithin(child, 3000))) {
        stalled = true;
        break;
      }
    }
    const grown = before === undefined ? undefined : rss(child.pid!)! - before;
    expect(stalled, `all ${N} requests were read without a reply being read`).toBe(true);
    // What it took fills the pipes and its buffers (a few hundred kilobytes), whatever N is.
    expect(written).toBeLessThan(N / 2);
    if (grown !== undefined) expect(grown).toBeLessThan(40 * 1024 * 1024);

    // Reading again, every request written gets its answer.
    const ids = new Set<number>();
    await new Promise<void>((resolve) => {
      let rest = "";
      child.stdout.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop()!;
        for (const l of lines) ids.add((JSON.parse(l) as { id: number }).id);
        if (ids.size === written) resolve();
      });
      child.stdout.resume();
    });
    expect(ids.size).toBe(written);
  }, 60_000);
});

describe("the stdio transport", () => {
  it("reads no request past MAX_IN_FLIGHT unanswered ones, and counts an answer or a cancellation as freeing one", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const transport = new StdioLineTransport<Record<string, unknown>>((v) => v as Record<string, unknown>, stdin, stdout);
    closers.push(() => transport.close());
    const requests: unknown[] = [];
    transport.onmessage = (m) => void (m["method"] === "tools/list" && requests.push(m["id"]));
    await transport.start();
    const line = (m: object): string => JSON.stringify({ jsonrpc: "2.0", ...m }) + "\n";
    const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));
    stdin.write(line(INITIALIZE));
    await settled();
    await transport.send({ jsonrpc: "2.0", id: 0, result: {} });
    for (let i = 1; i <= MAX_IN_FLIGHT; i++) stdin.write(line({ id: i, method: "tools/list" }));
    // Read once an answer makes room; the SDK sends no answer to a cancelled request.
    stdin.write(line({ method: "notifications/cancelled", params: { requestId: 1 } }));
    await settled();
    expect(requests).toHaveLength(MAX_IN_FLIGHT);
    await transport.send({ jsonrpc: "2.0", id: 2, result: {} });
    for (let i = MAX_IN_FLIGHT + 1; i <= MAX_IN_FLIGHT + 3; i++) stdin.write(line({ id: i, method: "tools/list" }));
    await settled();
    // The answer and the cancellation made room for two.
    expect(requests).toHaveLength(MAX_IN_FLIGHT + 2);
  });
});
