// The report of `npm run bench`: the machine, the tables, the agreement check and the targets,
// as Markdown (printed, and written to bench/results.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { profileTable } from "./profile.mjs";

const LIBRARIES = ["tinybench", "ajv", "zod", "@sinclair/typebox", "valibot", "typia", "typescript", "@modelcontextprotocol/sdk", "@modelcontextprotocol/server"];

/** CPU, cores, Node and the version of every library the bench uses. */
export function machine(root) {
  const version = (name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;
    } catch {
      return "not installed";
    }
  };
  const own = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  return {
    cpu: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    versions: [[`contractc`, own.version], ...LIBRARIES.map((n) => [n, version(n)])],
  };
}

/** The 1, 5 and 15 minute load averages, as `uptime` shows them. */
export function load() {
  return os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(", ");
}

const fmt = (ns) => (Number.isFinite(ns) ? (ns >= 1000 ? ns.toFixed(0) : ns.toPrecision(3)) : "–");
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN);
const fmtRatio = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : "–");
const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** The median of the rounds and their range: `38.1 (35.0–41.2)`. */
const spread = (xs, f) => {
  const s = xs.filter(Number.isFinite);
  return s.length < 2 ? f(median(s)) : `${f(median(s))} (${f(Math.min(...s))}–${f(Math.max(...s))})`;
};
/** Bytes per call, rounded. */
const fmtBytes = (b) => (Number.isFinite(b) ? b.toFixed(0) : "–");
const MODE = { all: "every issue", first: "first issue" };

/** One Markdown table from a header and rows. */
function table(header, body) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...body.map(line)].join("\n");
}

/** The hand-written row of the same case (every issue), the baseline of the ratios. */
function baseline(rows, r) {
  return rows.find((x) => x.testCase === r.testCase && x.contender.library === "hand-written");
}

/** Per-round ratios of a row to its baseline for one input kind. */
function ratios(rows, r, kind) {
  const base = baseline(rows, r);
  return r.ns[kind].map((ns, i) => ratio(ns, base?.ns[kind][i]));
}

function validatorTable(rows, testCase) {
  const body = rows
    .filter((r) => r.testCase === testCase)
    .map((r) => {
      const c = r.contender;
      if (!r.agreed) return [c.library, MODE[c.mode], "not timed", "", "", "not timed", "", "", r.problems.join("; ")];
      const notes = [c.caveat, ...r.notes].filter(Boolean).join("; ");
      return [
        c.library,
        MODE[c.mode],
        spread(r.ns.valid, fmt),
        spread(ratios(rows, r, "valid"), fmtRatio),
        fmtBytes(r.bytes?.valid),
        spread(r.ns.invalid, fmt),
        spread(ratios(rows, r, "invalid"), fmtRatio),
        fmtBytes(r.bytes?.invalid),
        notes,
      ];
    });
  return table(["library", "mode", "valid ns/op", "× hand", "B/op", "invalid ns/op", "× hand", "B/op", "notes"], body);
}

/** The targets, checked on the median of the rounds' ratios (and, against peers, of their times). */
function targets(rows, cases, dispatch) {
  const out = [];
  const ok = (met) => (met ? "met" : "**missed**");
  for (const testCase of cases) {
    const mine = rows.find((r) => r.testCase === testCase && r.contender.library === "contractc");
    if (!mine?.agreed) {
      out.push(`- ${testCase.id}: contractc not timed (${mine?.problems.join("; ")})`);
      continue;
    }
    const valid = median(ratios(rows, mine, "valid"));
    const invalid = median(ratios(rows, mine, "invalid"));
    const peers = rows.filter(
      (r) => r.testCase === testCase && r.agreed && r.contender.mode === "all" && !["contractc", "hand-written"].includes(r.contender.library) && !r.contender.library.includes("unicode: false"),
    );
    const behind = peers.filter((p) => median(p.ns.valid) <= median(mine.ns.valid) || median(p.ns.invalid) <= median(mine.ns.invalid)).map((p) => p.contender.library);
    out.push(
      `- ${testCase.id}: valid ${fmtRatio(valid)} of hand-written (target ≤ 1.10×: ${ok(valid <= 1.1)}); ` +
        `invalid, every issue ${fmtRatio(invalid)} (target ≤ 1.50×: ${ok(invalid <= 1.5)}); ` +
        `ahead of every peer (every-issue mode, valid and invalid): ${behind.length === 0 ? "met" : `**missed** (not ahead of ${[...new Set(behind)].join(", ")})`}`,
    );
  }
  const call = dispatch.ns.get("call");
  const floor = dispatch.ns.get("floor");
  const r = median(call.map((c, i) => ratio(c, floor[i])));
  out.push(`- dispatcher: \`call\` ${fmtRatio(r)} of the floor (target ≤ 1.15×: ${ok(r <= 1.15)})`);
  return out.join("\n");
}

