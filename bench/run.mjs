// `npm run bench`: one process measures contractc's generated validators against a
// hand-written validator and the other validation libraries, the dispatcher's `call` against
// its floor, and collects the compiler's own figures; it prints the tables and writes them to
// bench/results.md. Correctness comes first: a contender that disagrees with the reference on
// the benchmark inputs is not timed, and the report says why. Speed never fails the run.
//
// The generated TypeScript is loaded by transpiling it with `typescript` into a temporary
// folder (bench/load.mjs), so the timed code is plain JavaScript, as an application runs it.
//
// The validators and the dispatcher are timed in alternating rounds: each round runs every
// job once, the next round in the opposite order, and each figure reported is the median of
// the rounds (with their spread), so work that other programs do meanwhile on the machine
// lands on different jobs in different rounds instead of on one.
//
// By default the run is short (a few minutes on two cores): 3 rounds of 100 ms per task, the
// compiler at 10 and 100 tools, the front end over 10 runs, the language server on 200 tools.
// --long is the full run (5 rounds of 150 ms; 10, 100, 1,000 and 5,000 tools; 40 front-end
// runs; 1,000 tools in the language server), for the figures kept in the README.
// Any of these can be set on its own: --time=MS (tinybench time per task and round),
// --rounds=N, --compiler-sizes=10,100,1000, --frontend-runs=N, --lsp-tools=N;
// --no-compiler skips the compiler figures; --no-lean the generated code's size and tsc
// figures, --lean-tsc=100,500 sets how many toolsets of 10 tools tsc checks.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { agreement } from "./agree.mjs";
import { CASES } from "./cases.mjs";
import { compilerFigures } from "./compiler-figures.mjs";
import { dispatchJobs } from "./dispatch.mjs";
import { hugeReplies, hugeRepliesSection } from "./huge-replies.mjs";
import { leanFigures, leanSection } from "./lean.mjs";
import { cleanUp, loadBenchToolset, loadToolset } from "./load.mjs";
import { allocated, measure } from "./measure.mjs";
import { contenders } from "./peers.mjs";
import { profileSummary } from "./profile.mjs";
import { load, machine, renderReport } from "./report.mjs";
import { writeFigures, writeSection } from "./writes.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const flag = (name) => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const value = (name, fallback) => flag(name)?.split("=")[1] ?? fallback;
const loadAtStart = load();
const long = Boolean(flag("long"));
const time = Number(value("time", long ? 150 : 100));
const ROUNDS = Math.max(1, Number(value("rounds", long ? 5 : 3)));
const sizes = value("compiler-sizes", long ? "10,100,1000,5000" : "10,100").split(",").map(Number).filter((n) => n > 0);
const frontendRuns = Math.max(1, Number(value("frontend-runs", long ? 40 : 10)));
const lspTools = Math.max(1, Number(value("lsp-tools", long ? 1000 : 200)));

if (!globalThis.gc) console.warn("(run with --expose-gc, as `npm run bench` does, for a collection between tasks)");

const toolsets = {
  larkfield: await loadToolset(ROOT, "larkfield"),
  users: await loadToolset(ROOT, "users"),
  kiosk: await loadBenchToolset(ROOT, "kiosk"),
};

// 1. Agreement, before any timing.
const rows = [];
for (const testCase of CASES) {
  const module = toolsets[testCase.toolset];
  const list = contenders(testCase.tool, module, module.argsJsonSchemas[testCase.tool]);
  const reference = list[0];
  for (const c of list) rows.push({ testCase, contender: c, ...agreement(c, reference, testCase), ns: { valid: [], invalid: [] } });
}
for (const r of rows.filter((r) => !r.agreed))
  console.log(`not timed: ${r.contender.library} (${r.contender.mode}) on ${r.testCase.id}: ${r.problems.join("; ")}`);

// 2. Validators, in alternating rounds over the same jobs.
const timed = rows.filter((r) => r.agreed);
const jobs = timed.flatMap((r, i) =>
  ["valid", "invalid"].map((kind) => ({ name: `${i} ${kind}`, fn: r.contender.run, input: r.testCase[kind] })),
);
for (let round = 0; round < ROUNDS; round++) {
  console.log(`validators, round ${round + 1} of ${ROUNDS} (${jobs.length} tasks)...`);
  const ns = await measure(round % 2 === 0 ? jobs : [...jobs].reverse(), { time });
  timed.forEach((r, i) => {
    for (const kind of ["valid", "invalid"]) r.ns[kind].push(ns.get(`${i} ${kind}`));
  });
}

// Bytes allocated per call, after the timing so that it does not change what is timed.
for (const r of timed) r.bytes = { valid: await allocated(r.contender.run, r.testCase.valid), invalid: await allocated(r.contender.run, r.testCase.invalid) };

// 3. The dispatcher against its floor.
const dispatch = await dispatchJobs(toolsets.larkfield);
const dispatchNs = new Map(dispatch.jobs.map((j) => [j.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  console.log(`dispatcher, round ${round + 1} of ${ROUNDS}...`);
  const ns = await measure(round % 2 === 0 ? dispatch.jobs : [...dispatch.jobs].reverse(), { time });
  for (const [name, list] of dispatchNs) list.push(ns.get(name));
}

const dispatchBytes = new Map();
for (const j of dispatch.jobs) dispatchBytes.set(j.name, await allocated(j.fn, j.input, j.async));

// 3b. Where the time goes: a profile of the validators and of `call`, in a child process.
console.log("profile of the generated code (bench/profile.mjs)...");
const profile = profileSummary();

// 4. forModel() on replies far over the cap.
console.log("forModel() on huge replies...");
const huge = hugeReplies(toolsets.larkfield);

// 4b. The write path: propose + execute with each durable store, against the writer alone.
console.log("write path (propose + execute, SQLite and PostgreSQL stores)...");
const writes = await writeFigures(ROOT, toolsets.larkfield);
cleanUp();

// 5. The compiler's figures, last, so their child processes cannot disturb the timings above.
let compiler = [];
if (flag("no-compiler")) compiler = [{ label: "compiler", ok: false, text: "(skipped with --no-compiler: run `npx tsx bench/frontend.ts` and `node bench/compiler.mjs`)" }];
else {
  console.log(`compiler figures (bench/frontend.ts --runs ${frontendRuns}, bench/compiler.mjs ${sizes.join(" ")}, bench/lsp.mjs ${lspTools})...`);
  compiler = compilerFigures(ROOT, sizes, { frontendRuns, lspTools });
}

// 6. The size of the generated code, tsc over many toolsets, and a cold import.
let lean = { rows: [], targets: [] };
if (flag("no-lean")) lean = { rows: ["| (skipped with --no-lean: run `node bench/lean.mjs`) | |"], targets: [] };
else {
  console.log("generated code size, tsc over 100 and 500 toolsets, cold import (bench/lean.mjs): a few minutes...");
  lean = leanFigures({ tscSets: value("lean-tsc", "100,500").split(",").map(Number).filter((n) => n > 0) });
}

const report = renderReport({ machine: machine(ROOT), cases: CASES, rows, dispatch: { same: dispatch.same, ns: dispatchNs, bytes: dispatchBytes }, compiler, profile, rounds: ROUNDS, time, long, loadAtStart }) + "\n" + hugeRepliesSection(huge) + "\n" + writeSection(writes) + "\n" + leanSection(lean);
console.log("\n" + report);
fs.writeFileSync(new URL("./results.md", import.meta.url), report);
console.log("(written to bench/results.md)");
