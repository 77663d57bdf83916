// Formatting a large file over stdio: the format runs off the server's thread, so a hover
// sent after the format request is answered first; a file changed while it is being
// formatted gets no edit.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hover, TextEdit } from "vscode-languageserver-protocol";
// @ts-expect-error: a plain ES module of the benchmark, without types.
import { contractText } from "../../bench/gen-contracts.mjs";
import { formatText } from "../../src/fmt/format.js";
import { tempProject } from "../cli/helpers.js";
import { startServer, uriOf, type Session } from "./client.js";

/** A 1,000-tool contract written with extra spaces, so that formatting rewrites it. */
const BIG = (contractText(0, 1000) as string).replaceAll("arg limit?: int(1..50)", "arg   limit?:int( 1 .. 50 )");

let root: string;
let s: Session;
let uri: string;
let version = 1;

beforeAll(async () => {
  root = tempProject({ "contracts/big.tool": BIG });
  uri = uriOf(path.join(root, "contracts/big.tool"));
  s = await startServer(root);
  const published = s.nextDiagnostics(uri);
  await s.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "tool", version, text: BIG } });
  await published;
});

afterAll(async () => {
  expect(await s.close()).toBe(0);
  fs.rmSync(root, { recursive: true, force: true });
});

const FORMAT = { options: { tabSize: 2, insertSpaces: true } };

describe("formatting a large file", () => {
  it("answers a hover sent while the format runs before the format", async () => {
    const order: string[] = [];
    const format = s.connection.sendRequest<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, ...FORMAT }).then((r) => (order.push("format"), r));
    const line = BIG.slice(0, BIG.indexOf("lookup_0_500")).split("\n").length - 1;
    const hover = s.connection.sendRequest<Hover>("textDocument/hover", { textDocument: { uri }, position: { line, character: 7 } }).then((r) => (order.push("hover"), r));
    const [edits, h] = await Promise.all([format, hover]);
    expect(order).toEqual(["hover", "format"]);
    expect((h.contents as { value: string }).value).toContain("Look up record 500 of set 0");
    expect(edits).toHaveLength(1);
    expect(edits[0]!.newText).toBe(formatText(BIG, "big.tool").text);
    expect(edits[0]!.newText).toContain("arg limit?: int(1..50)");
  });

  it("gives no edit for text that changed while it was being formatted", async () => {
    const format = s.connection.sendRequest<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, ...FORMAT });
    const end = { line: 0, character: 0 };
    await s.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version: ++version }, contentChanges: [{ range: { start: end, end }, text: "// A note.\n" }] });
    await expect(format).rejects.toThrow(/changed while it was being formatted/);
  });
});
