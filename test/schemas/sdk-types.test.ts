// Every form against the providers' own SDK types (checked by `tsc --noEmit`) and, where
// an SDK ships a runtime schema, against that too. The shipped contracts' generated
// files are checked, and a committed fixture that uses every type form.
import fs from "node:fs";
import path from "node:path";
import type { Tool as AnthropicTool } from "@anthropic-ai/sdk/resources/messages";
import { Type, type FunctionDeclaration, type Tool as GeminiTool } from "@google/genai";
import { ListToolsResultSchema, type Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import type { ChatCompletionFunctionTool, ChatCompletionTool } from "openai/resources/chat/completions";
import type { FunctionTool } from "openai/resources/responses/responses";
import { describe, expect, it } from "vitest";
import * as larkfield from "../../generated/larkfield/schemas.js";
import * as museum from "../../generated/museum/schemas.js";
import * as users from "../../generated/users/schemas.js";
import * as rich from "./fixtures/rich/schemas.js";
import { compileFile, emitted, FIXTURE, walk } from "./helpers.js";

/**
 * Assigns every form to its SDK's own type, with no cast and no wrapper type: a wrong form
 * fails `tsc`, not just this test. Gemini's `type` values are the generated `Type` enum, which
 * TypeScript relates to the SDK's `Type` enum of the same name and values.
 */
function asSdk(s: larkfield.ToolSchemas) {
  const chat: ChatCompletionTool[] = s.openai;
  const chatFunctions: ChatCompletionFunctionTool[] = s.openai;
  const responses: FunctionTool[] = s.openaiResponses;
  const anthropic: AnthropicTool[] = s.anthropic;
  const gemini: GeminiTool = s.gemini;
  const declarations: FunctionDeclaration[] = s.gemini.functionDeclarations;
  const mcp: McpTool[] = s.mcp;
  return { chat, chatFunctions, responses, anthropic, gemini, declarations, mcp };
}

const modules = { larkfield, museum, users, rich };
const all = Object.entries(modules).flatMap(([name, m]) => [
  [name, m.toolSchemas] as const,
  [`${name} with constraints`, m.toolSchemasWithConstraints] as const,
]);

describe.each(all)("%s", (_, schemas) => {
  const sdk = asSdk(schemas);

  it("OpenAI: function tools with a name, parameters and strict true", () => {
    for (const t of sdk.chatFunctions) expect(t).toMatchObject({ type: "function", function: { strict: true, parameters: { type: "object" } } });
    for (const t of sdk.responses) expect(t).toMatchObject({ type: "function", strict: true, parameters: { type: "object" } });
  });

  it("Anthropic: input_schema is an object schema", () => {
    for (const t of sdk.anthropic) expect(t.input_schema.type).toBe("object");
  });

  it("Gemini: every type is a value of the SDK's Type enum", () => {
    const values = new Set<string>(Object.values(Type));
    for (const d of sdk.declarations) {
      expect(d.parameters ?? d.parametersJsonSchema).toBeDefined();
      walk(d.parameters, (n, at) => {
        if (!at.endsWith(".properties") && "type" in n) expect(values.has(n["type"] as string), at).toBe(true);
      });
    }
  });

  it("MCP: the SDK's ListToolsResultSchema parses the list unchanged", () => {
    const parsed = ListToolsResultSchema.parse({ tools: sdk.mcp });
    expect(parsed.tools).toEqual(sdk.mcp);
    for (const t of parsed.tools) expect(t.inputSchema.type).toBe("object");
  });
});

describe("the committed fixture", () => {
  it("is what the emitter writes for fixtures/rich.tool (UPDATE_FIXTURES=1 rewrites it)", async () => {
    const dir = path.join(path.dirname(FIXTURE), "rich");
    const files = [...(await emitted(compileFile(FIXTURE)))].filter(([p]) => p.endsWith(".ts"));
    for (const [p, text] of files) {
      const file = path.join(dir, p);
      if (process.env["UPDATE_FIXTURES"] === "1") fs.mkdirSync(dir, { recursive: true }), fs.writeFileSync(file, text);
      expect(fs.readFileSync(file, "utf8"), p).toBe(text);
    }
  });

  it("uses every schema shape: optional, nullable, defaults, number enums, mixed unions, tagged unions", () => {
    const search = rich.toolSchemas.openai[0]?.function.parameters.properties ?? {};
    expect(search["level"]?.anyOf?.[0]).toEqual({ type: "integer", enum: [1, 2, 3] });
    expect(search["note"]?.type).toEqual(["string", "null"]);
    expect(search["ratio"]?.description).toBe("A ratio. Default: 0.5.");
    const gemini = rich.toolSchemas.gemini.functionDeclarations[0];
    const g = gemini && "parameters" in gemini ? (gemini.parameters.properties ?? {}) : {};
    expect(g["level"]).toEqual({ type: "INTEGER", description: "How deep to search. Allowed values: 1, 2, 3." });
    expect(g["choice"]).toMatchObject({ type: "STRING", enum: ["small", "large"], nullable: true });
    const done = rich.toolSchemas.anthropic.find((t) => t.name === "done")?.input_schema.properties?.["actions"];
    expect(done?.items?.anyOf?.map((m) => m.properties?.["tool"]?.enum)).toEqual([["close_account"], ["set_limit"]]);
  });
});
