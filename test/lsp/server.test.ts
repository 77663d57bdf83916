// The language server, driven over stdio by a real LSP client (vscode-jsonrpc): the built
// `contractc lsp` runs as a child process, and every answer is read off the wire.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeAction, CompletionItem, Diagnostic, DocumentSymbol, Hover, Location, Position, Range, TextEdit, WorkspaceEdit } from "vscode-languageserver-protocol";
import { formatText } from "../../src/fmt/format.js";
import { tempProject } from "../cli/helpers.js";
import { CLI, startServer, uriOf, type Session } from "./client.js";

const SHOP = `toolset shop "A small shop."

context {
  customer_id: string
  region: string
}

type OrderId = string /^O-\\d{3}$/

resource order {
  id OrderId
  owner customer_id
  missing "No order {id}."
}

read get_order {
  doc "Look up one of this customer's orders by its ID."
  arg order_id: order "The order ID."
  hint not_found "List the orders first."
}

read region_report {
  doc "A sales report on the customer's own region."
  arg region: string(1..20) "The region code."
  scope region = context.region "Only the customer's own region."
}

write refund {
  doc "Refund part of an order. Moves money: a person approves it first."
  arg order_id: order "The order to refund."
  arg amount: number(0..100) "The amount in dollars."
  seen order_id
}

finish done {
  doc "End the task. Refunds in \`actions\` are only proposed."
  arg outcome: "resolve" | "reply_only" "How the task ends."
  arg actions: refund[..5] "The refunds to propose."
  rule outcome == "resolve" => count(actions) >= 1 "A resolve needs an action."
}
`;

/** Another file of the workspace, never opened, with an error of its own. */
const BROKEN = `toolset other "Other tools."

read echo_text {
  doc "Repeat the given text back, to test the connection end to end."
  arg text: Strng "The text to repeat."
}
`;

let root: string;
let s: Session;
let uri: string;
let otherUri: string;
let version = 1;
let text = SHOP;

/** The position of the `nth` occurrence of `needle` in the open text, plus `delta` characters. */
function pos(needle: string, delta = 0, nth = 0): Position {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`no ${needle}`);
  const before = text.slice(0, at + delta);
  const line = before.split("\n").length - 1;
  return { line, character: before.length - before.lastIndexOf("\n") - 1 };
}

/** The text a range covers in the open text. */
function slice(r: Range): string {
  const lines = text.split("\n");
  const off = (p: Position): number => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return text.slice(off(r.start), off(r.end));
}

/** Applies edits to the open text (last first) and sends the change as the editor would. */
async function change(edits: readonly TextEdit[]): Promise<void> {
  const sorted = [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character);
  const lines = text.split("\n");
  const off = (p: Position): number => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  for (const e of sorted) text = text.slice(0, off(e.range.start)) + e.newText + text.slice(off(e.range.end));
  await s.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version: ++version }, contentChanges: sorted.map((e) => ({ range: e.range, text: e.newText })) });
}

const request = <T>(method: string, params: object): Promise<T> => s.connection.sendRequest(method, { textDocument: { uri }, ...params }) as Promise<T>;
const codes = (list: Diagnostic[]): unknown[] => list.map((d) => d.code);

beforeAll(async () => {
  root = tempProject({ "contracts/shop.tool": SHOP, "contracts/other.tool": BROKEN });
  uri = uriOf(path.join(root, "contracts/shop.tool"));
  otherUri = uriOf(path.join(root, "contracts/other.tool"));
  s = await startServer(root);
  const first = [s.nextDiagnostics(otherUri), s.nextDiagnostics(uri)];
  await s.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "tool", version, text } });
  await Promise.all(first);
});

