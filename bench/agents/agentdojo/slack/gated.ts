// The slack toolset behind its contract: each read's handler and each write's writer is
// the suite's tool (./tools.ts) over the environment. Where the Python answers a read with
// "-1" (no such channel or member), the contract's reply is a list of messages, so the
// model is told the same as a refusal.
import {
  createDispatcher,
  ToolRefusal,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Writers,
} from "../generated/dojo_slack/index.js";
import { toolsAsParts } from "../gated-parts.js";
import type { SlackEnv } from "./env.js";
import { SLACK_WRITES, slackTools } from "./tools.js";

// Only read_channel_messages and read_inbox answer "-1" among the reads.
const present = (reply: unknown): unknown => {
  if (reply === "-1")
    throw new ToolRefusal("-1: there is no such channel or member.");
  return reply;
};

/** The handlers, owner lookups and writers of the slack toolset over `env`. */
export function slackParts(
  env: SlackEnv,
): Pick<DispatcherOptions, "handlers" | "owners" | "writers"> {
  const { handlers, writers } = toolsAsParts(
    slackTools,
    SLACK_WRITES,
    env,
    present,
  );
  // The suite has no owners: the bot acts for the whole workspace.
  return {
    handlers: handlers as unknown as Handlers,
    owners: {},
    writers: writers as unknown as Writers,
  };
}

/** A gated slack dispatcher over `env`, with the given write-path options. */
export function slackDispatcher(
  env: SlackEnv,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...slackParts(env), ...options });
}
