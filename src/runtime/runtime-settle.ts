// Running application code (handlers, owner lookups, writers, the run-once store): a
// value it returns is used at once, a promise is raised against the timeout, and every
// way it can end, a throw included, becomes a classified outcome instead of an exception.
import { ToolFailure, ToolRefusal } from "./runtime.js";

/** The codes a handler, owner lookup or writer can end in, besides success. */
export type FailureCode =
  "service_timeout" | "service_unavailable" | "absent" | "tool_error" | "tool_refused";

/** How a handler, owner lookup or writer ended: its value, or a classified failure (a `ToolRefusal` keeps its text). */
export type Settled<T> = { readonly ok: true; readonly value: T } | Failed;

/** A classified failure of application code. */
export interface Failed {
  readonly ok: false;
  readonly code: FailureCode;
  readonly reason: string;
  readonly text?: string;
}

const TIMED_OUT = Symbol("timed out");

/** A value, or a promise of it once application code answers with one; the gates run synchronously until then. */
export type Later<T> = T | Promise<T>;

/** Runs application code and classifies how it ended; never throws or rejects, and answers at once unless `run` returns a thenable. */
export function settle<T>(run: () => T | PromiseLike<T>, timeoutMs?: number): Later<Settled<T>> {
  let value: T | PromiseLike<T>;
  try {
    value = run();
  } catch (e) {
    return failed(e, timeoutMs);
  }
  return answered(value, timeoutMs);
}

/**
 * `settle` for the method call `holder[key](a, b)` (a handler or an owner lookup): the
 * method is read and called inside the same guard, and no function is made for each call.
 */
export function settleCall(
  holder: unknown,
  key: string,
  a: unknown,
  b: unknown,
  timeoutMs?: number,
): Later<Settled<unknown>> {
  let value: unknown;
  try {
    value = (holder as { [key: string]: (a: unknown, b: unknown) => unknown })[key]!(a, b);
  } catch (e) {
    return failed(e, timeoutMs);
  }
  return answered(value, timeoutMs);
}

// What application code answered: a value that is there cannot time out; only a thenable
// is waited for (its `then` read once, a throwing `then` being a failure too).
function answered<T>(value: T | PromiseLike<T>, timeoutMs: number | undefined): Later<Settled<T>> {
  let then: PromiseLike<T>["then"] | undefined;
  try {
    then = thenOf(value) as PromiseLike<T>["then"] | undefined;
  } catch (e) {
    return failed(e, timeoutMs);
  }
  if (then === undefined) return { ok: true, value: value as T };
  return waitFor(value as PromiseLike<T>, then, timeoutMs);
}

/** The `then` of a thenable that application code answered, else undefined; reading it may throw. */
export function thenOf(value: unknown): PromiseLike<unknown>["then"] | undefined {
  if ((typeof value !== "object" && typeof value !== "function") || value === null)
    return undefined;
  const then = (value as { then?: unknown }).then;
  return typeof then === "function" ? (then as PromiseLike<unknown>["then"]) : undefined;
}

/** The slow path of `settle`: a thenable raced against the timeout; never rejects. */
export async function waitFor<T>(
  thenable: PromiseLike<T>,
  then: PromiseLike<T>["then"],
  timeoutMs: number | undefined,
): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const work = new Promise<T>((resolve, reject) => {
      then.call(thenable, resolve, reject);
    });
    if (timeoutMs === undefined) return { ok: true, value: await work };
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(TIMED_OUT), timeoutMs);
    });
    return { ok: true, value: await Promise.race([work, late]) };
  } catch (e) {
    return failed(e, timeoutMs);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** How a run failed: its own timeout, a ToolRefusal, a ToolFailure's kind, or anything else thrown. */
export function failed(e: unknown, timeoutMs: number | undefined): Failed {
  if (e === TIMED_OUT)
    return { ok: false, code: "service_timeout", reason: `no answer within ${timeoutMs} ms` };
  const text = ToolRefusal.textOf(e);
  if (text !== undefined) return { ok: false, code: "tool_refused", reason: "ToolRefusal", text };
  const kind = ToolFailure.kindOf(e);
  if (kind === "timeout")
    return { ok: false, code: "service_timeout", reason: "ToolFailure timeout" };
  if (kind === "unavailable")
    return { ok: false, code: "service_unavailable", reason: "ToolFailure unavailable" };
  if (kind === "absent") return { ok: false, code: "absent", reason: "ToolFailure absent" };
  return { ok: false, code: "tool_error", reason: `threw ${describeThrown(e)}` };
}

// A value that is already there goes to its step by a direct call at each site of the
// dispatcher, so the common synchronous path passes through no shared helper.
/** `step(value, a, b, c)` once `pending` settles; the gates' promises never reject. */
export function resume<T, A, B, R>(
  pending: Promise<T>,
  step: (value: T, a: A, b: B) => Later<R>,
  a: A,
  b: B,
): Promise<R>;
export function resume<T, A, B, C, R>(
  pending: Promise<T>,
  step: (value: T, a: A, b: B, c: C) => Later<R>,
  a: A,
  b: B,
  c: C,
): Promise<R>;
export function resume<T, A, B, C, R>(
  pending: Promise<T>,
  step: (value: T, a: A, b: B, c?: C) => Later<R>,
  a: A,
  b: B,
  c?: C,
): Promise<R> {
  return pending.then((v: T) => step(v, a, b, c));
}

/** What was thrown, in a fixed vocabulary: a message or class name could carry secrets. */
export function describeThrown(e: unknown): string {
  try {
    if (e === null) return "null";
    if (e instanceof Error) return "an Error";
    return `a ${typeof e}`;
  } catch {
    return "an unreadable value";
  }
}
