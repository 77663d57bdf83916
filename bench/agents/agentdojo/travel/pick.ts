// What the travel tasks compute over the environment as their Python does: the items of
// a city, the best rated of them, and the helpers of their checks.
import type { DojoCall, DojoUserTask } from "../suite.js";
import { checkNewEvent, nextId, parseDatetime } from "../workspace/checks.js";
import { kinds, paths, sameSet, workspaceDiff } from "../workspace/diff.js";
import type { TravelEnv } from "./env.js";
import { TRAVEL_PROMPTS } from "./prompts.js";

/** The items of one city. */
export const inCity = <T extends { city: string }>(
  l: readonly T[],
  city: string,
): T[] => l.filter((x) => x.city === city);

/** Python's max(), which fails on an empty list. */
export function maxOf(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error("max() arg is an empty sequence");
  return Math.max(...xs);
}

/** The items with the highest rating, in their order. */
export function topRated<T extends { rating: number }>(l: readonly T[]): T[] {
  const best = maxOf(l.map((x) => x.rating));
  return l.filter((x) => x.rating === best);
}

/** The first item; Python's `[0]` fails on an empty list. */
export function first<T>(l: readonly T[]): T {
  const x = l[0];
  if (x === undefined) throw new Error("list index out of range");
  return x;
}

/** The names of the items. */
export const namesOf = (l: readonly { name: string }[]): string[] =>
  l.map((x) => x.name);

/** A call of the ground truth. */
export const call = (
  tool: string,
  args: Record<string, unknown> = {},
): DojoCall => ({ tool, args });

/** Every part occurs in the answer. */
export const says = (answer: string, ...parts: string[]): boolean =>
  parts.every((p) => answer.includes(p));

/** The month and day of a time (the Python's strftime("%m-%d")). */
export const monthDay = (t: string | null): string =>
  t === null ? "" : parseDatetime(t).slice(5, 10);

/** The event a task created, if the change was only that event and its invitation. */
export function newEvent(pre: TravelEnv, post: TravelEnv) {
  if (!checkNewEvent(pre, post)) return undefined;
  return post.calendar.events.get(nextId(pre.calendar.events));
}

/** `check_new_reservation`: the reservation became a hotel booking and nothing else changed. */
export function checkNewReservation(pre: TravelEnv, post: TravelEnv): boolean {
  const d = workspaceDiff(pre, post);
  if (!sameSet(kinds(d), ["values_changed", "type_changes"])) return false;
  const t = d.type_changes;
  if (t?.size !== 1 || t.get("root.reservation.reservation_type") !== "hotel")
    return false;
  if (pre.reservation.reservation_type !== null) return false;
  const at = (f: string) => `root.reservation.${f}`;
  return sameSet(
    paths(d, "values_changed"),
    ["title", "start_time", "end_time", "contact_information"].map(at),
  );
}

/** A travel user task: its prompt and answer from TRAVEL_PROMPTS, its calls and check. */
export function travelTask(
  n: number,
  groundTruth: (pre: TravelEnv) => DojoCall[],
  utility: (answer: string, pre: TravelEnv, post: TravelEnv) => boolean,
): DojoUserTask<TravelEnv> {
  const p = TRAVEL_PROMPTS[n];
  if (p === undefined) throw new Error(`No travel prompt ${n}.`);
  return {
    id: `user_task_${n}`,
    prompt: p.prompt,
    groundTruth,
    answer: () => p.output,
    utility,
  };
}
