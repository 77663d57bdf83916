// A task's counters where they cannot be rolled back: a proposal's per-task budgets and
// effects are reserved in the run-once store too, keyed by task id, so processes sharing
// a task see one count; a saved task carries its version in the store and the digest of
// its context, so an older save, or one restored under another context, is refused.
import { Task, type TaskRestore, type ToolResult } from "./runtime.js";
import { readField, reserveAll, type Want } from "./runtime-steps.js";
import { digestOf } from "./runtime-seal.js";
import { plainCopy, refusal, type SavedTask, type WriteDesk } from "./runtime-writes.js";

const SAVED_TASK = "contractc.task.v2";

/** Reserves every want in the task and the store, or none; the first that does not fit is refused. */
export async function reserveWants(
  desk: WriteDesk,
  task: Task,
  wants: readonly Want[],
): Promise<ToolResult | undefined> {
  for (const [key, max, n, refuse] of wants) if (task.calls(key) + n > max) return refuse();
  if (desk.store === undefined || wants.length === 0) return reserveAll(task, wants);
  const asked = await desk.ledger.ask((s) =>
    s.reserve(
      task.id,
      wants.map(([key, max, n]) => ({ key, max, n })),
    ),
  );
  if (!asked.ok)
    return refusal(
      "service_unavailable",
      "The change could not be proposed: the run-once store did not answer. Nothing was proposed; you may try again once.",
      `reserve ${asked.reason}`,
    );
  const refused = wants[asked.value];
  if (refused !== undefined) return refused[3]();
  for (const [key, max, n] of wants) task.reserve(key, max, n);
  return undefined;
}

/** The fields a saved task's seal covers. */
function sealed(toolset: string, state: unknown, version: unknown, context: unknown): unknown[] {
  return [SAVED_TASK, toolset, state, version, context];
}

/** `saveTask`: the task's state, its new version in the store and its context's digest, sealed. */
export async function saveSealed(desk: WriteDesk, task: Task, ctx: unknown): Promise<SavedTask> {
  const sealer = desk.sealer;
  if (sealer === undefined) throw new TypeError("saveTask needs a proposalKey");
  const context = await digestOf(ctx);
  let version = 0;
  if (desk.store !== undefined) {
    const saved = await desk.ledger.ask((s) => s.saveTask(task.id, task.stopped));
    if (!saved.ok)
      throw new Error("saveTask: the run-once store did not answer; the task was not saved");
    version = saved.value;
  }
  const state = task.toJSON();
  return {
    state,
    version,
    context,
    seal: await sealer.seal(sealed(desk.toolset, state, version, context)),
  };
}

/** `restoreTask`: the seal, the context, then the store's latest version and stopped state; never throws. */
export async function restoreSaved(
  desk: WriteDesk,
  saved: unknown,
  ctx: unknown,
): Promise<TaskRestore> {
  const bad = (error: string): TaskRestore => ({
    ok: false,
    code: "invalid_task_state",
    error,
  });
  const sealer = desk.sealer;
  if (sealer === undefined) return bad("No proposal key is configured.");
  const state = plainCopy(readField(saved, "state"));
  const version = readField(saved, "version");
  const context = readField(saved, "context");
  try {
    if (
      state === null ||
      typeof version !== "number" ||
      typeof context !== "string" ||
      !(await sealer.verify(
        sealed(desk.toolset, state, version, context),
        readField(saved, "seal"),
      ))
    )
      return bad("The saved task was not saved by this dispatcher, or it was changed since.");
    if ((await digestOf(ctx)) !== context) return bad("The saved task belongs to another context.");
  } catch {
    return bad("The saved task cannot be read.");
  }
  const restored = Task.restore(state);
  if (!restored.ok || desk.store === undefined) return restored;
  const row = await desk.ledger.ask((s) => s.task(restored.task.id));
  if (!row.ok)
    return bad(
      "The run-once store did not answer, so the saved task cannot be checked; try again.",
    );
  if (row.value !== undefined && row.value.version > version)
    return bad(
      "This is an older save of the task: it has been saved since. Restore its latest save.",
    );
  if (row.value?.stopped === true) restored.task.stop();
  return restored;
}
