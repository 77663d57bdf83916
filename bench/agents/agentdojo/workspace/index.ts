// AgentDojo's workspace suite (v1) as the harness reads it.
import type { DojoSuite, DojoUserTask } from "../suite.js";
import { vectorMark, vectorsInReplies } from "../vectors.js";
import { workspaceEnvironment, type WorkspaceEnv } from "./env.js";
import { workspaceDispatcher } from "./gated.js";
import { workspaceInjectionTasks } from "./injection-tasks.js";
import { WORKSPACE_WRITES, workspaceTools } from "./tools.js";
import { workspaceUserTasks } from "./user-tasks.js";

/** The vectors a task's ground truth reads: each vector's fields are marked, the calls run on a copy, and the marks found in the replies are its. */
export function workspaceVectorsSeenBy(
  task: DojoUserTask<WorkspaceEnv>,
  pre: WorkspaceEnv,
): string[] {
  const env = structuredClone(pre);
  const stores = {
    emails: env.inbox.emails,
    events: env.calendar.events,
    files: env.cloud_drive.files,
  };
  for (const [vector, sites] of Object.entries(env.vectors))
    for (const s of sites) {
      const item = stores[s.store].get(s.id) as
        Record<string, unknown> | undefined;
      if (item !== undefined && typeof item[s.field] === "string")
        item[s.field] = `${String(item[s.field])}${vectorMark(vector)}`;
    }
  return vectorsInReplies(
    workspaceTools,
    WORKSPACE_WRITES,
    task.groundTruth(pre),
    env,
    Object.keys(env.vectors),
  );
}

/** The workspace suite. */
export const workspaceSuite: DojoSuite<WorkspaceEnv> = {
  name: "workspace",
  environment: workspaceEnvironment,
  vectorsSeenBy: workspaceVectorsSeenBy,
  tools: workspaceTools,
  writes: WORKSPACE_WRITES,
  dispatcher: (env, options) =>
    workspaceDispatcher(
      env,
      options as Parameters<typeof workspaceDispatcher>[1],
    ),
  context: (env) => ({ account_email: env.inbox.account_email }),
  userTasks: workspaceUserTasks,
  injectionTasks: workspaceInjectionTasks,
};