afterAll(async () => {
  expect(await s.close()).toBe(0);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("contractc lsp", () => {
  it("publishes every file's diagnostics, opened or not, from the same registry", async () => {
    const other = s.diagnostics.get(otherUri) ?? [];
    expect(codes(other)).toEqual(["unknown-type"]);
    expect(other[0]?.message).toContain("did you mean 'string'?");
    expect(other[0]?.range.start).toEqual({ line: 4, character: 12 });
    expect(s.diagnostics.get(uri)).toEqual([]);
  });

  it("reports a toolset name two files declare, on the second file in path order", async () => {
    const renamed = BROKEN.replace("toolset other", "toolset shop").replace("Strng", "string(1..100)");
    const fixed = s.nextDiagnostics(otherUri, (d) => d.length === 0);
    const dup = s.nextDiagnostics(uri, (d) => d[0]?.code === "duplicate-toolset");
    await s.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: otherUri, languageId: "tool", version: 1, text: renamed } });
    await fixed;
    expect((await dup)[0]?.message).toBe("toolset 'shop' is already declared in contracts/other.tool:1");
    const back = [s.nextDiagnostics(otherUri, (d) => d[0]?.code === "unknown-type"), s.nextDiagnostics(uri, (d) => d.length === 0)];
    await s.connection.sendNotification("textDocument/didClose", { textDocument: { uri: otherUri } });
    await Promise.all(back);
  });

  it("updates diagnostics as the author types, with a quick fix for a misspelt name", async () => {
    const typo = s.nextDiagnostics(uri, (d) => d.length > 0);
    await change([{ range: { start: pos("order \"The order ID.\""), end: pos("order \"The order ID.\"", 5) }, newText: "ordr" }]);
    const diags = await typo;
    expect(codes(diags)).toEqual(["unknown-type"]);
    const actions = await request<CodeAction[]>("textDocument/codeAction", { range: diags[0]!.range, context: { diagnostics: diags } });
    expect(actions.map((a) => a.title)).toEqual(["Change to 'order'"]);
    const clean = s.nextDiagnostics(uri, (d) => d.length === 0);
    await change(actions[0]!.edit!.changes![uri]!);
    await clean;
    expect(text).toBe(SHOP);
  });

  it("offers quick fixes for an unbounded string and a default without '?'", async () => {
    const smells = s.nextDiagnostics(uri, (d) => d.length === 2);
    await change([{ range: { start: pos("  arg amount"), end: pos("  arg amount") }, newText: '  arg note: string "A note."\n  arg limit: int = 3 "A limit."\n' }]);
    const diags = await smells;
    expect(codes(diags).sort()).toEqual(["required-with-default", "unbounded-string"]);
    const actions = await request<CodeAction[]>("textDocument/codeAction", { range: diags[0]!.range, context: { diagnostics: diags } });
    expect(actions.map((a) => a.title).sort()).toEqual(["Give the string a maximum length: string(1..200)", "Mark the argument optional with '?'"]);
    const clean = s.nextDiagnostics(uri, (d) => d.length === 0);
    await change(actions.flatMap((a) => a.edit!.changes![uri]!));
    await clean;
    expect(text).toContain('arg note: string(1..200) "A note."\n  arg limit?: int = 3');
    await change([{ range: { start: pos("  arg note"), end: pos("  arg amount") }, newText: "" }]);
    expect(text).toBe(SHOP);
  });

  it("hovers: a tool's doc and the schema the model sees, a type's definition, a resource's owner", async () => {
    const tool = await request<Hover>("textDocument/hover", { position: pos("get_order", 2) });
    const toolText = (tool.contents as { value: string }).value;
    expect(toolText).toContain("Look up one of this customer's orders by its ID.");
    const schema = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(toolText)?.[1] ?? "null") as { properties: Record<string, unknown>; required: string[] };
    expect(schema.required).toEqual(["order_id"]);
    expect(schema.properties["order_id"]).toEqual({ type: "string", description: "The order ID." });
    const type = await request<Hover>("textDocument/hover", { position: pos("OrderId", 1, 1) });
    expect((type.contents as { value: string }).value).toContain("type OrderId = string /^O-\\d{3}$/");
    const resource = await request<Hover>("textDocument/hover", { position: pos("order \"The order ID.\"", 1) });
    expect((resource.contents as { value: string }).value).toContain("Owned by the context field `customer_id`");
  });

  it("goes to definitions and finds references of types, resources, arguments and context fields", async () => {
    const def = await request<Location>("textDocument/definition", { position: pos("OrderId", 0, 1) });
    expect(slice(def.range)).toBe("OrderId");
    expect(def.range.start).toEqual(pos("OrderId"));
    const refs = async (p: Position): Promise<Position[]> => (await request<Location[]>("textDocument/references", { position: p, context: { includeDeclaration: true } })).map((l) => l.range.start);
    expect(await refs(pos("order_id", 0, 2))).toEqual([pos("order_id", 0, 1), pos("order_id", 0, 2)]);
    expect(await refs(pos("resource order", 9))).toEqual([pos("resource order", 9), pos("order \"The order ID.\""), pos("order \"The order to refund.\"")]);
    expect(await refs(pos("context.region", 8))).toEqual([pos("region: string"), pos("context.region", 8)]);
    expect(await refs(pos("owner customer_id", 6))).toEqual([pos("customer_id"), pos("owner customer_id", 6)]);
    expect(await refs(pos("count(actions", 6))).toEqual([pos("arg actions", 4), pos("count(actions", 6)]);
  });

  it("completes keywords, types, context fields, hint codes and arguments", async () => {
    // Types `line` on a new line before the line that starts with `before`, asks, and takes it out again.
    const labels = async (line: string, before: string): Promise<string[]> => {
      const p = pos(before);
      await change([{ range: { start: p, end: p }, newText: line + "\n" }]);
      const items = await request<CompletionItem[]>("textDocument/completion", { position: { line: p.line, character: line.length } });
      await change([{ range: { start: p, end: { line: p.line + 1, character: 0 } }, newText: "" }]);
      return items.map((i) => i.label);
    };
    const member = "  seen order_id";
    expect(await labels("  ", member)).toEqual(expect.arrayContaining(["doc", "arg", "seen", "rule", "hint", "effect", "scope"]));
    expect(await labels("  arg x: ", member)).toEqual(expect.arrayContaining(["string", "int", "OrderId", "order"]));
    expect(await labels("  seen ", member)).toEqual(["order_id", "amount"]);
    expect(await labels("  scope amount = context.", member)).toEqual(["customer_id", "region"]);
    expect(await labels("  hint ", member)).toEqual(expect.arrayContaining(["not_found", "not_seen"]));
    expect(await labels("  rule outcome == \"resolve\" => ", '  rule outcome == "resolve" => count')).toEqual(["outcome", "actions"]);
    expect(await labels("  arg y: ", '  rule outcome')).toEqual(expect.arrayContaining(["refund"]));
    expect(text).toBe(SHOP);
  });

  it("completes by where the cursor is: formats, fields' types, reply paths, nothing for a new field's name or an indent", async () => {
    // Types `inserted` before the line that starts with `before`, asks at its end, and takes it out again.
    const ask = async (inserted: string, before: string, context?: object): Promise<CompletionItem[]> => {
      const p = pos(before);
      await change([{ range: { start: p, end: p }, newText: inserted + "\n" }]);
      const lines = inserted.split("\n");
      const at = { line: p.line + lines.length - 1, character: lines[lines.length - 1]!.length };
      const items = await request<CompletionItem[]>("textDocument/completion", { position: at, ...(context ? { context } : {}) });
      await change([{ range: { start: p, end: { line: p.line + lines.length, character: 0 } }, newText: "" }]);
      return items;
    };
    const labels = async (inserted: string, before: string, context?: object): Promise<string[]> => (await ask(inserted, before, context)).map((i) => i.label);
    const member = "  seen order_id";
    expect(await labels("  arg x: string(", member)).toEqual(["email", "uuid", "date", "datetime", "url"]);
    expect(await labels("  arg x: int(", member)).toEqual([]);
    expect(await labels("type Pair = {\n  a: string(1..5)\n  ", "resource order")).toEqual([]);
    expect(await labels("type Pair = {\n  a: ", "resource order")).toEqual(expect.arrayContaining(["string", "OrderId", "order"]));
    expect(await labels("  returns {\n    ", member)).toEqual([]);
    expect(await labels("  arg x: { a: int, b: ", member)).toEqual(expect.arrayContaining(["string", "OrderId"]));
    // The reply is typed first (and analysed, as diagnostics are published), then the `ensure`.
    const analysed = s.nextDiagnostics(uri);
    await change([{ range: { start: pos(member), end: pos(member) }, newText: "  returns { ref: string(1..9), meta: { n: int } }\n" }]);
    await analysed;
    expect(await labels("  ensure result.", member)).toEqual(["ref", "meta"]);
    expect(await labels("  ensure result.meta.", member)).toEqual(["n"]);
    await change([{ range: { start: pos("  returns { ref"), end: pos(member) }, newText: "" }]);
    expect(await labels("  ", member, { triggerKind: 2, triggerCharacter: " " })).toEqual([]);
    const top = await ask("", "resource order");
    expect(top.find((i) => i.label === "read …")).toMatchObject({ insertTextFormat: 2, filterText: "read" });
    expect(text).toBe(SHOP);
  });

  it("renames a type, a resource or an argument across the file, and refuses a bad name", async () => {
    const rename = (p: Position, newName: string): Promise<WorkspaceEdit> => request<WorkspaceEdit>("textDocument/rename", { position: p, newName });
    const edit = await rename(pos("order_id", 0, 2), "order_ref");
    const edits = edit.changes![uri]!;
    expect(edits.map((e) => e.range.start)).toEqual([pos("order_id", 0, 1), pos("order_id", 0, 2)]);
    const typeEdit = await rename(pos("OrderId"), "OrderRef");
    expect(typeEdit.changes![uri]!.map((e) => slice(e.range))).toEqual(["OrderId", "OrderId"]);
    await expect(rename(pos("OrderId"), "9lives")).rejects.toThrow(/not a name/);
    await expect(rename(pos("resource order", 9), "OrderId")).rejects.toThrow(/already declared/);
  });

  it("refuses names the compiler refuses, in its words", async () => {
    const rename = (p: Position, newName: string): Promise<WorkspaceEdit> => request<WorkspaceEdit>("textDocument/rename", { position: p, newName });
    await expect(rename(pos("OrderId"), "constructor")).rejects.toThrow("'constructor' cannot be used as a type name: every JavaScript object already has it");
    await expect(rename(pos("order_id", 0, 2), "__proto__")).rejects.toThrow("'__proto__' cannot be used as an argument name");
    const long = "x".repeat(70);
    await expect(rename(pos("get_order"), long)).rejects.toThrow(`tool name '${long}' has 70 characters; providers allow at most 64`);
    expect((await rename(pos("get_order"), "y".repeat(64))).changes![uri]).toHaveLength(1);
  });

  it("refuses a rename while a declaration holding an occurrence is broken", async () => {
    const before = text;
    await change([{ range: { start: pos("arg order_id: order \"The order to refund"), end: pos("arg order_id: order \"The order to refund", 19) }, newText: "arg order_id order" }]);
    const at = pos("resource order", 9);
    const why = `cannot rename while line ${pos("arg order_id order").line + 1} has a syntax error`;
    await expect(request("textDocument/prepareRename", { position: at })).rejects.toThrow(why);
    await expect(request("textDocument/rename", { position: at, newName: "purchase" })).rejects.toThrow(why);
    await change([{ range: { start: pos("arg order_id order"), end: pos("arg order_id order", 18) }, newText: "arg order_id: order" }]);
    expect(text).toBe(before);
    expect(await request("textDocument/prepareRename", { position: at })).toEqual({ start: at, end: pos("resource order", 14) });
  });

  it("lists the document's symbols", async () => {
    const symbols = await request<DocumentSymbol[]>("textDocument/documentSymbol", {});
    expect(symbols.map((x) => x.name)).toEqual(["shop", "context", "OrderId", "order", "get_order", "region_report", "refund", "done"]);
    expect(symbols.find((x) => x.name === "refund")?.children?.map((c) => c.name)).toEqual(["order_id", "amount"]);
  });

  it("lists symbols in source order, with the fields of object types as children", async () => {
    const end = pos("finish done");
    const added = 'type Later = {\n  a: string(1..5)\n  b: { c: int }[]\n}\n\nread tail {\n  doc "Return the last entry of the log, with its time."\n  arg from: Later "Where to start."\n  returns { at: int, what: string(..20) }\n}\n\n';
    await change([{ range: { start: end, end }, newText: added }]);
    const symbols = await request<DocumentSymbol[]>("textDocument/documentSymbol", {});
    expect(symbols.map((x) => x.name)).toEqual(["shop", "context", "OrderId", "order", "get_order", "region_report", "refund", "Later", "tail", "done"]);
    const later = symbols.find((x) => x.name === "Later");
    expect(later?.children?.map((c) => c.name)).toEqual(["a", "b"]);
    expect(later?.children?.[1]?.children?.map((c) => c.name)).toEqual(["c"]);
    const tail = symbols.find((x) => x.name === "tail");
    expect(tail?.children?.map((c) => [c.name, c.children?.map((x) => x.name)])).toEqual([["from", []], ["returns", ["at", "what"]]]);
    await change([{ range: { start: pos("type Later"), end: pos("finish done") }, newText: "" }]);
    expect(text).toBe(SHOP);
  });

  it("hovers on an argument without repeating `arg`, and on keywords, built-in types, formats and refusal codes", async () => {
    const value = async (p: Position): Promise<string> => ((await request<Hover>("textDocument/hover", { position: p }))?.contents as { value: string } | undefined)?.value ?? "";
    const arg = await value(pos("order_id: order \"The order ID.\"", 2));
    expect(arg).toContain('arg order_id: order "The order ID."');
    expect(arg).not.toContain("arg arg");
    expect(await value(pos("read get_order", 1))).toContain("**read** (keyword)");
    expect(await value(pos("  seen order_id", 3))).toContain("**seen** (keyword)");
    expect(await value(pos("string(1..20)", 2))).toContain("**string** (built-in type)");
    expect(await value(pos("number(0..100)", 2))).toContain("**number** (built-in type)");
    expect(await value(pos("hint not_found", 7))).toContain("Refusal `not_found`");
    const at = pos("  arg amount");
    await change([{ range: { start: at, end: at }, newText: '  arg mail?: string(email) "Where to write."\n' }]);
    expect(await value(pos("email)", 1))).toContain("String format `email`");
    await change([{ range: { start: pos("  arg mail"), end: pos("  arg amount") }, newText: "" }]);
    expect(text).toBe(SHOP);
  });

  it("gives a semantic token to every declaration and reference of a name", async () => {
    const tokens = await request<{ data: number[] }>("textDocument/semanticTokens/full", {});
    const types = ["type", "class", "function", "parameter", "property"];
    const lines = text.split("\n");
    const decoded: string[] = [];
    let line = 0;
    let char = 0;
    for (let i = 0; i < tokens.data.length; i += 5) {
      const [dl, dc, len, type, mod] = tokens.data.slice(i, i + 5) as [number, number, number, number, number];
      line += dl;
      char = dl === 0 ? char + dc : dc;
      decoded.push(`${lines[line]!.slice(char, char + len)} ${types[type]}${mod ? " decl" : ""}`);
    }
    expect(decoded).toEqual(expect.arrayContaining(["OrderId type decl", "OrderId type", "order class decl", "order class", "customer_id property", "region property", "order_id parameter", "actions parameter", "refund function", "refund function decl", "get_order function decl"]));
    // Every occurrence navigation knows, and nothing else.
    expect(decoded).toHaveLength(24);
  });

  it("shows each tool's cost per turn as a code lens, as lint --sizes counts it", async () => {
    const lenses = await request<{ range: Range; command: { title: string } }[]>("textDocument/codeLens", {});
    const dir = tempProject({ "contracts/shop.tool": text });
    const lint = spawnSync(process.execPath, [CLI, "lint", "--sizes"], { cwd: dir, encoding: "utf8" });
    fs.rmSync(dir, { recursive: true, force: true });
    const tokens = (tool: string): string => /~\s*([\d,]+) tokens/.exec(lint.stdout.split("\n").find((l) => l.trim().startsWith(tool + " ")) ?? "")?.[1] ?? "?";
    expect(lenses.map((l) => [slice(l.range), l.command.title])).toEqual([
      ["get_order", expect.stringMatching(new RegExp(`^~${tokens("get_order")} tokens on every turn`))],
      ["region_report", expect.stringMatching(new RegExp(`^~${tokens("region_report")} tokens on every turn`))],
      ["refund", "not sent to the model: proposed in a finish, approved by a person"],
      ["done", expect.stringMatching(new RegExp(`^~${tokens("done")} tokens on every turn`))],
    ]);
  });

  it("formats a range: the declarations it touches, and nothing else", async () => {
    await change([{ range: { start: pos("type OrderId"), end: pos("type OrderId", 12) }, newText: "type   OrderId  " }]);
    await change([{ range: { start: pos("arg amount: number(0..100)"), end: pos("arg amount: number(0..100)", 26) }, newText: "arg amount:number( 0..100 )" }]);
    const typeLine = pos("type   OrderId").line;
    const edits = await request<TextEdit[]>("textDocument/rangeFormatting", { range: { start: { line: typeLine, character: 2 }, end: { line: typeLine, character: 5 } }, options: { tabSize: 2, insertSpaces: true } });
    expect(edits.map((e) => slice(e.range))).toEqual([SHOP.slice(SHOP.indexOf("type OrderId"), SHOP.indexOf("\n", SHOP.indexOf("type OrderId"))).replace("type OrderId", "type   OrderId  ")]);
    await change(edits);
    expect(text).toContain("type OrderId = string");
    expect(text).toContain("arg amount:number( 0..100 )");
    const refund = pos("arg amount:number");
    const more = await request<TextEdit[]>("textDocument/rangeFormatting", { range: { start: refund, end: refund }, options: { tabSize: 2, insertSpaces: true } });
    expect(more).toHaveLength(1);
    expect(slice(more[0]!.range)).toMatch(/^write refund \{[\s\S]*\}$/);
    await change(more);
    expect(text).toBe(SHOP);
  });

  it("formats through fmt, and leaves a file with syntax errors alone", async () => {
    await change([{ range: { start: pos("type OrderId"), end: pos("type OrderId", 12) }, newText: "type   OrderId  " }]);
    const edits = await request<TextEdit[]>("textDocument/formatting", { options: { tabSize: 2, insertSpaces: true } });
    expect(edits).toHaveLength(1);
    expect(edits[0]!.newText).toBe(formatText(text, "shop.tool").text);
    expect(edits[0]!.newText).toContain("type OrderId = string");
    await change(edits);
    expect(text).toBe(SHOP);
    await change([{ range: { start: pos("}"), end: pos("}", 1) }, newText: "" }]);
    expect(await request<TextEdit[]>("textDocument/formatting", { options: { tabSize: 2, insertSpaces: true } })).toEqual([]);
  });
});
