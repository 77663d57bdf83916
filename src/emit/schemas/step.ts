// The step form, for models without native tool calling (a small local model that writes
// one JSON object per turn): one JSON Schema for the whole step, used as a structured-output
// format (Ollama's \`format\`, OpenAI's \`response_format\`). A step is \`{ "step": { "tool":
// NAME, "arguments": {...} } }\`: a union tagged by the tool name, each member holding that
// tool's arguments in OpenAI strict form (every key required, optional ones nullable), which
// both providers accept. The root is an object because OpenAI strict mode refuses a union
// there. Like every form it is the teaching half: names, docs, types, enums, required lists.
import { modelTools, type Toolset } from "../../model.js";
import type { JsonSchema } from "../../schemas/json-schema.js";
import { openaiChatTools } from "../../schemas/openai.js";

/** One member of the union: a tool's name as the tag, and its arguments. */
export function stepMember(name: string, description: string, args: unknown): Record<string, unknown> {
  return {
    type: "object",
    ...(description ? { description } : {}),
    properties: { tool: { type: "string", enum: [name] }, arguments: args },
    required: ["tool", "arguments"],
    additionalProperties: false,
  };
}

/** The whole step schema around its members. */
export function stepSchema(members: readonly unknown[]): Record<string, unknown> {
  return {
    type: "object",
    description: "One step: the tool to call and its arguments.",
    properties: { step: { anyOf: members } },
    required: ["step"],
    additionalProperties: false,
  };
}

/** The step schema of a toolset, as plain JSON. */
export function stepForm(ts: Toolset, constraints: boolean): JsonSchema {
  const tools = openaiChatTools(ts, constraints);
  const docs = modelTools(ts).map((t) => t.doc?.value ?? "");
  return stepSchema(tools.map((t, i) => stepMember(t.function.name, docs[i] ?? "", t.function.parameters))) as JsonSchema;
}
