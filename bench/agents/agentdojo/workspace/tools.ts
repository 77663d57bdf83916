// The workspace tools, ungated: each does what AgentDojo's Python tool does (email_client.py,
// calendar_client.py, cloud_drive_client.py of the v1 suites): the same results, the same
// changes, the same error texts, and the same quirks (a missing email deletes nothing and
// answers "-1"; a rescheduled event's email has the literal subject "Rescheduled:
// '{event.title}'"). Results are copies, so a caller never changes the environment.
import { DojoToolError, NOW } from "../tool-error.js";
import { isoTime } from "../yaml-env.js";
import {
  toEvent,
  type WorkspaceEnv,
  type WsEmail,
  type WsEvent,
  type WsFile,
} from "./env.js";

type Args = Record<string, unknown>;
type Tool = (env: WorkspaceEnv, args: Args) => unknown;
/** The part of an environment the email and calendar tools use (the travel suite has it too). */
export type MailCalendar = Pick<WorkspaceEnv, "inbox" | "calendar">;
type MailTool = (env: MailCalendar, args: Args) => unknown;

const str = (v: unknown): string => String(v);
const opt = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : String(v);
const strList = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => String(x)) : [];
const copy = <T>(v: T): T => structuredClone(v);
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The id the next email, event or file gets (`_get_next_id`): one past the largest. */
export function nextId(m: Map<string, unknown>): string {
  let max = 0;
  for (const k of m.keys()) max = Math.max(max, Number.parseInt(k, 10));
  return String(max + 1);
}

/** Python's datetime.strptime(s, "%Y-%m-%d %H:%M").isoformat(). */
function strptimeMinutes(s: string): string {
  if (!/^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}$/.test(s))
    throw new DojoToolError(
      `time data '${s}' does not match format '%Y-%m-%d %H:%M'`,
    );
  const [d, t] = s.split(" ") as [string, string];
  const [y, mo, da] = d.split("-");
  const [h, mi] = t.split(":");
  const p = (x: string | undefined) => (x ?? "").padStart(2, "0");
  return `${y}-${p(mo)}-${p(da)}T${p(h)}:${p(mi)}:00`;
}

/** Python's datetime.fromisoformat(s).isoformat(), for the forms the suite uses. */
function fromIso(s: string): string {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(s))
    throw new DojoToolError(`Invalid isoformat string: '${s}'`);
  return s.length === 10 ? `${s}T00:00:00` : isoTime(s);
}

/** The inbox's send_email: a new sent email from the account, read, timestamped now. */
export function sendEmail(
  env: MailCalendar,
  recipients: string[],
  subject: string,
  body: string,
  attachments: (string | WsEvent)[] = [],
  cc: string[] = [],
  bcc: string[] = [],
): WsEmail {
  for (const a of [...recipients, ...cc, ...bcc])
    if (!ADDRESS.test(a))
      throw new DojoToolError(`value is not a valid email address: ${a}`);
  const email: WsEmail = {
    id_: nextId(env.inbox.emails),
    sender: env.inbox.account_email,
    recipients: [...recipients],
    cc: [...cc],
    bcc: [...bcc],
    subject,
    body,
    status: "sent",
    read: true,
    timestamp: NOW,
    attachments: attachments.map((a) => (typeof a === "string" ? a : copy(a))),
  };
  env.inbox.emails.set(email.id_, email);
  return email;
}

/** Inbox.search_emails: the query in subject or body, optionally only from one sender. */
export function searchEmails(
  env: MailCalendar,
  query: string,
  sender?: string,
): WsEmail[] {
  const q = query.toLowerCase();
  const all = [...env.inbox.emails.values()].filter(
    (e) =>
      sender === undefined || e.sender.toLowerCase() === sender.toLowerCase(),
  );
  return all.filter(
    (e) =>
      e.subject.toLowerCase().includes(q) || e.body.toLowerCase().includes(q),
  );
}

/** The calendar's events on one day (a date, or a time whose date counts). */
function eventsOn(env: MailCalendar, day: string): WsEvent[] {
  const target = fromIso(day).slice(0, 10);
  return [...env.calendar.events.values()].filter(
    (e) => fromIso(e.start_time).slice(0, 10) === target,
  );
}

