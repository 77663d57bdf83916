// The shapes of the provider forms every toolset's `schemas.ts` declares its tools in, and
// `toolForms` and `toolSchemasOf`, which assemble the forms from the parts written there.
// Small local shapes, so that thousands of tools type-check as plain annotated values (no
// deep `as const` literal) and the folder imports nothing from the SDKs; type aliases
// rather than interfaces, as they fit the SDKs' index-signature types. The compiler builds
// each tool's forms with this same `toolForms`.

/** A JSON Schema type name. */
export type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** A JSON value, as a `default` holds one; a plain JSON type fits the SDKs that type schemas as JSON (MCP 2.x). */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON Schema node, with the keywords these schemas use (draft-07 and 2020-12 read them alike). */
export type JsonSchema = {
  type?: JsonType | JsonType[];
  format?: string;
  enum?: (string | number | boolean | null)[];
  description?: string;
  default?: JsonValue;
  properties?: { [name: string]: JsonSchema };
  required?: string[];
  additionalProperties?: false;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  "x-pattern"?: { source: string; flags: string };
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The schema of one tool's arguments: always a closed object. */
export type JsonObjectSchema = JsonSchema & {
  type: "object";
  properties: { [name: string]: JsonSchema };
  additionalProperties: false;
};

/** One tool in OpenAI Chat Completions form (the SDK's `ChatCompletionFunctionTool`). */
export type OpenAIChatTool = {
  type: "function";
  function: { name: string; description: string; parameters: JsonObjectSchema; strict: true };
};

/** One tool in OpenAI Responses form (the SDK's `FunctionTool`). */
export type OpenAIResponsesTool = {
  type: "function";
  name: string;
  description: string;
  parameters: JsonObjectSchema;
  strict: true;
};

/** One tool in Anthropic Messages form (the SDK's `Tool`). */
export type AnthropicTool = { name: string; description: string; input_schema: JsonObjectSchema };

/**
 * Gemini's type names, with the very name and values of `@google/genai`'s `Type` enum:
 * TypeScript relates two enums of one name member by member, so `toolSchemas.gemini` is
 * assignable to the SDK's `Tool` with no import of the SDK and no cast.
 */
export enum Type {
  STRING = "STRING",
  NUMBER = "NUMBER",
  INTEGER = "INTEGER",
  BOOLEAN = "BOOLEAN",
  ARRAY = "ARRAY",
  OBJECT = "OBJECT",
  NULL = "NULL",
}

/** A type name as Gemini's `Schema.type` spells it. */
export type GeminiType = Type;

/** Gemini's `Schema` (an OpenAPI 3.0 subset), with the fields these schemas use. */
export type GeminiSchema = {
  type?: GeminiType;
  format?: string;
  description?: string;
  nullable?: boolean;
  enum?: string[];
  default?: unknown;
  properties?: { [name: string]: GeminiSchema };
  required?: string[];
  items?: GeminiSchema;
  anyOf?: GeminiSchema[];
  pattern?: string;
  minLength?: string;
  maxLength?: string;
  minimum?: number;
  maximum?: number;
  minItems?: string;
  maxItems?: string;
};

/** One Gemini `FunctionDeclaration`; a tool without arguments uses `parametersJsonSchema`. */
export type GeminiFunctionDeclaration =
  | { name: string; description: string; parameters: GeminiSchema }
  | { name: string; description: string; parametersJsonSchema: JsonObjectSchema };

/** One Gemini `Tool`, as `config.tools` takes it. */
export type GeminiTool = { functionDeclarations: GeminiFunctionDeclaration[] };

/** MCP's hints about what a call does, from the contract. */
export type McpAnnotations = {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
};

/** One entry of an MCP `tools/list` result; `outputSchema` when the tool `returns` an object. */
export type McpTool = {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonObjectSchema;
  outputSchema?: JsonObjectSchema;
  annotations: McpAnnotations;
};

/** Every provider form of one tool. */
export type ToolForms = {
  openai: OpenAIChatTool;
  openaiResponses: OpenAIResponsesTool;
  anthropic: AnthropicTool;
  gemini: GeminiFunctionDeclaration;
  mcp: McpTool;
};

/** The model-facing tools of a toolset in every provider form, each list in source order. */
export type ToolSchemas = {
  readonly openai: OpenAIChatTool[];
  readonly openaiResponses: OpenAIResponsesTool[];
  readonly anthropic: AnthropicTool[];
  readonly gemini: GeminiTool;
  readonly mcp: McpTool[];
  /** One JSON Schema for a whole step, `{ step: { tool, arguments } }`, as a structured-output format. */
  readonly step: JsonObjectSchema;
};

/** What one tool's provider forms are made of, each part written once in `schemas.ts`. */
export type ToolParts = {
  name: string;
  title: string;
  description: string;
  /** Its arguments in OpenAI strict form. */
  strict: JsonObjectSchema;
  /** Its arguments as Anthropic and MCP read them (and Gemini, for a tool that takes none). */
  plain: JsonObjectSchema;
  /** Its arguments in Gemini's form; left out for a tool that takes none. */
  gemini?: GeminiSchema;
  /** MCP's `outputSchema`, for a tool that `returns` an object. */
  output?: JsonObjectSchema;
  annotations: McpAnnotations;
};

/** Every provider form of one tool, assembled from its parts once, at module load. */
export function toolForms(p: ToolParts): ToolForms {
  const { name, description } = p;
  const output = p.output ? { outputSchema: p.output } : {};
  return {
    openai: {
      type: "function",
      function: { name, description, parameters: p.strict, strict: true },
    },
    openaiResponses: { type: "function", name, description, parameters: p.strict, strict: true },
    anthropic: { name, description, input_schema: p.plain },
    gemini: p.gemini
      ? { name, description, parameters: p.gemini }
      : { name, description, parametersJsonSchema: p.plain },
    mcp: {
      name,
      title: p.title,
      description,
      inputSchema: p.plain,
      ...output,
      annotations: p.annotations,
    },
  };
}

/** A toolset's tools in every provider form, in the order given, and the step schema made from them. */
export function toolSchemasOf(tools: ToolForms[]): ToolSchemas {
  const members = tools.map(({ openai: { function: f } }): JsonSchema => ({
    type: "object",
    ...(f.description ? { description: f.description } : {}),
    properties: { tool: { type: "string", enum: [f.name] }, arguments: f.parameters },
    required: ["tool", "arguments"],
    additionalProperties: false,
  }));
  return {
    openai: tools.map((t) => t.openai),
    openaiResponses: tools.map((t) => t.openaiResponses),
    anthropic: tools.map((t) => t.anthropic),
    gemini: { functionDeclarations: tools.map((t) => t.gemini) },
    mcp: tools.map((t) => t.mcp),
    step: {
      type: "object",
      description: "One step: the tool to call and its arguments.",
      properties: { step: { anyOf: members } },
      required: ["step"],
      additionalProperties: false,
    },
  };
}
