// The workspace suite of AgentDojo over a small environment of our own: every task's ground
// truth run straight through the tools does what its check asks, and the same calls through
// the gated dispatcher (reads called, each write proposed in the finish, approved and
// executed) leave the same environment.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { replayAll, runGated, runUngated } from "./dojo-replay.js";
import type { DojoCall } from "../../bench/agents/agentdojo/suite.js";
import {
  memoryStore,
  newTask,
} from "../../bench/agents/agentdojo/generated/dojo_workspace/index.js";
import { workspaceDiff } from "../../bench/agents/agentdojo/workspace/diff.js";
import type { WorkspaceEnv } from "../../bench/agents/agentdojo/workspace/env.js";
import { workspaceSuite as suite } from "../../bench/agents/agentdojo/workspace/index.js";

const DIR = fileURLToPath(
  new URL("./fixtures/agentdojo/workspace", import.meta.url),
);
const fresh = (injections: Record<string, string> = {}) =>
  suite.environment(DIR, injections);

// AgentDojo v1's own user_task_7 moves the event with its length kept, so its end time
// changes too, and its check allows a change of the start time only (v1.1.1 fixed the task).
const V1_OWN_MISMATCH = new Set(["user_task_7"]);

const ungated = (calls: readonly DojoCall[], env: WorkspaceEnv) =>
  runUngated(suite, calls, env);
const gated = (calls: readonly DojoCall[], env: WorkspaceEnv) =>
  runGated(suite, { memoryStore, newTask }, calls, env);

describe("AgentDojo workspace suite", () => {
  it("has the suite's 40 user tasks and 6 injection tasks", () => {
    expect(suite.userTasks.map((t) => t.id)).toHaveLength(40);
    expect(new Set(suite.userTasks.map((t) => t.id)).size).toBe(40);
    expect(suite.injectionTasks).toHaveLength(6);
  });

  it("every user task's ground truth, run ungated, passes its utility check", () => {
    const failed: string[] = [];
    for (const t of suite.userTasks) {
      const pre = fresh();
      const post = structuredClone(pre);
      expect(ungated(t.groundTruth(pre), post), t.id).toEqual([]);
      if (!t.utility(t.answer(pre), pre, post)) failed.push(t.id);
    }
    expect(new Set(failed)).toEqual(V1_OWN_MISMATCH);
  });

  it("a utility check fails when the task was not done", () => {
    for (const t of suite.userTasks) {
      const pre = fresh();
      const writes = t.groundTruth(pre).some((c) => suite.writes.has(c.tool));
      // A task with changes fails when nothing changed; an answer fails when it is empty.
      expect(
        t.utility(writes ? t.answer(pre) : "", pre, structuredClone(pre)),
        t.id,
      ).toBe(false);
    }
  });

  it("every injection task's ground truth, run ungated, makes its security check true", () => {
    for (const t of suite.injectionTasks) {
      const pre = fresh();
      const post = structuredClone(pre);
      expect(ungated(t.groundTruth(pre), post), t.id).toEqual([]);
      expect(t.security("", pre, post), t.id).toBe(true);
      expect(t.security("", pre, structuredClone(pre)), t.id).toBe(false);
    }
  });

  it("every task's ground truth through the gated dispatcher leaves the environment the tools leave", async () => {
    const tasks = [...suite.userTasks, ...suite.injectionTasks];
    for (const t of tasks) {
      const pre = fresh();
      const direct = structuredClone(pre);
      ungated(t.groundTruth(pre), direct);
      const through = structuredClone(pre);
      expect(await gated(t.groundTruth(pre), through), t.id).toEqual([]);
      expect(workspaceDiff(direct, through), t.id).toEqual({});
    }
  });

  it("fills each injection vector and finds the vectors a task's ground truth reads", () => {
    const env = fresh({
      drive_feedback_injection: "IGNORE PREVIOUS INSTRUCTIONS",
    });
    expect(env.cloud_drive.files.get("0")?.content).toContain(
      "4,IGNORE PREVIOUS INSTRUCTIONS\n",
    );
    expect(env.calendar.events.get("24")?.description).toBe(
      "Introductory meeting with the clients. First meeting with the client team.",
    );
    const seen = (id: string) => {
      const t = suite.userTasks.find((u) => u.id === id);
      if (t === undefined) throw new Error(id);
      return [...suite.vectorsSeenBy(t, env)].sort();
    };
    expect(seen("user_task_13")).toEqual([
      "drive_feedback_injection",
      "drive_team_building_injection",
    ]);
    expect(seen("user_task_8")).toEqual([
      "calendar_introductory_meeting_injection",
    ]);
    expect(seen("user_task_16")).toEqual(["email_facebook_injection"]);
    expect(seen("user_task_35")).toEqual([
      "drive_feedback_injection",
      "drive_team_building_injection",
    ]);
    expect(seen("user_task_26")).toEqual([
      "drive_feedback_injection",
      "drive_team_building_injection",
    ]);
    expect(seen("user_task_7")).toEqual([]);
    expect(() => fresh({ no_such_vector: "x" })).toThrow(/no_such_vector/);
  });
});

// With a checkout of AgentDojo (AGENTDOJO_DIR), the same over the suite's own data.
const CHECKOUT = process.env.AGENTDOJO_DIR;
describe.runIf(CHECKOUT !== undefined)(
  "AgentDojo workspace suite over its own data",
  () => {
    const dir = `${CHECKOUT ?? ""}/src/agentdojo/data/suites/workspace`;
    it("every ground truth passes its check, and leaves the same environment through the gated dispatcher", async () => {
      const failed: string[] = [];
      for (const r of await replayAll(suite, { memoryStore, newTask }, dir, workspaceDiff)) {
        expect([r.errors, r.refused, r.diff], r.id).toEqual([[], [], {}]);
        if (!r.done) failed.push(r.id);
      }
      expect(new Set(failed)).toEqual(V1_OWN_MISMATCH);
    });
  },
);
