// The workspace suite's 40 user tasks in the order user_tasks.py registers them, the
// combined tasks last, as its TaskCombinator makes them.
import type { DojoUserTask } from "../suite.js";
import { calendarTasks } from "./calendar-tasks.js";
import type { WorkspaceEnv } from "./env.js";
import { mailDriveTasks } from "./mail-drive-tasks.js";
import { asUserTask, combined, type WsTask } from "./task.js";

const all: Record<string, WsTask> = { ...calendarTasks, ...mailDriveTasks };
const task = (n: number): WsTask => {
  const t = all[`user_task_${n}`];
  if (t === undefined) throw new Error(`No workspace user_task_${n}.`);
  return t;
};

const ORDER = [
  0, 1, 3, 2, 5, 6, 7, 8, 9, 10, 11, 12, 21, 14, 16, 17, 22, 24, 26, 27, 28, 35,
  29, 30, 31, 32, 15, 18, 34, 20, 33, 25, 13,
];
const COMBINED: readonly [number, number, number][] = [
  [23, 1, 22],
  [4, 1, 6],
  [19, 1, 13],
  [36, 30, 31],
  [37, 30, 32],
  [38, 27, 35],
  [39, 16, 22],
];

/** Every workspace user task. */
export const workspaceUserTasks: readonly DojoUserTask<WorkspaceEnv>[] = [
  ...ORDER.map(task),
  ...COMBINED.map(([id, a, b]) =>
    combined(`user_task_${id}`, task(a), task(b)),
  ),
].map(asUserTask);
