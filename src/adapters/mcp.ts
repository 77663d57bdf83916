// `@contractc/runtime/mcp`: serves a generated toolset over the Model Context Protocol
// with the MCP SDK the application has installed: the 2.x line (`@modelcontextprotocol/server`)
// when it is there, else 1.x (`@modelcontextprotocol/sdk`). Both are optional peers, so
// which one is decided once, when this module loads. `@contractc/runtime/mcp/v1` and
// `@contractc/runtime/mcp/v2` pin a major and type the server and `info.sdk` as that SDK does.

import type { McpOptions } from "./mcp/tools.js";
import type { CallDispatcher } from "./types.js";

export type { McpAuthInfo, McpOptions, McpRequestInfo } from "./mcp/tools.js";

/** What a server needs of a transport, which every transport of either major has. */
export interface McpTransport {
  start(): Promise<void>;
  send(message: { readonly jsonrpc: "2.0" }): Promise<void>;
  close(): Promise<void>;
}

/** The low-level `Server` of the major in use, unconnected; `connect` it to any transport. */
export interface McpServerHandle {
  connect(transport: McpTransport): Promise<void>;
  close(): Promise<void>;
}

/** A running server, as `serveMcp` resolves with it: `close` ends it. */
export interface McpServing {
  close(): Promise<void>;
}

/** The part of v1.ts and v2.ts this entry uses. */
interface Binding {
  mcpServer<C, T, P>(
    dispatcher: CallDispatcher<C, T, P>,
    options: McpOptions<C, T, unknown, P>,
  ): McpServerHandle;
  serveMcp<C, T, P>(
    dispatcher: CallDispatcher<C, T, P>,
    options: McpOptions<C, T, unknown, P>,
    transport?: McpTransport,
  ): Promise<McpServing>;
}

/** True when `error` says that `pkg` is not installed (and not that something inside it failed). */
function missing(error: unknown, pkg: string): boolean {
  const { code, message } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
  };
  return (
    code === "ERR_MODULE_NOT_FOUND" &&
    typeof message === "string" &&
    message.includes(`'${pkg}'`)
  );
}

/** The glue of the newest major installed, or `undefined` when neither is. */
async function load(): Promise<[1 | 2, Binding] | undefined> {
  try {
    return [2, (await import("./mcp/v2.js")) as unknown as Binding];
  } catch (error) {
    if (!missing(error, "@modelcontextprotocol/server")) throw error;
  }
  try {
    return [1, (await import("./mcp/v1.js")) as unknown as Binding];
  } catch (error) {
    if (!missing(error, "@modelcontextprotocol/sdk")) throw error;
  }
  return undefined;
}

const loaded = await load();

/** The MCP SDK major this entry serves with: 2, 1, or `undefined` when neither is installed. */
export const mcpSdkMajor: 1 | 2 | undefined = loaded?.[0];

/** The glue in use; says what to install when there is none. */
function binding(): Binding {
  if (loaded === undefined)
    throw new Error(
      "@contractc/runtime/mcp needs the MCP SDK: install @modelcontextprotocol/server (2.x) or @modelcontextprotocol/sdk (1.x).",
    );
  return loaded[1];
}

/** A low-level MCP `Server` whose tools are the toolset's, every call through `dispatcher.call`; connect it to any transport. */
export function mcpServer<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, unknown, P>,
): McpServerHandle {
  return binding().mcpServer(dispatcher, options);
}

/**
 * Serves the toolset (over stdio unless a transport is given); resolves once it listens. With
 * 2.x, a client may open either revision, 2026-07-28 or 2025-11-25; with 1.x, 2025-11-25. On
 * stdio, a message over 10 MB or one that is not JSON-RPC is answered with an error and the
 * server keeps serving; no more is read while replies cannot be written, and no 2025-era
 * request but `initialize` and `ping` is served before `initialize` is answered.
 */
export async function serveMcp<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, unknown, P>,
  transport?: McpTransport,
): Promise<McpServing> {
  return binding().serveMcp(dispatcher, options, transport);
}
