// Emits the provider schemas of a toolset: `schemas.ts` (what the model reads, in every
// provider form) and `schemas-constraints.ts` (the same forms with the private constraints,
// and each tool's full private JSON Schema). Each tool's description and argument schema is
// written once and its five forms are assembled from them (`toolForms`, in the shared
// runtime), so a review diff shows exactly what a model will read, once.
import type { ToolDecl } from "../../ast.js";
import { schemaFormats } from "../../language/formats.js";
import { toolForms, type ToolParts } from "../../runtime/schemas.js";
import { modelTools, type Toolset } from "../../model.js";
import { ident, jsDoc, textWidth, tsFile, WIDTH, type EmittedFile } from "../printer.js";
import { SchemaFile, SHARED_SCHEMAS, type SharedType } from "./file.js";
import { anthropicTools } from "../../schemas/anthropic.js";
import { geminiLiteral, geminiSchemaLiteral, geminiTool, type GeminiSchema } from "./gemini.js";
import { ALL_CONSTRAINTS, argsSchema } from "../../schemas/json-schema.js";
import { flat, member, print, Raw } from "./literal.js";
import { mcpTools } from "./mcp.js";
import { openaiChatTools, openaiResponsesTools } from "../../schemas/openai.js";
import { stepForm, stepMember, stepSchema } from "./step.js";

/** The options of a validator-equivalent schema: every constraint, optional fields nullable. */
const PRIVATE = {
  allRequired: false,
  optionalNull: true,
  defaultAs: "keyword",
  constraints: ALL_CONSTRAINTS,
  flaggedPatterns: true,
  formats: schemaFormats("private"),
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
  // An object or list hugs the `=` when its bracket fits; a scalar too long for the line moves to the next, indented.
  const scalar = value === null || typeof value !== "object" || value instanceof Raw;
  const one = scalar ? flat(value) : "";
  if (scalar && textWidth(head) + textWidth(one) + 1 > WIDTH) return `${head.trimEnd()}\n  ${one};\n`;
  // An object or list whose opening bracket does not fit after the `=` moves to the next line, indented, as prettier's fluid assignment does.
  if (!scalar && textWidth(head) + 1 > WIDTH) return `${head.trimEnd()}\n  ${print(value, 2, 2, ";")};\n`;
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

type ToolForms = { openai: unknown; openaiResponses: unknown; anthropic: unknown; gemini: unknown; mcp: unknown };

/** The parts `toolForms` (in the shared runtime) assembles one tool's forms from. */
interface Parts {
  name: string;
  title: string;
  description: string;
  strict: unknown;
  plain: unknown;
  gemini?: unknown;
  output?: unknown;
  annotations: unknown;
}

/**
 * The parts already written in one file, by value: a tool whose argument schema (or Gemini
 * schema, or output schema) is the same as an earlier tool's names that tool's constant.
 * `counts` says which inline parts occur more than once, and so get a constant of their own.
 */
interface Pool {
  readonly names: Map<string, string>;
  readonly counts: Map<string, number>;
}

/** Each part's JSON text, made once: a part is counted, looked up and shared by the same key. */
const texts = new WeakMap<object, string>();

/** A part's key in the pool: its kind and its JSON text (key order included, as it prints). */
function partKey(kind: string, value: unknown): string {
  if (value === null || typeof value !== "object") return `${kind}:${JSON.stringify(value)}`;
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return `${kind}:${text}`;
}

/** A pool for the tools of one forms section, the inline parts counted. */
function poolOf(forms: Forms): Pool {
  const counts = new Map<string, number>();
  const count = (k: string): void => void counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const g of forms.gemini.functionDeclarations) if ("parameters" in g) count(partKey("gemini", g.parameters));
  for (const m of forms.mcp) if (m.outputSchema) count(partKey("output", m.outputSchema));
  return { names: new Map(), counts };
}

/**
 * One tool's constants. Its forms are assembled by `toolForms` from parts written once: the
 * description, the argument schema every form that reads it shares (OpenAI's strict one too
 * when it is the same), Gemini's. A part equal to an earlier tool's is that tool's constant.
 * A tool whose forms the parts cannot reproduce exactly is written out whole. A review diff
 * shows a changed argument once per reader.
 */
