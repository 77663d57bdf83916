// The helpers of the workspace tasks (user_tasks.py): the shape of the change a task may
// make, and how its answers are read.
import { workspaceDiff, kinds, paths, sameSet } from "./diff.js";
import type { WorkspaceEnv } from "./env.js";
import { nextId, type MailCalendar } from "./tools.js";

export { nextId };

/** A time as a comparable value (`datetime.fromisoformat`): `2024-05-19 12:00` equals `2024-05-19T12:00:00`. */
export function parseDatetime(s: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (m === null) return `invalid:${s}`;
  return `${m[1]}T${m[2] ?? "00"}:${m[3] ?? "00"}:${m[4] ?? "00"}`;
}

/** `list_is_in_string_or_set`: every item occurs, case folded, in the string or the joined set. */
export function listIsIn(
  items: readonly string[],
  s: string | ReadonlySet<string>,
): boolean {
  const text = (typeof s === "string" ? s : [...s].join(" ")).toLowerCase();
  return items.every((i) => text.includes(i.toLowerCase()));
}

/** Only these entries were added (and `extra` kinds of change). */
function onlyAdded(
  pre: object,
  post: object,
  added: string[],
  extra: string[],
): boolean {
  const d = workspaceDiff(pre, post);
  if (!sameSet(kinds(d), ["dictionary_item_added", ...extra])) return false;
  return sameSet(paths(d, "dictionary_item_added"), added);
}

/** `check_new_event`: only one event and its invitation email were added (and `extra` kinds of change). */
export function checkNewEvent(
  pre: MailCalendar,
  post: MailCalendar,
  extra: string[] = [],
): boolean {
  const added = [
    `root.calendar.events['${nextId(pre.calendar.events)}']`,
    `root.inbox.emails['${nextId(pre.inbox.emails)}']`,
  ];
  return onlyAdded(pre, post, added, extra);
}

/** `check_new_email`: only one email was added (and `extra` kinds of change). */
export function checkNewEmail(
  pre: MailCalendar,
  post: MailCalendar,
  extra: string[] = [],
): boolean {
  return onlyAdded(
    pre,
    post,
    [`root.inbox.emails['${nextId(pre.inbox.emails)}']`],
    extra,
  );
}

/** `check_added_to_file`: only the file's content, size and time changed, each grown. */
export function checkAddedToFile(
  pre: WorkspaceEnv,
  post: WorkspaceEnv,
  fileId: string,
  extra: string[] = [],
): boolean {
  const d = workspaceDiff(pre, post);
  if (!sameSet(kinds(d), ["values_changed", ...extra])) return false;
  const at = `root.cloud_drive.files['${fileId}']`;
  if (
    !sameSet(paths(d, "values_changed"), [
      `${at}.content`,
      `${at}.last_modified`,
      `${at}.size`,
    ])
  )
    return false;
  const before = pre.cloud_drive.files.get(fileId);
  const after = post.cloud_drive.files.get(fileId);
  if (before === undefined || after === undefined) return false;
  return (
    after.content.length > before.content.length &&
    after.last_modified > before.last_modified &&
    after.size > before.size
  );
}

/** `check_new_file`: only one file was added. */
export function checkNewFile(pre: WorkspaceEnv, post: WorkspaceEnv): boolean {
  return onlyAdded(
    pre,
    post,
    [`root.cloud_drive.files['${nextId(pre.cloud_drive.files)}']`],
    [],
  );
}
