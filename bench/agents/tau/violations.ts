// Runs the violations corpus through the gated dispatcher: each variant must be refused,
// with its expected code, before any handler or writer runs. A variant that gets through
// is approved by a person who approves everything, so it counts as executed if a writer runs.
import { counters } from "./counters.js";
import type { Domain, Gate, Result } from "./domains.js";
import type { TauAction, TauTask } from "./pytasks.js";
import {
  AUTHENTICATION,
  approveAndExecute,
  proposal,
  REPLAY_KEY,
  replayGated,
} from "./replay.js";
import { proposed, type Variant } from "./variants.js";

/** The counts of one rule's variants. */
export interface RuleCount {
  tried: number;
  refused: number;
  executed: number;
}

/** The corpus's counts, and each variant refused with another code than expected. */
export interface ViolationReport extends RuleCount {
  readonly byRule: Record<string, RuleCount>;
  readonly unexpected: {
    rule: string;
    task: string;
    expected: string;
    got: string;
  }[];
}

/** The principal of a task: the user its authentication read finds, else the task's user. */
export function principalOf(domain: Domain, db: object, task: TauTask): string {
  for (const a of task.actions)
    if (AUTHENTICATION.has(a.name))
      try {
        return String(domain.tools[a.name]?.(db as never, a.kwargs));
      } catch {
        // Not found: the next authentication read may find the user.
      }
  return task.user_id;
}

// A second attempt at a change that moved the order or reservation out of the state its
// tool needs, and the refusal expected: a retail order's `require`d status is read again
// (wrong_state); the airline's cancellable reservation is a resource of its own (not_found).
const ONCE: Record<string, readonly [rule: string, code: string]> = {
  modify_pending_order_items: ["items-modified-twice", "wrong_state"],
  cancel_pending_order: ["cancelled-twice", "wrong_state"],
  return_delivered_order_items: ["returned-or-exchanged-twice", "wrong_state"],
  exchange_delivered_order_items: ["returned-or-exchanged-twice", "wrong_state"],
  cancel_reservation: ["cancelled-twice", "not_found"],
};

// A write whose contract has `once ARG per task`: the same proposal again in the task, before
// the first ran, is refused when proposed.
const ONCE_PER_TASK: Record<string, string> = {
  modify_pending_order_items: "items-modified-twice-in-one-task",
};

/** Runs every variant of every task's writes; `variantsOf` makes a write's variants. */
export async function runViolations(
  domain: Domain,
  tasks: readonly TauTask[],
  variantsOf: (db: never, user: string, a: TauAction) => Variant[],
): Promise<ViolationReport> {
  const report: ViolationReport = {
    tried: 0,
    refused: 0,
    executed: 0,
    byRule: {},
    unexpected: [],
  };
  const db = domain.fresh();
  const count = counters();
  const gate = domain.gate(db, count, {
    proposalKey: REPLAY_KEY,
    runOnce: domain.runOnce(),
  });
  const tally = async (
    task: string,
    v: Variant,
    g: Gate,
    c: typeof count,
    t: unknown,
  ) => {
    const rule = (report.byRule[v.rule] ??= {
      tried: 0,
      refused: 0,
      executed: 0,
    });
    const before = c.handlers + c.writers;
    const ctx = { user_id: v.user_id };
    const call = { name: v.name, arguments: structuredClone(v.args) };
    const r: Result =
      v.via === "call"
        ? await g.call(call, ctx, t)
        : await g.propose(call, ctx, t);
    const writersBefore = c.writers;
    for (const p of r.proposals ?? [])
      await approveAndExecute(g, p, ctx, "a person who approves everything");
    rule.tried++;
    report.tried++;
    if (c.writers > writersBefore) {
      rule.executed++;
      report.executed++;
    } else if (!r.ok && c.handlers + c.writers === before) {
      rule.refused++;
      report.refused++;
      if (r.code !== v.expect)
        report.unexpected.push({
          rule: v.rule,
          task,
          expected: v.expect,
          got: r.code,
        });
    } else
      report.unexpected.push({
        rule: v.rule,
        task,
        expected: v.expect,
        got: r.ok ? "ok" : r.code,
      });
  };
  for (const task of tasks) {
    const user = principalOf(domain, db, task);
    for (const a of task.actions) {
      if (!domain.writes.has(a.name)) continue;
      // A write the contract refuses as it stands (the ground truth can break the policy)
      // proves nothing as the base of a variant.
      const first = domain.newTask();
      const base = await gate.propose(proposal(a), { user_id: user }, first);
      if (!base.ok) continue;
      const again = ONCE_PER_TASK[a.name];
      if (again)
        await tally(
          task.id,
          proposed(again, user, a, {}, "once_used"),
          gate,
          count,
          first,
        );
      for (const v of variantsOf(db as never, user, a))
        await tally(task.id, v, gate, count, domain.newTask());
    }
    // The same change again once it is done, in a replay of the task.
    if (task.actions.some((a) => ONCE[a.name])) {
      await replayGated(domain, task, async (a, g, ctx, t, done) => {
        const again = ONCE[a.name];
        if (again && done.ok)
          await tally(
            task.id,
            proposed(again[0], ctx.user_id, a, {}, again[1]),
            g,
            counters(),
            t,
          );
      });
    }
  }
  return report;
}
