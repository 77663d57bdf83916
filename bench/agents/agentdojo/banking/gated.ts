// The banking toolset behind its contract: each read's handler and each write's writer is
// the suite's tool (./tools.ts) over the environment. The suite names no owned resources
// (its transaction ids are integers), so there are no owner lookups.
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Writers,
} from "../generated/dojo_banking/index.js";
import { toolsAsParts } from "../gated-parts.js";
import type { BankingEnv } from "./env.js";
import { BANKING_WRITES, bankingTools } from "./tools.js";

/** The handlers and writers of the banking toolset over `env`. */
export function bankingParts(
  env: BankingEnv,
): Pick<DispatcherOptions, "handlers" | "writers"> {
  const { handlers, writers } = toolsAsParts(bankingTools, BANKING_WRITES, env);
  return {
    handlers: handlers as unknown as Handlers,
    writers: writers as unknown as Writers,
  };
}

/** A gated banking dispatcher over `env`, with the given write-path options. */
export function bankingDispatcher(
  env: BankingEnv,
  options: Omit<DispatcherOptions, "handlers" | "writers">,
): Dispatcher {
  return createDispatcher({ ...bankingParts(env), ...options });
}
