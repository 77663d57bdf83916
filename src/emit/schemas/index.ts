// Emits the provider schemas of a toolset: `schemas.ts` (what the model reads, in every
// provider form), `schemas-constraints.ts` (the same forms with the private constraints,
// and each tool's full private JSON Schema), and the same data as JSON (`schemas.json`,
// `args.json`), so that a review diff shows exactly what a model will read.
import type { ToolDecl } from "../../ast.js";
import { modelTools, type Toolset } from "../../model.js";
import { GENERATED_MARKER, ident, Imports, jsDoc, propKey, textWidth, tsFile, type EmittedFile } from "../printer.js";
import { anthropicTools } from "./anthropic.js";
import { geminiLiteral, geminiTool } from "./gemini.js";
import { ALL_CONSTRAINTS, argsSchema } from "./json-schema.js";
import { flat, print, Raw, WIDTH } from "./literal.js";
import { mcpTools } from "./mcp.js";
import { openaiChatTools, openaiResponsesTools } from "./openai.js";
import { GEMINI_TYPE_ENUM, SHAPES } from "./shapes.js";
import { stepForm, stepMember, stepSchema } from "./step.js";

/** The options of a validator-equivalent schema: every constraint, optional fields nullable. */
const PRIVATE = {
  allRequired: false,
  optionalNull: true,
  defaultAs: "keyword",
  constraints: ALL_CONSTRAINTS,
  flaggedPatterns: true,
  formats: new Set(["email", "uuid", "date", "date-time", "uri"]),
} as const;

/** Every form, as plain values; `constraints` adds the keywords each provider documents. */
export function providerForms(ts: Toolset, constraints: boolean) {
  return {
    openai: openaiChatTools(ts, constraints),
    openaiResponses: openaiResponsesTools(ts, constraints),
    anthropic: anthropicTools(ts, constraints),
    gemini: geminiTool(ts, constraints),
    mcp: mcpTools(ts, constraints),
    step: stepForm(ts, constraints),
  };
}

/** Each tool's full private JSON Schema, `read`, `write` and `finish` alike, in source order. */
export function privateSchemas(ts: Toolset): Record<string, unknown> {
  const tools = ts.file.tools.filter((t) => ts.tools.get(t.name.name) === t);
  return Object.fromEntries(tools.map((t) => [t.name.name, argsSchema(ts, t, PRIVATE)]));
}

/** A value as a one-line TypeScript literal; `__proto__` as a computed key, so it stays an own key. */
export function tsLiteral(v: unknown): string {
  return flat(v);
}

/** `const name: type = value;` with the value printed as prettier prints it. */
export function constDecl(name: string, type: string, value: unknown): string {
  const head = `const ${name}: ${type} = `;
  // An object or list hugs the `=`; a scalar too long for the line moves to the next, indented.
  const scalar = value === null || typeof value !== "object" || value instanceof Raw;
  const one = scalar ? flat(value) : "";
  if (scalar && textWidth(head) + textWidth(one) + 1 > WIDTH) return `${head.trimEnd()}\n  ${one};\n`;
  return `${head}${print(value, head.length, 0, ";")};\n`;
}

type Forms = ReturnType<typeof providerForms>;
const FORM_KEYS = ["openai", "openaiResponses", "anthropic", "mcp"] as const;

/** True when two JSON values are equal, key order included (so they print the same). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i] as string;
    if (k !== kb[i] || !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * One tool's constants: the argument schemas two forms share (OpenAI's two forms read the
 * same strict schema, Anthropic and MCP the same plain one), then every form of the tool.
 * Sharing keeps the file readable and a review diff shows a changed argument once per reader.
 */
function toolConsts(t: ToolDecl, i: number, forms: Forms, suffix: string): string {
  const base = ident(`${t.name.name}_${suffix}`);
  const openai = forms.openai[i];
  const responses = forms.openaiResponses[i];
  const anthropic = forms.anthropic[i];
  const mcp = forms.mcp[i];
  const gemini = forms.gemini.functionDeclarations[i];
  if (!openai || !responses || !anthropic || !mcp || !gemini) throw new Error(`no provider form for ${t.name.name}`);
  const shared: string[] = [];
  const share = (value: unknown, name: string, doc: string): Raw => {
    shared.push(`${jsDoc(`${t.name.name}: ${doc}`)}${constDecl(name, "JsonObjectSchema", value)}`);
    return new Raw(name);
  };
  const strict = same(openai.function.parameters, responses.parameters)
    ? share(openai.function.parameters, `${base}_strict`, "its arguments in OpenAI strict form.")
    : undefined;
  const plain = same(anthropic.input_schema, mcp.inputSchema)
    ? share(anthropic.input_schema, `${base}_plain`, "its arguments as Anthropic and MCP read them.")
    : undefined;
  const one = {
    openai: strict ? { ...openai, function: { ...openai.function, parameters: strict } } : openai,
    openaiResponses: strict ? { ...responses, parameters: strict } : responses,
    anthropic: plain ? { ...anthropic, input_schema: plain } : anthropic,
    gemini: geminiLiteral(gemini),
    mcp: plain ? { ...mcp, inputSchema: plain } : mcp,
  };
  return [...shared, `${jsDoc(`${t.name.name} (${t.toolKind}).`)}${constDecl(base, "ToolForms", one)}`].join("\n");
}

