// A rebuild parses and checks only the contracts that changed: every other file's
// diagnostics and toolset name come from what the project's node_modules/.cache/contractc
// remembers, under a key of its text and the front end's fingerprint. Its warnings are
// printed again, the rule across files still holds, and a cache that is corrupt or from
// another compiler is ignored; a remembered contract whose output must be written again is
// parsed, not checked again; `check` remembers nothing.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CliOptions } from "../../src/cli/args.js";
import { build, check } from "../../src/cli/commands.js";
import { compileContracts, compileRemembered, readContracts } from "../../src/cli/pipeline.js";
import { cacheFile, loadMemory, saveMemory } from "../../src/output/cache.js";
import { checkerFingerprint } from "../../src/output/fingerprint.js";
import { sourceKey } from "../../src/output/source-memory.js";
import { ROOT, run, tempProject } from "../cli/helpers.js";

const contract = (name: string, doc = "Look up one order by its id.") =>
  `toolset ${name} "Orders of the ${name} shop."\n\nread get_order {\n  doc "${doc}"\n  arg order_id: string(1..20) "The order's id."\n}\n`;

/** Two tools whose docs differ in one word: a `near-twin-docs` warning on line 9. */
const WARNS = `toolset warns "Orders of the warns shop."

read get_order {
  doc "Look up record 1 of the shop by its ID. Returns its status and dates."
}

read get_other {
  doc "Look up record 2 of the shop by its ID. Returns its status and dates."
}
`;

/** A project with a node_modules (so build keeps its cache) and the given contracts. */
function project(files: Record<string, string>): string {
  const dir = tempProject(Object.fromEntries(Object.entries(files).map(([f, t]) => [`contracts/${f}`, t])));
  fs.mkdirSync(path.join(dir, "node_modules"));
  return dir;
}

const cacheOf = (dir: string): string => cacheFile(path.join(dir, "generated"), "../contracts") ?? "";

/** Runs build with the module trace on; returns the run and every module URL it loaded. */
function tracedBuild(dir: string, ...args: string[]) {
  const trace = path.join(dir, `trace-${Date.now()}-${Math.random()}.txt`);
  const r = run(dir, ["build", ...args], { CONTRACTC_TRACE: trace, NODE_OPTIONS: `--import=${path.join(ROOT, "test/cli/fixtures/trace-loads.mjs")}` });
  return { ...r, loaded: fs.existsSync(trace) ? fs.readFileSync(trace, "utf8") : "" };
}

/** Runs `f` from inside `dir`, where the CLI runs, so files are named as it names them. */
async function inside<T>(dir: string, f: () => T | Promise<T>): Promise<T> {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    return await f();
  } finally {
    process.chdir(cwd);
  }
}

const OPTS: CliOptions = { command: "build", contracts: "contracts", out: "generated", format: "text", strict: false, quiet: true, sizes: false };

/** Builds in this process (whose front end, run from source, has its own fingerprint), as the CLI does in `dir`. */
const buildHere = (dir: string) => inside(dir, () => build(OPTS));

/** The front end as build runs it in `dir`, from the cache build left there; and every file compiled. */
const rememberedIn = (dir: string) =>
  inside(dir, async () => {
    const read = readContracts("contracts");
    return { remembered: await compileRemembered(read, loadMemory(cacheOf(dir)).sources), fresh: await compileContracts(read) };
  });

