// The figures of one τ-bench domain: utility of the gated replay, the violations corpus,
// and the rule table, in the shape `bench:agents -- --json` writes.
import type { Domain } from "./domains.js";
import type { TauTask } from "./pytasks.js";
import { replayTask } from "./replay.js";
import type { Rule } from "./rules.js";
import type { Variant } from "./variants.js";
import {
  runViolations,
  type RuleCount,
  type ViolationReport,
} from "./violations.js";
import type { TauAction } from "./pytasks.js";

/** One suite's figures. */
export interface SuiteReport {
  readonly tasks: number;
  /** The share of tasks whose gated replay ends in the ungated replay's state, 0 to 1. */
  readonly utility: number;
  readonly failed: { task: string; reason: string }[];
  /** The variants' counts; `unexpected` lists those refused with another code than expected. */
  readonly violations: RuleCount &
    Pick<ViolationReport, "byRule" | "unexpected">;
  readonly rules: readonly Rule[];
}

/** Replays every task and runs the violations corpus of one domain. */
export async function suiteReport(
  domain: Domain,
  tasks: readonly TauTask[],
  variantsOf: (db: never, user: string, a: TauAction) => Variant[],
  rules: readonly Rule[],
): Promise<SuiteReport> {
  const failed: { task: string; reason: string }[] = [];
  for (const task of tasks) {
    const o = await replayTask(domain, task);
    if (o.same) continue;
    const r =
      o.refusals.find((x) => domain.writes.has(x.tool)) ?? o.refusals[0];
    failed.push({
      task: o.task,
      reason: r
        ? `${r.tool}: ${r.code}: ${r.text}`
        : "a different database state, with no refusal",
    });
  }
  const v = await runViolations(domain, tasks, variantsOf);
  return {
    tasks: tasks.length,
    utility:
      tasks.length === 0 ? 0 : (tasks.length - failed.length) / tasks.length,
    failed,
    violations: {
      tried: v.tried,
      refused: v.refused,
      executed: v.executed,
      byRule: v.byRule,
      unexpected: v.unexpected,
    },
    rules,
  };
}

const pad = (s: string, n: number) =>
  s.length >= n ? s : s + " ".repeat(n - s.length);

/** The report as text, for the terminal. */
export function printSuite(name: string, s: SuiteReport): string {
  const lines = [
    `${name}: ${s.tasks} tasks replayed, utility ${(s.utility * 100).toFixed(1)}% (${Math.round(s.utility * s.tasks)}/${s.tasks})`,
  ];
  for (const f of s.failed) lines.push(`  failed ${f.task}: ${f.reason}`);
  const v = s.violations;
  lines.push(
    `  violations: ${v.tried} tried, ${v.refused} refused, ${v.executed} executed`,
  );
  for (const [rule, c] of Object.entries(v.byRule))
    lines.push(
      `    ${pad(rule, 36)} ${pad(String(c.tried), 5)} tried ${pad(String(c.refused), 5)} refused ${c.executed} executed`,
    );
  lines.push("  rules:");
  for (const r of s.rules)
    lines.push(`    [${r.where}] ${r.rule}\n      ${r.how}`);
  return lines.join("\n");
}
