// A write's approval policy at work: when a proposal is made, each argument's provenance is
// worked out from what the task has seen and sealed with it; a `refuse when` that holds
// refuses the proposal (`untrusted_value`), an `auto when` that holds marks it as one the
// policy approves. `approveByPolicy` approves only such a proposal, audited under its own
// approver name; everything else waits for a person, who reads `describeProposal`.
import { ToolResult, type Task } from "./runtime.js";
import { approveOne } from "./runtime-decide.js";
import {
  contextValues,
  provenanceOf,
  ruleHolding,
  type Provenance,
  type Source,
  type WritePolicy,
} from "./runtime-provenance.js";
import { refusal, type WriteDesk } from "./runtime-writes.js";

/** The approver an approval by the contract's policy is recorded under. */
export const POLICY_APPROVER = "policy (auto when)";

/** What a proposal of a write with a policy is sealed with. */
export interface PolicySeal {
  /** Each argument's provenance when it was proposed. */
  readonly provenance: { readonly [arg: string]: Provenance };
  /** `auto`: an `auto when` of its write held; `person`: a person decides. */
  readonly policy: "auto" | "person";
  /** The text of the `auto when` that held, or "". */
  readonly policy_note: string;
}

/** The judgement of one proposed action: refused with a text, or the fields it is sealed with. */
export type Judged =
  | { readonly refused: true; readonly text: string }
  | { readonly refused: false; readonly seal: PolicySeal };

/** Judges one action of a write with a policy against what `task` has seen and the context. */
export function judge(policy: WritePolicy, args: unknown, ctx: unknown, task: Task): Judged {
  const context = contextValues(ctx);
  const provenance: Record<string, Provenance> = {};
  if (typeof args === "object" && args !== null)
    for (const [k, v] of Object.entries(args))
      provenance[k] = provenanceOf(v, task.sightings, context);
  const refused = ruleHolding(policy.refuse, args, provenance);
  if (refused !== undefined) return { refused: true, text: refused.text };
  const auto = ruleHolding(policy.auto, args, provenance);
  return {
    refused: false,
    seal: {
      provenance,
      policy: auto ? "auto" : "person",
      policy_note: auto?.text ?? "",
    },
  };
}

/** The text of `not_auto`: a person must decide this proposal. */
const NOT_AUTO =
  "This proposal is not one its contract's policy approves (no 'auto when' of its write held when it was proposed): a person decides it.";

/** `approveByPolicy`: approves, as the policy, a proposal sealed as one its `auto when` approves; anything else is refused `not_auto`. */
export async function approveAsPolicy(
  desk: WriteDesk,
  proposal: unknown,
  ctx: unknown,
): Promise<ToolResult> {
  const started = Date.now();
  const opened = await desk.open(proposal, ctx);
  if (!opened.ok) {
    await desk.recordRefused("approve", proposal, POLICY_APPROVER, opened.result, started);
    return opened.result;
  }
  const p = opened.proposal;
  if (p.policy !== "auto") {
    const r = refusal("not_auto", NOT_AUTO, "not auto");
    await desk.record("approve", p, POLICY_APPROVER, r.code, started);
    return r;
  }
  return approveOne(desk, proposal, ctx, {
    by: POLICY_APPROVER,
    note: p.policy_note || "auto when",
  });
}

const SHOWN_CHARS = 200;

// One value and its sources, as a person reads them.
function shownValue(value: unknown, p: Provenance | undefined): string {
  if (typeof value === "string" || typeof value === "number") {
    const text = JSON.stringify(value);
    const cut = text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
    const sources =
      Array.isArray(p) && p.every((x) => typeof x === "string") ? (p as Source[]) : ["nowhere"];
    return `${cut} (seen in: ${sources.join(", ")})`;
  }
  if (Array.isArray(value)) {
    const items = Array.isArray(p) ? (p as Provenance[]) : [];
    return `[${value.map((v: unknown, i) => shownValue(v, items[i])).join("; ")}]`;
  }
  if (typeof value === "object" && value !== null) {
    const fields =
      typeof p === "object" && p !== null && !Array.isArray(p)
        ? (p as Record<string, Provenance>)
        : {};
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${shownValue(v, fields[k])}`)
      .join("; ")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A proposal's text for a person: its tool, then each argument with where the task saw it. */
export function describeProposal(proposal: {
  readonly tool: string;
  readonly args: unknown;
  readonly provenance?: { readonly [arg: string]: Provenance };
  readonly policy?: string;
  readonly policy_note?: string;
}): string {
  const args = typeof proposal.args === "object" && proposal.args !== null ? proposal.args : {};
  const traced = proposal.provenance;
  const lines = Object.entries(args).map(([k, v]) =>
    traced === undefined ? `  ${k} = ${JSON.stringify(v)}` : `  ${k} = ${shownValue(v, traced[k])}`,
  );
  const head =
    proposal.policy === "auto"
      ? `${proposal.tool} (its policy approves it: ${proposal.policy_note ?? ""})`
      : proposal.provenance === undefined
        ? proposal.tool
        : `${proposal.tool} (a person decides)`;
  return [head, ...lines].join("\n");
}
