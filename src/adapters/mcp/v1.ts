// `@contractc/runtime/mcp/v1`: the toolset served with the MCP SDK's 1.x line
// (`@modelcontextprotocol/sdk`), on its low-level `Server`.

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolRequestSchema,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import type { CallDispatcher } from "../types.js";
import { StdioLineTransport } from "./stdio.js";
import * as tools from "./tools.js";

/** v1's own context of a request, as `info.sdk`. */
export type McpSdkInfo = RequestHandlerExtra<ServerRequest, ServerNotification>;
/** What the server knows about the request being served; `info.sdk` is v1's `RequestHandlerExtra`. */
export type McpRequestInfo = tools.McpRequestInfo<McpSdkInfo>;
/** How `mcpServer` and `serveMcp` serve one toolset. */
export type McpOptions<C, T, P = unknown> = tools.McpOptions<C, T, McpSdkInfo, P>;

/** The uniform request info of v1's handler context. */
function infoOf(extra: McpSdkInfo): McpRequestInfo {
  return {
    sessionId: extra.sessionId,
    authInfo: extra.authInfo,
    signal: extra.signal,
    requestId: extra.requestId,
    sdk: extra,
  };
}

/** A v1 low-level MCP `Server` whose tools are the toolset's, every call through `dispatcher.call`; connect it to any transport. */
export function mcpServer<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, P>,
): Server {
  const server = new Server(
    { name: options.name, version: options.version },
    { capabilities: { tools: {} } },
  );
  // Asking the client's user inside a call is revision 2026-07-28's `input_required`, which 1.x does not speak.
  if (options.approval !== undefined)
    throw new TypeError("contractc/mcp: `approval` needs the MCP SDK's 2.x line (@modelcontextprotocol/server); with 1.x, decide proposals through `onProposals`.");
  const handlers = tools.mcpToolHandlers(dispatcher, options);
  // The generated entries already are MCP `Tool`s; only their readonly typing differs.
  server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => ({
    tools: (await handlers.list(infoOf(extra))) as unknown as Tool[],
  }));
  server.setRequestHandler(
    CallToolRequestSchema,
    (request, extra): Promise<CallToolResult> =>
      handlers.call(
        request.params.name,
        request.params.arguments,
        infoOf(extra),
      ),
  );
  return server;
}

/** A stdio transport for v1 that answers an oversized (over 10 MB) or malformed message with an error and keeps serving. */
export function stdioTransport(): Transport {
  return new StdioLineTransport((value) => JSONRPCMessageSchema.parse(value));
}

/** Builds the v1 server and connects it (over `stdioTransport()` unless a transport is given); resolves once it listens. */
export async function serveMcp<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, P>,
  transport: Transport = stdioTransport(),
): Promise<Server> {
  const server = mcpServer(dispatcher, options);
  await server.connect(transport);
  return server;
}
