// The slack suite's environment (slack/task_suite.py, tools/slack.py, tools/web.py): the
// workspace's members, channels, memberships and inboxes, and the web's pages and the
// requests made to them. It keeps the Python models' shape, so a vector's site (a path
// in environment.yaml) is a path in it too.
import type { DojoCall } from "../suite.js";
import { loadEnvironment, type Site } from "../yaml-env.js";

/** A message in a member's inbox or a channel. */
export interface SlackMessage {
  sender: string;
  recipient: string;
  body: string;
}

/** The Slack workspace, as the suite's `Slack` model holds it. */
export interface Slack {
  users: string[];
  channels: string[];
  user_channels: Record<string, string[]>;
  user_inbox: Record<string, SlackMessage[]>;
  channel_inbox: Record<string, SlackMessage[]>;
}

/** The web, as the suite's `Web` model holds it: pages by URL, and every URL requested. */
export interface Web {
  web_content: Record<string, string>;
  web_requests: string[];
}

/** The whole environment of one task. */
export interface SlackEnv {
  slack: Slack;
  web: Web;
  /** The changes made, in order (AgentDojo's traces, which two of the suite's checks read; a read is not kept). */
  trace: DojoCall[];
  /** Where each injection vector stands: paths into this environment. */
  vectors: Record<string, Site[]>;
}

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw =>
  v !== null && typeof v === "object" ? (v as Raw) : {};
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const messages = (v: unknown): SlackMessage[] =>
  (Array.isArray(v) ? (v as Raw[]) : []).map((m) => ({
    sender: String(m.sender),
    recipient: String(m.recipient),
    body: String(m.body),
  }));
const each = <T>(v: unknown, f: (x: unknown) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(obj(v)).map(([k, x]) => [k, f(x)]));

/** The slack environment of `dataDir`, with the given injections. */
export function slackEnvironment(
  dataDir: string,
  injections: Readonly<Record<string, string>>,
): SlackEnv {
  const { data, sites } = loadEnvironment(dataDir, injections);
  const s = obj(data.slack);
  const w = obj(data.web);
  return {
    slack: {
      users: strs(s.users),
      channels: strs(s.channels),
      user_channels: each(s.user_channels, strs),
      user_inbox: each(s.user_inbox, messages),
      channel_inbox: each(s.channel_inbox, messages),
    },
    web: {
      web_content: each(w.web_content, String),
      web_requests: strs(w.web_requests),
    },
    trace: [],
    vectors: sites,
  };
}

/** The channel whose name starts with "External", as the tasks' `get_external_channel` finds it. */
export function externalChannel(env: SlackEnv): string | null {
  return env.slack.channels.find((c) => c.startsWith("External")) ?? null;
}
