// The type declarations at the top of the generated `schemas.ts`: small local shapes of
// each provider's tool form, so that thousands of tools type-check as plain annotated
// values (no deep `as const` literal) and the folder imports nothing from the SDKs.
// Type aliases rather than interfaces: they fit the SDKs' index-signature types.
// Written exactly as prettier prints them, so the file needs no formatting pass.

/**
 * Gemini's \`Type\` enum, as TypeScript text. \`schemas.ts\` exports it; \`schemas-constraints.ts\`
 * declares its own copy rather than import it, since \`schemas.ts\` re-exports that file and the
 * import would be a cycle that runs before the enum exists. Enums of one name and the same
 * members are interchangeable in TypeScript.
 */
export const GEMINI_TYPE_ENUM = `enum Type {
  STRING = "STRING",
  NUMBER = "NUMBER",
  INTEGER = "INTEGER",
  BOOLEAN = "BOOLEAN",
  ARRAY = "ARRAY",
  OBJECT = "OBJECT",
  NULL = "NULL",
}
`;

/** The declarations, as TypeScript text. */
export const SHAPES = `/** A JSON Schema type name. */
export type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** A JSON Schema node, with the keywords these schemas use (draft-07 and 2020-12 read them alike). */
export type JsonSchema = {
  type?: JsonType | JsonType[];
  format?: string;
  enum?: (string | number | boolean | null)[];
  description?: string;
  default?: unknown;
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

/** One tool in OpenAI Chat Completions form (the SDK's \`ChatCompletionFunctionTool\`). */
export type OpenAIChatTool = {
  type: "function";
  function: { name: string; description: string; parameters: JsonObjectSchema; strict: true };
};

/** One tool in OpenAI Responses form (the SDK's \`FunctionTool\`). */
export type OpenAIResponsesTool = {
  type: "function";
  name: string;
  description: string;
  parameters: JsonObjectSchema;
  strict: true;
};

/** One tool in Anthropic Messages form (the SDK's \`Tool\`). */
export type AnthropicTool = { name: string; description: string; input_schema: JsonObjectSchema };

/**
 * Gemini's type names, with the very name and values of \`@google/genai\`'s \`Type\` enum:
 * TypeScript relates two enums of one name member by member, so \`toolSchemas.gemini\` is
 * assignable to the SDK's \`Tool\` with no import of the SDK and no cast.
 */
export ${GEMINI_TYPE_ENUM}
/** A type name as Gemini's \`Schema.type\` spells it. */
export type GeminiType = Type;

/** Gemini's \`Schema\` (an OpenAPI 3.0 subset), with the fields these schemas use. */
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

/** One Gemini \`FunctionDeclaration\`; a tool without arguments uses \`parametersJsonSchema\`. */
export type GeminiFunctionDeclaration =
  | { name: string; description: string; parameters: GeminiSchema }
  | { name: string; description: string; parametersJsonSchema: JsonObjectSchema };

/** One Gemini \`Tool\`, as \`config.tools\` takes it. */
export type GeminiTool = { functionDeclarations: GeminiFunctionDeclaration[] };

/** MCP's hints about what a call does, from the contract. */
export type McpAnnotations = {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
};

/** One entry of an MCP \`tools/list\` result; \`outputSchema\` when the tool \`returns\` an object. */
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
  /** One JSON Schema for a whole step, \`{ step: { tool, arguments } }\`, as a structured-output format. */
  readonly step: JsonObjectSchema;
};
`;
