// A string format reaches a provider as `format` only where that provider documents it.
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { providerForms } from "../../src/emit/schemas/index.js";

const SOURCE = `toolset f
read r {
  doc "Reads one thing."
  arg email: string(email)
  arg id: string(uuid)
  arg day: string(date)
  arg at: string(datetime)
  arg site: string(url)
}
`;

function forms(): Record<string, unknown> {
  const ts = compileSources([{ path: "f.tool", headerPath: "contracts/f.tool", text: SOURCE }]).toolsets[0];
  if (!ts) throw new Error("does not compile");
  return providerForms(ts, false) as unknown as Record<string, unknown>;
}

const formatsIn = (node: unknown): Record<string, unknown> => {
  const props = (node as { properties: Record<string, { format?: unknown }> }).properties;
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.format]));
};

describe("string formats in provider schemas", () => {
  it("OpenAI strict shows the formats it documents, not uri", () => {
    const f = forms() as { openai: { function: { parameters: unknown } }[] };
    expect(formatsIn(f.openai[0]?.function.parameters)).toEqual({ email: "email", id: "uuid", day: "date", at: "date-time", site: undefined });
  });
  it("Anthropic and MCP show all five, url as uri", () => {
    const f = forms() as { anthropic: { input_schema: unknown }[]; mcp: { inputSchema: unknown }[] };
    const all = { email: "email", id: "uuid", day: "date", at: "date-time", site: "uri" };
    expect(formatsIn(f.anthropic[0]?.input_schema)).toEqual(all);
    expect(formatsIn(f.mcp[0]?.inputSchema)).toEqual(all);
  });
  it("Gemini shows date-time only", () => {
    const f = forms() as { gemini: { functionDeclarations: { parameters: unknown }[] } };
    expect(formatsIn(f.gemini.functionDeclarations[0]?.parameters)).toEqual({ email: undefined, id: undefined, day: undefined, at: "date-time", site: undefined });
  });
});
