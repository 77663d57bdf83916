// A ported AgentDojo suite's calls run two ways for the tests: straight through its tools,
// and through its gated dispatcher (reads called; each write proposed in the finish,
// approved and executed, one at a time as the user confirms it).
import type {
  DojoCall,
  DojoResult,
  DojoSuite,
} from "../../bench/agents/agentdojo/suite.js";

const KEY = "agentdojo test proposal key (a test value, not a secret)";

/** The calls straight through the suite's tools; the text of each error. */
export function runUngated<E>(
  suite: DojoSuite<E>,
  calls: readonly DojoCall[],
  env: E,
): string[] {
  const errors: string[] = [];
  for (const c of calls) {
    try {
      suite.tools[c.tool]?.(
        env,
        structuredClone(c.args) as Record<string, unknown>,
      );
    } catch (e) {
      errors.push(`${c.tool}: ${(e as Error).message}`);
    }
  }
  return errors;
}

interface Gate {
  call(call: unknown, ctx: unknown, task: unknown): Promise<DojoResult>;
  propose(call: unknown, ctx: unknown, task: unknown): Promise<DojoResult>;
  approve(p: unknown, ctx: unknown, a: unknown): Promise<DojoResult>;
  execute(p: unknown, ctx: unknown, a: unknown): Promise<DojoResult>;
  addUserText(task: unknown, text: string): void;
}

/** What the generated toolset gives the replay: a run-once store and a task. */
export interface ToolsetParts {
  memoryStore(): unknown;
  newTask(): unknown;
}

/** The calls through the suite's gated dispatcher (the user's request, when given, added to the task first; each proposal shown to `onProposal`); every refusal, as "tool: code text". */
export async function runGated<E>(
  suite: DojoSuite<E>,
  toolset: ToolsetParts,
  calls: readonly DojoCall[],
  env: E,
  userText?: string,
  onProposal?: (tool: string, proposal: Record<string, unknown>) => void,
): Promise<string[]> {
  const gate = suite.dispatcher(env, {
    proposalKey: KEY,
    runOnce: toolset.memoryStore(),
  }) as Gate;
  const ctx = suite.context(env);
  const task = toolset.newTask();
  if (userText !== undefined) gate.addUserText(task, userText);
  const refused: string[] = [];
  const note = (tool: string, r: DojoResult) => {
    if (!r.ok) refused.push(`${tool}: ${r.code} ${r.error ?? ""}`);
  };
  for (const c of calls) {
    const args = structuredClone(c.args);
    if (!suite.writes.has(c.tool)) {
      note(
        c.tool,
        await gate.call({ name: c.tool, arguments: args }, ctx, task),
      );
      continue;
    }
    const finish = {
      name: "respond",
      arguments: { answer: "Done.", actions: [{ tool: c.tool, ...args }] },
    };
    const proposed = await gate.propose(finish, ctx, task);
    note(c.tool, proposed);
    for (const p of proposed.proposals ?? []) {
      onProposal?.(c.tool, p as Record<string, unknown>);
      note(c.tool, await gate.approve(p, ctx, { by: "the user" }));
      note(c.tool, await gate.execute(p, ctx, { by: "the user" }));
    }
  }
  return refused;
}

/** One task of a suite replayed both ways over the same environment. */
export interface Replayed {
  readonly id: string;
  /** The errors of the calls straight through the tools. */
  readonly errors: readonly string[];
  /** Whether the task's check held after the ungated replay. */
  readonly done: boolean;
  /** The refusals of the gated replay. */
  readonly refused: readonly string[];
  /** What the gated replay changed otherwise than the ungated one (`{}` when nothing). */
  readonly diff: unknown;
}

/** Every user and injection task of `suite` over the data in `dir`, run ungated and gated (each user task with its request added). */
export async function replayAll<E>(
  suite: DojoSuite<E>,
  toolset: ToolsetParts,
  dir: string,
  diff: (a: E, b: E) => unknown,
): Promise<Replayed[]> {
  const out: Replayed[] = [];
  for (const t of [...suite.userTasks, ...suite.injectionTasks]) {
    const pre = suite.environment(dir, {});
    const direct = structuredClone(pre);
    const errors = runUngated(suite, t.groundTruth(pre), direct);
    const done =
      "utility" in t
        ? t.utility(t.answer(pre), pre, direct)
        : t.security(t.answer?.(pre) ?? "", pre, direct);
    const through = structuredClone(pre);
    const text = "prompt" in t ? t.prompt : undefined;
    const refused = await runGated(suite, toolset, t.groundTruth(pre), through, text);
    out.push({ id: t.id, errors, done, refused, diff: diff(direct, through) });
  }
  return out;
}