describe("a rebuild that remembers each contract", () => {
  it("prints an unchanged file's warning again, at the same place, without loading the parser or the checks", () => {
    const dir = project({ "warns.tool": WARNS, "b.tool": contract("b") });
    const first = tracedBuild(dir);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/^contracts\/warns\.tool:8:7: warning near-twin-docs: /m);
    expect(first.loaded).toMatch(/node_modules\/chevrotain\//);
    const written = fs.statSync(cacheOf(dir)).mtimeMs;
    const again = tracedBuild(dir);
    expect(again.code, again.stderr).toBe(0);
    // Nothing changed, so the cache is not written again either.
    expect(fs.statSync(cacheOf(dir)).mtimeMs).toBe(written);
    expect(again.stderr).toBe(first.stderr);
    expect(again.stdout).toMatch(/2 toolsets: 0 files written, \d+ unchanged, 0 removed; 1 warning/);
    // Nothing was parsed, checked, emitted or formatted.
    for (const unused of [/node_modules\/chevrotain\//, /\/src\/check\//, /\/src\/compile\.js/, /node_modules\/prettier\//, /node_modules\/ts-morph\//, /\/src\/emit\/index\.js/]) expect(again.loaded).not.toMatch(unused);
  });

  it("parses and checks exactly the edited file, and finds what compiling every file finds", async () => {
    const dir = project({ "a.tool": contract("a"), "b.tool": contract("b"), "warns.tool": WARNS });
    expect(await buildHere(dir)).toBe(0);
    fs.writeFileSync(path.join(dir, "contracts/b.tool"), WARNS.replace("toolset warns", "toolset b"));
    const { remembered, fresh } = await rememberedIn(dir);
    expect(remembered.compiled).toEqual(["contracts/b.tool"]);
    expect(remembered.diagnostics).toEqual(fresh.diagnostics);
    expect(remembered.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(["contracts/b.tool near-twin-docs", "contracts/warns.tool near-twin-docs"]);
    expect(remembered.toolsets.map((t) => [t.name, t.sourcePath])).toEqual(fresh.toolsets.map((t) => [t.name, t.sourcePath]));
    expect(await buildHere(dir)).toBe(0);
    expect(fs.readFileSync(path.join(dir, "generated/b/schemas.ts"), "utf8")).toContain("Look up record 2 of the shop");
    expect(await inside(dir, () => check({ ...OPTS, command: "check" }))).toBe(0);
  });

  it("writes a remembered contract's output again, when it is gone, parsing it without checking it again", () => {
    const dir = project({ "warns.tool": WARNS, "b.tool": contract("b") });
    const first = tracedBuild(dir);
    expect(first.code, first.stderr).toBe(0);
    const out = path.join(dir, "generated");
    const before = Object.fromEntries(["warns/validators.ts", "warns/dispatcher.ts", "b/schemas.ts"].map((f) => [f, fs.readFileSync(path.join(out, f), "utf8")]));
    fs.rmSync(path.join(out, "warns"), { recursive: true });
    const again = tracedBuild(dir);
    expect(again.code, again.stderr).toBe(0);
    // The remembered warning is printed again; the files are written again, byte for byte.
    expect(again.stderr).toBe(first.stderr);
    for (const [f, text] of Object.entries(before)) expect(fs.readFileSync(path.join(out, f), "utf8"), f).toBe(text);
    // Parsed and emitted, but no check ran (the emitters' one import from src/check is the verbs table).
    expect(again.loaded).toMatch(/node_modules\/chevrotain\//);
    expect(again.loaded).toMatch(/\/src\/emit\/index\.js/);
    for (const unused of [/\/src\/check\/index\.js/, /\/src\/check\/near-twin-docs\.js/]) expect(again.loaded).not.toMatch(unused);
  });

  it("emits from a contract only parsed what it emits from the same contract checked: the checks change no toolset", async () => {
    const { compileFile } = await import("../../src/compile.js");
    const { lowerToolset } = await import("../../src/lower/source.js");
    const { EMITTERS } = await import("../../src/emit/index.js");
    const dirs = ["contracts", "test/golden/cases", "bench/agents/tau/contracts", "bench/agents/agentdojo/contracts"];
    const files = dirs.flatMap((d) => fs.readdirSync(path.join(ROOT, d), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tool")).map((f) => path.join(ROOT, d, f)));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const src = { path: file, headerPath: path.relative(ROOT, file), text: fs.readFileSync(file, "utf8") };
      const checked = compileFile(src);
      if (checked.diagnostics.some((d) => d.severity === "error") || !checked.toolset) continue;
      const parsed = lowerToolset(src).toolset;
      expect(parsed, file).toBeDefined();
      if (!parsed) continue;
      const emit = (ts: typeof parsed) => EMITTERS.flatMap((e) => e.emit(ts)).map((f) => [f.path, f.text]);
      // The checked toolset is emitted after the checks ran over it: anything they set on it would show.
      expect(emit(parsed), file).toEqual(emit(checked.toolset));
    }
  });

  it("ignores what a compiler with another fingerprint remembered", async () => {
    const dir = project({ "a.tool": contract("a"), "warns.tool": WARNS });
    expect(await buildHere(dir)).toBe(0);
    // The entries another front end would have written: its key, and (here) other diagnostics.
    const file = cacheOf(dir);
    const memory = loadMemory(file);
    expect(memory.sources.size).toBe(2);
    for (const src of await inside(dir, () => readContracts("contracts").files)) {
      const was = memory.sources.get(src.path);
      expect(was?.key).toBe(sourceKey(checkerFingerprint(), src));
      memory.sources.set(src.path, { key: sourceKey("0123456789abcdef", src), toolset: was?.toolset, diagnostics: [] });
    }
    saveMemory(file, memory);
    const { remembered } = await rememberedIn(dir);
    expect(remembered.compiled).toEqual(["contracts/a.tool", "contracts/warns.tool"]);
    expect(remembered.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(["contracts/warns.tool near-twin-docs"]);
  });

  it("still finds duplicate-toolset when only one of the two files changed, on whichever comes second", () => {
    const dir = project({ "a.tool": contract("a"), "b.tool": contract("b") });
    expect(run(dir, ["build"]).code).toBe(0);
    // The second file changes to the first's name: the error is on the changed file.
    fs.writeFileSync(path.join(dir, "contracts/b.tool"), contract("a"));
    const second = run(dir, ["build"]);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^contracts\/b\.tool:1:9: error duplicate-toolset: toolset 'a' is already declared in contracts\/a\.tool:1$/m);
    // Built again as it was; now the first changes to the name of the second, which is remembered.
    fs.writeFileSync(path.join(dir, "contracts/b.tool"), contract("b"));
    expect(run(dir, ["build"]).code).toBe(0);
    fs.writeFileSync(path.join(dir, "contracts/a.tool"), contract("b"));
    const first = tracedBuild(dir);
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/^contracts\/b\.tool:1:9: error duplicate-toolset: toolset 'b' is already declared in contracts\/a\.tool:1$/m);
    expect(first.stdout + first.stderr).toMatch(/nothing written/);
  });

  it("ignores a corrupt or unreadable cache file, and entries not as build writes them, and writes a good one again", () => {
    const dir = project({ "warns.tool": WARNS });
    const first = run(dir, ["build"]);
    expect(first.code).toBe(0);
    const file = cacheOf(dir);
    const good = fs.readFileSync(file, "utf8");
    for (const bad of [good.slice(0, good.length / 2), "\u0000\u0001garbage", "[]", "null"]) {
      fs.writeFileSync(file, bad);
      const r = run(dir, ["build"]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe(first.stderr);
      expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(JSON.parse(good));
    }
    // Unreadable (a folder where the file goes): ignored, and not written either.
    fs.rmSync(file);
    fs.mkdirSync(file);
    const unreadable = run(dir, ["build"]);
    expect(unreadable.code, unreadable.stderr).toBe(0);
    expect(unreadable.stderr).toBe(first.stderr);
    expect(fs.statSync(file).isDirectory()).toBe(true);
    fs.rmdirSync(file);
    expect(run(dir, ["build"]).code).toBe(0);
    // Well-formed JSON whose entry is not one: an unknown code, a span that is not, a missing message.
    const data = JSON.parse(good) as { sources: Record<string, { diagnostics: Record<string, unknown>[] }> };
    const entry = data.sources["contracts/warns.tool"];
    expect(entry?.diagnostics.length).toBe(1);
    for (const change of [{ code: "no-such-code" }, { span: { start: 5, end: 2 } }, { message: undefined }, { severity: "fatal" }]) {
      const forged = { ...data, sources: { "contracts/warns.tool": { ...entry, diagnostics: [{ ...entry?.diagnostics[0], ...change }] } } };
      fs.writeFileSync(file, JSON.stringify(forged));
      expect(loadMemory(file).sources.size).toBe(0);
      const r = run(dir, ["build"]);
      expect(r.stderr).toBe(first.stderr);
    }
  });

  it("is never read by check, which compiles every file", () => {
    const dir = project({ "warns.tool": WARNS });
    expect(run(dir, ["build"]).code).toBe(0);
    const file = cacheOf(dir);
    const memory = loadMemory(file);
    const [[shown, entry] = ["", undefined]] = [...memory.sources];
    expect(entry).toBeDefined();
    // Under the right key, but saying the file has no warning: build believes it, check does not.
    memory.sources.set(shown, { key: entry?.key ?? "", toolset: entry?.toolset, diagnostics: [] });
    saveMemory(file, memory);
    expect(run(dir, ["build"]).stderr).not.toMatch(/near-twin-docs/);
    expect(run(dir, ["check"]).stderr).toMatch(/^contracts\/warns\.tool:8:7: warning near-twin-docs: /m);
  });

  it("stops with a sentence, writing nothing, when a remembered file does not compile to what is remembered", () => {
    const dir = project({ "a.tool": contract("a") });
    expect(run(dir, ["build"]).code).toBe(0);
    const file = cacheOf(dir);
    const memory = loadMemory(file);
    const entry = memory.sources.get("contracts/a.tool");
    expect(entry?.toolset).toBeDefined();
    // The toolset must be emitted (its input is forgotten), and the memory names it otherwise.
    memory.inputs.clear();
    if (entry?.toolset) memory.sources.set("contracts/a.tool", { ...entry, toolset: { ...entry.toolset, name: "z" } });
    saveMemory(file, memory);
    const before = fs.readFileSync(path.join(dir, "generated/contractc-manifest.json"), "utf8");
    const r = run(dir, ["build"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^contractc: what the build cache remembers of 'contracts\/a\.tool' is not what it compiles to; delete node_modules\/\.cache\/contractc and build again$/m);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.readFileSync(path.join(dir, "generated/contractc-manifest.json"), "utf8")).toBe(before);
    expect(fs.existsSync(path.join(dir, "generated/z"))).toBe(false);
  });
});
