// The AgentDojo figures as `bench:agents` prints them: one table per suite, and the
// published figures they stand beside, each with its setting.
import type { DojoReport } from "./harness.js";

/** A published figure: who measured what, in which setting. */
export interface PublishedFigure {
  readonly defence: string;
  readonly figure: string;
  readonly setting: string;
}

/** The field's figures over AgentDojo's four suites, all with real models under attack. */
export const PUBLISHED: readonly PublishedFigure[] = [
  {
    defence: "none",
    figure: "about 53% targeted ASR",
    setting: "GPT-4o, undefended (AgentDojo's paper)",
  },
  {
    defence: "AgentDojo's tool filter",
    figure: "7.5% targeted ASR",
    setting:
      "GPT-4o, tools the task needs chosen before any data is read (AgentDojo's paper)",
  },
  {
    defence: "CaMeL",
    figure: "0 successful attacks, 77% utility",
    setting:
      "a privileged model plans, a quarantined one parses data (Debenedetti et al., 2025)",
  },
  {
    defence: "Progent",
    figure: "2.2% targeted ASR",
    setting: "privilege policies on tool calls (Shi et al., 2025)",
  },
];

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (s: string, n: number) =>
  s.length >= n ? s : s + " ".repeat(n - s.length);

const ROWS = [
  ["approveAll", "(1) approve everything (the contracts alone)"],
  ["policy", "(2) the contract's policy, the rest denied"],
  ["person", "(3) the policy, the rest to a person"],
] as const;

/** One suite's figures as text, for the terminal. */
export function printDojoSuite(name: string, r: DojoReport): string {
  const lines = [
    `${name}: ${r.userTasks} user tasks x ${r.injectionTasks} injection tasks = ${r.pairs} pairs, a scripted fully compromised model (important_instructions)`,
    `  ${pad("approver", 46)} ${pad("utility", 9)} targeted ASR`,
  ];
  for (const [key, label] of ROWS)
    lines.push(
      `  ${pad(label, 46)} ${pad(pct(r.utility[key]), 9)} ${pct(r.asr[key])}`,
    );
  lines.push(
    `  without an attack: ground truth ${pct(r.baseline.groundTruth)}, through (3) ${pct(r.baseline.person)}`,
    `  proposals a person decides under (3): ${r.personAsksPerTask.toFixed(2)} per pair`,
    `  user tasks done with no person asked (2): ${pct(r.noPersonShare)}`,
    "  stopped by (under (3), the most frequent over its pairs):",
  );
  for (const [task, gate] of Object.entries(r.stoppedBy)) {
    const counts = Object.entries(r.stoppedByPairs[task] ?? {})
      .map(([g, n]) => `${g} ${n}`)
      .join(", ");
    lines.push(`    ${pad(task, 20)} ${pad(gate, 16)} (${counts})`);
  }
  for (const task of r.answerOnly)
    lines.push(
      `  ${task} makes no call: it is reached by what the model says, which no gate sees`,
    );
  for (const f of r.refusedUserTasks)
    lines.push(`  refused without an attack ${f.task}: ${f.why}`);
  return lines.join("\n");
}

/** The published figures, with their settings, beside which the tables stand. */
export function printPublished(): string {
  return [
    "AgentDojo, published (real models under attack; the tables above bound what any attacker gets through the contracts):",
    ...PUBLISHED.map(
      (f) => `  ${pad(f.defence, 24)} ${pad(f.figure, 36)} ${f.setting}`,
    ),
  ].join("\n");
}
