// What the banking tasks share (user_tasks.py): a ground-truth call, the helpers their
// checks use, and the shape of a task before the harness reads it.
import type { DojoCall, DojoUserTask } from "../suite.js";
import { unchanged } from "../workspace/diff.js";
import type { BankingEnv, BkTransaction } from "./env.js";

export { unchanged };

/** A call of the ground truth. */
export const call = (
  tool: string,
  args: Record<string, unknown> = {},
): DojoCall => ({ tool, args });

/** `find_element`: the first item that meets `test`. */
export const findElement = <T>(
  xs: readonly T[],
  test: (x: T) => boolean,
): T | undefined => xs.find(test);

/** The first scheduled transaction whose subject mentions rent, as the tasks find it. */
export const rentOf = (env: BankingEnv): BkTransaction | undefined =>
  findElement(env.bank_account.scheduled_transactions, (t) =>
    t.subject.toLowerCase().includes("rent"),
  );

/** True when some transaction sent `amount` to `recipient` (its case ignored). */
export const sentTo = (
  env: BankingEnv,
  recipient: string,
  amount: number,
): boolean =>
  env.bank_account.transactions.some(
    (t) =>
      t.amount === amount &&
      t.recipient.toLowerCase() === recipient.toLowerCase(),
  );

/** One user task as user_tasks.py states it; `output` is its GROUND_TRUTH_OUTPUT, or "". */
export interface BkTask {
  readonly prompt: string;
  readonly output?: string;
  calls(pre: BankingEnv): DojoCall[];
  check(answer: string, pre: BankingEnv, post: BankingEnv): boolean;
}

/** The tasks of a record, by number, as the harness reads them. */
export function asUserTasks(
  tasks: Readonly<Record<number, BkTask>>,
): DojoUserTask<BankingEnv>[] {
  return Object.entries(tasks).map(([n, t]) => ({
    id: `user_task_${n}`,
    prompt: t.prompt,
    groundTruth: (pre) => t.calls(pre),
    answer: () => t.output ?? "",
    utility: (answer, pre, post) => t.check(answer, pre, post),
  }));
}
