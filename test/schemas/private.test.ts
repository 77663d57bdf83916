// The private half: tightening a pattern, length, range or count changes no provider
// form by a single byte; the constraints appear only where asked for, and the full
// private JSON Schema agrees with the contract under a real JSON Schema validator.
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { privateSchemas, providerForms } from "../../src/emit/schemas/index.js";
import { compile, emitted, walk } from "./helpers.js";

const contract = (p: { re: string; len: string; range: string; count: string }): string => `
toolset shop "A shop."
type Sku = string(${p.len}) /${p.re}/
write refund {
  doc "Refund an order. Moves money."
  arg sku: Sku "The item."
  arg amount: number(${p.range}) "Dollars."
}
read find {
  doc "Find items."
  arg skus: Sku[${p.count}] "Items."
  arg limit: int(${p.range}) = 10 "How many."
  arg name: string(1..5) /^ab/i "A name, any case."
}
finish done {
  doc "End the task."
  arg actions: refund[${p.count}]
}
`;

const loose = { re: "^[A-Z]{3}-\\d{4}$", len: "3..40", range: "0..100", count: "..5" };
const tight = { re: "^[A-Z]{2}-\\d{6}$", len: "5..9", range: "1..50", count: "1..3" };
const PUBLIC = ["schemas.ts"];

describe("constraints stay private", () => {
  it("changing a pattern, length, range or count leaves every provider form byte-identical", async () => {
    const a = await emitted(compile(contract(loose)));
    const b = await emitted(compile(contract(tight)));
    for (const p of PUBLIC) expect(b.get(p), p).toBe(a.get(p));
    expect(b.get("schemas-constraints.ts")).not.toBe(a.get("schemas-constraints.ts"));
  });

  it("toolSchemasWithConstraints shows what each provider documents", () => {
    const f = providerForms(compile(contract(loose)), true);
    const find = (x: unknown): Record<string, unknown> => {
      const found: Record<string, unknown> = {};
      walk(x, (n) => Object.assign(found, Object.fromEntries(Object.entries(n).filter(([k]) => k.match(/^(pattern|min|max)/)))));
      return found;
    };
    const openai = find(f.openai);
    expect(openai).toMatchObject({ pattern: loose.re, minimum: 0, maximum: 100, maxItems: 5 });
    expect("minLength" in openai || "maxLength" in openai).toBe(false); // strict mode has no string lengths
    expect(find(f.anthropic)).toMatchObject({ pattern: loose.re, minLength: 3, maxLength: 40, maximum: 100, maxItems: 5 });
    expect(find(f.mcp)).toMatchObject({ minLength: 3 });
    expect(find(f.gemini)).toMatchObject({ minLength: "3", maxLength: "40", maxItems: "5", minimum: 0 });
    // A pattern with the `i` flag cannot be a JSON Schema `pattern`: it is left out of every provider form.
    expect(JSON.stringify(f)).not.toContain('"^ab"');
  });
});

describe("argsJsonSchemas: the full private schema", () => {
  const ts = compile(contract(loose));
  const schemas = privateSchemas(ts);
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addKeyword({
    keyword: "x-pattern",
    type: "string",
    schemaType: "object",
    validate: (s: { source: string; flags: string }, data: string) => new RegExp(s.source, `${s.flags.replace("u", "")}u`).test(data),
  });
  const check = (tool: string, input: unknown): boolean => ajv.validate(schemas[tool] as object, input) === true;

  it("covers every tool, writes included", () => {
    expect(Object.keys(schemas)).toEqual(["refund", "find", "done"]);
  });

  it("compiles under Ajv in strict mode and accepts what the contract accepts", () => {
    expect(check("find", { skus: ["ABC-1234"], limit: 5, name: "AB" })).toBe(true);
    expect(check("find", { skus: [], name: "abc", limit: null })).toBe(true); // optional may be null
    expect(check("refund", { sku: "ABC-1234", amount: 0 })).toBe(true);
    expect(check("done", { actions: [{ tool: "refund", sku: "ABC-1234", amount: 100 }] })).toBe(true);
  });

  it("refuses what the contract refuses", () => {
    expect(check("find", { skus: ["abc-1234"], name: "ab" })).toBe(false); // pattern
    expect(check("find", { skus: [], name: "ab", limit: 101 })).toBe(false); // range
    expect(check("find", { skus: Array(6).fill("ABC-1234"), name: "ab" })).toBe(false); // count
    expect(check("find", { skus: [], name: "xy" })).toBe(false); // x-pattern with the i flag
    expect(check("find", { skus: [], name: "ab", extra: 1 })).toBe(false); // closed object
    expect(check("find", { skus: [], name: "ab", limit: 1.5 })).toBe(false); // integer
    expect(check("done", { actions: [{ tool: "other", sku: "ABC-1234", amount: 1 }] })).toBe(false); // tag
    expect(check("refund", { sku: "ABC-1234" })).toBe(false); // required
  });

  it("counts lengths in code points, as the contract does", () => {
    expect(check("find", { skus: [], name: "ab😀😀😀" })).toBe(true); // 5 code points, 8 UTF-16 units
    expect(check("find", { skus: [], name: "ab😀😀😀😀" })).toBe(false);
  });

  it("carries defaults, docs and tags", () => {
    const find = schemas["find"] as { properties: Record<string, Record<string, unknown>> };
    expect(find.properties["limit"]).toMatchObject({ default: 10, description: "How many." });
    const done = schemas["done"] as { properties: { actions: { items: { properties: { tool: unknown } } } } };
    expect(done.properties.actions.items.properties.tool).toEqual({ type: "string", enum: ["refund"] });
  });
});
