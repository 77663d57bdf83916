// What the slack tasks read of the environment as their Python does: a member's inbox or
// a channel's messages (a missing key fails the check, as Python's KeyError would), and
// the user task shape they share.
import type { DojoCall, DojoUserTask } from "../suite.js";
import type { SlackEnv, SlackMessage } from "./env.js";

/** A member's inbox, or undefined where Python's `user_inbox[user]` raises. */
export const inbox = (
  env: SlackEnv,
  user: string,
): SlackMessage[] | undefined =>
  Object.hasOwn(env.slack.user_inbox, user)
    ? env.slack.user_inbox[user]
    : undefined;

/** A channel's messages, or undefined where Python's `channel_inbox[channel]` raises. */
export const channelMessages = (
  env: SlackEnv,
  channel: string,
): SlackMessage[] | undefined =>
  Object.hasOwn(env.slack.channel_inbox, channel)
    ? env.slack.channel_inbox[channel]
    : undefined;

/** The list holds exactly one more item after than before (neither missing). */
export function oneMore(
  pre: readonly unknown[] | undefined,
  post: readonly unknown[] | undefined,
): boolean {
  return (
    pre !== undefined && post !== undefined && post.length === pre.length + 1
  );
}

/** A member's channels after the task, or [] where Python would raise. */
export const channelsOf = (env: SlackEnv, user: string): string[] =>
  env.slack.user_channels[user] ?? [];

/** The changes the task made: the trace past what `pre` held. */
export const tracedSince = (pre: SlackEnv, post: SlackEnv): DojoCall[] =>
  post.trace.slice(pre.trace.length);

/** A slack user task with no ground-truth output (the suite gives none): its answer is "". */
export function slackTask(
  n: number,
  prompt: string,
  groundTruth: (pre: SlackEnv) => DojoCall[],
  utility: (pre: SlackEnv, post: SlackEnv) => boolean,
): DojoUserTask<SlackEnv> {
  return {
    id: `user_task_${n}`,
    prompt,
    groundTruth,
    answer: () => "",
    utility: (_answer, pre, post) => utility(pre, post),
  };
}
