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

/** Any generated dispatcher: `C` is its trusted `Context`, `T` its `Task`. */
export interface CallDispatcher<C, T> {
  call(call: AdapterCall, ctx: C, task: T): Promise<AdapterResult>;
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
