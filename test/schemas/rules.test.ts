// Each provider form follows its provider's documented rules, lists only `read` and
// `finish` tools in source order, shows no private keyword, and matches its JSON file.
import { describe, expect, it } from "vitest";
import { modelTools } from "../../src/model.js";
import { providerForms, tsLiteral } from "../../src/emit/schemas/index.js";
import { titleOf } from "../../src/emit/schemas/mcp.js";
import { allToolsets, compile, emitted, load, PRIVATE_KEYWORDS, walk } from "./helpers.js";

const toolsets = allToolsets();
const isObjectNode = (n: Record<string, unknown>): boolean =>
  n["type"] === "object" || (Array.isArray(n["type"]) && n["type"].includes("object"));

/** Every form of a toolset as [form, name, parameters, whole entry]. */
function entries(f: ReturnType<typeof providerForms>): [string, string, unknown, Record<string, unknown>][] {
  return [
    ...f.openai.map((t) => ["openai", t.function.name, t.function.parameters, t] as const),
    ...f.openaiResponses.map((t) => ["openaiResponses", t.name, t.parameters, t] as const),
    ...f.anthropic.map((t) => ["anthropic", t.name, t.input_schema, t] as const),
    ...f.mcp.map((t) => ["mcp", t.name, t.inputSchema, t] as const),
    ...f.gemini.functionDeclarations.map(
      (t) => ["gemini", t.name, "parameters" in t ? t.parameters : t.parametersJsonSchema, t] as const,
    ),
  ].map(([a, b, c, d]) => [a, b, c, d as unknown as Record<string, unknown>]);
}

describe.each(toolsets.map((t) => [t.name, t] as const))("toolset %s", (_, ts) => {
  const forms = providerForms(ts, false);
  const expected = modelTools(ts).map((t) => t.name.name);

  it("lists the read and finish tools, never a write, in source order, in every form", () => {
    for (const form of ["openai", "openaiResponses", "anthropic", "mcp", "gemini"]) {
      const names = entries(forms).filter(([f]) => f === form).map(([, n]) => n);
      expect(names, form).toEqual(expected);
    }
    const writes = ts.file.tools.filter((t) => t.toolKind === "write").map((t) => t.name.name);
    for (const [, n] of entries(forms)) expect(writes).not.toContain(n);
  });

  it("uses names the providers accept and an object at every root", () => {
    for (const [form, name, params] of entries(forms)) {
      expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      const type = (params as { type?: unknown }).type;
      expect(type === "object" || type === "OBJECT", `${form} ${name}`).toBe(true);
      expect((params as { anyOf?: unknown }).anyOf, "no anyOf at the root").toBeUndefined();
    }
  });

  it("shows no pattern, length, range or count in any form", () => {
    for (const [form, name, , whole] of entries(forms)) {
      walk(whole, (n, at) => {
        for (const k of PRIVATE_KEYWORDS) expect(k in n && typeof n[k] !== "object", `${form} ${name}${at}.${k}`).toBe(false);
        expect("x-pattern" in n).toBe(false);
      });
    }
  });

  it("OpenAI strict: closed objects, every property required, no default keyword, strict true", () => {
    for (const [form, name, params, whole] of entries(forms).filter(([f]) => f.startsWith("openai"))) {
      const strict = form === "openai" ? (whole["function"] as { strict?: unknown }).strict : whole["strict"];
      expect(strict).toBe(true);
      expect(whole["type"]).toBe("function");
      walk(params, (n, at) => {
        if (isObjectNode(n)) expect(n["additionalProperties"], `${name}${at}`).toBe(false);
        if (n["properties"] && typeof n["properties"] === "object" && !at.endsWith(".properties"))
          expect([...((n["required"] as string[]) ?? [])].sort(), `${name}${at}`).toEqual(Object.keys(n["properties"]).sort());
        expect("default" in n && !at.endsWith(".properties"), `${name}${at}`).toBe(false);
      });
    }
  });

  it("Anthropic and MCP: closed objects everywhere", () => {
    for (const [form, name, params] of entries(forms).filter(([f]) => f === "anthropic" || f === "mcp")) {
      walk(params, (n, at) => {
        if (isObjectNode(n)) expect(n["additionalProperties"], `${form} ${name}${at}`).toBe(false);
      });
    }
  });

  it("Gemini: the OpenAPI subset (upper-case types, nullable, string enums, no additionalProperties)", () => {
    const types = new Set(["STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT", "NULL"]);
    for (const d of forms.gemini.functionDeclarations) {
      if (!("parameters" in d)) continue;
      walk(d.parameters, (n, at) => {
        if (at.endsWith(".properties")) return;
        if ("type" in n) expect(types.has(n["type"] as string), `${d.name}${at}`).toBe(true);
        expect("additionalProperties" in n, `${d.name}${at}`).toBe(false);
        if (Array.isArray(n["enum"])) expect(n["enum"].every((v) => typeof v === "string")).toBe(true);
      });
    }
  });

  it("Gemini: a tool without arguments gives its (empty) object as parametersJsonSchema", () => {
    for (const [i, t] of modelTools(ts).entries()) {
      const d = forms.gemini.functionDeclarations[i];
      expect(d && "parametersJsonSchema" in d).toBe(t.args.length === 0);
    }
  });

  it("MCP: title, and annotations that say a read is read-only and finish is not", () => {
    for (const [i, t] of modelTools(ts).entries()) {
      const m = forms.mcp[i];
      expect(m?.title).toBe(titleOf(t.name.name));
      expect(m?.annotations.readOnlyHint).toBe(t.toolKind === "read");
    }
  });

  it("the forms assembled at load are the emitter's values, byte for byte on the wire", async () => {
    const files = await emitted(ts);
    const mod = (await load(ts)) as { toolSchemas: ReturnType<typeof providerForms>; toolSchemasWithConstraints: unknown; argsJsonSchemas: object };
    expect(JSON.stringify(mod.toolSchemas)).toBe(JSON.stringify(forms));
    expect(JSON.stringify(mod.toolSchemasWithConstraints)).toBe(JSON.stringify(providerForms(ts, true)));
    expect(Object.keys(mod.argsJsonSchemas)).toEqual(ts.file.tools.map((t) => t.name.name));
    expect([...files.keys()]).toEqual(["schemas.ts", "schemas-constraints.ts"]);
    for (const [p, text] of files) {
      expect(text.slice(0, 200), p).toContain("@generated by contractc");
      expect(text.endsWith("\n"), p).toBe(true);
    }
  });

  it("is deterministic: the same contract gives the same bytes", async () => {
    expect([...(await emitted(ts))]).toEqual([...(await emitted(ts))]);
  });
});

describe("descriptions and literals", () => {
  it("keeps a description over 1024 characters whole (the checks warn; nothing is cut)", () => {
    const long = "Look it up. ".repeat(100).trim();
    const ts = compile(`toolset t "T."\nread get { doc "${long}"\n arg id: string(1..9) "${long}" }\n`);
    const f = providerForms(ts, false);
    expect(f.openai[0]?.function.description).toBe(long);
    expect(f.anthropic[0]?.input_schema.properties?.["id"]?.description).toBe(long);
  });

  it("writes a __proto__ key as a computed key, so it stays an own property", () => {
    const text = tsLiteral({ properties: JSON.parse('{"__proto__": {"type": "string"}}') });
    expect(text).toBe('{ properties: { ["__proto__"]: { type: "string" } } }');
  });
});
