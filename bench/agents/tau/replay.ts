// The utility replay: a task's ground-truth actions run through the gated dispatcher
// (reads called, each write proposed in a finish, approved by a person who approves
// exactly what the user confirmed, then executed) and, apart, straight through the tools,
// as τ-bench's reward does; the task counts when both end in the same database state.
import { counters, type Counters } from "./counters.js";
import type { Domain, Gate, Result } from "./domains.js";
import type { TauAction, TauTask } from "./pytasks.js";
import { canonical } from "./state.js";

/** The key proposals are sealed with in the replays; a fixed test value, not a secret. */
export const REPLAY_KEY = "tau-bench replay proposal key (a test value)";
/** The tool τ-bench ends a conversation with; its ground truth is not replayed for state. */
export const TRANSFER = "transfer_to_human_agents";
/** The reads that authenticate a user: the application takes the user they find as the principal. */
export const AUTHENTICATION: ReadonlySet<string> = new Set([
  "find_user_id_by_email",
  "find_user_id_by_name_zip",
]);
/** The finish tool of both contracts. */
export const FINISH = "respond";

/** One refused step of a gated replay. */
export interface Refusal {
  readonly tool: string;
  readonly code: string;
  readonly text: string;
}

/** How one task's replays ended. */
export interface TaskOutcome {
  readonly task: string;
  readonly same: boolean;
  readonly refusals: readonly Refusal[];
  readonly count: Counters;
}

/** The ungated replay: every action straight through its tool, errors changing nothing. */
export function replayUngated(domain: Domain, task: TauTask): object {
  const db = domain.fresh();
  for (const a of task.actions) {
    if (a.name === TRANSFER) continue;
    try {
      domain.tools[a.name]?.(db as never, structuredClone(a.kwargs));
    } catch {
      // τ-bench answers an error and changes nothing.
    }
  }
  return db;
}

/** The finish call that proposes one write. */
export function proposal(a: TauAction): { name: string; arguments: unknown } {
  return {
    name: FINISH,
    arguments: {
      outcome: "changes",
      summary: "The user confirmed this change.",
      actions: [{ tool: a.name, ...a.kwargs }],
    },
  };
}

/** A person who approves exactly the changes the task's user confirmed, each once. */
export class ConfirmingPerson {
  private readonly confirmed: string[];
  constructor(actions: readonly TauAction[], writes: ReadonlySet<string>) {
    this.confirmed = actions
      .filter((a) => writes.has(a.name))
      .map((a) => canonical({ tool: a.name, args: a.kwargs }));
  }
  /** Whether the user confirmed this proposal (and it was not approved before). */
  approves(p: unknown): boolean {
    const q = p as { tool: string; args: unknown };
    const at = this.confirmed.indexOf(
      canonical({ tool: q.tool, args: q.args }),
    );
    if (at < 0) return false;
    this.confirmed.splice(at, 1);
    return true;
  }
}

/** Approves (where the dispatcher records approvals) and executes one proposal. */
export async function approveAndExecute(
  gate: Gate,
  p: unknown,
  ctx: { user_id: string },
  by: string,
): Promise<Result> {
  if (typeof gate.approve === "function") {
    const a = await gate.approve(p as never, ctx, { by });
    if (!a.ok) return a;
  }
  return gate.execute(p as never, ctx, { by });
}

/** Called after each executed write of a gated replay, with what the replay holds. */
export type AfterWrite = (
  a: TauAction,
  gate: Gate,
  ctx: { user_id: string },
  task: unknown,
  result: Result,
) => Promise<void>;

/** The gated replay of one task; returns the database and every refused step. */
export async function replayGated(
  domain: Domain,
  task: TauTask,
  after?: AfterWrite,
): Promise<{ db: object; refusals: Refusal[]; count: Counters }> {
  const db = domain.fresh();
  const count = counters();
  const gate = domain.gate(db, count, {
    proposalKey: REPLAY_KEY,
    runOnce: domain.runOnce(),
  });
  const t = domain.newTask();
  // The principal: the one an authentication read of the task establishes, where it has
  // one (the contract's `establish`); else the task's user, as the application's own.
  const authenticates = task.actions.some((a) => AUTHENTICATION.has(a.name));
  let ctx: { user_id?: string } = authenticates ? {} : { user_id: task.user_id };
  const person = new ConfirmingPerson(task.actions, domain.writes);
  const refusals: Refusal[] = [];
  const note = (tool: string, r: Result) => {
    if (!r.ok) refusals.push({ tool, code: r.code, text: r.error ?? "" });
  };
  for (const a of task.actions) {
    if (a.name === TRANSFER) {
      const summary = String(
        a.kwargs.summary ?? "Transfer to a human agent.",
      ).slice(0, 2000);
      note(
        a.name,
        await gate.call(
          {
            name: FINISH,
            arguments: { outcome: "transfer_to_human", summary, actions: [] },
          },
          ctx,
          t,
        ),
      );
    } else if (!domain.writes.has(a.name)) {
      const r = await gate.call(
        { name: a.name, arguments: structuredClone(a.kwargs) },
        ctx,
        t,
      );
      note(a.name, r);
      // A toolset that establishes the principal keeps it in the task; one that does not
      // (airline) has the application set it from the read's answer.
      const established = (t as { principal?: { user_id?: string } }).principal?.user_id;
      if (r.ok && AUTHENTICATION.has(a.name) && typeof r.data === "string")
        ctx = { user_id: established ?? r.data };
    } else {
      const proposed = await gate.propose(proposal(a), ctx, t);
      note(a.name, proposed);
      for (const p of proposed.proposals ?? []) {
        if (!person.approves(p)) {
          refusals.push({
            tool: a.name,
            code: "not_confirmed",
            text: "The user did not confirm this change.",
          });
          continue;
        }
        // The context the proposal was made under, as execute needs it.
        const made = { user_id: ctx.user_id ?? "" };
        const done = await approveAndExecute(gate, p, made, "the user");
        note(a.name, done);
        if (after) await after(a, gate, made, t, done);
      }
    }
  }
  return { db, refusals, count };
}

/** Both replays of one task, compared by database state. */
export async function replayTask(
  domain: Domain,
  task: TauTask,
): Promise<TaskOutcome> {
  const expected = canonical(replayUngated(domain, task));
  const gated = await replayGated(domain, task);
  return {
    task: task.id,
    same: canonical(gated.db) === expected,
    refusals: gated.refusals,
    count: gated.count,
  };
}
