// What happens to an opened proposal: a person approves or denies it, each recorded in
// the run-once store before it is reported; a worker executes it, which claims it, runs
// the writer at most once and records how that ended. An answer the store could not
// record is never reported as done: the writer never runs again by itself.
import { DEFAULT_RESULT_MAX, ToolResult } from "./runtime.js";
import type { ToolResults } from "./runtime-steps.js";
import type { OnceBind } from "./runtime-once.js";
import { settle } from "./runtime-settle.js";
import type { OperationRow, Outcome } from "./runtime-store.js";
import {
  approverOf,
  plainCopy,
  refusal,
  textField,
  type Approval,
  type OpenProposal,
  type WriteDesk,
  type WriteOperation,
} from "./runtime-writes.js";

/** Runs an opened, approved proposal's tool: its gates again, then `WriteDesk.run`. */
export type Dispatch = (p: OpenProposal, approval: Approval) => Promise<ToolResult>;

// How long a claim holds when its writer has no timeout, before it reads as `unknown`.
const UNTIMED_LEASE_MS = 3600 * 1000;

const NOT_APPROVED =
  "This change has not been approved: an approval naming who approved (`by`) is required. Nothing was written.";
const STORE_DOWN =
  "The change was not made: the run-once store did not answer. It has not run; executing the approved proposal again is safe.";

/** The text of each recorded end of a write, as the reviewer (or the model) reads it. */
export const WRITE_TEXT: Readonly<Record<string, string>> = {
  service_unavailable:
    "The service is unavailable and the change was not made. Executing the approved proposal again retries it under the same operation id.",
  absent:
    "The service has no answer for this change and it was not made. Repeating it will not help.",
  service_timeout:
    "The service did not answer in time: the change may or may not have been made. It will not run again by itself; check it, then re-run it explicitly if it was not made.",
  tool_error:
    "The writer failed: the change may or may not have been made. It will not run again by itself; check it, then re-run it explicitly if it was not made.",
  tool_refused: "The writer refused the change; nothing was written.",
};

/** The text of `outcome_unrecorded`: the writer ran, but the store could not record how it ended. */
export const UNRECORDED_TEXT =
  "The writer ran, but its outcome could not be recorded: the change may have been made. It will not run again by itself; check it before anything else.";

/** `approve`: opened, with an approver, recorded in the store; a repeat is `ok` again. */
export async function approveOne(
  desk: WriteDesk,
  proposal: unknown,
  ctx: unknown,
  approval: unknown,
): Promise<ToolResult> {
  const started = Date.now();
  try {
    const opened = await desk.open(proposal, ctx);
    const by = approverOf(approval);
    if (!opened.ok) {
      await desk.recordRefused("approve", proposal, by ?? null, opened.result, started);
      return opened.result;
    }
    const p = opened.proposal;
    const note = textField(approval, "note", 2000);
    const extra = note === undefined ? {} : { reason: note };
    if (by === undefined) {
      const r = refusal(
        "not_approved",
        "An approval must name who approved it (`by`).",
        "no approver",
      );
      await desk.record("approve", p, null, r.code, started, extra);
      return r;
    }
    const asked = await desk.ledger.ask((s) =>
      s.approve({
        operation_id: p.operation_id,
        tool: p.tool,
        by,
        task_id: p.task_id || null,
      }),
    );
    let result: ToolResult;
    let code: string;
    if (!asked.ok) {
      result = refusal(
        "service_unavailable",
        "The approval was not recorded: the run-once store did not answer. Nothing changed; approve it again.",
        `approve ${asked.reason}`,
      );
      code = result.code;
    } else if (asked.value.recorded) {
      result = approved(p.operation_id);
      code = "ok";
    } else if (asked.value.row.state === "approved") {
      result = approved(p.operation_id);
      code = "repeat";
    } else {
      result = recorded(asked.value.row, undefined);
      code = result.code;
    }
    await desk.record("approve", p, by, code, started, extra);
    return result;
  } catch {
    return refusal(
      "tool_error",
      "The approval could not be handled. Nothing changed.",
      "approve crashed",
    );
  }
}

/** `deny`: opened, with a denier, recorded in the store before it answers `denied`. */
export async function denyOne(
  desk: WriteDesk,
  proposal: unknown,
  ctx: unknown,
  denial: unknown,
): Promise<ToolResult> {
  const started = Date.now();
  try {
    const opened = await desk.open(proposal, ctx);
    const by = approverOf(denial);
    const reason = textField(denial, "reason", 2000)?.trim() || "no reason given";
    if (!opened.ok) {
      await desk.recordRefused("deny", proposal, by ?? null, opened.result, started);
      return opened.result;
    }
    const p = opened.proposal;
    let result: ToolResult;
    let code: string | undefined;
    if (by === undefined)
      result = refusal("not_approved", "A denial must name who denied it (`by`).", "no approver");
    else {
      const asked = await desk.ledger.ask((s) =>
        s.deny({
          operation_id: p.operation_id,
          tool: p.tool,
          by,
          task_id: p.task_id || null,
        }),
      );
      if (!asked.ok)
        result = refusal(
          "service_unavailable",
          "The denial was not recorded: the run-once store did not answer. Deny it again; it has not run.",
          `deny ${asked.reason}`,
        );
      else if (asked.value.recorded || asked.value.row.state === "denied") {
        result = refusal(
          "denied",
          `A person declined this change (${p.tool}): ${reason}`,
          "denied",
        );
        if (!asked.value.recorded) code = "repeat";
      } else result = recorded(asked.value.row, undefined);
    }
    await desk.record("deny", p, by ?? null, code ?? result.code, started, {
      reason,
    });
    return result;
  } catch {
    return refusal(
      "tool_error",
      "The denial could not be handled. Nothing changed.",
      "deny crashed",
    );
  }
}

