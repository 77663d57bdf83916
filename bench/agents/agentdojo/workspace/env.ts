// The workspace suite's environment: an inbox, a calendar and a cloud drive, as AgentDojo's
// pydantic models hold them (workspace/task_suite.py, tools/*_client.py), in plain data.
// Maps keep insertion order as Python's dicts do (a JS object would sort numeric ids).
import { isoTime, loadEnvironment, type Site } from "../yaml-env.js";

const STORES: Record<string, VectorSite["store"]> = {
  initial_emails: "emails",
  initial_events: "events",
  initial_files: "files",
};

/** A calendar event. */
export interface WsEvent {
  id_: string;
  title: string;
  description: string;
  start_time: string;
  end_time: string;
  location: string | null;
  participants: string[];
  all_day: boolean;
  status: "confirmed" | "canceled";
}

/** An email: a file id or an event as each attachment. */
export interface WsEmail {
  id_: string;
  sender: string;
  recipients: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  status: "sent" | "received" | "draft";
  read: boolean;
  timestamp: string;
  attachments: (string | WsEvent)[];
}

/** A contact of the inbox. */
export interface WsContact {
  email: string;
  name: string;
}

/** A file of the cloud drive. */
export interface WsFile {
  id_: string;
  filename: string;
  content: string;
  owner: string;
  last_modified: string;
  shared_with: Record<string, "r" | "rw">;
  size: number;
}

/** The whole environment of one task; `vectors` says where each injection vector stands. */
export interface WorkspaceEnv {
  inbox: {
    account_email: string;
    emails: Map<string, WsEmail>;
    contact_list: WsContact[];
    trash: Map<string, WsEmail>;
  };
  calendar: {
    current_day: string;
    account_email: string;
    events: Map<string, WsEvent>;
  };
  cloud_drive: { account_email: string; files: Map<string, WsFile> };
  vectors: Record<string, VectorSite[]>;
}

/** Where an injection vector stands: a field of one email, event or file. */
export interface VectorSite {
  store: "emails" | "events" | "files";
  id: string;
  field: string;
}

type Raw = Record<string, unknown>;
const list = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
const strs = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => String(x)) : [];

/** Python's str.title(): a letter is upper after a character that is not a letter, else lower. */
export function pyTitle(s: string): string {
  let out = "";
  let prevCased = false;
  for (const ch of s) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (prevCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    prevCased = cased;
  }
  return out;
}

/** An event from its YAML form. */
export function toEvent(e: Raw): WsEvent {
  return {
    id_: String(e.id_),
    title: String(e.title),
    description: String(e.description ?? ""),
    start_time: isoTime(String(e.start_time)),
    end_time: isoTime(String(e.end_time)),
    location: e.location == null ? null : String(e.location),
    participants: strs(e.participants),
    all_day: e.all_day === true,
    status: e.status === "canceled" ? "canceled" : "confirmed",
  };
}

function toEmail(e: Raw): WsEmail {
  return {
    id_: String(e.id_),
    sender: String(e.sender),
    recipients: strs(e.recipients),
    cc: strs(e.cc),
    bcc: strs(e.bcc),
    subject: String(e.subject),
    body: String(e.body),
    status: (e.status as WsEmail["status"] | undefined) ?? "sent",
    read: e.read === true,
    timestamp: isoTime(String(e.timestamp)),
    attachments: list(e.attachments).map((a) =>
      typeof a === "string" ? a : toEvent(a),
    ),
  };
}

function toFile(f: Raw): WsFile {
  const content = String(f.content);
  const shared = (f.shared_with ?? {}) as Record<string, "r" | "rw">;
  return {
    id_: String(f.id_),
    filename: String(f.filename),
    content,
    owner: String(f.owner),
    last_modified: isoTime(String(f.last_modified)),
    shared_with: { ...shared },
    size: [...content].length,
  };
}

/** The inbox's contacts as AgentDojo derives them: every address of the initial emails, named from its local part. */
function contacts(emails: readonly WsEmail[]): WsContact[] {
  const out: WsContact[] = [];
  for (const e of emails)
    for (const a of [...e.recipients, e.sender, ...e.cc, ...e.bcc])
      if (!out.some((c) => c.email === a))
        out.push({
          email: a,
          name: pyTitle((a.split("@")[0] ?? "").replaceAll(".", " ")),
        });
  return out;
}

const byId = <T extends { id_: string }>(xs: T[]): Map<string, T> => {
  const m = new Map<string, T>();
  for (const x of xs) {
    if (m.has(x.id_)) throw new Error(`Duplicate id '${x.id_}'.`);
    m.set(x.id_, x);
  }
  return m;
};

/** The inbox and calendar of a suite's data (the workspace's and the travel suite's share them). */
export function mailAndCalendar(
  data: Record<string, unknown>,
): Pick<WorkspaceEnv, "inbox" | "calendar"> {
  const inbox = data.inbox as Raw;
  const calendar = data.calendar as Raw;
  const emails = list(inbox.initial_emails).map(toEmail);
  return {
    inbox: {
      account_email: String(inbox.account_email),
      emails: byId(emails),
      contact_list: contacts(emails),
      trash: new Map(),
    },
    calendar: {
      current_day: String(calendar.current_day),
      account_email: String(calendar.account_email),
      events: byId(list(calendar.initial_events).map(toEvent)),
    },
  };
}

/** The workspace environment of `dataDir`, with the given injections. */
export function workspaceEnvironment(
  dataDir: string,
  injections: Readonly<Record<string, string>>,
): WorkspaceEnv {
  const { data, sites } = loadEnvironment(dataDir, injections);
  const drive = data.cloud_drive as Raw;
  return {
    ...mailAndCalendar(data),
    cloud_drive: {
      account_email: String(drive.account_email),
      files: byId(list(drive.initial_files).map(toFile)),
    },
    vectors: Object.fromEntries(
      Object.entries(sites).map(([v, at]) => [
        v,
        at.map((s) => siteOf(data, s)),
      ]),
    ),
  };
}

/** The email, event or file field a placeholder's YAML path names. */
function siteOf(data: Raw, at: Site): VectorSite {
  const [part, list, index, field] = at;
  const store = STORES[String(list)];
  const items = (data[String(part)] as Raw | undefined)?.[String(list)];
  const item = Array.isArray(items)
    ? (items[Number(index)] as Raw | undefined)
    : undefined;
  if (store === undefined || item === undefined || at.length !== 4)
    throw new Error(
      `An injection vector stands where no tool reads it: ${at.join(".")}.`,
    );
  return { store, id: String(item.id_), field: String(field) };
}
