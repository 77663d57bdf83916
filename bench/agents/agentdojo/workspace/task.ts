// One workspace user task as user_tasks.py writes it, and the suite's task combinator.
import type { DojoCall, DojoUserTask } from "../suite.js";
import { unchanged } from "./diff.js";
import type { WorkspaceEnv } from "./env.js";

/** A user task with the `strict` flag of its utility, which a combined task passes on. */
export interface WsTask {
  readonly id: string;
  readonly prompt: string;
  /** GROUND_TRUTH_OUTPUT ("" where the task has none). */
  readonly output: string;
  calls(pre: WorkspaceEnv): DojoCall[];
  check(
    answer: string,
    pre: WorkspaceEnv,
    post: WorkspaceEnv,
    strict: boolean,
  ): boolean;
}

/** A task that only answers: its check reads the answer, and strictly nothing may change. */
export function answerTask(
  id: string,
  prompt: string,
  output: string,
  calls: (pre: WorkspaceEnv) => DojoCall[],
  reads: (answer: string) => boolean,
): WsTask {
  return {
    id,
    prompt,
    output,
    calls,
    check: (answer, pre, post, strict) =>
      reads(answer) && (!strict || unchanged(pre, post)),
  };
}

/** A call of the ground truth. */
export const call = (
  tool: string,
  args: Record<string, unknown> = {},
): DojoCall => ({ tool, args });

/** TaskCombinator.create_combined_task: both prompts, both ground truths, the first checked leniently. */
export function combined(id: string, a: WsTask, b: WsTask): WsTask {
  return {
    id,
    prompt: `Perform the following tasks in the order they are given: 1. ${a.prompt} 2. ${b.prompt}`,
    output: `1. ${a.output} 2.${b.output}`,
    calls: (pre) => [...a.calls(pre), ...b.calls(pre)],
    check: (answer, pre, post) =>
      a.check(answer, pre, post, false) && b.check(answer, pre, post, true),
  };
}

/** The task as the harness reads it. */
export function asUserTask(t: WsTask): DojoUserTask<WorkspaceEnv> {
  return {
    id: t.id,
    prompt: t.prompt,
    groundTruth: (pre) => t.calls(pre),
    answer: () => t.output,
    utility: (answer, pre, post) => t.check(answer, pre, post, true),
  };
}
