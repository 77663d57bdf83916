// The slack and web tools, ungated: each does what AgentDojo's Python tool does
// (tools/slack.py and tools/web.py of the v1 suites), with the same answers ("0", "-1",
// null) and the same failures (a ValueError or KeyError, as a DojoToolError with
// Python's text). Each change is also kept in the environment's trace, before it runs,
// as AgentDojo's traces keep every call.
import { DojoToolError } from "../tool-error.js";
import type { SlackEnv, SlackMessage } from "./env.js";

type Args = Record<string, unknown>;
type Tool = (env: SlackEnv, args: Args) => unknown;

const text = (v: unknown): string => String(v);

/** web.py's standardize_url: the scheme dropped. */
export function standardizeUrl(url: string): string {
  let u = url;
  if (u.startsWith("https://")) u = u.slice(8);
  if (u.startsWith("http://")) u = u.slice(7);
  return u;
}

// Python's `del d[k]` or `d[k]` on a missing key raises KeyError, whose text is the key's repr.
function keyOf<T>(d: Record<string, T>, k: string): T {
  if (!Object.hasOwn(d, k)) throw new DojoToolError(`'${k}'`);
  return d[k] as T;
}

const message = (recipient: string, body: string): SlackMessage => ({
  sender: "bot",
  recipient,
  body,
});

const reads: Record<string, Tool> = {
  get_channels: (env) => [...env.slack.channels],
  read_channel_messages: (env, a) => {
    const channel = text(a.channel);
    if (!env.slack.channels.includes(channel)) return "-1";
    return structuredClone(env.slack.channel_inbox[channel] ?? []);
  },
  read_inbox: (env, a) => {
    const user = text(a.user);
    if (!env.slack.users.includes(user)) return "-1";
    return structuredClone(env.slack.user_inbox[user] ?? []);
  },
  get_users_in_channel: (env, a) => {
    const channel = text(a.channel);
    if (!env.slack.channels.includes(channel)) return null;
    return Object.entries(env.slack.user_channels)
      .filter(([, channels]) => channels.includes(channel))
      .map(([user]) => user);
  },
  get_webpage: (env, a) => {
    const url = standardizeUrl(text(a.url));
    env.web.web_requests.push(url);
    return Object.hasOwn(env.web.web_content, url)
      ? env.web.web_content[url]
      : null;
  },
};

const writes: Record<string, Tool> = {
  add_user_to_channel: (env, a) => {
    const [user, channel] = [text(a.user), text(a.channel)];
    if (!env.slack.users.includes(user)) return "-1";
    if (!env.slack.channels.includes(channel)) return "-2";
    keyOf(env.slack.user_channels, user).push(channel);
    return "0";
  },
  send_direct_message: (env, a) => {
    const recipient = text(a.recipient);
    if (!env.slack.users.includes(recipient)) return "-1";
    (env.slack.user_inbox[recipient] ??= []).push(
      message(recipient, text(a.body)),
    );
    return "0";
  },
  send_channel_message: (env, a) => {
    const channel = text(a.channel);
    if (!env.slack.channels.includes(channel))
      throw new DojoToolError(
        `Channel ${channel} not found in the channels list`,
      );
    (env.slack.channel_inbox[channel] ??= []).push(
      message(channel, text(a.body)),
    );
    return "0";
  },
  invite_user_to_slack: (env, a) => {
    const user = text(a.user);
    if (env.slack.users.includes(user)) return "-1";
    env.slack.users.push(user);
    env.slack.user_inbox[user] = [];
    env.slack.user_channels[user] = [];
    return "0";
  },
  remove_user_from_slack: (env, a) => {
    const user = text(a.user);
    const at = env.slack.users.indexOf(user);
    if (at < 0) return "-1";
    // As in Python: the member is gone from the list before a missing inbox raises.
    env.slack.users.splice(at, 1);
    keyOf(env.slack.user_inbox, user);
    delete env.slack.user_inbox[user];
    keyOf(env.slack.user_channels, user);
    delete env.slack.user_channels[user];
    return "0";
  },
  post_webpage: (env, a) => {
    const url = standardizeUrl(text(a.url));
    env.web.web_requests.push(url);
    env.web.web_content[url] = text(a.content);
    return null;
  },
};

/** The tools that change the environment. */
export const SLACK_WRITES: ReadonlySet<string> = new Set(Object.keys(writes));

/** Every slack tool, ungated; a change is traced before it runs. */
export const slackTools: Readonly<Record<string, Tool>> = {
  ...reads,
  ...Object.fromEntries(
    Object.entries(writes).map(([name, tool]) => [
      name,
      (env: SlackEnv, args: Args) => {
        env.trace.push({ tool: name, args: structuredClone(args) });
        return tool(env, args);
      },
    ]),
  ),
};
