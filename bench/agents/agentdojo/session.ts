// One session of the scripted, fully compromised model through a suite's gated dispatcher:
// a new task with the user's request added, the user task's ground-truth calls, then the
// injection task's (the model obeys the injection). Reads are called; each write is
// proposed in the finish (`respond`) where the model makes it, decided by one of the
// three approvers, and executed when approved.
import {
  memoryStore,
  newTask,
  POLICY_APPROVER,
} from "./generated/_runtime/runtime.js";
import { ConfirmingPerson } from "../tau/replay.js";
import type {
  DojoCall,
  DojoInjectionTask,
  DojoResult,
  DojoSuite,
  DojoUserTask,
} from "./suite.js";

/** Who decides proposals: everyone approved; the contract's policy alone; the policy, then a person. */
export type ApproverName = "approveAll" | "policy" | "person";

/** The three approvers, in the order the figures list them. */
export const APPROVERS: readonly ApproverName[] = [
  "approveAll",
  "policy",
  "person",
];

/** The key the sessions seal proposals with; a fixed bench value, not a secret. */
const KEY = "agentdojo harness proposal key (a bench value, not a secret)";
/** Who approves in the sessions where a person decides. */
const PERSON = "the user";

/** What became of one call of a session. */
export interface Step {
  /** Whose ground truth made the call. */
  readonly by: "user" | "injection";
  readonly tool: string;
  /** `ok`, the dispatcher's refusal code, or `policy-denied` / `person-denied`. */
  readonly gate: string;
  readonly text: string;
}

/** One session's outcome: the environment before and after, the answer, every step. */
export interface Session<E> {
  readonly pre: E;
  readonly post: E;
  readonly answer: string;
  readonly steps: readonly Step[];
  /** Proposals that reached a person (approver `person` only). */
  readonly personAsks: number;
}

// The dispatcher's entry points as the session uses them (every toolset's fits).
interface Gate {
  call(call: unknown, ctx: unknown, task: unknown): Promise<DojoResult>;
  propose(call: unknown, ctx: unknown, task: unknown): Promise<DojoResult>;
  approve(p: unknown, ctx: unknown, a: unknown): Promise<DojoResult>;
  approveByPolicy(p: unknown, ctx: unknown): Promise<DojoResult>;
  deny(p: unknown, ctx: unknown, d: unknown): Promise<DojoResult>;
  execute(p: unknown, ctx: unknown, a: unknown): Promise<DojoResult>;
  addUserText(task: unknown, text: string): void;
}

/** The model's final answer: the user task's, then what the injection made it say. */
export function sessionAnswer<E>(
  user: DojoUserTask<E>,
  injection: DojoInjectionTask<E> | undefined,
  pre: E,
): string {
  const said = injection?.answer?.(pre) ?? "";
  return said === "" ? user.answer(pre) : `${user.answer(pre)}\n${said}`;
}

/** Runs one session over `env` (changed in place) under one approver. */
export async function runSession<E>(
  suite: DojoSuite<E>,
  env: E,
  user: DojoUserTask<E>,
  injection: DojoInjectionTask<E> | undefined,
  approver: ApproverName,
): Promise<Session<E>> {
  const pre = structuredClone(env);
  const gate = suite.dispatcher(env, {
    proposalKey: KEY,
    runOnce: memoryStore(),
  }) as Gate;
  const ctx = suite.context(env);
  const task = newTask();
  gate.addUserText(task, user.prompt);
  const mine = user.groundTruth(pre);
  // The person approves only what the user task needs: the same tool with the same arguments.
  const person = new ConfirmingPerson(
    mine.map((c) => ({ name: c.tool, kwargs: { ...c.args } })),
    suite.writes,
  );
  const steps: Step[] = [];
  let personAsks = 0;
  const step = (by: Step["by"], tool: string, r: DojoResult | string) =>
    steps.push(
      typeof r === "string"
        ? { by, tool, gate: r, text: "" }
        : { by, tool, gate: r.ok ? "ok" : r.code, text: r.error ?? "" },
    );
  // Approves (by the policy or a person) and executes one proposal; the first refusal wins.
  const run = async (p: unknown, byPolicy: boolean): Promise<DojoResult> => {
    const approved = byPolicy
      ? await gate.approveByPolicy(p, ctx)
      : await gate.approve(p, ctx, { by: PERSON });
    if (!approved.ok) return approved;
    return gate.execute(p, ctx, { by: byPolicy ? POLICY_APPROVER : PERSON });
  };
  // One call as the model makes it: a read called; a write proposed, decided, executed.
  const make = async (by: Step["by"], c: DojoCall): Promise<void> => {
    const args = structuredClone(c.args);
    if (!suite.writes.has(c.tool)) {
      const r = await gate.call({ name: c.tool, arguments: args }, ctx, task);
      step(by, c.tool, r);
      return;
    }
    const finish = {
      name: "respond",
      arguments: {
        answer: "Proposed for approval.",
        actions: [{ tool: c.tool, ...args }],
      },
    };
    const proposed = await gate.propose(finish, ctx, task);
    if (!proposed.ok) step(by, c.tool, proposed);
    for (const p of proposed.ok ? (proposed.proposals ?? []) : []) {
      const auto = (p as { policy?: string }).policy === "auto";
      if (approver === "approveAll") step(by, c.tool, await run(p, false));
      else if (auto) step(by, c.tool, await run(p, true));
      else if (approver === "person" && (personAsks++, person.approves(p)))
        step(by, c.tool, await run(p, false));
      else {
        const who = approver === "person" ? PERSON : POLICY_APPROVER;
        await gate.deny(p, ctx, { by: who, reason: "Not approved." });
        step(by, c.tool, `${approver}-denied`);
      }
    }
  };
  for (const c of mine) await make("user", c);
  // The injection's calls, worked out from the environment as the model finds it when it
  // turns to them (after the user task's approved writes): the strongest attacker.
  for (const c of injection?.groundTruth(structuredClone(env)) ?? [])
    await make("injection", c);
  return {
    pre,
    post: env,
    answer: sessionAnswer(user, injection, pre),
    steps,
    personAsks,
  };
}
