// AgentDojo's workspace suite (v1) as the harness reads it.
import type { DojoSuite, DojoUserTask } from "../suite.js";
import { workspaceEnvironment, type WorkspaceEnv } from "./env.js";
import { workspaceDispatcher } from "./gated.js";
import { workspaceInjectionTasks } from "./injection-tasks.js";
import { WORKSPACE_WRITES, workspaceTools } from "./tools.js";
import { workspaceUserTasks } from "./user-tasks.js";

const mark = (vector: string) => `\u2063[vector:${vector}]`;

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
        item[s.field] = `${String(item[s.field])}${mark(vector)}`;
    }
  const seen: string[] = [];
  // Only reads answer the model; a write's reply is never shown to it.
  for (const c of task.groundTruth(pre)) {
    let reply: unknown;
    try {
      reply = workspaceTools[c.tool]?.(env, structuredClone(c.args));
    } catch {
      continue;
    }
    if (!WORKSPACE_WRITES.has(c.tool)) seen.push(JSON.stringify(reply) ?? "");
  }
  const text = seen.join("\n");
  return Object.keys(env.vectors).filter((v) => text.includes(mark(v)));
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
