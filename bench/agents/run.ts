// `npm run bench:agents [-- --json FILE] [-- --tau DIR]`: τ-bench's retail and airline
// domains through their contracts. It reads a checkout of sierra-research/tau-bench (its
// data files and test tasks; none of it is kept in this repository) from --tau or the
// TAU_BENCH_DIR environment variable.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadCheckout } from "./tau/domains.js";
import { printSuite, suiteReport, type SuiteReport } from "./tau/report.js";
import { airlineRules, retailRules } from "./tau/rules.js";
import { airlineVariants, retailVariants } from "./tau/variants.js";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const root = option("--tau") ?? process.env.TAU_BENCH_DIR;
if (
  root === undefined ||
  !existsSync(join(root, "tau_bench", "envs", "retail", "tasks_test.py"))
) {
  process.stderr.write(
    "bench:agents needs a checkout of https://github.com/sierra-research/tau-bench (MIT): pass --tau DIR or set TAU_BENCH_DIR to its folder.\n",
  );
  process.exit(2);
}

const started = Date.now();
const suites: Record<string, SuiteReport> = {};
for (const { domain, tasks } of loadCheckout(root)) {
  const retail = domain.suite === "tau-retail";
  const report = await suiteReport(
    domain,
    tasks,
    (retail ? retailVariants : airlineVariants) as never,
    retail ? retailRules : airlineRules,
  );
  suites[domain.suite] = report;
  process.stdout.write(`${printSuite(domain.suite, report)}\n\n`);
}
process.stdout.write(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
const json = option("--json");
if (json !== undefined)
  writeFileSync(json, `${JSON.stringify({ suites }, null, 2)}\n`);
