// The shapes the write path trades in (a sealed proposal, an approval, a denial, an
// operation, a saved task, the dispatcher's write options) and the small checks on them;
// the desk that issues, opens and decides proposals is runtime-writes.ts.
import { DEFAULT_RESULT_MAX, ToolResult } from "./runtime.js";
import { readField } from "./runtime-steps.js";
import { canonicalJson, keyBytes, type ProposalKey } from "./runtime-seal.js";
import type { AuditRecord, RunOnceStore } from "./runtime-store.js";
import type { PolicySeal } from "./runtime-policy.js";
import type { Provenance } from "./runtime-provenance.js";

/** A proposal as `propose` issues it: one action, sealed with the dispatcher's key. */
export interface SealedProposal<T extends string = string, A = unknown> {
  readonly operation_id: string;
  readonly tool: T;
  readonly args: A;
  readonly toolset: string;
  /** The fingerprint of what its write's meaning depends on, in the contract it was proposed under. */
  readonly contract: string;
  /** The SHA-256 of the part of the trusted context its write's gates read. */
  readonly context: string;
  readonly task_id: string;
  /** Epoch milliseconds. */
  readonly issued_at: number;
  readonly expires_at: number;
  /** Each argument's provenance when proposed (a write with a policy only). */
  readonly provenance?: { readonly [arg: string]: Provenance };
  /** `auto` when the write's `auto when` held, so `approveByPolicy` may approve it; else `person`. */
  readonly policy?: "auto" | "person";
  /** The text of the `auto when` that held, or "". */
  readonly policy_note?: string;
  /** HMAC-SHA-256 of all the fields above, in hex. */
  readonly seal: string;
}

/**
 * A person's approval of a proposal: `by` names who approved (required, non-empty; recorded,
 * not authenticated), `note` what they wrote. On `execute`, `rerun: true` asks to run again
 * an operation whose outcome is unknown: an explicit, audited request.
 */
export interface Approval {
  readonly by: string;
  readonly note?: string;
  readonly rerun?: boolean;
  readonly [detail: string]: unknown;
}

/** A person's denial of a proposal, with the reason the model may read. */
export interface Denial {
  readonly by: string;
  readonly reason: string;
}

/** What a writer learns about the approved operation it runs; `operation_id` is stable across retries. */
export interface WriteOperation {
  readonly operation_id: string;
  readonly approval: Approval;
  /** 1 for the first run; more when a failed run (nothing written) is executed again, or an unknown one re-run: the key for the downstream system's own idempotency, with `operation_id`. */
  readonly attempt: number;
}

/** A task saved with `saveTask`: its state, its version in the store, the digest of its context, and a seal over them. */
export interface SavedTask {
  readonly state: unknown;
  readonly version: number;
  readonly context: string;
  readonly seal: string;
}

/** The write path's options, as `createDispatcher` receives them. */
export interface WriteOptions {
  readonly proposalKey?: ProposalKey;
  readonly runOnce?: RunOnceStore;
  readonly audit?: (record: AuditRecord) => unknown;
  readonly proposalTtlMs?: number;
  readonly storeTimeoutMs?: number;
  readonly timeoutMs?: unknown;
}

/** The longest timer JavaScript honours (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMEOUT_MS = 2147483647;
/** How long a proposal stays open by default (`proposalTtlMs`): seven days. */
export const DEFAULT_TTL_MS = 7 * 24 * 3600 * 1000;
/** How long a store call may take by default (`storeTimeoutMs`). */
export const DEFAULT_STORE_TIMEOUT_MS = 10000;
/** The kind every sealed proposal carries. */
export const PROPOSAL = "contractc.proposal.v1";

/** The message of a bad `createDispatcher` option. */
function badTimeout(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_TIMEOUT_MS)
    return undefined;
  const shown = typeof value === "number" ? String(value) : typeof value;
  return `${name} must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, not ${shown}`;
}

/** Every problem of the options, checked once when the dispatcher is made. */
export function optionProblems(options: WriteOptions, hasWrites: boolean): string[] {
  const problems: string[] = [];
  const t = options.timeoutMs;
  if (typeof t === "object" && t !== null)
    for (const [tool, v] of Object.entries(t))
      problems.push(badTimeout(`timeoutMs.${tool}`, v) ?? "");
  else problems.push(badTimeout("timeoutMs", t) ?? "");
  problems.push(badTimeout("storeTimeoutMs", options.storeTimeoutMs) ?? "");
  const ttl = options.proposalTtlMs;
  if (ttl !== undefined && !(Number.isSafeInteger(ttl) && ttl >= 1))
    problems.push(
      `proposalTtlMs must be a whole number of milliseconds, at least 1, not ${String(ttl)}`,
    );
  if (hasWrites && options.runOnce === undefined)
    problems.push(
      "runOnce is required: this toolset has writes, and the store is what makes an approved write run once. " +
        "Pass sqliteStore(db) from @contractc/runtime/sqlite or postgresStore(pool) from @contractc/runtime/postgres, " +
        "shared by every dispatcher and process; memoryStore() serves tests and one-process demos only (it forgets on restart and is shared by nothing)",
    );
  if (options.proposalKey !== undefined || hasWrites) {
    const key = keyBytes(options.proposalKey);
    if (typeof key === "string")
      problems.push(
        options.proposalKey === undefined
          ? `proposalKey is required: this toolset has writes, and proposals are sealed with it (${key})`
          : `proposalKey must be ${key}`,
      );
  }
  return problems.filter((p) => p !== "");
}

/** The text of `invalid_proposal` for a proposal that fails its seal. */
export const FORGED =
  "The proposal is not valid: this dispatcher did not issue it, or it was changed since.";

/** A proposal whose seal, expiry, context and contract were checked; `args` is a fresh copy of what was sealed. */
export interface OpenProposal {
  readonly operation_id: string;
  readonly tool: string;
  readonly args: unknown;
  readonly task_id: string;
  /** What a write with a policy was sealed with: the arguments' provenance and the policy's verdict. */
  readonly provenance?: PolicySeal["provenance"];
  readonly policy?: "auto" | "person";
  readonly policy_note?: string;
}

/** A proposal opened: its checked fields, or the refusal that ends it. */
export type Opened =
  | { readonly ok: true; readonly proposal: OpenProposal }
  | { readonly ok: false; readonly result: ToolResult };

/** A refusal of the write path, with the default cap. */
export function refusal(code: string, text: string, reason: string = code): ToolResult {
  return ToolResult.refusal(code, text, DEFAULT_RESULT_MAX, reason);
}

/** A plain copy of untrusted data, or null when it has none. */
export function plainCopy(value: unknown): unknown {
  try {
    return JSON.parse(canonicalJson(value)) as unknown;
  } catch {
    return null;
  }
}

/** A string field of untrusted data no longer than `max`, else `undefined`. */
export function textField(value: unknown, key: string, max = 200): string | undefined {
  const v = readField(value, key);
  return typeof v === "string" && v.length <= max ? v : undefined;
}

/** The approver named by an approval or denial, or `undefined` when it names none. */
export function approverOf(approval: unknown): string | undefined {
  const by = textField(approval, "by", 500);
  return by !== undefined && by.trim() !== "" ? by : undefined;
}
