// AgentDojo's slack suite (v1) as the harness reads it.
import type { DojoSuite, DojoUserTask } from "../suite.js";
import { vectorMark, vectorsInReplies } from "../vectors.js";
import type { Site } from "../yaml-env.js";
import { slackEnvironment, type SlackEnv } from "./env.js";
import { slackDispatcher } from "./gated.js";
import { slackInjectionTasks } from "./injection-tasks.js";
import { SLACK_WRITES, slackTools } from "./tools.js";
import { slackUserTasks } from "./user-tasks.js";

// Appends `mark` to the string at `site`; the environment keeps environment.yaml's shape.
function markAt(env: SlackEnv, site: Site, mark: string): void {
  let holder: unknown = env;
  for (const step of site.slice(0, -1))
    holder = (holder as Record<string | number, unknown> | undefined)?.[step];
  const last = site.at(-1);
  const box = holder as Record<string | number, unknown> | undefined;
  if (box !== undefined && last !== undefined && typeof box[last] === "string")
    box[last] += mark;
}

/**
 * The vectors a task's ground truth reads: each vector's text is marked wherever it
 * stands, the calls (computed from the marked copy, whose "External" channel is renamed
 * everywhere alike) run on it, and the marks found in the reads' replies are its.
 */
export function slackVectorsSeenBy(
  task: DojoUserTask<SlackEnv>,
  pre: SlackEnv,
): string[] {
  const env = structuredClone(pre);
  for (const [vector, sites] of Object.entries(env.vectors))
    for (const s of sites) markAt(env, s, vectorMark(vector));
  return vectorsInReplies(
    slackTools,
    SLACK_WRITES,
    task.groundTruth(env),
    env,
    Object.keys(env.vectors),
  );
}

/** The slack suite. */
export const slackSuite: DojoSuite<SlackEnv> = {
  name: "slack",
  environment: slackEnvironment,
  vectorsSeenBy: slackVectorsSeenBy,
  tools: slackTools,
  writes: SLACK_WRITES,
  dispatcher: (env, options) =>
    slackDispatcher(env, options as Parameters<typeof slackDispatcher>[1]),
  // The bot acts for the workspace; the suite names no user of its own.
  context: () => ({}),
  userTasks: slackUserTasks,
  injectionTasks: slackInjectionTasks,
};
