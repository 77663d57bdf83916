// The travel toolset behind its contract: each read's handler and each write's writer is
// the suite's tool (./tools.ts) over the environment.
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type Writers,
} from "../generated/dojo_travel/index.js";
import { toolsAsParts } from "../gated-parts.js";
import type { TravelEnv } from "./env.js";
import { TRAVEL_WRITES, travelTools } from "./tools.js";

/** The handlers, owner lookups and writers of the travel toolset over `env`. */
export function travelParts(
  env: TravelEnv,
): Pick<DispatcherOptions, "handlers" | "owners" | "writers"> {
  const { handlers, writers } = toolsAsParts(travelTools, TRAVEL_WRITES, env);
  // Every event of this calendar is the account's.
  const owners: Owners = {
    event: (id) =>
      env.calendar.events.has(id) ? env.inbox.account_email : null,
  };
  return {
    handlers: handlers as unknown as Handlers,
    owners,
    writers: writers as unknown as Writers,
  };
}

/** A gated travel dispatcher over `env`, with the given write-path options. */
export function travelDispatcher(
  env: TravelEnv,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...travelParts(env), ...options });
}
