// `@contractc/runtime/mcp/v2`: the toolset served with the MCP SDK's 2.x line
// (`@modelcontextprotocol/server`), which speaks revisions 2026-07-28 and 2025-11-25. Each
// server instance is the low-level `Server`: 2.x marks that class deprecated in favour of
// `McpServer`, but keeps it for servers that handle `tools/call` themselves, which this
// adapter must (see tools.ts). Serving is the SDK's own: `serveStdio` over stdio and
// `createMcpHandler` over Streamable HTTP, which pick the revision for each connection or
// request and ask this module for an instance of that era.

import {
  Server,
  createMcpHandler,
  isInputRequiredResult,
  parseJSONRPCMessage,
  type CallToolResult,
  type CreateMcpHandlerOptions,
  type InputRequiredResult,
  type McpHttpHandler,
  type ServerContext,
  type Tool,
  type Transport,
} from "@modelcontextprotocol/server";
import { serveStdio, type StdioServerHandle } from "@modelcontextprotocol/server/stdio";
import type { CallDispatcher, DecidingDispatcher } from "../types.js";
import { approvalFlow } from "./approval.js";
import { StdioLineTransport } from "./stdio.js";
import * as tools from "./tools.js";

/** What the server knows about the request being served; `info.sdk` is 2.x's `ServerContext`. */
export type McpRequestInfo = tools.McpRequestInfo<ServerContext>;
/** How `mcpServer` and `serveMcp` serve one toolset. */
export type McpOptions<C, T, P = unknown> = tools.McpOptions<C, T, ServerContext, P>;
/** A running stdio server: `close` ends it. */
export type { StdioServerHandle };

/** The uniform request info of 2.x's handler context. */
function infoOf(ctx: ServerContext): McpRequestInfo {
  return {
    sessionId: ctx.sessionId,
    authInfo: ctx.http?.authInfo,
    signal: ctx.mcpReq.signal,
    requestId: ctx.mcpReq.id,
    sdk: ctx,
  };
}

/** True when the dispatcher can record decisions, as every generated one can. */
function deciding<C, T, P>(d: CallDispatcher<C, T, P>): d is DecidingDispatcher<C, T, P> {
  const { execute, deny } = d as Partial<DecidingDispatcher<C, T, P>>;
  return typeof execute === "function" && typeof deny === "function";
}

/** A 2.x low-level MCP `Server` whose tools are the toolset's, every call through `dispatcher.call`; connect it to any transport. */
export function mcpServer<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, P>,
): Server {
  const server = new Server(
    { name: options.name, version: options.version },
    { capabilities: { tools: {} } },
  );
  const handlers = tools.mcpToolHandlers(dispatcher, options);
  const outputSchemas = new Map(handlers.tools.map((t) => [t.name, t.outputSchema]));
  const { approval } = options;
  if (approval !== undefined && !deciding(dispatcher))
    throw new TypeError("contractc/mcp: `approval` needs a dispatcher with `execute` and `deny`, as createDispatcher makes.");
  // The generated entries already are MCP `Tool`s; only their readonly typing differs.
  server.setRequestHandler("tools/list", async (_request, ctx) => ({
    tools: (await handlers.list(infoOf(ctx))) as unknown as Tool[],
  }));
  server.setRequestHandler(
    "tools/call",
    async (request, ctx): Promise<CallToolResult | InputRequiredResult> => {
      const { name, arguments: args } = request.params;
      const info = infoOf(ctx);
      const flow =
        approval !== undefined && deciding(dispatcher)
          ? approvalFlow(dispatcher, server, ctx, approval.by(info), options.onProposals)
          : undefined;
      const result = await handlers.call(name, args, info, flow);
      if (isInputRequiredResult(result)) return result;
      // 2.x asks a low-level handler to pass its result through the negotiated protocol
      // revision's encoding itself.
      return server.projectCallToolResult(result as CallToolResult, outputSchemas.get(name) as Tool["outputSchema"]);
    },
  );
  return server;
}

/** A stdio transport for 2.x that answers an oversized (over 10 MB) or malformed message with an error and keeps serving. */
export function stdioTransport(): Transport {
  return new StdioLineTransport(parseJSONRPCMessage);
}

/**
 * Serves the toolset with the SDK's `serveStdio` (over `stdioTransport()` unless a transport
 * is given): a client that opens with `server/discover` is served 2026-07-28, one that
 * opens with `initialize` the 2025 revision it asks for. `close` ends it.
 */
export async function serveMcp<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, P>,
  transport: Transport = stdioTransport(),
): Promise<StdioServerHandle> {
  return serveStdio(() => mcpServer(dispatcher, options), { transport });
}

/**
 * The toolset as a Streamable HTTP endpoint, the SDK's `createMcpHandler`: a fetch-shaped
 * handler (`handler.fetch(request, { authInfo })`) serving 2026-07-28 requests statelessly
 * and 2025-era ones through the SDK's stateless fallback, a fresh server for each request.
 * Mount it with `toNodeHandler` from `@modelcontextprotocol/node` on Node's HTTP server.
 */
export function mcpHttpHandler<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, P>,
  http?: CreateMcpHandlerOptions,
): McpHttpHandler {
  return createMcpHandler(() => mcpServer(dispatcher, options), http);
}
