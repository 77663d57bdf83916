// Anthropic's tool form: `{ name, description, input_schema }`, where `input_schema` is a
// JSON Schema object. Every object is closed with `additionalProperties: false`, which
// strict tool use requires, so the same schemas serve when an application adds
// `strict: true` on a model that supports it. Optional fields are simply not required.
import { modelTools, type Toolset } from "../model.js";
import { schemaFormats } from "../language/formats.js";
import { ALL_CONSTRAINTS, argsSchema, NO_CONSTRAINTS, type Constraint, type JsonSchema, type SchemaOptions } from "./json-schema.js";

const FORMATS = schemaFormats("anthropic");
const options = (constraints: ReadonlySet<Constraint>): SchemaOptions =>
  Object.freeze({ allRequired: false, optionalNull: false, defaultAs: "keyword", constraints, flaggedPatterns: false, formats: FORMATS });
const PLAIN = options(NO_CONSTRAINTS);
const RICH = options(ALL_CONSTRAINTS);

/** The schema options of the Anthropic form (and MCP and Gemini, which read it); with constraints, every private keyword is shown. */
export function anthropicOptions(constraints: boolean): SchemaOptions {
  return constraints ? RICH : PLAIN;
}

/** One tool in Anthropic Messages form. */
export interface AnthropicTool {
  readonly name: string;
  readonly description: string;
  readonly input_schema: JsonSchema;
}

/** The `read` and `finish` tools for `messages.create({ tools })`, in source order. */
export function anthropicTools(ts: Toolset, constraints: boolean): AnthropicTool[] {
  const o = anthropicOptions(constraints);
  return modelTools(ts).map((t) => ({ name: t.name.name, description: t.doc?.value ?? "", input_schema: argsSchema(ts, t, o) }));
}
