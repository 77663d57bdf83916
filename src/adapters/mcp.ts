// Serves a generated toolset over the Model Context Protocol. It uses the SDK's
// low-level `Server` on purpose: the high-level `McpServer` wants Zod schemas, while a
// toolset already has its exact JSON Schemas and its own gates, which must stay the
// only judge of a call.

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { StdioLineTransport } from "./stdio.js";
import { modelResultObject, replyObject, type CallDispatcher, type McpToolList } from "./types.js";

/** What the server knows about the request being served: session, authentication, abort signal. */
export type McpRequestInfo = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** How `mcpServer` and `serveMcp` serve one toolset. */
export interface McpOptions<C, T> {
  /** The toolset's `toolSchemas`; `tools/list` answers with its `.mcp` list, read and finish tools only. */
  readonly toolSchemas: McpToolList;
  /** The trusted context of a request, decided on the server's side (e.g. from `info.authInfo`); the client never sets it. */
  readonly context: (info: McpRequestInfo) => C | Promise<C>;
  /** The task a request belongs to (budget, evidence, trace), e.g. one per session. */
  readonly task: (info: McpRequestInfo) => T;
  /** Tools that declare `returns` (pass the toolset's `replyValidators`): their result also comes as `structuredContent`. */
  readonly returns?: { readonly [tool: string]: unknown };
  /** The server's name, as `initialize` reports it. */
  readonly name: string;
  /** The server's version, as `initialize` reports it. */
  readonly version: string;
}

// The text of a failure outside the dispatcher (a throwing `context` or `task`): the
// same words as the dispatcher's `tool_error`, and never the exception's message.
const FAILED = JSON.stringify({
  ok: false,
  error: "The tool failed. Repeating the call will not help.",
});

/** A low-level MCP `Server` whose tools are the toolset's, every call through `dispatcher.call`; connect it to any transport. */
export function mcpServer<C, T>(
  dispatcher: CallDispatcher<C, T>,
  options: McpOptions<C, T>,
): Server {
  const server = new Server(
    { name: options.name, version: options.version },
    { capabilities: { tools: {} } },
  );
  const declared = new Set(
    options.toolSchemas.mcp.filter((t) => t.outputSchema !== undefined).map((t) => t.name),
  );
  for (const name of Object.keys(options.returns ?? {})) declared.add(name);

  // The generated entries already are MCP `Tool`s; only their readonly typing differs.
  const tools = options.toolSchemas.mcp as unknown as Tool[];
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));

  server.setRequestHandler(
    CallToolRequestSchema,
    async (request, info): Promise<CallToolResult> => {
      const { name } = request.params;
      let result;
      try {
        const ctx = await options.context(info);
        const task = options.task(info);
        result = await dispatcher.call({ name, arguments: request.params.arguments }, ctx, task);
      } catch {
        return { content: [{ type: "text", text: FAILED }], isError: true };
      }
      const text = result.forModel();
      // A refusal is a tool result, not a protocol error: the model reads it and can
      // correct itself, exactly as with every other provider.
      if (!result.ok) return { content: [{ type: "text", text }], isError: true };
      // The checked reply in full, which conforms to the tool's outputSchema; the text block is
      // the capped text the model reads, which may be shortened and then would not.
      const structured = declared.has(name) ? (replyObject(result) ?? modelResultObject(result)) : undefined;
      return structured === undefined
        ? { content: [{ type: "text", text }] }
        : { content: [{ type: "text", text }], structuredContent: structured };
    },
  );
  return server;
}

/**
 * Builds the server and connects it (over stdio unless a transport is given); resolves once it
 * listens. On stdio, a message over 10 MB or one that is not JSON-RPC is answered with an
 * error and the server keeps serving.
 */
export async function serveMcp<C, T>(
  dispatcher: CallDispatcher<C, T>,
  options: McpOptions<C, T>,
  transport: Transport = new StdioLineTransport(),
): Promise<Server> {
  const server = mcpServer(dispatcher, options);
  await server.connect(transport);
  return server;
}
