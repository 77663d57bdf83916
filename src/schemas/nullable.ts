// The JSON Schema node the emitter builds, its key order, and how `null` joins a type.
import type { LiteralValue } from "../ast.js";

/** A JSON Schema type name. */
export type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** A JSON Schema node with the keywords contractc writes (key order follows `KEY_ORDER`). */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  /** A string format the provider documents (`email`, `date-time`, ...). */
  format?: string;
  enum?: (string | number | boolean | null)[];
  description?: string;
  default?: LiteralValue;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  /** A pattern whose flags (`i`, `s`) JSON Schema's `pattern` cannot carry; only in private schemas. */
  "x-pattern"?: { source: string; flags: string };
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The order keys are written in, so that every form reads the same way and diffs stay small. */
export const KEY_ORDER = [
  "type", "format", "enum", "description", "default", "properties", "required", "additionalProperties", "items", "anyOf",
  "pattern", "x-pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems",
] as const satisfies readonly (keyof JsonSchema)[];

const isNull = (s: JsonSchema): boolean => s.type === "null";

/**
 * The schema that also accepts `null`. A plain scalar takes a type list (`["string", "null"]`),
 * the form OpenAI documents for optional fields; an enum, object, list or union takes
 * `anyOf` with `{ type: "null" }`, since a type list beside `enum` would need `null` in the
 * enum too, which not every provider reads alike. A description stays on the outside.
 */
export function withNull(s: JsonSchema): JsonSchema {
  if (isNull(s)) return s;
  if (s.anyOf) return s.anyOf.some(isNull) ? s : { ...s, anyOf: [...s.anyOf, { type: "null" }] };
  if (Array.isArray(s.type)) return s.type.includes("null") ? s : { ...s, type: [...s.type, "null"] };
  const scalar = s.type !== undefined && s.type !== "object" && s.type !== "array" && s.enum === undefined;
  if (scalar && s.type !== undefined) return { ...s, type: [s.type, "null"] };
  const { description, ...inner } = s;
  return description === undefined ? { anyOf: [inner, { type: "null" }] } : { anyOf: [inner, { type: "null" }], description };
}
