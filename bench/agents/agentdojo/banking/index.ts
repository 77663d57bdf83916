// AgentDojo's banking suite (v1) as the harness reads it.
import type { DojoSuite, DojoUserTask } from "../suite.js";
import { vectorMark, vectorsInReplies } from "../vectors.js";
import { bankingEnvironment, changeAt, type BankingEnv } from "./env.js";
import { bankingDispatcher } from "./gated.js";
import { bankingInjectionTasks } from "./injection-tasks.js";
import { BANKING_WRITES, bankingTools } from "./tools.js";
import { bankingUserTasks } from "./user-tasks.js";

/** The vectors a task's ground truth reads: each vector's text is marked, the calls run on a copy, and the marks found in the reads' replies are its. */
export function bankingVectorsSeenBy(
  task: DojoUserTask<BankingEnv>,
  pre: BankingEnv,
): string[] {
  const env = structuredClone(pre);
  for (const [vector, sites] of Object.entries(env.vectors))
    for (const at of sites)
      changeAt(env, at, (t) => `${t}${vectorMark(vector)}`);
  return vectorsInReplies(
    bankingTools,
    BANKING_WRITES,
    task.groundTruth(pre),
    env,
    Object.keys(env.vectors),
  );
}

/** The banking suite. */
export const bankingSuite: DojoSuite<BankingEnv> = {
  name: "banking",
  environment: bankingEnvironment,
  vectorsSeenBy: bankingVectorsSeenBy,
  tools: bankingTools,
  writes: BANKING_WRITES,
  dispatcher: (env, options) =>
    bankingDispatcher(env, options as Parameters<typeof bankingDispatcher>[1]),
  context: (env) => ({ iban: env.bank_account.iban }),
  userTasks: bankingUserTasks,
  injectionTasks: bankingInjectionTasks,
};
