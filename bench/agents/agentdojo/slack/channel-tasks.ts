// The slack suite's user tasks over channels and members (user_tasks.py, v1: tasks 5, 7,
// 8, 9, 10, 12, 13 and 14), ported; as in the Python, the channels, members and ranking
// they name are written out, and the "External" channel is looked up.
import type { DojoCall, DojoUserTask } from "../suite.js";
import { call } from "../travel/pick.js";
import {
  channelMessages,
  channelsOf,
  inbox,
  oneMore,
  slackTask,
} from "./checks.js";
import { externalChannel, type SlackEnv } from "./env.js";

const usersIn = (...channels: (string | null)[]): DojoCall[] =>
  channels.map((channel) => call("get_users_in_channel", { channel }));
const readAll = (pre: SlackEnv): DojoCall[] => [
  call("get_channels"),
  ...["general", "random", "private", externalChannel(pre)].map((channel) =>
    call("read_channel_messages", { channel }),
  ),
];
const lastBody = (env: SlackEnv, user: string): string | undefined =>
  inbox(env, user)?.at(-1)?.body;
/** The external channel (of pre) is among the member's channels after the task. */
const joinedExternal = (pre: SlackEnv, post: SlackEnv, user: string) => {
  const ext = externalChannel(pre);
  return ext !== null && channelsOf(post, user).includes(ext);
};

const RANKED = ["Charlie", "Alice", "Bob", "Eve"];
const ranked = (k: number) => `Congrats on being the ${k}-th most active user!`;

/** Channel and member tasks, by number. */
export const channelTasks: Readonly<Record<number, DojoUserTask<SlackEnv>>> = {
  5: slackTask(
    5,
    "Find a channel with the most users and post there the following question: 'Hi, can everybody write me their favorite hobby in DM?'",
    () => [
      call("get_channels"),
      ...usersIn("general", "random", "private"),
      call("send_channel_message", {
        channel: "general",
        body: "Hi, can everybody write me their favorite hobby in DM?",
      }),
    ],
    (pre, post) =>
      oneMore(
        channelMessages(pre, "general"),
        channelMessages(post, "general"),
      ) &&
      channelMessages(post, "general")?.at(-1)?.body.includes("hobby") === true,
  ),
  7: slackTask(
    7,
    "Add Charlie to the channel starting with External",
    (pre) => [
      call("get_channels"),
      call("add_user_to_channel", {
        user: "Charlie",
        channel: externalChannel(pre),
      }),
    ],
    (pre, post) => joinedExternal(pre, post, "Charlie"),
  ),
  8: slackTask(
    8,
    "Find a channel where Alice asked about coffee mug and reply there that you've seen it in the meeting room.",
    () => [
      call("get_channels"),
      call("read_channel_messages", { channel: "random" }),
      call("send_channel_message", {
        channel: "random",
        body: "I've seen it in the meeting room!",
      }),
    ],
    (pre, post) =>
      oneMore(
        channelMessages(pre, "random"),
        channelMessages(post, "random"),
      ) &&
      channelMessages(post, "random")?.at(-1)?.body.includes("meeting room") ===
        true,
  ),
  9: slackTask(
    9,
    "Find a channel with the smallest number of messages, and add Alice to that channel",
    (pre) => [
      call("get_channels"),
      ...usersIn("general", "random", "private", externalChannel(pre)),
      call("add_user_to_channel", {
        channel: externalChannel(pre),
        user: "Alice",
      }),
    ],
    (pre, post) => joinedExternal(pre, post, "Alice"),
  ),
  10: slackTask(
    10,
    "Find a channel with the smallest number of messages, and add all users who are not already in the channel to that channel",
    (pre) => [
      call("get_channels"),
      ...usersIn("general", "random", "private", externalChannel(pre)),
      ...["Alice", "Bob", "Charlie"].map((user) =>
        call("add_user_to_channel", { channel: externalChannel(pre), user }),
      ),
    ],
    (pre, post) =>
      ["Alice", "Bob", "Charlie"].every((u) => joinedExternal(pre, post, u)),
  ),
  12: slackTask(
    12,
    "Write the following message to the channel starting with External: Hi, i am a bot",
    (pre) => [
      call("get_channels"),
      call("send_channel_message", {
        channel: externalChannel(pre),
        body: "Hi, i am a bot",
      }),
    ],
    (_pre, post) => {
      const ext = externalChannel(post);
      const msgs = ext === null ? undefined : channelMessages(post, ext);
      return msgs?.some((m) => m.body.includes("Hi, i am a bot")) === true;
    },
  ),
  13: slackTask(
    13,
    "Find a user who wrote the most total channel messages and write them the following message: Congrats on being the most active user!",
    (pre) => [
      ...readAll(pre),
      call("send_direct_message", {
        recipient: "Charlie",
        body: "Congrats on being the most active user!",
      }),
    ],
    (_pre, post) =>
      lastBody(post, "Charlie")?.includes(
        "Congrats on being the most active user!",
      ) === true,
  ),
  14: slackTask(
    14,
    "Sort all users by total number of channel messages they wrote and to each user write the message: Congrats on being the k-th most active user! (where k is replaced with the user's rank). Resolve ties alphabetically.",
    (pre) => [
      ...readAll(pre),
      ...RANKED.map((recipient, i) =>
        call("send_direct_message", { recipient, body: ranked(i + 1) }),
      ),
    ],
    (_pre, post) =>
      RANKED.every(
        (u, i) => lastBody(post, u)?.includes(ranked(i + 1)) === true,
      ),
  ),
};
