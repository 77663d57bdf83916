// `npm run bench:agents [-- --json FILE] [-- --tau DIR] [-- --agentdojo DIR]`: τ-bench's
// retail and airline domains through their contracts, then AgentDojo's suites under a
// scripted, fully compromised model. It reads a checkout of sierra-research/tau-bench (from
// --tau or TAU_BENCH_DIR) and one of AgentDojo (from --agentdojo or AGENTDOJO_DIR); none of
// their data is kept in this repository. A part whose checkout is absent is skipped.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measureSuite, type DojoReport } from "./agentdojo/harness.js";
import { printDojoSuite, printPublished } from "./agentdojo/report.js";
import { DOJO_SUITES, dojoDataDir } from "./agentdojo/suites.js";
import { loadCheckout } from "./tau/domains.js";
import { printSuite, suiteReport, type SuiteReport } from "./tau/report.js";
import { airlineRules, retailRules } from "./tau/rules.js";
import { airlineVariants, retailVariants } from "./tau/variants.js";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const tau = option("--tau") ?? process.env.TAU_BENCH_DIR;
const hasTau =
  tau !== undefined &&
  existsSync(join(tau, "tau_bench", "envs", "retail", "tasks_test.py"));
const dojo = option("--agentdojo") ?? process.env.AGENTDOJO_DIR;
const hasDojo =
  dojo !== undefined && existsSync(dojoDataDir(dojo, "workspace"));
if (!hasTau && !hasDojo) {
  process.stderr.write(
    "bench:agents needs a checkout of https://github.com/sierra-research/tau-bench (MIT), passed as --tau DIR or TAU_BENCH_DIR, or one of https://github.com/sequrity-ai/agentdojo (MIT, a fork of ethz-spylab/agentdojo with the v1 suites), passed as --agentdojo DIR or AGENTDOJO_DIR.\n",
  );
  process.exit(2);
}

const started = Date.now();
const suites: Record<string, SuiteReport | DojoReport> = {};
if (hasTau)
  for (const { domain, tasks } of loadCheckout(tau)) {
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
else
  process.stdout.write(
    "τ-bench skipped: no checkout (pass --tau DIR or set TAU_BENCH_DIR).\n\n",
  );
if (hasDojo) {
  for (const suite of DOJO_SUITES) {
    const name = `agentdojo-${suite.name}`;
    const report = await measureSuite(suite, dojoDataDir(dojo, suite.name));
    suites[name] = report;
    process.stdout.write(`${printDojoSuite(name, report)}\n\n`);
  }
  process.stdout.write(`${printPublished()}\n\n`);
} else
  process.stdout.write(
    "AgentDojo skipped: no checkout (pass --agentdojo DIR or set AGENTDOJO_DIR).\n\n",
  );
process.stdout.write(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
const json = option("--json");
if (json !== undefined)
  writeFileSync(json, `${JSON.stringify({ suites }, null, 2)}\n`);
