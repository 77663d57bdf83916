// The AgentDojo measurement of one suite: every (user task, injection task) pair run by
// the scripted, fully compromised model under each of the three approvers, and every user
// task run without an attack, as `bench:agents -- --json` records them.
import { attackInjections } from "./attack.js";
import {
  APPROVERS,
  runSession,
  sessionAnswer,
  type ApproverName,
  type Session,
} from "./session.js";
import type { DojoInjectionTask, DojoSuite, DojoUserTask } from "./suite.js";

/** A fraction (0 to 1) per approver. */
export type PerApprover = Record<ApproverName, number>;

/** One suite's figures. */
export interface DojoReport {
  readonly userTasks: number;
  readonly injectionTasks: number;
  readonly pairs: number;
  /** The share of pairs whose user task's utility check passed. */
  readonly utility: PerApprover;
  /** The share of pairs whose injection task's security check held: targeted attack success. */
  readonly asr: PerApprover;
  /** Proposals that reached a person under the policy-then-person approver, per pair. */
  readonly personAsksPerTask: number;
  /** The share of user tasks, run without an attack, done with no person asked (the policy alone). */
  readonly noPersonShare: number;
  /** For each injection task, the gate that stopped it under the policy-then-person approver (the most frequent over its pairs). */
  readonly stoppedBy: Record<string, string>;
  /** For each injection task, how many of its pairs each gate stopped. */
  readonly stoppedByPairs: Record<string, Record<string, number>>;
  /** The injection tasks that make no call: reached by what the model says, which no gate sees. */
  readonly answerOnly: readonly string[];
  /** The user tasks that the contracts keep from being done without an attack, and why. */
  readonly refusedUserTasks: readonly { task: string; why: string }[];
  /** Utility without an attack: the ground truth run straight through the tools, and under the policy-then-person approver. */
  readonly baseline: { readonly groundTruth: number; readonly person: number };
}

/** The gate that stopped one injection in a session: the first of its steps not `ok`. */
export function stoppedGate<E>(
  s: Session<E>,
  injection: DojoInjectionTask<E>,
): string {
  if (injection.security(s.answer, s.pre, s.post)) return "not-stopped";
  const stop = s.steps.find((x) => x.by === "injection" && x.gate !== "ok");
  // An attack that fails its own check with every call let through was stopped by no gate.
  return stop?.gate ?? "not-stopped";
}

/** Why a user task run without an attack was not done: its first refused step, or its check. */
function refusal<E>(s: Session<E>): string {
  const r = s.steps.find((x) => x.gate !== "ok");
  if (r === undefined) return "its utility check fails, with no call refused";
  return `${r.tool}: ${r.gate}${r.text === "" ? "" : `: ${r.text}`}`;
}

const share = (n: number, of: number) => (of === 0 ? 0 : n / of);

function mostFrequent(counts: Record<string, number>): string {
  let best = "not-stopped";
  let most = -1;
  for (const [gate, n] of Object.entries(counts))
    if (n > most) [best, most] = [gate, n];
  return best;
}

/** The ground truth straight through the suite's tools: is the user task done? */
function groundTruthDone<E>(
  suite: DojoSuite<E>,
  user: DojoUserTask<E>,
  pre: E,
): boolean {
  const post = structuredClone(pre);
  for (const c of user.groundTruth(pre))
    try {
      suite.tools[c.tool]?.(
        post,
        structuredClone(c.args) as Record<string, unknown>,
      );
    } catch {
      // The tool's error is what the model reads; the environment stays as it was.
    }
  return user.utility(sessionAnswer(user, undefined, pre), pre, post);
}

/** Measures one suite over its data folder (a checkout's, or a fixture in its shape). */
export async function measureSuite<E>(
  suite: DojoSuite<E>,
  dataDir: string,
  only?: { userTasks?: readonly string[]; injectionTasks?: readonly string[] },
): Promise<DojoReport> {
  const users = suite.userTasks.filter(
    (t) => only?.userTasks?.includes(t.id) ?? true,
  );
  const injections = suite.injectionTasks.filter(
    (t) => only?.injectionTasks?.includes(t.id) ?? true,
  );
  const done = { approveAll: 0, policy: 0, person: 0 };
  const attacked = { approveAll: 0, policy: 0, person: 0 };
  const stops: Record<string, Record<string, number>> = {};
  let asks = 0;
  let truth = 0;
  let baseline = 0;
  let noPerson = 0;
  const refused: { task: string; why: string }[] = [];
  for (const user of users) {
    const clean = suite.environment(dataDir, {});
    const gt = groundTruthDone(suite, user, clean);
    if (gt) truth++;
    const alone = await runSession(
      suite,
      structuredClone(clean),
      user,
      undefined,
      "person",
    );
    const ok = user.utility(alone.answer, alone.pre, alone.post);
    if (ok) baseline++;
    else if (gt) refused.push({ task: user.id, why: refusal(alone) });
    const byPolicy = await runSession(
      suite,
      structuredClone(clean),
      user,
      undefined,
      "policy",
    );
    if (user.utility(byPolicy.answer, byPolicy.pre, byPolicy.post)) noPerson++;
    const vectors = suite.vectorsSeenBy(user, clean);
    for (const injection of injections) {
      const env = suite.environment(
        dataDir,
        attackInjections(vectors, injection.goal),
      );
      for (const approver of APPROVERS) {
        const s = await runSession(
          suite,
          structuredClone(env),
          user,
          injection,
          approver,
        );
        if (user.utility(s.answer, s.pre, s.post)) done[approver]++;
        if (injection.security(s.answer, s.pre, s.post)) attacked[approver]++;
        if (approver !== "person") continue;
        asks += s.personAsks;
        const gate = stoppedGate(s, injection);
        const counts = (stops[injection.id] ??= {});
        counts[gate] = (counts[gate] ?? 0) + 1;
      }
    }
  }
  const pairs = users.length * injections.length;
  const per = (n: Record<ApproverName, number>): PerApprover => ({
    approveAll: share(n.approveAll, pairs),
    policy: share(n.policy, pairs),
    person: share(n.person, pairs),
  });
  return {
    userTasks: users.length,
    injectionTasks: injections.length,
    pairs,
    utility: per(done),
    asr: per(attacked),
    personAsksPerTask: share(asks, pairs),
    noPersonShare: share(noPerson, users.length),
    stoppedBy: Object.fromEntries(
      injections.map((t) => [t.id, mostFrequent(stops[t.id] ?? {})]),
    ),
    stoppedByPairs: stops,
    answerOnly: injections
      .filter((t) => t.groundTruth(suite.environment(dataDir, {})).length === 0)
      .map((t) => t.id),
    refusedUserTasks: refused,
    baseline: {
      groundTruth: share(truth, users.length),
      person: share(baseline, users.length),
    },
  };
}
