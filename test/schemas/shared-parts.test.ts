// Tools whose argument, Gemini or output schemas are equal share one constant: the later
// tool names the earlier tool's, and the forms on the wire are byte for byte the same.
import { describe, expect, it } from "vitest";
import { privateSchemas, providerForms } from "../../src/emit/schemas/index.js";
import { compile, emitted, load } from "./helpers.js";

const SOURCE = `toolset t "T."

read a {
  doc "First."
  arg code: string(1..9) "The code."
  returns { name: string }
}

read b {
  doc "Same arguments and reply."
  arg code: string(1..9) "The code."
  returns { name: string }
}

read c {
  doc "Another argument doc."
  arg code: string(1..9) "Another code."
  returns { name: string }
}
`;

describe("schema parts shared between tools", () => {
  const ts = compile(SOURCE);

  it("write an equal part once, named for its first tool", async () => {
    const files = await emitted(ts);
    const main = files.get("schemas.ts") ?? "";
    expect(main.match(/^const a_schemas_args: JsonObjectSchema = /gm)).toHaveLength(1);
    expect(main).not.toContain("const b_schemas_args");
    expect(main).toContain("const c_schemas_args");
    expect(main).toMatch(/const b_schemas = toolForms\(\{[^}]*plain: a_schemas_args,[^]*?gemini: a_schemas_gemini,[^]*?output: a_schemas_output,/);
    // An output schema every tool shares, and Gemini's schema two of three share, get constants of their own.
    expect(main).toContain("const a_schemas_output: JsonObjectSchema = ");
    expect(main).toMatch(/const c_schemas = toolForms\(\{[^}]*gemini: \{/);
    const rich = files.get("schemas-constraints.ts") ?? "";
    expect(rich).toContain("  b: a_args,\n");
    expect(rich).not.toContain("const b_args");
  });

  it("load to the emitter's values, byte for byte on the wire", async () => {
    const mod = (await load(ts)) as { toolSchemas: unknown; toolSchemasWithConstraints: unknown; argsJsonSchemas: unknown };
    expect(JSON.stringify(mod.toolSchemas)).toBe(JSON.stringify(providerForms(ts, false)));
    expect(JSON.stringify(mod.toolSchemasWithConstraints)).toBe(JSON.stringify(providerForms(ts, true)));
    expect(JSON.stringify(mod.argsJsonSchemas)).toBe(JSON.stringify(privateSchemas(ts)));
  });
});
