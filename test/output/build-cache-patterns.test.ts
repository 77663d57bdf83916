// The ReDoS analyser's answers are remembered with the build's memory, under the checks'
// fingerprint: a contract edited without changing its patterns is checked again without
// loading the analyser, a remembered answer stands for the analysis (an unsafe one still
// refuses the pattern), and answers found by other checks, or not as build writes them,
// are not used.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileRemembered, readContracts } from "../../src/cli/pipeline.js";
import { cacheFile, emptyMemory, loadMemory } from "../../src/output/cache.js";
import { checkerFingerprint } from "../../src/output/fingerprint.js";
import { ROOT, run, tempProject } from "../cli/helpers.js";

/** A contract whose one tool takes an id of the given pattern; `doc` varies the text alone. */
const contract = (pattern: string, doc = "Look up one order by its id.") =>
  `toolset shop "Orders of the shop."\n\ntype OrderId = string /${pattern}/\n\nread get_order {\n  doc "${doc}"\n  arg order_id: OrderId "The order's id."\n}\n`;

function project(text: string): string {
  const dir = tempProject({ "contracts/shop.tool": text });
  fs.mkdirSync(path.join(dir, "node_modules"));
  return dir;
}

const cacheOf = (dir: string): string => cacheFile(path.join(dir, "generated"), "../contracts") ?? "";

/** Runs build with the module trace on; returns the run and every module it loaded. */
function tracedBuild(dir: string) {
  const trace = path.join(dir, `trace-${Date.now()}-${Math.random()}.txt`);
  const r = run(dir, ["build"], { CONTRACTC_TRACE: trace, NODE_OPTIONS: `--import=${path.join(ROOT, "test/cli/fixtures/trace-loads.mjs")}` });
  return { ...r, loaded: fs.existsSync(trace) ? fs.readFileSync(trace, "utf8") : "" };
}

/** The front end as build runs it in `dir`, with the given answers remembered. */
async function compiledWith(dir: string, patterns: Parameters<typeof compileRemembered>[2]) {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    return await compileRemembered(readContracts("contracts"), emptyMemory().sources, patterns);
  } finally {
    process.chdir(cwd);
  }
}

const ANALYSER = /node_modules\/redos-detector\//;

describe("the ReDoS analyser's answers, remembered", () => {
  it("checks a contract edited without changing its patterns without loading the analyser", () => {
    const dir = project(contract("^O-\\d{6}$"));
    const first = tracedBuild(dir);
    expect(first.code, first.stderr).toBe(0);
    expect(first.loaded).toMatch(ANALYSER);
    expect([...(loadMemory(cacheOf(dir)).patterns?.answers ?? [])]).toEqual([["/^O-\\d{6}$", undefined]]);
    fs.writeFileSync(path.join(dir, "contracts/shop.tool"), contract("^O-\\d{6}$", "Look up one order of the shop by its id."));
    const edited = tracedBuild(dir);
    expect(edited.code, edited.stderr).toBe(0);
    // Parsed and checked again, but the one pattern's answer was known.
    expect(edited.loaded).toMatch(/node_modules\/chevrotain\//);
    expect(edited.loaded).not.toMatch(ANALYSER);
    // A new pattern is analysed, and its answer remembered beside the first.
    fs.writeFileSync(path.join(dir, "contracts/shop.tool"), contract("^O-\\d{7}$"));
    const changed = tracedBuild(dir);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.loaded).toMatch(ANALYSER);
    expect([...(loadMemory(cacheOf(dir)).patterns?.answers.keys() ?? [])].sort()).toEqual(["/^O-\\d{6}$", "/^O-\\d{7}$"]);
  });

  it("takes a remembered answer for the analysis, an unsafe one included, but only one found by these very checks", async () => {
    const dir = project(contract("^Q-\\d{4}$"));
    const key = "/^Q-\\d{4}$";
    const unsafe = await compiledWith(dir, { checker: checkerFingerprint(), answers: new Map([[key, ""]]) });
    expect(unsafe.diagnostics.map((d) => d.code)).toEqual(["catastrophic-regex"]);
    expect(unsafe.patterns.answers.get(key)).toBe("");
    const other = await compiledWith(tempDirWith(contract("^Z-\\d{4}$")), { checker: "0123456789abcdef", answers: new Map([["/^Z-\\d{4}$", ""]]) });
    // Answers of other checks are not used: the analyser finds the pattern safe.
    expect(other.diagnostics).toEqual([]);
    expect(other.patterns.checker).toBe(checkerFingerprint());
    expect(other.patterns.answers.get("/^Z-\\d{4}$")).toBeUndefined();
    expect(other.patterns.answers.has("/^Z-\\d{4}$")).toBe(true);
  });

  it("ignores answers not as build writes them, and analyses again", () => {
    const dir = project(contract("^R-\\d{5}$"));
    expect(run(dir, ["build"]).code).toBe(0);
    const file = cacheOf(dir);
    const good = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(good["patterns"]).toEqual({ checker: expect.stringMatching(/^[0-9a-f]{16}$/), answers: { "/^R-\\d{5}$": null } });
    for (const bad of [{ checker: "nope", answers: {} }, { checker: "0123456789abcdef", answers: { "/x/": 1 } }, { checker: "0123456789abcdef", answers: [] }, "patterns"]) {
      fs.writeFileSync(file, JSON.stringify({ ...good, patterns: bad }));
      expect(loadMemory(file).patterns).toBeUndefined();
    }
    fs.writeFileSync(path.join(dir, "contracts/shop.tool"), contract("^R-\\d{5}$", "Look up one order of the shop by its id."));
    const again = tracedBuild(dir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.loaded).toMatch(ANALYSER);
    expect(JSON.parse(fs.readFileSync(file, "utf8")).patterns).toEqual(good["patterns"]);
  });
});

/** A folder with one contract, for the front end alone. */
function tempDirWith(text: string): string {
  return tempProject({ "contracts/shop.tool": text });
}
