// Front-end benchmark: parse, lower and check one generated contract of 1,000 tools.
// Run with `npx tsx bench/frontend.ts [TOOLS] [--dump]` (--dump prints the contract). Prints the median of several timed runs after
// a warm-up, in milliseconds, for the whole front end and for its stages.
import { parseSource } from "../grammar/parse.js";
import { checkToolset } from "../src/check/index.js";
import { compileSources } from "../src/compile.js";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import { lowerFile } from "../src/lower/file.js";
import { buildToolset } from "../src/model.js";

const args = process.argv.slice(2);
const TOOLS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const RUNS = 15;

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

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const text = generateContract(TOOLS);
if (args.includes("--dump")) {
  process.stdout.write(text);
  process.exit(0);
}
const src = { path: "bench.tool", headerPath: "contracts/bench.tool", text };
const warmup = compileSources([src]);
const errors = warmup.diagnostics.filter((d: Diagnostic) => d.severity === "error");
const warnings = warmup.diagnostics.length - errors.length;
if (errors.length > 0) {
  console.error(`the generated contract has ${errors.length} errors, e.g. ${errors[0]?.code}: ${errors[0]?.message}`);
  process.exit(1);
}
for (let i = 0; i < 5; i++) compileSources([src]);

const total: number[] = [];
const parse: number[] = [];
const lower: number[] = [];
const check: number[] = [];
for (let i = 0; i < RUNS; i++) {
  total.push(time(() => compileSources([src])));
  let parsed: ReturnType<typeof parseSource> | undefined;
  parse.push(time(() => (parsed = parseSource(text, src.path))));
  const diags: Diagnostic[] = [];
  let file: ReturnType<typeof lowerFile> | undefined;
  lower.push(time(() => (file = parsedLower())));
  function parsedLower(): ReturnType<typeof lowerFile> {
    return lowerFile((parsed as ReturnType<typeof parseSource>).cst, src.path, text, diags);
  }
  const ts = buildToolset(file as ReturnType<typeof lowerFile>, src.headerPath);
  check.push(time(() => checkToolset(ts)));
}
const f = (n: number): string => n.toFixed(1);
console.log(`contract: ${TOOLS} tools, ${text.length} characters, ${text.split("\n").length} lines, ${warnings} warnings`);
console.log(`parse+check (compileSources), median of ${RUNS}: ${f(median(total))} ms`);
console.log(`  lex+parse ${f(median(parse))} ms, lower ${f(median(lower))} ms, check ${f(median(check))} ms`);
