// Hands a generated toolset to the Vercel AI SDK as the `tools` of `generateText` or
// `streamText`. The SDK is given no validator of its own: the raw input goes to
// `dispatcher.call`, so every gate runs and a refusal reaches the model as text it can
// act on, instead of an SDK error.

import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import { dispatchCall, isFinish, type CallDispatcher, type McpToolList, type OnProposals } from "./types.js";

/** The AI SDK tools of one task: one per read or finish tool, keyed by tool name. */
export type AiTools = Record<string, Tool<unknown, string>>;

/**
 * The `tools` object for the AI SDK: each tool's `execute` passes the raw input through
 * `dispatcher.call(…, ctx, task)` (a `finish` through `propose`, its proposals handed to
 * `onProposals`, typed as the toolset's `Proposal`) and returns the `forModel()` text, the exact JSON
 * string (`{"ok":true,"result":…}` or `{"ok":false,"error":…}`) every other provider's
 * model reads, capped at the tool's `result max`.
 */
export function aiTools<C, T, P>(
  dispatcher: CallDispatcher<C, T, P>,
  toolSchemas: McpToolList,
  ctx: C,
  task: T,
  onProposals?: OnProposals<C, T, P>,
): AiTools {
  // Built as entries, so that no tool name can ever touch an object's prototype.
  const entries = toolSchemas.mcp.map((entry): [string, Tool<unknown, string>] => {
    const name = entry.name;
    // The MCP form is used because it is plain JSON Schema with no provider's
    // quirks; the AI SDK converts it for whichever provider it talks to.
    const schema = jsonSchema<unknown>(entry.inputSchema as JSONSchema7);
    // No type arguments: `tool` takes two in `ai` 6 and three in 7; inference serves both.
    const made: Tool<unknown, string> = tool({
      ...(entry.description === undefined ? {} : { description: entry.description }),
      inputSchema: schema,
      execute: async (input) => {
        const call = { name, arguments: input };
        return (await dispatchCall(dispatcher, isFinish(entry), call, ctx, task, onProposals)).forModel();
      },
    });
    return [name, made];
  });
  return Object.fromEntries(entries);
}
