// A finish's proposals put to the person at the client, in the protocol, with the 2.x SDK:
// the server answers the `tools/call` with `input_required` (revision 2026-07-28) holding
// one form elicitation; the client asks its user and calls again with the answer, and the
// decision goes through the dispatcher (`execute` on approval, `deny` otherwise). On a
// 2025-11-25 connection the SDK turns the same answer into an `elicitation/create` request.
// The proposals ride in `requestState`, so any instance (stateless HTTP) can finish the
// exchange: each is sealed by the dispatcher, which refuses one it did not issue, so the
// state the client echoes cannot be turned into another change.

import {
  CLIENT_CAPABILITIES_META_KEY,
  inputRequired,
  inputResponse,
  type ClientCapabilities,
  type InputRequiredResult,
  type Server,
  type ServerContext,
} from "@modelcontextprotocol/server";
import {
  adapterResult,
  handOver,
  type AdapterResult,
  type DecidingDispatcher,
  type OnProposals,
} from "../types.js";
import type { FinishFlow } from "./tools.js";

/** The key of the one elicitation in an `input_required` answer. */
const KEY = "approval";

/** What the person fills in: approve or not, and why not (the model reads it). */
const FORM = {
  type: "object" as const,
  properties: {
    approve: { type: "boolean" as const, title: "Approve", description: "Make these changes." },
    reason: { type: "string" as const, title: "Reason", description: "If you decline: why (the assistant reads it)." },
  },
  required: ["approve"],
};

/** The sentence the person reads: each proposed change, its tool and arguments. */
function question(proposals: readonly { readonly tool?: unknown; readonly args?: unknown }[]): string {
  const lines = proposals.map((p) => `- ${String(p.tool)} ${JSON.stringify(p.args)}`);
  const n = proposals.length;
  return `The assistant proposes ${n === 1 ? "this change" : `these ${n} changes`}. Approve?\n${lines.join("\n")}`;
}

/** True when this request's client can answer a form elicitation (its envelope on 2026-07-28, its `initialize` on 2025). */
function canAsk(server: Server, sdk: ServerContext): boolean {
  const envelope = sdk.mcpReq.envelope as { readonly [key: string]: unknown } | undefined;
  const caps = (envelope?.[CLIENT_CAPABILITIES_META_KEY] ?? server.getClientCapabilities()) as ClientCapabilities | undefined;
  return caps?.elicitation !== undefined;
}

/** The proposals carried in `requestState`, or undefined when it holds none. */
function proposalsIn<P>(state: unknown): readonly P[] | undefined {
  if (typeof state !== "string") return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(state, "base64url").toString("utf8"));
    return Array.isArray(value) && value.length > 0 ? (value as P[]) : undefined;
  } catch {
    return undefined;
  }
}

/** One result of several decided proposals: ok when every one is, with each one's text for the model. */
function combined(results: readonly AdapterResult[], code: string): AdapterResult {
  if (results.length === 1) return results[0]!;
  const ok = results.every((r) => r.ok);
  const each = results.map((r) => JSON.parse(r.forModel()) as unknown);
  return adapterResult(ok, ok ? "ok" : code, each);
}

/** The person's answer applied: approved proposals executed, declined ones denied; no answer leaves them to `onProposals`. */
async function decide<C, T, P>(
  dispatcher: DecidingDispatcher<C, T, P>,
  proposals: readonly P[],
  sdk: ServerContext,
  by: string,
  ctx: C,
  task: T,
  onProposals: OnProposals<C, T, P> | undefined,
): Promise<AdapterResult> {
  const answer = inputResponse(sdk.mcpReq.inputResponses, KEY);
  if (answer.kind !== "elicit" || answer.action === "cancel")
    return handOver(proposals, ctx, task, onProposals);
  const results: AdapterResult[] = [];
  if (answer.action === "accept" && answer.content?.["approve"] === true) {
    for (const p of proposals) results.push(await dispatcher.execute(p, ctx, { by }));
    return combined(results, "not_executed");
  }
  const given = answer.content?.["reason"];
  const reason = typeof given === "string" && given.trim() !== "" ? given.trim() : "The person declined.";
  for (const p of proposals) results.push(await dispatcher.deny(p, ctx, { by, reason }));
  return combined(results, "denied");
}

/**
 * The finish of one `tools/call` request: on its first round the call is proposed and,
 * when the client can be asked, answered with `input_required`; on the round that carries
 * the person's answer it is decided. A client that cannot be asked gets the proposals
 * handed to `onProposals`, as without `approval`.
 */
export function approvalFlow<C, T, P>(
  dispatcher: DecidingDispatcher<C, T, P>,
  server: Server,
  sdk: ServerContext,
  by: string,
  onProposals: OnProposals<C, T, P> | undefined,
): FinishFlow<C, T, InputRequiredResult> {
  return async (call, ctx, task) => {
    const carried = proposalsIn<P>(sdk.mcpReq.requestState());
    if (carried !== undefined) return decide(dispatcher, carried, sdk, by, ctx, task, onProposals);
    const r = await dispatcher.propose(call, ctx, task);
    if (!r.ok || r.proposals.length === 0) return r;
    if (!canAsk(server, sdk)) return handOver(r.proposals, ctx, task, onProposals);
    const state = Buffer.from(JSON.stringify(r.proposals)).toString("base64url");
    const message = question(r.proposals as readonly { tool?: unknown; args?: unknown }[]);
    return { ask: inputRequired({ inputRequests: { [KEY]: inputRequired.elicit({ message, requestedSchema: FORM }) }, requestState: state }) };
  };
}