function toolConsts(f: SchemaFile, t: ToolDecl, i: number, forms: Forms, suffix: string, pool: Pool): string {
  const base = ident(`${t.name.name}_${suffix}`);
  const openai = forms.openai[i];
  const responses = forms.openaiResponses[i];
  const anthropic = forms.anthropic[i];
  const mcp = forms.mcp[i];
  const gemini = forms.gemini.functionDeclarations[i];
  if (!openai || !responses || !anthropic || !mcp || !gemini) throw new Error(`no provider form for ${t.name.name}`);
  const actual: ToolForms = { openai, openaiResponses: responses, anthropic, gemini, mcp };
  const parts: Parts = {
    name: mcp.name,
    title: mcp.title,
    description: mcp.description,
    strict: openai.function.parameters,
    plain: mcp.inputSchema,
    ...("parameters" in gemini ? { gemini: gemini.parameters } : {}),
    ...(mcp.outputSchema ? { output: mcp.outputSchema } : {}),
    annotations: mcp.annotations,
  };
  const head = `${jsDoc(`${t.name.name} (${t.toolKind}).`)}`;
  // The runtime's own `toolForms`: a tool may use it only if it gives these forms exactly.
  if (!same(toolForms(parts as unknown as ToolParts), actual)) {
    const one = { openai, openaiResponses: responses, anthropic, gemini: geminiLiteral(f, gemini), mcp };
    return `${head}${constDecl(base, f.type("ToolForms"), one)}`;
  }
  const shared: string[] = [];
  // The constant of a part, written here unless an earlier tool wrote the same one.
  const share = (kind: string, value: unknown, name: string, type: SharedType, doc: string, literal: unknown = value): Raw => {
    const key = partKey(kind, value);
    const hit = pool.names.get(key);
    if (hit !== undefined) return new Raw(hit);
    pool.names.set(key, name);
    shared.push(`${jsDoc(`${t.name.name}: ${doc}`)}${constDecl(name, f.type(type), literal)}`);
    return new Raw(name);
  };
  const both = same(parts.strict, parts.plain);
  const plain = share("args", parts.plain, `${base}_args`, "JsonObjectSchema", both ? "its arguments, as every form reads them." : "its arguments as Anthropic and MCP read them.");
  const strict = both ? plain : share("strict", parts.strict, `${base}_strict`, "JsonObjectSchema", "its arguments in OpenAI strict form.");
  // Gemini's schema and the output schema stay in the call, unless another tool has the same.
  const many = (kind: string, value: unknown): boolean => (pool.counts.get(partKey(kind, value)) ?? 0) > 1;
  const gem = parts.gemini ? geminiSchemaLiteral(f, parts.gemini as GeminiSchema) : undefined;
  const geminiPart =
    parts.gemini === undefined ? {} : { gemini: many("gemini", parts.gemini) ? share("gemini", parts.gemini, `${base}_gemini`, "GeminiSchema", "its arguments in Gemini's form.", gem) : gem };
  const outputPart = parts.output === undefined ? {} : { output: many("output", parts.output) ? share("output", parts.output, `${base}_output`, "JsonObjectSchema", "its reply, as MCP's `outputSchema`.") : parts.output };
  const literal = { ...parts, strict, plain, ...geminiPart, ...outputPart };
  const call = `const ${base} = ${f.value("toolForms")}(`;
  // The object hugs the call's parenthesis when its bracket fits there; else prettier breaks the arguments out, one a line.
  const args = textWidth(call) + 1 > WIDTH ? `\n  ${print(literal, 2, 2, ",")},\n` : print(literal, call.length, 0, ");");
  return [...shared, `${head}${call}${args});\n`].join("\n");
}

/** What `toolSchemasOf` (in the shared runtime) makes of a toolset's forms, key for key: its build-time twin. */
function assembleSchemas(forms: Forms): unknown {
  const members = forms.openai.map(({ function: f }) => ({
    type: "object",
    ...(f.description ? { description: f.description } : {}),
    properties: { tool: { type: "string", enum: [f.name] }, arguments: f.parameters },
    required: ["tool", "arguments"],
    additionalProperties: false,
  }));
  return {
    openai: forms.openai,
    openaiResponses: forms.openaiResponses,
    anthropic: forms.anthropic,
    gemini: forms.gemini,
    mcp: forms.mcp,
    step: {
      type: "object",
      description: "One step: the tool to call and its arguments.",
      properties: { step: { anyOf: members } },
      required: ["step"],
      additionalProperties: false,
    },
  };
}