/** Per-tool constants holding every form of one tool, then the lists that gather them. */
function formsSection(tools: readonly ToolDecl[], forms: Forms, suffix: string, exportName: string, doc: string): string {
  const names = tools.map((t) => ident(`${t.name.name}_${suffix}`));
  const consts = tools.map((t, i) => toolConsts(t, i, forms, suffix));
  const list = (k: string): Raw[] => names.map((n) => new Raw(`${n}.${k}`));
  const [openai, responses, anthropic, mcp] = FORM_KEYS.map((k) => `  ${k}: ${print(list(k), k.length + 4, 2, ",")},\n`);
  const gemini = `  gemini: ${print({ functionDeclarations: list("gemini") }, 10, 2, ",")},\n`;
  // The step form reuses each tool's strict arguments, by name.
  const members = tools.map((t, i) => stepMember(t.name.name, t.doc?.value ?? "", new Raw(`${names[i] ?? ""}.openai.function.parameters`)));
  const step = `  step: ${print(stepSchema(members), 8, 2, ",")},\n`;
  const gather = `${jsDoc(doc)}export const ${exportName}: ToolSchemas = {\n${openai}${responses}${anthropic}${gemini}${mcp}${step}};\n`;
  return consts.join("\n") + "\n" + gather;
}

const TOOL_SCHEMAS_DOC = [
  "What the model reads: the `read` and `finish` tools (never a `write`) in each provider's form.",
  "Names, docs, types, enums and required lists only: patterns, lengths and ranges stay private,",
  "so tightening a rule never changes a request. `openai` and `openaiResponses` use strict mode.",
  "`step` is one JSON Schema for a whole step, `{ step: { tool, arguments } }`, for a model without",
  "native tool calling: pass it as Ollama's `format` or OpenAI's `response_format` schema.",
].join("\n");

const CONSTRAINTS_DOC = [
  "The same forms as `toolSchemas`, plus the constraints each provider documents, for a provider",
  "that enforces them: OpenAI strict gets `pattern`, ranges and item counts (it has no string",
  "lengths); Anthropic, Gemini and MCP get every pattern, length, range and count. A pattern with",
  "`i` or `s` flags is left out, since JSON Schema's `pattern` cannot carry flags. The checked",
  "validators stay the authority: a model reading these limits still sends arguments that fail.",
].join("\n");

const ARGS_DOC = [
  "Each tool's arguments (`read`, `write` and `finish`) as a full private JSON Schema, equivalent to",
  "its validator: patterns, lengths in code points, ranges, item counts, tags, defaults, closed",
  "objects, optional fields that also accept `null`. Valid in draft-07 and 2020-12 alike. A pattern",
  "with `i` or `s` flags, which `pattern` cannot carry, is `x-pattern: { source, flags }`; a",
  "validator must read that keyword (e.g. an Ajv keyword) to check it. Never send this to a model.",
].join("\n");

/** A JSON document whose first key, `$comment`, carries the generated marker (JSON has no comments). */
function jsonFile(ts: Toolset, what: string, value: Record<string, unknown>): string {
  const $comment = `${GENERATED_MARKER} from ${ts.sourcePath}. Do not edit. ${what}`;
  return JSON.stringify({ $comment, ...value }, null, 2) + "\n";
}

/** The file's own `Type` enum, when some Gemini declaration spells its types with it. */
function typeEnum(forms: Forms): string {
  return forms.gemini.functionDeclarations.some((d) => "parameters" in d) ? `${jsDoc("Gemini's type names (see `Type` in schemas.ts).")}${GEMINI_TYPE_ENUM}` : "";
}

/** Emits `schemas.ts`, `schemas-constraints.ts` and the JSON files of one toolset. */
export function emitSchemas(ts: Toolset): EmittedFile[] {
  const tools = modelTools(ts);
  const plain = providerForms(ts, false);
  const rich = providerForms(ts, true);
  const priv = privateSchemas(ts);
  const main = tsFile(
    new Imports(),
    SHAPES,
    formsSection(tools, plain, "schemas", "toolSchemas", TOOL_SCHEMAS_DOC),
    `export * from "./schemas-constraints.js";\n`,
  );
  const argNames = Object.keys(priv).map((n) => [n, ident(`${n}_args`)] as const);
  const args = argNames.map(([n, c]) => `${jsDoc(`${n}: its arguments, every rule included.`)}${constDecl(c, "JsonObjectSchema", priv[n])}`);
  const rows = argNames.map(([n, c]) => `  ${n === "__proto__" ? `["__proto__"]` : propKey(n)}: ${c},\n`).join("");
  const argsMap = `${jsDoc(ARGS_DOC)}export const argsJsonSchemas = {${rows ? `\n${rows}` : ""}};\n`;
  const constrained = tsFile(
    new Imports().type("./schemas.js", "JsonObjectSchema", "ToolForms", "ToolSchemas"),
    typeEnum(rich),
    formsSection(tools, rich, "with_constraints", "toolSchemasWithConstraints", CONSTRAINTS_DOC),
    args.join("\n"),
    argsMap,
  );
  return [
    { path: "schemas.ts", text: main, formatted: true },
    { path: "schemas-constraints.ts", text: constrained, formatted: true },
    // One file per audience rather than per provider: a file costs more to create than to fill.
    { path: "schemas.json", text: jsonFile(ts, "What the model reads: toolSchemas, one key per provider form.", plain) },
    { path: "args.json", text: jsonFile(ts, "Private: every rule of every tool's arguments (argsJsonSchemas). Never sent to a model.", priv) },
  ];
}
