// Front-end benchmark: lex, parse, lower and check one generated contract of 1,000 tools.
// Run `npm run compile`, then `npx tsx bench/frontend.ts [TOOLS] [--runs N] [--dump]`
// (--dump prints the contract). The timed code is the compiled front end in dist/ (or in
// the folder CONTRACTC_DIST names, e.g. one built with `tsc --outDir`), run by plain
// `node` in child processes: tsx rewrites every function it loads, which would distort
// the parser's figures. Prints the median of many runs after a warm-up, in milliseconds,
// for the whole front end and for its stages, and the cold start: the time to import the
// front end and to compile once in a fresh process (median of several).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const TOOLS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const RUNS = Number(args[args.indexOf("--runs") + 1] ?? 0) || 40;
const COLD_STARTS = 7;

// A small deterministic generator, so every run benchmarks the same text.
let seed = 42;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return (seed >>> 12) % n; // the low bits of this generator repeat quickly
};
const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)] as T;

const VERBS = ["Look up", "List", "Find", "Summarise", "Fetch", "Show", "Count", "Check", "Compare", "Trace"];
const NOUNS = ["order", "invoice", "parcel", "refund", "customer", "ticket", "shipment", "warehouse", "supplier", "payment", "coupon", "review"];
const WORDS = ["recent", "open", "overdue", "archived", "flagged", "priority", "regional", "weekly", "seasonal", "pending", "verified", "disputed", "partial", "express", "bulk", "returned"];
const ACTIONS = ["Cancel", "Refund", "Update", "Create", "Send", "Archive", "Assign", "Reopen"];
// Made-up product words, so that no two tool docs are near twins (as in a real toolset).
const SYLLABLES = ["ka", "lo", "mi", "ren", "to", "vas", "qui", "bel", "dor", "fen", "gri", "hal", "jun", "pex", "sul", "tam"];
const term = (): string => pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
const terms = (n: number): string => Array.from({ length: n }, term).join(", ");

/** A contract of `n` tools: reads with patterns, resources, scopes, rules; writes; one finish. */
export function generateContract(n: number): string {
  const out: string[] = ["toolset bench \"A generated contract for the benchmark.\"", "", "context {", "  tenant_id: string", "  case_id: string", "}", ""];
  const resources = NOUNS.map((noun, i) => ({ noun, type: `${noun[0]?.toUpperCase()}${noun.slice(1)}Id`, prefix: `${noun.slice(0, 2).toUpperCase()}${i}` }));
  for (const r of resources) out.push(`type ${r.type} = string /^${r.prefix}-\\d{6}$/`);
  out.push("type Note = string(1..500)", "type Money = number(0..10000)", "");
  for (const r of resources) out.push(`resource ${r.noun} {`, `  id ${r.type}`, "  owner tenant_id", `  missing "No ${r.noun} {id} is available."`, "}", "");
  const writes: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = pick(resources);
    const isWrite = i % 10 === 9;
    const name = isWrite ? `${pick(ACTIONS).toLowerCase()}_${r.noun}_${i}` : `${pick(VERBS).toLowerCase().replace(" ", "_")}_${r.noun}_${i}`;
    const doc = isWrite
      ? `${pick(ACTIONS)} one ${pick(WORDS)} ${r.noun} of the ${terms(3)} lines; a person approves it first.`
      : `${pick(VERBS)} the ${pick(WORDS)} ${r.noun} records of the ${terms(3)} lines, with their ${pick(NOUNS)} and ${terms(2)} details.`;
    out.push(`${isWrite ? "write" : "read"} ${name} {`, `  doc "${doc}"`, `  arg ${r.noun}_id: ${r.noun} "The ${r.noun} ID."`);
    out.push(`  arg code: string(..12) /^[A-Z]{2}-\\d{${2 + (i % 5)}}$/ "A ${pick(WORDS)} code."`);
    out.push(`  arg limit?: int(1..50) = 10 "How many rows."`);
    out.push(`  arg status: "open" | "closed" | "pending" "Which ${r.noun}s."`);
    if (isWrite) {
      writes.push(name);
      out.push(`  arg amount: Money "The amount."`, `  arg note: Note "Why."`, `  seen ${r.noun}_id`);
    } else {
      out.push(`  arg tags?: string(1..20)[..5] "Tags to filter by."`);
      out.push(`  rule status == "closed" => tags absent "Closed ${r.noun}s carry no tags."`);
      out.push(`  rule tags present => count(tags) >= 1 "Give at least one tag."`);
      if (i % 3 === 0) out.push(`  budget ${3 + (i % 7)}`, `  result max ${2000 + i}`);
      if (i % 4 === 0) out.push(`  returns { ${r.noun}_id: ${r.noun}, total: int(0..), note?: string(..200) }`, `  ensure result.${r.noun}_id == ${r.noun}_id`);
      out.push(`  hint not_found "List the ${r.noun}s first."`);
    }
    out.push("}", "");
  }
  out.push("finish finish {", '  doc "End the task with your resolution. Proposed actions run only after a person approves them."');
  out.push('  arg outcome: "resolve" | "escalate"', '  arg message: string(1..2000) "What to tell the customer."');
  out.push(`  arg actions: (${writes.slice(0, 40).join(" | ")})[..5]`);
  out.push('  rule outcome == "escalate" => count(actions) == 0 "Escalations carry no actions."', "}");
  return out.join("\n");
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

