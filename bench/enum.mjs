// Large enums: a contract whose one tool takes a type of N string literals, N = 10,000,
// 20,000 and 30,000. Cold-process `contractc lint` (parse, checks, the provider schemas the
// checks measure), a cold `build` of the 20,000-value contract (for reference) and, on it,
// the language server: the first diagnostics after opening, and a hover on the tool (its
// schema as the model sees it).
// Every step must grow linearly with N; 20,000 values lint in under a second.
// Run: `npm run compile && node bench/enum.mjs [sizes...]`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const CLI = path.join(ROOT, "dist/src/cli/main.js");
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [10000, 20000, 30000];
const LSP_SIZE = 20000;

/** A contract with one type of `n` string literals and one tool taking it. */
const contract = (n) =>
  `toolset big "One large enum."\n\ntype Code = ${Array.from({ length: n }, (_, i) => `"code-${i}"`).join(" | ")}\n\nread lookup {\n  doc "Look up one code."\n  arg code: Code "The code."\n}\n`;

/** A fresh folder holding the contract of `n` values; its path and the contract's. */
function project(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-enum-bench-"));
  fs.mkdirSync(path.join(dir, "contracts"));
  const file = path.join(dir, "contracts/big.tool");
  fs.writeFileSync(file, contract(n));
  return { dir, file };
}

/** Wall time of one cold `contractc lint` (or `build`), in ms. */
function cold(n, command = "lint") {
  const { dir } = project(n);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [CLI, command, "--quiet"], { cwd: dir, encoding: "utf8" });
  const ms = performance.now() - t0;
  fs.rmSync(dir, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`${command} exited ${r.status}: ${r.stderr.slice(0, 300)}`);
  return ms;
}

/** The language server on the contract of `n` values: first diagnostics and hovers, in ms. */
async function lsp(n) {
  const { dir, file } = project(n);
  const text = fs.readFileSync(file, "utf8");
  const child = spawn(process.execPath, [CLI, "lsp", "--stdio"], { cwd: dir, stdio: ["pipe", "pipe", "inherit"] });
  const c = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  let published;
  const diagnostics = new Promise((resolve) => (published = resolve));
  c.onNotification("textDocument/publishDiagnostics", () => published(performance.now()));
  c.listen();
  await c.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities: {}, initializationOptions: { diagnosticsDelayMs: 0 } });
  await c.sendNotification("initialized", {});
  const uri = pathToFileURL(file).href;
  const t0 = performance.now();
  await c.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "tool", version: 1, text } });
  const first = (await diagnostics) - t0;
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.startsWith("read lookup"));
  const hovers = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const h = await c.sendRequest("textDocument/hover", { textDocument: { uri }, position: { line, character: 6 } });
    hovers.push(performance.now() - t);
    if (!h?.contents?.value?.includes(`"code-${n - 1}"`)) throw new Error("the hover does not show the enum");
  }
  await c.sendRequest("shutdown");
  await c.sendNotification("exit");
  await new Promise((r) => child.on("exit", r));
  c.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
  return { first, hovers };
}

const out = [`large enums (bench/enum.mjs), ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}:`];
for (const n of SIZES) out.push(`  lint, ${String(n).padStart(6)} values: ${cold(n).toFixed(0).padStart(6)} ms (cold process)`);
out.push(`  build, ${LSP_SIZE} values: ${cold(LSP_SIZE, "build").toFixed(0)} ms (cold process; prettier formats the validators' Set of values)`);
const l = await lsp(LSP_SIZE);
out.push(`  language server, ${LSP_SIZE} values: first diagnostics ${l.first.toFixed(0)} ms; hover on the tool ${l.hovers.map((x) => x.toFixed(0)).join(", ")} ms`);
console.log(out.join("\n"));
