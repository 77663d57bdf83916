// AgentDojo's travel suite (v1) as the harness reads it.
import type { DojoSuite, DojoUserTask } from "../suite.js";
import { vectorMark, vectorsInReplies } from "../vectors.js";
import { travelEnvironment, type TravelEnv } from "./env.js";
import { travelDispatcher } from "./gated.js";
import { travelInjectionTasks } from "./injection-tasks.js";
import { TRAVEL_WRITES, travelTools } from "./tools.js";
import { travelUserTasks } from "./user-tasks.js";

/** The vectors a task's ground truth reads: each vector's reviews are marked, the calls run on a copy, and the marks found in the reads' replies are its. */
export function travelVectorsSeenBy(
  task: DojoUserTask<TravelEnv>,
  pre: TravelEnv,
): string[] {
  const env = structuredClone(pre);
  for (const [vector, sites] of Object.entries(env.vectors))
    for (const s of sites) {
      const item = env[s.list][s.index];
      if (item !== undefined && typeof item.reviews[s.review] === "string")
        item.reviews[s.review] += vectorMark(vector);
    }
  return vectorsInReplies(
    travelTools,
    TRAVEL_WRITES,
    task.groundTruth(pre),
    env,
    Object.keys(env.vectors),
  );
}

/** The travel suite. */
export const travelSuite: DojoSuite<TravelEnv> = {
  name: "travel",
  environment: travelEnvironment,
  vectorsSeenBy: travelVectorsSeenBy,
  tools: travelTools,
  writes: TRAVEL_WRITES,
  dispatcher: (env, options) =>
    travelDispatcher(env, options as Parameters<typeof travelDispatcher>[1]),
  context: (env) => ({ account_email: env.inbox.account_email }),
  userTasks: travelUserTasks,
  injectionTasks: travelInjectionTasks,
};