// Runs in a fresh `node`: imports the compiled front end, then times it. With runs = 0 it
// only measures the cold start (import, then one compile).
const CHILD = `
import fs from "node:fs";
import { pathToFileURL } from "node:url";
const { BENCH_DIST: dist, BENCH_TEXT: textFile, BENCH_RUNS } = process.env;
const runs = Number(BENCH_RUNS);
const at = (p) => import(pathToFileURL(dist + p).href);
const t0 = performance.now();
const { compileSources } = await at("/src/compile.js");
const importMs = performance.now() - t0;
const text = fs.readFileSync(textFile, "utf8");
const src = { path: "bench.tool", headerPath: "contracts/bench.tool", text };
const t1 = performance.now();
const first = compileSources([src]);
const firstMs = performance.now() - t1;
const errors = first.diagnostics.filter((d) => d.severity === "error");
const out = { importMs, firstMs, errors: errors.length, firstError: errors[0]?.message, warnings: first.diagnostics.length - errors.length, total: [], parse: [], lower: [], check: [] };
if (runs > 0) {
  const { parseSource } = await at("/grammar/parse.js");
  const { lowerFile } = await at("/src/lower/file.js");
  const { checkToolset } = await at("/src/check/index.js");
  const { buildToolset } = await at("/src/model.js");
  for (let i = 0; i < 20; i++) compileSources([src]);
  const time = (fn) => { const t = performance.now(); const r = fn(); return [performance.now() - t, r]; };
  for (let i = 0; i < runs; i++) {
    out.total.push(time(() => compileSources([src]))[0]);
    const [p, parsed] = time(() => parseSource(text, src.path));
    const [l, file] = time(() => lowerFile(parsed.tree, src.path, text, []));
    const ts = buildToolset(file, src.headerPath);
    out.parse.push(p);
    out.lower.push(l);
    out.check.push(time(() => checkToolset(ts))[0]);
  }
}
process.stdout.write(JSON.stringify(out));
`;

interface ChildResult {
  importMs: number;
  firstMs: number;
  errors: number;
  firstError?: string;
  warnings: number;
  total: number[];
  parse: number[];
  lower: number[];
  check: number[];
}

const text = generateContract(TOOLS);
if (args.includes("--dump")) {
  process.stdout.write(text);
  process.exit(0);
}
const dist = process.env.CONTRACTC_DIST ? path.resolve(process.env.CONTRACTC_DIST) : fileURLToPath(new URL("../dist", import.meta.url));
if (!fs.existsSync(path.join(dist, "src", "compile.js"))) {
  console.error(`${path.relative(process.cwd(), dist) || dist}/ is missing: run \`npm run compile\` first`);
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-bench-"));
const textFile = path.join(dir, "bench.tool");
fs.writeFileSync(textFile, text);
const run = (runs: number): ChildResult =>
  JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", CHILD], {
      env: { ...process.env, BENCH_DIST: dist, BENCH_TEXT: textFile, BENCH_RUNS: String(runs), NODE_OPTIONS: "" },
      encoding: "utf8",
      maxBuffer: 1 << 24,
    }),
  ) as ChildResult;
try {
  const cold = Array.from({ length: COLD_STARTS }, () => run(0));
  const warm = run(RUNS);
  if (warm.errors > 0) {
    console.error(`the generated contract has ${warm.errors} errors, e.g. ${warm.firstError}`);
    process.exit(1);
  }
  const f = (n: number): string => n.toFixed(1);
  console.log(`contract: ${TOOLS} tools, ${text.length} characters, ${text.split("\n").length} lines, ${warm.warnings} warnings`);
  console.log(`compiled front end (${path.relative(process.cwd(), dist) || dist}/, node ${process.version}), median of ${RUNS} runs after warm-up:`);
  console.log(`  parse+check (compileSources) ${f(median(warm.total))} ms`);
  console.log(`  lex+parse ${f(median(warm.parse))} ms, lower ${f(median(warm.lower))} ms, check ${f(median(warm.check))} ms`);
  console.log(`cold start, median of ${COLD_STARTS} fresh processes:`);
  console.log(`  import of the front end ${f(median(cold.map((c) => c.importMs)))} ms, first compile ${f(median(cold.map((c) => c.firstMs)))} ms`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