/**
 * Per-tool constants holding every form of one tool, then the lists that gather them:
 * `toolSchemasOf` builds the lists and the step schema from the tools, unless it cannot
 * reproduce them exactly, when they are written out whole.
 */
function formsSection(f: SchemaFile, tools: readonly ToolDecl[], forms: Forms, suffix: string, exportName: string, doc: string): string {
  const names = tools.map((t) => ident(`${t.name.name}_${suffix}`));
  const pool = poolOf(forms);
  const consts = tools.map((t, i) => toolConsts(f, t, i, forms, suffix, pool));
  const head = `${jsDoc(doc)}export const ${exportName}: ${f.type("ToolSchemas")} = `;
  const before = consts.length ? `${consts.join("\n")}\n` : "";
  if (same(assembleSchemas(forms), forms)) {
    const call = `${f.value("toolSchemasOf")}(`;
    return `${before}${head}${call}${print(names.map((n) => new Raw(n)), head.length - jsDoc(doc).length + call.length, 0, ");")});\n`;
  }
  const list = (k: string): Raw[] => names.map((n) => new Raw(`${n}.${k}`));
  const [openai, responses, anthropic, mcp] = FORM_KEYS.map((k) => `  ${k}: ${print(list(k), k.length + 4, 2, ",")},\n`);
  const gemini = `  gemini: ${print({ functionDeclarations: list("gemini") }, 10, 2, ",")},\n`;
  // The step form reuses each tool's strict arguments, by name.
  const members = tools.map((t, i) => stepMember(t.name.name, t.doc?.value ?? "", new Raw(`${names[i] ?? ""}.openai.function.parameters`)));
  const step = `  step: ${print(stepSchema(members), 8, 2, ",")},\n`;
  return `${before}${head}{\n${openai}${responses}${anthropic}${gemini}${mcp}${step}};\n`;
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

/** Emits `schemas.ts` and `schemas-constraints.ts` of one toolset; the shapes they share are in the runtime's folder. */
export function emitSchemas(ts: Toolset): EmittedFile[] {
  const tools = modelTools(ts);
  const plain = providerForms(ts, false);
  const rich = providerForms(ts, true);
  const richFile = new SchemaFile();
  const priv = privateSchemas(ts);
  const mainFile = new SchemaFile();
  const forms = formsSection(mainFile, tools, plain, "schemas", "toolSchemas", TOOL_SCHEMAS_DOC);
  const reexports = `export * from "${SHARED_SCHEMAS}";\nexport * from "./schemas-constraints.js";\n`;
  const main = tsFile(mainFile.imports, forms, reexports);
  // A tool whose private schema is the same as an earlier tool's names that tool's constant.
  const written = new Map<string, string>();
  const args: string[] = [];
  const argNames = Object.keys(priv).map((n) => {
    const key = JSON.stringify(priv[n]);
    const hit = written.get(key);
    if (hit !== undefined) return [n, hit] as const;
    const c = ident(`${n}_args`);
    written.set(key, c);
    args.push(`${jsDoc(`${n}: its arguments, every rule included.`)}${constDecl(c, richFile.type("JsonObjectSchema"), priv[n])}`);
    return [n, c] as const;
  });
  const rows = argNames.map(([n, c]) => member(n, new Raw(c), 2)).join("");
  const argsMap = `${jsDoc(ARGS_DOC)}export const argsJsonSchemas = {${rows ? `\n${rows}` : ""}};\n`;
  const richForms = formsSection(richFile, tools, rich, "with_constraints", "toolSchemasWithConstraints", CONSTRAINTS_DOC);
  const constrained = tsFile(richFile.imports, richForms, args.join("\n"), argsMap);
  return [
    { path: "schemas.ts", text: main },
    { path: "schemas-constraints.ts", text: constrained },
  ];
}
