// Gemini's form: one `Tool` holding `functionDeclarations`, whose `parameters` follow the
// SDK's `Schema`, a subset of OpenAPI 3.0: upper-case `type` names, `nullable: true`
// instead of a type list, `enum` for strings only, `anyOf` for unions, and no
// `additionalProperties` (the validators still refuse extra keys). Integer counts of the
// optional constraints are strings there (int64 in the API's JSON).
import type { ToolDecl } from "../../ast.js";
import { modelTools, type Toolset } from "../../model.js";
import { schemaFormats } from "../../language/formats.js";
import { anthropicOptions } from "../../schemas/anthropic.js";
import { argsSchema, type JsonSchema, type JsonType } from "../../schemas/json-schema.js";
import { Raw } from "./literal.js";
import type { SchemaFile } from "./file.js";

const GEMINI_FORMATS = schemaFormats("gemini");

/** A type name as Gemini's `Schema.type` spells it. */
export type GeminiType = "STRING" | "NUMBER" | "INTEGER" | "BOOLEAN" | "ARRAY" | "OBJECT" | "NULL";

/** Gemini's `Schema`, with the fields contractc writes. */
export interface GeminiSchema {
  type?: GeminiType;
  format?: string;
  description?: string;
  nullable?: boolean;
  enum?: string[];
  default?: unknown;
  properties?: Record<string, GeminiSchema>;
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
}

/** One function declaration: `parameters`, or for a tool without arguments `parametersJsonSchema`. */
export type GeminiDeclaration =
  | { readonly name: string; readonly description: string; readonly parameters: GeminiSchema }
  | { readonly name: string; readonly description: string; readonly parametersJsonSchema: JsonSchema };

const count = (n: number | undefined): string | undefined => (n === undefined ? undefined : String(n));

/**
 * A JSON Schema node in Gemini's subset. A non-string enum (a union of number or boolean
 * literals) has no Gemini spelling, so it becomes its base type and the allowed values
 * are told in the description, in JSON, where the model reads them.
 */
export function toGemini(s: JsonSchema): GeminiSchema {
  const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) as JsonType[];
  const real = types.filter((t) => t !== "null");
  let nullable = types.length > real.length && real.length > 0;
  let anyOf = s.anyOf?.filter((m) => m.type !== "null");
  if (anyOf && anyOf.length < (s.anyOf?.length ?? 0)) nullable = true;
  if (anyOf?.length === 1 && anyOf[0]) {
    // `T | null` written as anyOf: Gemini says it with `nullable` on T itself.
    const inner = toGemini(anyOf[0]);
    const description = [s.description, inner.description].filter((x) => x).join(" ") || undefined;
    return clean({ ...inner, description, nullable: true });
  }
  if (anyOf?.length === 0) anyOf = undefined;
  const values = s.enum?.filter((v) => v !== null);
  const strings = values?.every((v) => typeof v === "string") ? (values as string[]) : undefined;
  const told = values && !strings ? `Allowed values: ${values.map((v) => JSON.stringify(v)).join(", ")}.` : undefined;
  const type = real[0] ?? (types.includes("null") ? "null" : undefined);
  return clean({
    type: type ? (type.toUpperCase() as GeminiType) : undefined,
    // Gemini documents `enum` and, for strings, the formats of its row.
    format: strings ? "enum" : s.format !== undefined && GEMINI_FORMATS.has(s.format) ? s.format : undefined,
    description: [s.description, told].filter((x) => x).join(" ") || undefined,
    nullable: nullable || undefined,
    enum: strings,
    default: s.default,
    properties: s.properties ? Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, toGemini(v)])) : undefined,
    required: s.required && s.required.length > 0 ? s.required : undefined,
    items: s.items ? toGemini(s.items) : undefined,
    anyOf: anyOf?.map(toGemini),
    pattern: s.pattern,
    minLength: count(s.minLength),
    maxLength: count(s.maxLength),
    minimum: s.minimum,
    maximum: s.maximum,
    minItems: count(s.minItems),
    maxItems: count(s.maxItems),
  });
}

const ORDER = [
  "type", "format", "description", "nullable", "enum", "default", "properties", "required", "items", "anyOf",
  "pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems",
] as const satisfies readonly (keyof GeminiSchema)[];

/** The schema with its keys in one fixed order and the unset ones left out. */
function clean(s: { [K in keyof GeminiSchema]?: GeminiSchema[K] | undefined }): GeminiSchema {
  return Object.fromEntries(ORDER.filter((k) => s[k] !== undefined).map((k) => [k, s[k]])) as GeminiSchema;
}

function declaration(ts: Toolset, t: ToolDecl, constraints: boolean): GeminiDeclaration {
  const schema = argsSchema(ts, t, anthropicOptions(constraints));
  const name = t.name.name;
  const description = t.doc?.value ?? "";
  // Gemini refuses an OBJECT `parameters` with no properties ("should be non-empty for
  // OBJECT type"); its JSON Schema field takes the empty object and still says "object".
  if (t.args.length === 0) return { name, description, parametersJsonSchema: schema };
  return { name, description, parameters: toGemini(schema) };
}

/** The `read` and `finish` tools as one Gemini `Tool`, for `config.tools`, in source order. */
export function geminiTool(ts: Toolset, constraints: boolean): { functionDeclarations: GeminiDeclaration[] } {
  return { functionDeclarations: modelTools(ts).map((t) => declaration(ts, t, constraints)) };
}

/**
 * A declaration as `schemas.ts` prints it: each `type` of `parameters` as a member of the
 * shared `Type` enum (`Type.STRING`), which the SDK's own `Type` accepts; its values are the
 * plain strings, which is what travels.
 */
export function geminiLiteral(f: SchemaFile, d: GeminiDeclaration): unknown {
  if (!("parameters" in d)) return d;
  return { ...d, parameters: geminiSchemaLiteral(f, d.parameters) };
}

/** A Gemini schema as `schemas.ts` prints it, each `type` a member of the `Type` enum. */
export function geminiSchemaLiteral(f: SchemaFile, s: GeminiSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === "type" && typeof v === "string") out[k] = new Raw(`${f.value("Type")}.${v}`);
    else if (k === "properties" && v) out[k] = Object.fromEntries(Object.entries(v as Record<string, GeminiSchema>).map(([n, p]) => [n, geminiSchemaLiteral(f, p)]));
    else if (k === "items" && v) out[k] = geminiSchemaLiteral(f, v as GeminiSchema);
    else if (k === "anyOf" && v) out[k] = (v as GeminiSchema[]).map((x) => geminiSchemaLiteral(f, x));
    else out[k] = v;
  }
  return out;
}
