// The write path shared by every generated dispatcher: proposals sealed when issued
// and opened (seal, expiry, context, contract) before anything else. What happens to an
// opened proposal (approval, denial, the run-once claim, the writer and its recorded
// outcome) is in runtime-decide.ts; saved tasks and per-task counters in runtime-tasks.ts.
import { DEFAULT_RESULT_MAX, Task, ToolResult, type TaskRestore } from "./runtime.js";
import { parseArguments, readField, type ToolResults, type Want } from "./runtime-steps.js";
import { contextDigest, writeSeal, type WriteSeals } from "./runtime-digest.js";
import { canonicalJson, keyBytes, randomId, Sealer, type ProposalKey } from "./runtime-seal.js";
import type { AuditRecord, RunOnceStore } from "./runtime-store.js";
import type { OnceBind } from "./runtime-once.js";
import { auditRecord, digestOfAnything, Ledger, type Audited } from "./runtime-ledger.js";
import { approveOne, denyOne, executeOne, runOne, type Dispatch } from "./runtime-decide.js";
import { reserveWants, restoreSaved, saveSealed } from "./runtime-tasks.js";
import { approveAsPolicy, judge, type PolicySeal } from "./runtime-policy.js";
import type { PolicyRule, Provenance, UntrustedPaths } from "./runtime-provenance.js";

import {
  approverOf,
  DEFAULT_STORE_TIMEOUT_MS,
  DEFAULT_TTL_MS,
  FORGED,
  optionProblems,
  plainCopy,
  PROPOSAL,
  refusal,
  textField,
  type Approval,
  type Denial,
  type OpenProposal,
  type Opened,
  type SavedTask,
  type SealedProposal,
  type WriteOperation,
  type WriteOptions,
} from "./runtime-write-shapes.js";

export {
  FORGED,
  MAX_TIMEOUT_MS,
  approverOf,
  optionProblems,
  plainCopy,
  refusal,
  textField,
  type Approval,
  type Denial,
  type OpenProposal,
  type SavedTask,
  type SealedProposal,
  type WriteOperation,
  type WriteOptions,
} from "./runtime-write-shapes.js";

/** The write path of one dispatcher. */
export class WriteDesk {
  /** The run-once store, with timeouts and retries. */
  readonly ledger: Ledger;
  /** The key's sealer; `undefined` without a `proposalKey`. */
  readonly sealer: Sealer | undefined;
  private readonly ttl: number;
  /** Milliseconds before a store's answer counts as missing. */
  readonly storeTimeout: number;

  /** Throws a clear error naming every bad option: a dispatcher is configuration, not a call. */
  constructor(
    readonly toolset: string,
    readonly writes: WriteSeals,
    hasWrites: boolean,
    private readonly options: WriteOptions,
    /** The `untrusted` paths of each read, in a toolset with provenance: its reads label what the task sees. */
    private readonly untrusted?: { readonly [read: string]: UntrustedPaths },
    /** Each read's `refuse when` rules, judged over a call's arguments before it runs. */
    private readonly readRefusals?: { readonly [read: string]: readonly PolicyRule[] },
  ) {
    const problems = optionProblems(options, hasWrites);
    if (problems.length)
      throw new TypeError(`createDispatcher (${toolset}): ${problems.join("; ")}`);
    const key = options.proposalKey === undefined ? undefined : keyBytes(options.proposalKey);
    this.sealer = key instanceof Uint8Array ? new Sealer(key) : undefined;
    this.ttl = options.proposalTtlMs ?? DEFAULT_TTL_MS;
    this.storeTimeout = options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
    this.ledger = new Ledger(options.runOnce, this.storeTimeout, options.audit);
  }

  /** Epoch milliseconds by the store's clock (the database server's), else this process's. */
  async clock(): Promise<number> {
    if (this.ledger.store?.now === undefined) return Date.now();
    const now = await this.ledger.ask((s) => s.now?.());
    return now.ok && typeof now.value === "number" && Number.isFinite(now.value)
      ? now.value
      : Date.now();
  }

  /** The run-once store, if the dispatcher was given one. */
  get store(): RunOnceStore | undefined {
    return this.ledger.store;
  }

  private fields(p: Omit<SealedProposal, "seal">): unknown[] {
    // A write with a policy seals its verdict and the provenance with the rest.
    const judged =
      typeof p.policy === "string" ? [p.provenance ?? null, p.policy, p.policy_note ?? ""] : [];
    return [
      PROPOSAL,
      p.toolset,
      p.contract,
      p.operation_id,
      p.tool,
      p.args,
      p.context,
      p.task_id,
      p.issued_at,
      p.expires_at,
      ...judged,
    ];
  }

