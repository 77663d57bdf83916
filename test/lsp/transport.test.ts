// The server's framing over stdio: after a message whose header is malformed (no
// Content-Length, a negative or non-numeric one, lines ended by a bare LF) the server
// skips it, says so on stderr, and answers the valid request that follows.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StreamMessageReader, type Message, type ResponseMessage } from "vscode-jsonrpc/node";
import { tempProject } from "../cli/helpers.js";
import { CLI, uriOf } from "./client.js";

let root: string;
let child: ChildProcess;
let stderr = "";
const answers = new Map<number, (m: ResponseMessage) => void>();

/** A correctly framed message. */
const frame = (body: object): string => {
  const json = JSON.stringify(body);
  return `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`;
};

/** Writes raw bytes and then a valid request; resolves with the answer to the request, or rejects after 5 s. */
function thenAsk(raw: string, id: number): Promise<ResponseMessage> {
  const answered = new Promise<ResponseMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to request ${id}`)), 5000);
    answers.set(id, (m) => {
      clearTimeout(timer);
      resolve(m);
    });
  });
  child.stdin!.write(raw + frame({ jsonrpc: "2.0", id, method: "textDocument/documentSymbol", params: { textDocument: { uri: uriOf(root + "/none.tool") } } }));
  return answered;
}

beforeAll(async () => {
  root = tempProject({ "contracts/a.tool": 'toolset a "A."\n' });
  child = spawn(process.execPath, [CLI, "lsp", "--stdio"], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  new StreamMessageReader(child.stdout!).listen((m: Message) => {
    const r = m as ResponseMessage;
    if (typeof r.id === "number") answers.get(r.id)?.(r);
  });
  await thenAsk(frame({ jsonrpc: "2.0", id: 0, method: "initialize", params: { processId: null, rootUri: uriOf(root), capabilities: {} } }), 1);
  child.stdin!.write(frame({ jsonrpc: "2.0", method: "initialized", params: {} }));
});

afterAll(() => {
  child.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The skipped message: a shutdown, so that a server that read it would answer the next request with an error. */
const shutdown = JSON.stringify({ jsonrpc: "2.0", id: 99, method: "shutdown" });
let nextId = 10;

describe("contractc lsp framing", () => {
  it.each([
    ["a missing Content-Length", `Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${shutdown}`, "no Content-Length"],
    ["a negative Content-Length", `Content-Length: -5\r\n\r\n${shutdown}`, "Content-Length '-5' is not a length"],
    ["a Content-Length that is not a number", `Content-Length: twelve\r\n\r\n${shutdown}`, "Content-Length 'twelve' is not a length"],
    ["a header ended by a bare LF", `Content-Length: ${shutdown.length}\n\n${shutdown}`, "a header line ends in a bare LF"],
    ["a header line ended by a bare LF", `Content-Length: ${shutdown.length}\nContent-Type: x\r\n\r\n${shutdown}`, "a header line ends in a bare LF"],
  ])("answers the request after a message with %s, and logs the skip", async (_, raw, why) => {
    const id = nextId++;
    const answer = await thenAsk(raw, id);
    expect(answer.result).toEqual([]);
    expect(stderr).toContain(`malformed message: ${why}`);
  });

  it("answers two valid messages sent in one write after a skipped one", async () => {
    const both = Promise.all([thenAsk(`Content-Length: x\r\n\r\n{}` + frame({ jsonrpc: "2.0", id: 7, method: "textDocument/documentSymbol", params: { textDocument: { uri: "file:///x.tool" } } }), 8)]);
    const got = new Promise<ResponseMessage>((resolve) => answers.set(7, resolve));
    expect((await both)[0].result).toEqual([]);
    expect((await got).result).toEqual([]);
  });
});
