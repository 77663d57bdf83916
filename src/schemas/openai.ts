// OpenAI's two function-tool forms: Chat Completions (`{ type, function: {...} }`) and
// Responses (the same fields, flat). Both use strict mode, whose documented subset of
// JSON Schema sets the rules: every object closed with `additionalProperties: false`,
// every property listed in `required` (an optional one as a union with `null`), an
// object at the root, and no `default` keyword (a default is told in the description).
import type { ToolDecl } from "../ast.js";
import { modelTools, type Toolset } from "../model.js";
import { schemaFormats } from "../language/formats.js";
import { argsSchema, NO_CONSTRAINTS, type Constraint, type JsonSchema, type SchemaOptions } from "./json-schema.js";

/** The constraint keywords strict mode documents: `pattern`, number ranges and item counts (no string lengths). */
export const OPENAI_CONSTRAINTS: ReadonlySet<Constraint> = new Set(["pattern", "range", "count"]);

const FORMATS = schemaFormats("openai");
const options = (constraints: ReadonlySet<Constraint>): SchemaOptions =>
  Object.freeze({ allRequired: true, optionalNull: true, defaultAs: "description", constraints, flaggedPatterns: false, formats: FORMATS });
const PLAIN = options(NO_CONSTRAINTS);
const RICH = options(OPENAI_CONSTRAINTS);

/** The schema options of both OpenAI forms; one object each, so both forms share each tool's built schema. */
export function openaiOptions(constraints: boolean): SchemaOptions {
  return constraints ? RICH : PLAIN;
}

/** One tool in Chat Completions form. */
export interface OpenAIChatTool {
  readonly type: "function";
  readonly function: { name: string; description: string; parameters: JsonSchema; strict: true };
}

/** One tool in Responses form. */
export interface OpenAIResponsesTool {
  readonly type: "function";
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonSchema;
  readonly strict: true;
}

const describe = (t: ToolDecl): string => t.doc?.value ?? "";

/** The `read` and `finish` tools for `chat.completions.create({ tools })`, in source order. */
export function openaiChatTools(ts: Toolset, constraints: boolean): OpenAIChatTool[] {
  const o = openaiOptions(constraints);
  return modelTools(ts).map((t) => ({
    type: "function",
    function: { name: t.name.name, description: describe(t), parameters: argsSchema(ts, t, o), strict: true },
  }));
}

/** The `read` and `finish` tools for `responses.create({ tools })`, in source order. */
export function openaiResponsesTools(ts: Toolset, constraints: boolean): OpenAIResponsesTool[] {
  const o = openaiOptions(constraints);
  return modelTools(ts).map((t) => ({
    type: "function",
    name: t.name.name,
    description: describe(t),
    parameters: argsSchema(ts, t, o),
    strict: true,
  }));
}
