// The MCP adapter's own part, the same under either SDK major: what `tools/list` answers
// and how one `tools/call` becomes a dispatcher call. v1.ts and v2.ts only register these
// two handlers on that major's low-level `Server`, which is used on purpose: the
// high-level `McpServer` wants schemas of its own (Zod, Standard Schema) and would judge
// the arguments first, while a toolset already has its exact JSON Schemas and its own
// gates, which must stay the only judge of a call.

import {
  type AdapterCall,
  type AdapterResult,
  adapterResult,
  dispatchCall,
  isFinish,
  modelResultObject,
  replyObject,
  type CallDispatcher,
  type McpToolEntry,
  type McpToolList,
  type OnProposals,
} from "../types.js";

/** A validated access token, as either SDK major describes it to a request handler. */
export interface McpAuthInfo {
  readonly token: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
  readonly expiresAt?: number | undefined;
  readonly resource?: URL | undefined;
  readonly extra?: { readonly [key: string]: unknown } | undefined;
}

/**
 * What the server knows about the request being served, the same under either SDK major;
 * `S` is the SDK's own handler context, kept as `sdk` for anything else (headers, ...).
 */
export interface McpRequestInfo<S = unknown> {
  /** The transport's session, where it has sessions (Streamable HTTP). */
  readonly sessionId?: string | undefined;
  /** The validated access token, where the transport authenticates. */
  readonly authInfo?: McpAuthInfo | undefined;
  /** Aborted when the client cancels the request. */
  readonly signal: AbortSignal;
  /** The JSON-RPC id of the request. */
  readonly requestId: string | number;
  /** The SDK's own context of the request (v1's `RequestHandlerExtra`, v2's `ServerContext`). */
  readonly sdk: S;
}

/** How `mcpServer` and `serveMcp` serve one toolset; `P` is its `Proposal`. */
export interface McpOptions<C, T, S = unknown, P = unknown> {
  /** The toolset's `toolSchemas`; `tools/list` answers with its `.mcp` list, read and finish tools only. */
  readonly toolSchemas: McpToolList;
  /** The trusted context of a request, decided on the server's side (e.g. from `info.authInfo`); the client never sets it. */
  readonly context: (info: McpRequestInfo<S>) => C | Promise<C>;
  /** The task a request belongs to (budget, evidence, trace), e.g. one per session. */
  readonly task: (info: McpRequestInfo<S>) => T;
  /** Tools that declare `returns` (pass the toolset's `replyValidators`): their result also comes as `structuredContent`. */
  readonly returns?: { readonly [tool: string]: unknown };
  /** Receives the proposals of each `finish` (for a person to approve); without it a finish with changes is refused. */
  readonly onProposals?: OnProposals<C, T, P>;
  /** Which tools this caller's `tools/list` shows, from its trusted context; when absent, the dispatcher's `usable` (the contract's scopes: none whose scope field this caller lacks, or whose list is empty). A hidden tool is also refused by name, as one that does not exist. */
  readonly listed?: (tool: McpToolEntry, ctx: C) => boolean;
  /** Puts a finish's proposals to the person at the client through the protocol (2.x only): `input_required` on 2026-07-28, elicitation on 2025-11-25. `by` names who decides, as the store records it. */
  readonly approval?: { readonly by: (info: McpRequestInfo<S>) => string };
  /** The server's name, as `initialize` reports it. */
  readonly name: string;
  /** The server's version, as `initialize` reports it. */
  readonly version: string;
}

/** A `tools/call` result of this adapter: one text block, and `structuredContent` where declared. */
export interface McpCallResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  isError?: boolean;
  structuredContent?: { [key: string]: unknown };
}

/** A finish run by the SDK glue's own flow: a result, or what the protocol answers while a person is asked. */
export type FinishFlow<C, T, A> = (call: AdapterCall, ctx: C, task: T) => Promise<AdapterResult | { readonly ask: A }>;

/** The two handlers a toolset's server needs, for the SDK glue to register. */
export interface McpToolHandlers<S, C, T> {
  /** Every tool the toolset lists: its MCP entries as they are. */
  readonly tools: readonly McpToolEntry[];
  /** The `tools/list` answer for one caller: `tools`, less what `listed` hides from its context. */
  list(info: McpRequestInfo<S>): Promise<readonly McpToolEntry[]>;
  /** Runs one `tools/call` through the dispatcher (a finish through `flow` when given); never throws. */
  call<A = never>(
    name: string,
    args: unknown,
    info: McpRequestInfo<S>,
    flow?: FinishFlow<C, T, A>,
  ): Promise<McpCallResult | A>;
}

// The text of a failure outside the dispatcher (a throwing `context` or `task`): the
// same words as the dispatcher's `tool_error`, and never the exception's message.
const FAILED = JSON.stringify({
  ok: false,
  error: "The tool failed. Repeating the call will not help.",
});

/** The list and call handlers of one toolset, every call through `dispatcher.call` (or `propose` for a finish). */
export function mcpToolHandlers<C, T, S, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, S, P>,
): McpToolHandlers<S, C, T> {
  const declared = new Set(
    options.toolSchemas.mcp
      .filter((t) => t.outputSchema !== undefined)
      .map((t) => t.name),
  );
  for (const name of Object.keys(options.returns ?? {})) declared.add(name);
  const finishes = new Set(
    options.toolSchemas.mcp.filter(isFinish).map((t) => t.name),
  );

  // Without `listed`, the contract decides: a tool whose scope this caller's context can never pass is left out.
  const usable = dispatcher.usable?.bind(dispatcher);
  const listed =
    options.listed ?? (usable && ((tool: McpToolEntry, ctx: C) => usable(tool.name, ctx)));
  // A tool this caller may not see is not there for it: refused in the words of an unknown name.
  const hidden = (name: string, ctx: C): boolean => {
    if (listed === undefined) return false;
    const entry = options.toolSchemas.mcp.find((t) => t.name === name);
    return entry !== undefined && !listed(entry, ctx);
  };

  return {
    tools: options.toolSchemas.mcp,
    async list(info) {
      if (listed === undefined) return options.toolSchemas.mcp;
      const ctx = await options.context(info);
      return options.toolSchemas.mcp.filter((t) => listed(t, ctx));
    },
    async call<A>(name: string, args: unknown, info: McpRequestInfo<S>, flow?: FinishFlow<C, T, A>) {
      let result: AdapterResult;
      try {
        const ctx = await options.context(info);
        const task = options.task(info);
        const call = { name, arguments: args };
        // A listed tool's name has no control characters, so the words need no escaping.
        if (hidden(name, ctx)) result = adapterResult(false, "unknown_tool", `There is no tool named ${name}.`);
        else if (flow !== undefined && finishes.has(name)) {
          const out = await flow(call, ctx, task);
          if ("ask" in out) return out.ask;
          result = out;
        } else result = await dispatchCall(dispatcher, finishes.has(name), call, ctx, task, options.onProposals);
      } catch {
        return { content: [{ type: "text", text: FAILED }], isError: true };
      }
      const text = result.forModel();
      // A refusal is a tool result, not a protocol error: the model reads it and can
      // correct itself, exactly as with every other provider.
      if (!result.ok)
        return { content: [{ type: "text", text }], isError: true };
      // The checked reply in full, which conforms to the tool's outputSchema; the text block is
      // the capped text the model reads, which may be shortened and then would not.
      const structured = declared.has(name)
        ? (replyObject(result) ?? modelResultObject(result))
        : undefined;
      return structured === undefined
        ? { content: [{ type: "text", text }] }
        : { content: [{ type: "text", text }], structuredContent: structured };
    },
  };
}