  /** Seals one proposal per action and records each; the result carries them. */
  async issue(
    results: ToolResults,
    data: unknown,
    actions: readonly { readonly tool: string; readonly args: unknown }[],
    ctx: unknown,
    task: Task,
  ): Promise<ToolResult> {
    const started = Date.now();
    if (actions.length === 0) return results.ok(data, []);
    const sealer = this.sealer;
    if (sealer === undefined) return refusal("invalid_proposal", "No proposal key is configured.");
    const task_id = typeof task.id === "string" ? task.id : "";
    const issued_at = await this.clock();
    const proposals: SealedProposal[] = [];
    for (const a of actions) {
      // Each write is bound to its own meaning and to the context fields its gates read.
      const write = writeSeal(this.writes, a.tool);
      // Generated code proposes write tools only; anything else is refused, never sealed.
      if (write === undefined)
        return refusal("invalid_proposal", `${a.tool} is not a write tool.`, "not a write tool");
      const judged =
        write.policy === undefined ? undefined : judge(write.policy, a.args, ctx, task);
      if (judged?.refused === true) return refusal("untrusted_value", judged.text, "refuse when");
      const open = {
        operation_id: randomId(),
        tool: a.tool,
        args: a.args,
        toolset: this.toolset,
        contract: write.contract,
        context: await contextDigest(ctx, write),
        task_id,
        issued_at,
        expires_at: issued_at + this.ttl,
        ...(judged === undefined ? {} : judged.seal),
      };
      proposals.push({ ...open, seal: await sealer.seal(this.fields(open)) });
    }
    const rows = proposals.map((p) => ({
      operation_id: p.operation_id,
      tool: p.tool,
      task_id,
      proposal: JSON.stringify(p),
    }));
    const kept = await this.ledger.ask((store) => store.propose(rows));
    if (!kept.ok)
      return refusal(
        "service_unavailable",
        "The change could not be proposed: the run-once store did not answer. Nothing was proposed; you may try again once.",
        `propose ${kept.reason}`,
      );
    for (const p of proposals) await this.record("propose", p, null, "ok", started);
    return results.ok(data, proposals);
  }

  /** Checks a proposal: well formed, sealed by this key, unexpired, for this context and contract; never rejects. */
  async open(proposal: unknown, ctx: unknown): Promise<Opened> {
    try {
      return await this.opened(proposal, ctx);
    } catch {
      return {
        ok: false,
        result: refusal(
          "invalid_proposal",
          "The proposal or its context cannot be read.",
          "unreadable",
        ),
      };
    }
  }

  private async opened(proposal: unknown, ctx: unknown): Promise<Opened> {
    const no = (text: string, reason: string): Opened => ({
      ok: false,
      result: refusal("invalid_proposal", text, reason),
    });
    const s = {
      operation_id: textField(proposal, "operation_id"),
      tool: textField(proposal, "tool"),
      toolset: textField(proposal, "toolset"),
      contract: textField(proposal, "contract"),
      context: textField(proposal, "context"),
      task_id: textField(proposal, "task_id"),
      issued_at: readField(proposal, "issued_at"),
      expires_at: readField(proposal, "expires_at"),
    };
    const args = plainCopy(readField(proposal, "args"));
    const seal = readField(proposal, "seal");
    const policy = textField(proposal, "policy");
    const judged: Partial<PolicySeal> =
      policy === "auto" || policy === "person"
        ? {
            provenance: plainCopy(readField(proposal, "provenance")) as PolicySeal["provenance"],
            policy,
            policy_note: textField(proposal, "policy_note", 2000) ?? "",
          }
        : {};
    if (
      this.sealer === undefined ||
      !s.operation_id ||
      s.tool === undefined ||
      s.toolset === undefined ||
      s.contract === undefined ||
      s.context === undefined ||
      s.task_id === undefined ||
      typeof s.issued_at !== "number" ||
      typeof s.expires_at !== "number"
    )
      return no(FORGED, "malformed proposal");
    const fields = {
      ...s,
      operation_id: s.operation_id,
      tool: s.tool,
      toolset: s.toolset,
      contract: s.contract,
      context: s.context,
      task_id: s.task_id,
      issued_at: s.issued_at,
      expires_at: s.expires_at,
      args,
      ...judged,
    };
    if (!(await this.sealer.verify(this.fields(fields), seal))) return no(FORGED, "bad seal");
    if (s.toolset !== this.toolset) return no(FORGED, "another toolset");
    const write = writeSeal(this.writes, s.tool);
    if (write === undefined || s.contract !== write.contract)
      return no(
        "The proposal was made under another version of the contract; it must be proposed again.",
        "another contract",
      );
    // The issuer's sealed expiry, and this dispatcher's own `proposalTtlMs`, both hold.
    if ((await this.clock()) > Math.min(s.expires_at, s.issued_at + this.ttl))
      return no("The proposal has expired; it must be proposed again.", "expired");
    // A context the seal cannot encode (a BigInt or a cycle in a field read) was not its context.
    const context = await contextDigest(ctx, write).catch(() => undefined);
    if (context !== s.context)
      return no("The proposal was made for another context.", "another context");
    return {
      ok: true,
      proposal: {
        operation_id: fields.operation_id,
        tool: fields.tool,
        args,
        task_id: fields.task_id,
        ...judged,
      },
    };
  }