/** The whole report as Markdown. */
export function renderReport({ machine: m, cases, rows, dispatch, compiler, profile, rounds, time, long = false, loadAtStart = "?" }) {
  const parts = [];
  parts.push("# Benchmark results", "");
  parts.push("Written by `npm run bench` (bench/run.mjs); numbers vary from run to run and machine to machine.", "");
  parts.push("## Machine", "");
  parts.push(`- CPU: ${m.cpu}, ${m.cores} cores (${m.platform})`, `- Node ${m.node}`);
  parts.push(`- Versions: ${m.versions.map(([n, v]) => `${n} ${v}`).join(", ")}`);
  // Other programs share the cores: the load says how busy the machine was while this ran.
  parts.push(`- Load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end`);
  parts.push(`- Run: ${long ? "`npm run bench -- --long` (the full run)" : "`npm run bench` (the short default; `--long` for the full run)"}`, "");
  parts.push("## How", "");
  parts.push(
    `- One process, timed in CPU time (user + system, from \`process.cpuUsage\`), so time spent waiting for a core while other programs run is not counted; cache and memory-bus sharing with them still is. Each tinybench sample is a batch of calls sized to take about 1 ms; a task runs ${time} ms after a 50 ms warm-up, and its figure is the median of its samples.`,
    `- ${rounds} alternating rounds (every job once per round, every other round in the opposite order). Each cell shows the median of the rounds and, in brackets, their range: the spread is the noise.`,
    "- `× hand` is the ratio to the hand-written validator of the same tool (bench/hand.mjs), round by round: the fastest correct code we could write for each tool, with contractc's semantics issue for issue (every issue, pydantic's wording, lengths in code points, a fresh value). Its header says how it is written. First-issue rows are compared with it too, so their ratios show what stopping early buys.",
    "- Inputs are objects as JSON.parse gives them (bench/cases.mjs); each invalid input has several issues, including an undeclared key. get_page and set_quota are the benchmark's own tools (bench/contracts/kiosk.tool), compiled when it starts.",
    "- What each call returns is the library's own outcome: contractc, the hand-written code, Zod and Valibot build a fresh value; Ajv and TypeBox only say yes or no, then give their errors. Ajv checks the full private `argsJsonSchemas`, with its default `unicode: true` (lengths in code points, counted by `ucs2length` on every string with a length bound); the `unicode: false` row prices that count but is not the same semantics. Zod, TypeBox and Valibot count lengths in UTF-16 units (`.length`), also not quite the same semantics, and cheaper.",
    "- `B/op` is the bytes allocated per call (bench/measure.mjs `allocated`): the heap's growth over 1,000 calls after a warm-up, median of 5 tries with no collection in them. It does not depend on the load, so it shows what a change saves even when the times are noisy. An async call's row includes its promise and the await.",
    "- Zod 4 has no first-issue mode. TypeBox's compiled `Check` is a boolean; its errors come from the interpreted `Errors` pass.",
    "- typia's rows time `validateEquals` (which also refuses undeclared keys) from the code typia's CLI generation mode writes (`typia generate`, bench/typia.mjs, from the types in bench/typia/validators.ts), run when the benchmark starts, so no transform is needed; typia 12, the newest major whose generation runs on Node 20 (13 and later generate through ttsc, which needs Node 22.15). It returns its input as `data` (no fresh value) and counts lengths in UTF-16 units.",
    "",
  );
  parts.push("## Validators", "");
  for (const testCase of cases) parts.push(`### ${testCase.tool} (${testCase.toolset})`, "", validatorTable(rows, testCase), "");
  parts.push("## Agreement check", "");
  parts.push(
    "Before timing, every contender runs on every benchmark input and must agree with the hand-written reference on which inputs are valid. contractc must give the very same outcome (issues with paths, types, messages and order; the same fresh value). The others must report the same set of issue paths; for an untagged union (Ajv's `anyOf`, TypeBox's `Union`, on finish's actions) the paths are compared by covering (a union's issue stands for its fields'), and in first-issue mode the one issue must be one the reference reports.",
    "",
  );
  const refused = rows.filter((r) => !r.agreed);
  parts.push(
    refused.length === 0
      ? `All ${rows.length} contender-and-case pairs agree.`
      : `Not timed (${refused.length} of ${rows.length}):\n\n${refused.map((r) => `- ${r.contender.library} (${MODE[r.contender.mode]}) on ${r.testCase.id}: ${r.problems.join("; ")}`).join("\n")}`,
    "",
  );
  const noted = rows.filter((r) => r.agreed && r.notes.length > 0);
  if (noted.length > 0) parts.push(noted.map((r) => `- ${r.contender.library} (${MODE[r.contender.mode]}) on ${r.testCase.id}: ${r.notes.join("; ")}`).join("\n"), "");
  parts.push("## Dispatcher", "");
  parts.push(
    "`call` of a valid `get_order` (a JSON string of arguments; `forModel()` taken) against the floor: JSON.parse, the hand-written validation, the same handler (awaited), JSON.stringify. The floor skips the owner lookup that `call` makes (gate 4), so a row with it is shown too; the next rows add, one at a time, two more things `call` does and the floor does not: the text written as `forModel()` writes it, never over the tool's cap (a walk bounded by the cap first shows the reply is plain data that may fit, then JSON.stringify writes it; without the walk a huge reply would cost its whole size), and a trace line with its duration (two clock reads). What is left between the last row and `call` is the dispatcher's own work: the gates' steps, the result object, the evidence, the promise." +
      (dispatch.same ? " Both give the same text for the model." : " **The floor and `call` give different texts.**"),
    "",
  );
  const floor = dispatch.ns.get("floor");
  parts.push(
    table(
      ["path", "ns/op", "× floor", "B/op"],
      [...dispatch.ns].map(([name, ns]) => [name, spread(ns, fmt), spread(ns.map((x, i) => ratio(x, floor[i])), fmtRatio), fmtBytes(dispatch.bytes?.get(name))]),
    ),
    "",
  );
  if (profile) {
    parts.push("## Profile", "");
    parts.push(
      "Where the time goes (bench/profile.mjs): a child process under `node --cpu-prof` runs each contractc validator on each benchmark input, then `call` as above, and the samples taken inside that work are summed by function (self time; the engine's collector runs outside it and is not counted). A function the optimiser inlined is counted in its caller: a tool's entry (`get_page`) often carries its `check…Args`, and the benchmark's own loop the validator it calls.",
      "",
    );
    if (!profile.ok) parts.push(profile.text, "");
    else parts.push("Validators:", "", profileTable(profile.validators), "", "`call`:", "", profileTable(profile.call), "");
  }
  parts.push("## Targets", "", `Judged on the median of the ${rounds} rounds; a miss is reported, never a failure.`, "", targets(rows, cases, dispatch), "");
  parts.push("## Compiler", "");
  for (const c of compiler) parts.push(`${c.label}:`, "", "```", c.text, "```", "");
  return parts.join("\n");
}
