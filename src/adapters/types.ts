// The shapes the adapters need from a generated toolset, written structurally: the
// adapters ship in this package, while each toolset is generated into the user's own
// tree, so they can import no toolset and must accept any of them.

/** One call as a model sent it: a tool name and its arguments (a JSON string or an object). */
export interface AdapterCall {
  readonly name: string;
  readonly arguments?: unknown;
}

/** What the adapters read of a generated `ToolResult`. */
export interface AdapterResult {
  readonly ok: boolean;
  readonly code: string;
  readonly data: unknown;
  /** The text the model reads: valid JSON, never over the tool's `result max`. */
  forModel(): string;
}

/** Any generated dispatcher: `C` is its trusted `Context`, `T` its `Task`, `P` its `Proposal`. */
export interface CallDispatcher<C, T, P = unknown> {
  call(call: AdapterCall, ctx: C, task: T): Promise<AdapterResult>;
  /** Whether a caller with `ctx` can use the tool at all, from the contract's scopes (generated dispatchers have it). */
  usable?(tool: string, ctx: C): boolean;
  propose(call: AdapterCall, ctx: C, task: T): Promise<AdapterResult & { readonly proposals: readonly P[] }>;
}

/** A person's decision as the dispatcher records it: who decided, and for a denial why. */
export interface AdapterDecision {
  readonly by: string;
  readonly reason: string;
}

/** A dispatcher that can also record a person's decision on its proposals and run the approved ones. */
export interface DecidingDispatcher<C, T, P = unknown> extends CallDispatcher<C, T, P> {
  execute(proposal: P, ctx: C, approval: { readonly by: string }): Promise<AdapterResult>;
  deny(proposal: P, ctx: C, denial: AdapterDecision): Promise<AdapterResult>;
}

/**
 * Receives the sealed proposals of a `finish` made through an adapter, e.g. to queue them
 * for a reviewer; nothing is written until a person approves one and `execute` runs it.
 */
export type OnProposals<C, T, P = unknown> = (proposals: readonly P[], ctx: C, task: T) => void | Promise<void>;

/** True for a `finish` tool's entry: the only listed tool not marked read-only (writes are never listed). */
export function isFinish(entry: McpToolEntry): boolean {
  return entry.annotations?.["readOnlyHint"] === false;
}

/** A result of the adapter's own, in the shape of a dispatcher's. */
export function adapterResult(ok: boolean, code: string, body: unknown): AdapterResult {
  const text = JSON.stringify(ok ? { ok, result: body } : { ok, error: body });
  return { ok, code, data: ok ? body : undefined, forModel: () => text };
}

/**
 * Runs one call: a `finish` is proposed (its actions' ownership and evidence checked)
 * and its proposals handed to `onProposals`, and the model is told they await a
 * person's approval; any other tool goes through `call`.
 */
export async function dispatchCall<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  finish: boolean,
  call: AdapterCall,
  ctx: C,
  task: T,
  onProposals: OnProposals<C, T, P> | undefined,
): Promise<AdapterResult> {
  if (!finish) return dispatcher.call(call, ctx, task);
  const r = await dispatcher.propose(call, ctx, task);
  if (!r.ok || r.proposals.length === 0) return r;
  return handOver(r.proposals, ctx, task, onProposals);
}

/** Hands checked proposals to `onProposals` and tells the model they await a person; without it, that nobody can approve them. */
export async function handOver<C, T, P>(
  proposals: readonly P[],
  ctx: C,
  task: T,
  onProposals: OnProposals<C, T, P> | undefined,
): Promise<AdapterResult> {
  const n = proposals.length;
  if (onProposals === undefined)
    return adapterResult(false, "not_approved", `The ${n === 1 ? "change was" : `${n} changes were`} checked, but nobody can approve changes here: none has been made.`);
  await onProposals(proposals, ctx, task);
  return adapterResult(true, "ok", {
    status: "awaiting_approval",
    proposed: n,
    message: `The ${n === 1 ? "proposed change awaits" : `${n} proposed changes await`} a person's approval; none has been made yet.`,
  });
}

/** One entry of a toolset's `toolSchemas.mcp`: the model-facing half of one read or finish tool. */
export interface McpToolEntry {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema: { readonly type: "object"; readonly [keyword: string]: unknown };
  readonly outputSchema?: { readonly type: "object"; readonly [keyword: string]: unknown };
  readonly annotations?: { readonly [hint: string]: unknown };
}

/** The part of a generated `toolSchemas` the adapters use: the MCP list, plain JSON Schema. */
export interface McpToolList {
  readonly mcp: readonly McpToolEntry[];
}

/** The `result` of a success's model text, parsed back; `undefined` when it is not an object. */
export function modelResultObject(result: AdapterResult): Record<string, unknown> | undefined {
  // Parsed from forModel() rather than taken from `data`, so it is the same capped,
  // plain-JSON value the model reads (no BigInt, no cycles, no over-long text).
  try {
    const parsed: unknown = JSON.parse(result.forModel());
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const inner: unknown = (parsed as { result?: unknown }).result;
    if (typeof inner !== "object" || inner === null || Array.isArray(inner)) return undefined;
    return inner as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The checked reply as plain JSON data when it is an object, else `undefined`. */
export function replyObject(result: AdapterResult): Record<string, unknown> | undefined {
  try {
    const plain: unknown = JSON.parse(JSON.stringify(result.data) ?? "null");
    return typeof plain === "object" && plain !== null && !Array.isArray(plain) ? (plain as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