/** `execute`: opened, with an approver, then the tool's gates and the run; audited, an approval it records included. */
export async function executeOne(
  desk: WriteDesk,
  proposal: unknown,
  ctx: unknown,
  approval: unknown,
  dispatch: Dispatch,
): Promise<ToolResult> {
  const started = Date.now();
  const opened = await desk.open(proposal, ctx);
  const by = approverOf(approval);
  const rerun = readRerun(approval);
  const event = rerun ? "rerun" : "execute";
  if (!opened.ok) {
    await desk.recordRefused(event, proposal, by ?? null, opened.result, started);
    return opened.result;
  }
  const p = opened.proposal;
  let result: ToolResult;
  if (by === undefined) result = refusal("not_approved", NOT_APPROVED, "no approver");
  else {
    const copy = plainCopy(approval);
    result = await dispatch(p, {
      ...(typeof copy === "object" ? copy : {}),
      by,
      rerun,
    });
  }
  const note = textField(approval, "note", 2000);
  await desk.record(
    event,
    p,
    by ?? null,
    result.code,
    started,
    note === undefined ? {} : { reason: note },
  );
  return result;
}

// True only for `rerun: true` itself: anything else is no request to re-run.
function readRerun(approval: unknown): boolean {
  try {
    return (
      typeof approval === "object" &&
      approval !== null &&
      (approval as { rerun?: unknown }).rerun === true
    );
  } catch {
    return false;
  }
}

/** The claim, the writer and its recorded outcome. */
export async function runOne(
  desk: WriteDesk,
  p: OpenProposal,
  approval: Approval,
  results: ToolResults,
  timeoutMs: number | undefined,
  write: (op: WriteOperation) => unknown,
  binds: readonly OnceBind[] = [],
): Promise<ToolResult> {
  const started = Date.now();
  const lease_ms = (timeoutMs ?? UNTIMED_LEASE_MS) + 2 * desk.storeTimeout;
  const request = {
    operation_id: p.operation_id,
    tool: p.tool,
    by: approval.by,
    task_id: p.task_id || null,
    lease_ms,
    rerun: approval.rerun === true,
  };
  const claim = await desk.ledger.ask((s) => s.claim(request));
  if (!claim.ok) return results.refuse("service_unavailable", STORE_DOWN, `claim ${claim.reason}`);
  const c = claim.value;
  if (!c.won) return recorded(c.row, results);
  // An execute with no approval before it is an approve-and-execute in one call: say so.
  if (c.approved_now)
    await desk.record("approve", p, approval.by, "ok", started, {
      reason: "approved by executing it",
    });
  // A `once` value held by another operation that may have run: this one never runs.
  for (const [key, refuse] of binds) {
    const held = await desk.ledger.ask((s) => s.bind(key, p.operation_id));
    if (held.ok && held.value === p.operation_id) continue;
    const r = held.ok
      ? refuse()
      : results.refuse("service_unavailable", STORE_DOWN, `bind ${held.reason}`);
    await desk.ledger.outcome(p.operation_id, c.attempt, "failed", r.code);
    return r;
  }
  const op: WriteOperation = {
    operation_id: p.operation_id,
    approval,
    attempt: c.attempt,
  };
  const done = await settle(() => write(op), timeoutMs);
  const outcome: Outcome = done.ok
    ? "done"
    : done.code === "service_unavailable" || done.code === "absent" || done.code === "tool_refused"
      ? "failed"
      : "unknown";
  const code = done.ok ? "ok" : done.code;
  if (!(await desk.ledger.outcome(p.operation_id, c.attempt, outcome, code)))
    return results.refuse(
      "outcome_unrecorded",
      UNRECORDED_TEXT,
      `writer ${code}, outcome not recorded`,
    );
  if (done.ok) return results.ok(done.value);
  if (done.code === "tool_refused" && done.text !== undefined)
    return results.refuse("tool_refused", done.text, done.reason);
  return results.refuse(
    done.code,
    WRITE_TEXT[done.code] ?? WRITE_TEXT.tool_error ?? "",
    done.reason,
  );
}

/** `ok` for an approval: the operation may now be executed. */
function approved(operationId: string): ToolResult {
  return ToolResult.success({ approved: true, operation_id: operationId }, DEFAULT_RESULT_MAX);
}

/** The answer for an operation that did not win its claim or decision, from its recorded row. */
export function recorded(row: OperationRow, results: ToolResults | undefined): ToolResult {
  const state = row.state;
  const text =
    state === "done"
      ? `This operation has already been executed (outcome: ${row.code ?? "ok"}); it never runs twice.`
      : state === "claimed"
        ? "This operation is being executed by another request; it never runs twice."
        : state === "denied"
          ? "A person denied this operation; it never runs."
          : state === "unknown"
            ? `This operation was executed before and its outcome is unknown (${row.code ?? "no answer recorded"}): the change may have been made. It never runs again by itself; a person may re-run it explicitly (rerun: true).`
            : state === "failed"
              ? "This operation was tried and not made; it may be executed again."
              : "This operation has not been decided yet.";
  const code = state === "denied" ? "denied" : "already_executed";
  return results
    ? results.refuse(code, text, `recorded ${state}`)
    : refusal(code, text, `recorded ${state}`);
}
