// Each provider refuses a request whose tools pass its documented limits, and says so
// only at run time, on the first turn. These limits are judged at build time on the very
// schema a provider receives (the teaching half, OpenAI strict form being the strictest),
// each with the page that documents it:
// - OpenAI, Chat Completions API reference, `tools`: "A max of 128 functions are supported."
// - Gemini, `Tool.functionDeclarations` (Vertex AI API reference): "Maximum 128 function
//   declarations can be provided."
// - OpenAI, Structured Outputs guide, "Supported schemas" (strict mode, which both OpenAI
//   forms use): up to 5,000 object properties in all, up to 10 levels of nesting, up to
//   1,000 enum values in all, at most 120,000 characters of property names, enum values and
//   const values in all, and an enum of more than 250 string values at most 15,000
//   characters long.
// - Names: OpenAI's function `name` "must be a-z, A-Z, 0-9, or contain underscores and
//   dashes, with a maximum length of 64"; Anthropic's tool `name` matches
//   ^[a-zA-Z0-9_-]{1,64}$; Gemini's `FunctionDeclaration.name` "must start with a letter
//   or an underscore", of a-z, A-Z, 0-9, underscores, dots, colons and dashes, at most 64;
//   MCP (specification 2025-11-25, "Tool names") 1 to 128 of A-Z, a-z, 0-9, `_`, `-`, `.`.
// An enum of more than 250 values is reported on its own (enum-too-large): it is sent on
// every turn, and past that size OpenAI starts counting its characters.
import type { ToolDecl } from "../ast.js";
import { openaiChatTools } from "../schemas/openai.js";
import type { JsonSchema } from "../schemas/json-schema.js";
import { modelTools } from "../model.js";
import type { Rule } from "./rule.js";

/** The documented limits, by provider. */
export const LIMITS = {
  tools: [
    { provider: "OpenAI", max: 128 },
    { provider: "Gemini", max: 128 },
  ],
  properties: { provider: "OpenAI strict mode", max: 5000 },
  depth: { provider: "OpenAI strict mode", max: 10 },
  enumValues: { provider: "OpenAI strict mode", max: 1000 },
  text: { provider: "OpenAI strict mode", max: 120_000 },
  bigEnum: { values: 250, chars: 15_000 },
} as const;

/** Each provider's rule for a tool name. */
export const NAME_RULES: readonly { readonly provider: string; readonly re: RegExp; readonly rule: string }[] = [
  { provider: "OpenAI", re: /^[A-Za-z0-9_-]{1,64}$/, rule: "1 to 64 of a-z, A-Z, 0-9, _ and -" },
  { provider: "Anthropic", re: /^[A-Za-z0-9_-]{1,64}$/, rule: "^[a-zA-Z0-9_-]{1,64}$" },
  { provider: "Gemini", re: /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/, rule: "a letter or _ first, then a-z, A-Z, 0-9, _ . : -, at most 64" },
  { provider: "MCP", re: /^[A-Za-z0-9_.-]{1,128}$/, rule: "1 to 128 of A-Z, a-z, 0-9, _ - ." },
];

/** What one tool's schema holds, as the limits count it. */
export interface SchemaSize {
  properties: number;
  depth: number;
  enumValues: number;
  text: number;
  /** The largest enum: its values and their characters. */
  bigEnum: { values: number; chars: number };
}

// Built schemas are shared and never changed (json-schema.ts), so each is counted once:
// the language server checks the same tools' schemas again after every edit.
const counted = new WeakMap<JsonSchema, SchemaSize>();

/** Counts the properties, object nesting, enum values and name characters of a schema. */
export function schemaSize(root: JsonSchema): SchemaSize {
  let size = counted.get(root);
  if (!size) counted.set(root, (size = countSize(root)));
  return size;
}

function countSize(root: JsonSchema): SchemaSize {
  const size: SchemaSize = { properties: 0, depth: 0, enumValues: 0, text: 0, bigEnum: { values: 0, chars: 0 } };
  const walk = (s: JsonSchema, depth: number): void => {
    let d = depth;
    if (s.properties) {
      d = depth + 1;
      size.depth = Math.max(size.depth, d);
      for (const [name, p] of Object.entries(s.properties)) {
        size.properties++;
        size.text += name.length;
        walk(p, d);
      }
    }
    if (s.enum) {
      size.enumValues += s.enum.length;
      let chars = 0;
      for (const v of s.enum) if (typeof v === "string") chars += v.length;
      size.text += chars;
      if (s.enum.length > size.bigEnum.values) size.bigEnum = { values: s.enum.length, chars };
    }
    if (s.items) walk(s.items, d);
    for (const m of s.anyOf ?? []) walk(m, d);
  };
  walk(root, 0);
  return size;
}

/** Toolsets and tools past a provider's documented limits. */
export const providerLimits: Rule = {
  name: "provider-limits",
  check(ts, report) {
    const tools = modelTools(ts);
    for (const { provider, max } of LIMITS.tools) {
      if (tools.length > max) report("provider-limit", ts.file.toolset?.name.span ?? tools[max]?.name.span ?? { start: 0, end: 0 }, { what: "the number of tools a model sees", count: tools.length, provider, max });
    }
    const forms = openaiChatTools(ts, false);
    tools.forEach((tool, i) => {
      checkName(tool, report);
      const schema = forms[i]?.function.parameters;
      if (schema) checkSize(tool, schemaSize(schema), report);
    });
  },
};

function checkName(tool: ToolDecl, report: Parameters<Rule["check"]>[1]): void {
  if (tool.name.name.length > 64) return; // tool-name-too-long reports it, as an error
  for (const { provider, re, rule } of NAME_RULES) {
    if (!re.test(tool.name.name)) report("provider-limit", tool.name.span, { what: `tool name '${tool.name.name}'`, count: `${tool.name.name.length} characters`, provider, max: rule });
  }
}

function checkSize(tool: ToolDecl, size: SchemaSize, report: Parameters<Rule["check"]>[1]): void {
  const at = tool.name.span;
  const over = (what: string, count: number, limit: { readonly provider: string; readonly max: number }): void => {
    if (count > limit.max) report("provider-limit", at, { what: `${what} of '${tool.name.name}'`, count, provider: limit.provider, max: limit.max });
  };
  over("the number of object properties", size.properties, LIMITS.properties);
  over("the object nesting depth", size.depth, LIMITS.depth);
  over("the number of enum values", size.enumValues, LIMITS.enumValues);
  over("the length of all property names and enum values", size.text, LIMITS.text);
  const big = size.bigEnum;
  if (big.values > LIMITS.bigEnum.values) {
    report("enum-too-large", at, { name: tool.name.name, values: big.values, chars: big.chars, max: LIMITS.bigEnum.chars });
  }
}
