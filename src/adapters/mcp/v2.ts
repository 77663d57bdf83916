// `@contractc/runtime/mcp/v2`: the toolset served with the MCP SDK's 2.x line
// (`@modelcontextprotocol/server`), on its low-level `Server`. 2.x marks that class
// deprecated in favour of `McpServer`, but keeps it for servers that handle `tools/call`
// themselves, which this adapter must (see tools.ts).

import {
  Server,
  parseJSONRPCMessage,
  type CallToolResult,
  type ServerContext,
  type Tool,
  type Transport,
} from "@modelcontextprotocol/server";
import type { CallDispatcher } from "../types.js";
import { StdioLineTransport } from "./stdio.js";
import * as tools from "./tools.js";

/** What the server knows about the request being served; `info.sdk` is 2.x's `ServerContext`. */
export type McpRequestInfo = tools.McpRequestInfo<ServerContext>;
/** How `mcpServer` and `serveMcp` serve one toolset. */
export type McpOptions<C, T, P = unknown> = tools.McpOptions<C, T, ServerContext, P>;

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
  // The generated entries already are MCP `Tool`s; only their readonly typing differs.
  const list = handlers.tools as unknown as Tool[];
  const outputSchemas = new Map(list.map((t) => [t.name, t.outputSchema]));
  server.setRequestHandler("tools/list", () => ({ tools: list }));
  server.setRequestHandler(
    "tools/call",
    async (request, ctx): Promise<CallToolResult> => {
      const { name, arguments: args } = request.params;
      const result = await handlers.call(name, args, infoOf(ctx));
      // 2.x asks a low-level handler to pass its result through the negotiated protocol
      // revision's encoding itself.
      return server.projectCallToolResult(result, outputSchemas.get(name));
    },
  );
  return server;
}

/** A stdio transport for 2.x that answers an oversized (over 10 MB) or malformed message with an error and keeps serving. */
export function stdioTransport(): Transport {
  return new StdioLineTransport(parseJSONRPCMessage);
}

/** Builds the 2.x server and connects it (over `stdioTransport()` unless a transport is given); resolves once it listens. */
export async function serveMcp<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  options: McpOptions<C, T, P>,
  transport: Transport = stdioTransport(),
): Promise<Server> {
  const server = mcpServer(dispatcher, options);
  await server.connect(transport);
  return server;
}