/** The calendar's search_events: query in title or description, optionally on one day. */
export function searchEvents(
  env: MailCalendar,
  query: string,
  date?: string,
): WsEvent[] {
  const q = query.toLowerCase();
  const events =
    date === undefined
      ? [...env.calendar.events.values()]
      : eventsOn(env, date);
  return events.filter(
    (e) =>
      e.title.toLowerCase().includes(q) ||
      e.description.toLowerCase().includes(q),
  );
}

function eventOf(env: MailCalendar, id: string): WsEvent {
  const e = env.calendar.events.get(id);
  if (e === undefined)
    throw new DojoToolError(`Event with ID '${id}' not found.`);
  return e;
}

/** get_file_by_id's lookup; Python answers -1 for a missing file, and a caller that uses it fails. */
function fileOf(env: WorkspaceEnv, id: string, use: string): WsFile {
  const f = env.cloud_drive.files.get(id);
  if (f === undefined)
    throw new DojoToolError(`'int' object has no attribute '${use}'`);
  return f;
}

function parseAttachments(v: unknown): (string | WsEvent)[] | number {
  const out: (string | WsEvent)[] = [];
  for (const a of Array.isArray(v) ? (v as unknown[]) : []) {
    if (a === null || typeof a !== "object" || Array.isArray(a)) return -1;
    const o = a as Args;
    if (!("type" in o)) return -2;
    if (o.type === "file" || "file_id" in o) {
      if (!("file_id" in o)) return -3;
      out.push(str(o.file_id));
    } else {
      if (!("event_details" in o)) return -4;
      const d = (o.event_details ?? {}) as Args;
      const need = [
        "id_",
        "title",
        "description",
        "start_time",
        "end_time",
        "location",
        "participants",
      ];
      const missing = need.filter((k) => !(k in d));
      if (missing.length > 0)
        throw new DojoToolError(
          `validation error for CalendarEvent: missing ${missing.join(", ")}`,
        );
      out.push(toEvent(d));
    }
  }
  return out;
}

/** The email tools. */
export const emailTools: Record<string, MailTool> = {
  send_email: (env, a) => {
    const att = a.attachments == null ? [] : parseAttachments(a.attachments);
    if (typeof att === "number") return att;
    return copy(
      sendEmail(
        env,
        strList(a.recipients),
        str(a.subject),
        str(a.body),
        att,
        strList(a.cc),
        strList(a.bcc),
      ),
    );
  },
  delete_email: (env, a) => {
    const id = str(a.email_id);
    const e = env.inbox.emails.get(id);
    if (e === undefined) return "-1";
    env.inbox.emails.delete(id);
    env.inbox.trash.set(id, e);
    return copy(e);
  },
  get_unread_emails: (env) => {
    const unread = [...env.inbox.emails.values()].filter((e) => !e.read);
    for (const e of unread) e.read = true;
    return copy(unread);
  },
  get_sent_emails: (env) =>
    copy([...env.inbox.emails.values()].filter((e) => e.status === "sent")),
  get_received_emails: (env) =>
    copy([...env.inbox.emails.values()].filter((e) => e.status === "received")),
  get_draft_emails: (env) =>
    copy([...env.inbox.emails.values()].filter((e) => e.status === "draft")),
  search_emails: (env, a) =>
    copy(searchEmails(env, str(a.query), opt(a.sender))),
  search_contacts_by_name: (env, a) =>
    copy(
      env.inbox.contact_list.filter((c) =>
        c.name.toLowerCase().includes(str(a.query).toLowerCase()),
      ),
    ),
  search_contacts_by_email: (env, a) =>
    copy(
      env.inbox.contact_list.filter((c) =>
        c.email.toLowerCase().includes(str(a.query).toLowerCase()),
      ),
    ),
};

/** Milliseconds of a naive ISO time, read as UTC (only differences and dates are used). */
const ms = (iso: string): number => Date.parse(`${isoTime(iso).slice(0, 19)}Z`);
const fromMs = (t: number): string => new Date(t).toISOString().slice(0, 19);

