// The language server's latency, measured through the server: the built `contractc lsp`
// runs as a child process and a vscode-jsonrpc client times each answer on the wire.
// On a 1,000-tool contract: diagnostics after a one-character edit (from the change
// notification to the diagnostics of that version), typed and deleted in the docs of
// tools spread over the file; diagnostics after an edit that leaves a syntax error (a
// tool's closing brace deleted, then typed again); hover; and completion. Each figure is
// given as its median and spread (min, quartiles, p95, max) over the repeated edits.
// Then formatting: a whole-file format of the contract written with extra spaces, and a
// hover sent while each format runs (answered without waiting for it). Then file
// watching: a contract never opened, beside the large one, rewritten on disk with and
// without an error; the time from the write to its diagnostics (server-side watcher).
// Run: `npm run compile && node bench/lsp.mjs [tools]`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { contractText } from "./gen-contracts.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const TOOLS = Number(process.argv[2] ?? 1000);
const EDITS = 40;
const BREAKS = 10;
const REQUESTS = 60;
const FORMATS = 10;
const WATCHES = 10;

// Made-up words, so that no two docs are near twins, as in a real toolset: the generated
// docs differ only in their numbers, and near twins are compared pair by pair.
const SYLLABLES = ["ka", "lo", "mi", "ren", "to", "vas", "qui", "bel", "dor", "fen", "gri", "hal", "jun", "pex", "sul", "tam"];
const word = (n) => SYLLABLES[n % 16] + SYLLABLES[(n >> 4) % 16] + SYLLABLES[(n >> 8) % 16];
/** The generated contract with every tool's doc made its own. */
const contract = (tools) =>
  contractText(0, tools).replace(/doc "Look up record (\d+) of set 0 by its ID\./g, (_, i) => `doc "Look up the ${word(3 * i)} ${word(3 * i + 1)} ${word(3 * i + 2)} record by its ID.`);

const ms = (list) => {
  const s = [...list].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1);
  return `median ${at(0.5)} ms; min ${s[0].toFixed(1)}, p25 ${at(0.25)}, p75 ${at(0.75)}, p95 ${at(0.95)}, max ${s[s.length - 1].toFixed(1)} ms (${s.length} runs)`;
};

/** Starts a server on a folder holding one contract; returns the client and the document's URI. */
async function session(dir, delay) {
  const child = spawn(process.execPath, [path.join(ROOT, "dist/src/cli/main.js"), "lsp", "--stdio"], { cwd: dir, stdio: ["pipe", "pipe", "inherit"] });
  const c = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  const latest = new Map();
  const hooks = [];
  c.onNotification("textDocument/publishDiagnostics", (p) => {
    latest.set(p.uri, p.diagnostics);
    for (const h of hooks) h(p);
    const w = waiting.get(p.version);
    if (w) {
      waiting.delete(p.version);
      w(performance.now());
    }
  });
  c.listen();
  await c.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities: {}, initializationOptions: delay === undefined ? {} : { diagnosticsDelayMs: delay } });
  await c.sendNotification("initialized", {});
  const published = (version) => new Promise((resolve) => waiting.set(version, resolve));
  const close = async () => {
    await c.sendRequest("shutdown");
    await c.sendNotification("exit");
    await new Promise((r) => child.on("exit", r));
    c.dispose();
  };
  return { c, published, close, latest, hooks };
}

function position(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length - 1;
  return { line, character: offset - (before.lastIndexOf("\n") + 1) };
}

async function measure(delay) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-lsp-bench-"));
  fs.mkdirSync(path.join(dir, "contracts"));
  let text = contract(TOOLS);
  const file = path.join(dir, "contracts/big.tool");
  fs.writeFileSync(file, text);
  const uri = pathToFileURL(file).href;
  const { c, published, close } = await session(dir, delay);
  let version = 1;
  const opened = published(version);
  const t0 = performance.now();
  await c.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "tool", version, text } });
  const first = (await opened) - t0;

  /** Sends one change and waits for the diagnostics of the new version; returns the time taken. */
  const change = async (start, end, insert) => {
    const range = { start: position(text, start), end: position(text, end) };
    text = text.slice(0, start) + insert + text.slice(end);
    const done = published(++version);
    const t = performance.now();
    await c.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ range, text: insert }] });
    return (await done) - t;
  };

  // One-character edits inside tools' docs at five places through the file: type a letter, then delete it.
  const spots = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => text.indexOf('doc "', text.indexOf(`lookup_0_${Math.floor(TOOLS * f)} {`)) + 5);
  const diagnostics = [];
  for (let i = 0; i < EDITS; i++) {
    const at = spots[Math.floor(i / 2) % spots.length];
    diagnostics.push(i % 2 === 0 ? await change(at, at, "x") : await change(at, at + 1, ""));
  }

  // A syntax error and its undo: a tool's closing brace deleted, then typed again.
  const broken = [];
  for (let i = 0; i < BREAKS; i++) {
    const brace = text.indexOf("\n}\n", spots[Math.floor(i / 2) % spots.length]) + 1;
    broken.push(i % 2 === 0 ? await change(brace, brace + 1, "") : await change(brace, brace, "}"));
  }

  const middle = text.indexOf(`lookup_0_${Math.floor(TOOLS / 2)} {`);
  const at = spots[2];
  const hovers = [];
  const hoverAt = position(text, middle + 3);
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const h = await c.sendRequest("textDocument/hover", { textDocument: { uri }, position: hoverAt });
    hovers.push(performance.now() - start);
    if (!h) throw new Error("no hover");
  }

  // A new line `  seen ` in that tool, then completion of its arguments right after typing.
  const lineEnd = text.indexOf("\n", at);
  text = text.slice(0, lineEnd + 1) + "  seen \n" + text.slice(lineEnd + 1);
  await c.sendNotification("textDocument/didChange", { textDocument: { uri, version: ++version }, contentChanges: [{ range: { start: position(text, lineEnd + 1), end: position(text, lineEnd + 1) }, text: "  seen \n" }] });
  const completions = [];
  const completeAt = position(text, lineEnd + 8);
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const items = await c.sendRequest("textDocument/completion", { textDocument: { uri }, position: completeAt });
    completions.push(performance.now() - start);
    if (!items.some((x) => x.label === "record_id")) throw new Error(`no argument completion: ${JSON.stringify(items).slice(0, 300)} at ${JSON.stringify(completeAt)}`);
  }
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { first, diagnostics, broken, hovers, completions };
}

/** Formats the contract (written with extra spaces) repeatedly, with a hover sent during each format. */
async function measureFormat() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-lsp-bench-"));
  fs.mkdirSync(path.join(dir, "contracts"));
  const text = contract(TOOLS).replaceAll("arg limit?: int(1..50)", "arg   limit?:int( 1 .. 50 )");
  const file = path.join(dir, "contracts/big.tool");
  fs.writeFileSync(file, text);
  const uri = pathToFileURL(file).href;
  const { c, published, close } = await session(dir, 0);
  const opened = published(1);
  await c.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "tool", version: 1, text } });
  await opened;
  const hoverAt = position(text, text.indexOf(`lookup_0_${Math.floor(TOOLS / 2)} {`) + 3);
  const formats = [];
  const hovers = [];
  for (let i = 0; i < FORMATS; i++) {
    const start = performance.now();
    const formatted = c.sendRequest("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    const h = await c.sendRequest("textDocument/hover", { textDocument: { uri }, position: hoverAt });
    hovers.push(performance.now() - start);
    const edits = await formatted;
    formats.push(performance.now() - start);
    if (!h || edits.length !== 1) throw new Error("no hover or no format edit");
  }
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { formats, hovers };
}

/** Rewrites an unopened contract on disk, alternately broken and mended; times each write to its diagnostics. */
async function measureWatch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-lsp-bench-"));
  fs.mkdirSync(path.join(dir, "contracts"));
  fs.writeFileSync(path.join(dir, "contracts/big.tool"), contract(TOOLS));
  const small = path.join(dir, "contracts/small.tool");
  const good = contractText(1, 10);
  fs.writeFileSync(small, good);
  const { close, latest, hooks } = await session(dir, 0);
  const uri = pathToFileURL(small).href;
  let waiting;
  hooks.push((p) => {
    if (p.uri === uri && waiting?.test(p.diagnostics)) waiting.resolve(performance.now());
  });
  const next = (test) => new Promise((resolve) => (waiting = { test, resolve }));
  if (!latest.has(uri)) await next(() => true);
  // The generated tools draw warnings of their own (near-twin docs); the error adds one.
  const base = latest.get(uri).length;
  // The watcher reads the folder once more when it is ready; a pause lets that pass.
  await new Promise((r) => setTimeout(r, 1000));
  const times = [];
  for (let i = 0; i < WATCHES; i++) {
    // Writes a few milliseconds apart can share an mtime, and the watcher (chokidar) takes
    // the second for no change: an editor's saves are further apart than that.
    await new Promise((r) => setTimeout(r, 100));
    const broken = i % 2 === 0;
    const published = next((d) => (broken ? d.length > base : d.length === base));
    const start = performance.now();
    fs.writeFileSync(small, broken ? good.replace("RecordId \"The", "RecordIdd \"The") : good);
    times.push((await published) - start);
  }
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  return times;
}

const loads = () => os.loadavg().map((x) => x.toFixed(1)).join(" ");
const lines = [`load average at start ${loads()} (${os.cpus().length} cores)`, `language server, one contract of ${TOOLS} tools (bench/gen-contracts.mjs, docs made distinct; ${(contract(TOOLS).length / 1024).toFixed(0)} KiB), through the server over stdio:`];
for (const [label, delay] of [["no pause (diagnosticsDelayMs 0)", 0], ["default pause (20 ms)", undefined]]) {
  const r = await measure(delay);
  lines.push(`  ${label}:`);
  lines.push(`    first diagnostics after opening: ${r.first.toFixed(0)} ms`);
  lines.push(`    diagnostics after a one-character edit: ${ms(r.diagnostics)}`);
  lines.push(`    diagnostics after an edit that leaves (or mends) a syntax error: ${ms(r.broken)}`);
  lines.push(`    hover: ${ms(r.hovers)}`);
  lines.push(`    completion: ${ms(r.completions)}`);
}
const f = await measureFormat();
lines.push(`  formatting the whole file (extra spaces in every tool): ${ms(f.formats)}`);
lines.push(`  hover sent right after each format request: ${ms(f.hovers)}`);
lines.push(`  diagnostics of an unopened contract after it is written on disk: ${ms(await measureWatch())}`);
lines.push(`load average at end ${loads()}`);
console.log(lines.join("\n"));