  /** `untrusted_value` when a `refuse when` of the read `tool` holds of the call's arguments, judged against what `task` has seen; undefined otherwise (arguments that are not an object are left to their check). */
  refuseRead(task: Task, tool: string, call: unknown, ctx: unknown): ToolResult | undefined {
    const rules = this.readRefusals;
    if (rules === undefined || !Object.hasOwn(rules, tool)) return undefined;
    const args = parseArguments(readField(call, "arguments"));
    if (typeof args !== "object" || args === null || Array.isArray(args)) return undefined;
    const judged = judge({ refuse: rules[tool] ?? [], auto: [] }, args, ctx, task);
    return judged.refused ? refusal("untrusted_value", judged.text, "refuse when") : undefined;
  }

  /** Labels what a successful read of a toolset with provenance returned, in its task. */
  async label(task: Task, tool: string, pending: Promise<ToolResult>): Promise<ToolResult> {
    const result = await pending;
    const paths = this.untrusted;
    if (result.ok && paths !== undefined && Object.hasOwn(paths, tool))
      task.sightings.label(result.data, paths[tool] ?? []);
    return result;
  }

  /** Adds the user's own request to what `task` has seen: its values count as from `user`. */
  addUserText(task: Task, text: string): void {
    task.sightings.addUser(text);
  }

  /** `approveByPolicy`: approves a proposal its write's `auto when` approved, as the policy; never rejects. */
  approveByPolicy(proposal: unknown, ctx: unknown): Promise<ToolResult> {
    return approveAsPolicy(this, proposal, ctx).catch(() =>
      refusal(
        "tool_error",
        "The approval could not be handled. Nothing changed.",
        "approve crashed",
      ),
    );
  }

  /** `approve`: records a person's approval of a proposal, so a worker may execute it; never rejects. */
  approve(proposal: unknown, ctx: unknown, approval: unknown): Promise<ToolResult> {
    return approveOne(this, proposal, ctx, approval);
  }

  /** `deny`: records a person's denial; `denied` only once recorded, and a denied operation never runs; never rejects. */
  deny(proposal: unknown, ctx: unknown, denial: unknown): Promise<ToolResult> {
    return denyOne(this, proposal, ctx, denial);
  }

  /** `execute`: open, require an approver, run `dispatch` (the tool's gates and `run`), and audit it all. */
  execute(
    proposal: unknown,
    ctx: unknown,
    approval: unknown,
    dispatch: Dispatch,
  ): Promise<ToolResult> {
    return executeOne(this, proposal, ctx, approval, dispatch);
  }

  /** Claims the operation, binds its `once` values, runs the writer at most once, records how it ended, and says so truthfully. */
  run(
    p: OpenProposal,
    approval: Approval,
    results: ToolResults,
    timeoutMs: number | undefined,
    write: (op: WriteOperation) => unknown,
    binds: readonly OnceBind[] = [],
  ): Promise<ToolResult> {
    return runOne(this, p, approval, results, timeoutMs, write, binds);
  }

  /** Reserves a proposal's per-task budgets and effects, in the task and in the store; the first that does not fit is refused and nothing is spent. */
  reserve(task: Task, wants: readonly Want[]): Promise<ToolResult | undefined> {
    return reserveWants(this, task, wants);
  }

  /** A task's state with its version and context, sealed (`restoreTask` checks them). */
  saveTask(task: Task, ctx: unknown): Promise<SavedTask> {
    return saveSealed(this, task, ctx);
  }

  /** A task back from `saveTask`'s value: garbled, changed, older than the store's or for another context is refused, never thrown. */
  restoreTask(saved: unknown, ctx: unknown): Promise<TaskRestore> {
    return restoreSaved(this, saved, ctx);
  }

  /** Records that a task was stopped, so no restored copy of it runs again. */
  stopTask(task: Task): void {
    void this.ledger.ask((store) => store.stopTask(task.id));
  }

  /** Hands one audit record (every text bounded) to the callback and to the store; neither can fail the call. */
  async record(
    event: AuditRecord["event"],
    p: Audited,
    by: string | null,
    code: string,
    started: number,
    extra: { readonly reason?: string; readonly digest?: string } = {},
  ): Promise<void> {
    await this.ledger.audit(await auditRecord(event, p, { by, code, started, ...extra }));
  }

  /** Audits a proposal that did not open: never under the id it claims, never its arguments, only its digest. */
  async recordRefused(
    event: AuditRecord["event"],
    proposal: unknown,
    by: string | null,
    result: ToolResult,
    started: number,
    reason?: string,
  ): Promise<void> {
    const p: Audited = {
      operation_id: "",
      tool: textField(proposal, "tool") ?? "",
      args: null,
      task_id: "",
    };
    await this.record(event, p, by, result.code, started, {
      digest: await digestOfAnything(proposal),
      reason: reason === undefined ? result.reason : `${result.reason}; ${reason}`,
    });
  }
}