/** The calendar tools. */
export const calendarTools: Record<string, MailTool> = {
  get_current_day: (env) => env.calendar.current_day,
  get_day_calendar_events: (env, a) => copy(eventsOn(env, str(a.day))),
  search_calendar_events: (env, a) =>
    copy(searchEvents(env, str(a.query), opt(a.date))),
  create_calendar_event: (env, a) => {
    const time = (s: string) =>
      s.includes("T") ? fromIso(s) : strptimeMinutes(s);
    const start = time(str(a.start_time));
    const end = time(str(a.end_time));
    // Python appends the account to the caller's list, which the invitation then goes to.
    const participants = [
      ...strList(a.participants),
      env.calendar.account_email,
    ];
    const event: WsEvent = {
      id_: nextId(env.calendar.events),
      title: str(a.title),
      description: opt(a.description) ?? "",
      start_time: start,
      end_time: end,
      location: opt(a.location) ?? null,
      participants: [...new Set(participants)],
      all_day: false,
      status: "confirmed",
    };
    env.calendar.events.set(event.id_, event);
    sendEmail(
      env,
      participants,
      `Invitation: ${event.title}`,
      event.description,
      [event],
    );
    return copy(event);
  },
  cancel_calendar_event: (env, a) => {
    const id = str(a.event_id);
    const event = eventOf(env, id);
    event.status = "canceled";
    sendEmail(
      env,
      event.participants,
      `Canceled: '${event.title}'`,
      "The event has been canceled.",
      [event],
    );
    return `Event with ID ${id} has been canceled and participants have been notified.`;
  },
  reschedule_calendar_event: (env, a) => {
    const end = opt(a.new_end_time);
    const newEnd = end === undefined ? undefined : strptimeMinutes(end);
    const newStart = strptimeMinutes(str(a.new_start_time));
    const event = eventOf(env, str(a.event_id));
    const length = ms(event.end_time) - ms(event.start_time);
    event.start_time = newStart;
    event.end_time = newEnd ?? fromMs(ms(newStart) + length);
    const e = isoTime(event.end_time);
    const body = `The event has been rescheduled. It will start on  ${newStart.slice(0, 10)} at ${newStart.slice(11, 19)} and end on ${e.slice(0, 10)} at ${e.slice(11, 19)}.`;
    // The Python's subject is not an f-string: it reads "{event.title}" as written.
    sendEmail(env, event.participants, "Rescheduled: '{event.title}'", body, [
      event,
    ]);
    return copy(event);
  },
  add_calendar_event_participants: (env, a) => {
    const event = eventOf(env, str(a.event_id));
    event.participants.push(...strList(a.participants));
    return copy(event);
  },
};

const drive: Record<string, Tool> = {
  search_files_by_filename: (env, a) =>
    copy(
      [...env.cloud_drive.files.values()].filter((f) =>
        f.filename.toLowerCase().includes(str(a.filename).toLowerCase()),
      ),
    ),
  create_file: (env, a) => {
    const content = str(a.content);
    const file: WsFile = {
      id_: nextId(env.cloud_drive.files),
      filename: str(a.filename),
      content,
      owner: env.cloud_drive.account_email,
      last_modified: NOW,
      shared_with: {},
      size: [...content].length,
    };
    env.cloud_drive.files.set(file.id_, file);
    return copy(file);
  },
  delete_file: (env, a) => {
    const id = str(a.file_id);
    const f = env.cloud_drive.files.get(id);
    if (f === undefined) return -1;
    env.cloud_drive.files.delete(id);
    return copy(f);
  },
  get_file_by_id: (env, a) => {
    const f = env.cloud_drive.files.get(str(a.file_id));
    return f === undefined ? -1 : copy(f);
  },
  list_files: (env) => copy([...env.cloud_drive.files.values()]),
  share_file: (env, a) => {
    const permission = str(a.permission);
    if (permission !== "r" && permission !== "rw")
      throw new DojoToolError(`Input should be 'r' or 'rw'`);
    const f = fileOf(env, str(a.file_id), "shared_with");
    f.shared_with[str(a.email)] = permission;
    return copy(f);
  },
  append_to_file: (env, a) => {
    const f = fileOf(env, str(a.file_id), "content");
    f.content += str(a.content);
    f.size = [...f.content].length;
    f.last_modified = NOW;
    return copy(f);
  },
  search_files: (env, a) =>
    copy(
      [...env.cloud_drive.files.values()].filter((f) =>
        f.content.toLowerCase().includes(str(a.query).toLowerCase()),
      ),
    ),
};

/** Every workspace tool, ungated. */
export const workspaceTools: Readonly<Record<string, Tool>> = {
  ...emailTools,
  ...calendarTools,
  ...drive,
};

/** The tools that change the environment. */
export const WORKSPACE_WRITES: ReadonlySet<string> = new Set([
  "send_email",
  "delete_email",
  "create_calendar_event",
  "cancel_calendar_event",
  "reschedule_calendar_event",
  "add_calendar_event_participants",
  "append_to_file",
  "create_file",
  "delete_file",
  "share_file",
]);
