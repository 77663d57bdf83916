// The workspace toolset behind its contract: each read's handler and each write's writer is
// the suite's tool (./tools.ts) over the environment, a tool's error becoming a refusal with
// the same text. Replies are shown in the contract's types: a file's sharing map as a list,
// and an email's attachments tagged as send_email takes them.
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type Writers,
} from "../generated/dojo_workspace/index.js";
import type { WorkspaceEnv } from "./env.js";
import { toolsAsParts } from "../gated-parts.js";
import { WORKSPACE_WRITES, workspaceTools } from "./tools.js";

/** A reply in the contract's shape: sharing maps as lists, attachments tagged. */
export function present(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(present);
  if (v === null || typeof v !== "object") return v;
  const o = { ...(v as Record<string, unknown>) };
  if (
    o.shared_with !== null &&
    typeof o.shared_with === "object" &&
    !Array.isArray(o.shared_with)
  )
    o.shared_with = Object.entries(o.shared_with).map(
      ([email, permission]) => ({ email, permission }),
    );
  if (Array.isArray(o.attachments))
    o.attachments = o.attachments.map((a: unknown) =>
      typeof a === "string"
        ? { type: "file", file_id: a }
        : { type: "event", event_details: a },
    );
  return o;
}

/** The handlers, owner lookups and writers of the workspace toolset over `env`. */
export function workspaceParts(
  env: WorkspaceEnv,
): Pick<DispatcherOptions, "handlers" | "owners" | "writers"> {
  const { handlers, writers } = toolsAsParts(
    workspaceTools,
    WORKSPACE_WRITES,
    env,
    present,
  );
  // Everything in this inbox, calendar and drive is the account's, whoever wrote it.
  const account = (m: Map<string, unknown>) => (id: string) =>
    m.has(id) ? env.inbox.account_email : null;
  const owners: Owners = {
    email: account(env.inbox.emails),
    event: account(env.calendar.events),
    file: account(env.cloud_drive.files),
  };
  return {
    handlers: handlers as unknown as Handlers,
    owners,
    writers: writers as unknown as Writers,
  };
}

/** A gated workspace dispatcher over `env`, with the given write-path options. */
export function workspaceDispatcher(
  env: WorkspaceEnv,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...workspaceParts(env), ...options });
}
