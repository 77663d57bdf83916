import { describe, expect, it } from "vitest";
import { NAME_RULES } from "../../src/check/provider-limits.js";
import { only, quietOnExamples } from "./helpers.js";

const reads = (n: number): string => Array.from({ length: n }, (_, i) => `read r${i} { doc "Read number ${i}." }`).join("\n");

describe("provider-limits", () => {
  it("warns when a toolset has more tools than OpenAI and Gemini accept (140 tools)", () => {
    const d = only(`toolset t\n${reads(140)}\n`, "provider-limit");
    expect(d.map((x) => x.message)).toEqual([
      "the number of tools a model sees is 140; OpenAI accepts at most 128 and refuses the request",
      "the number of tools a model sees is 140; Gemini accepts at most 128 and refuses the request",
    ]);
    expect(only(`toolset t\n${reads(128)}\n`, "provider-limit")).toEqual([]);
  });
  it("warns on 12 levels of object nesting (OpenAI strict mode: 10)", () => {
    let type = "{ leaf: int }";
    for (let i = 0; i < 10; i++) type = `{ level${i}: ${type} }`;
    const d = only(`toolset t\nread r { doc "Read." arg deep: ${type} }\n`, "provider-limit");
    expect(d.map((x) => x.message)).toEqual(["the object nesting depth of 'r' is 12; OpenAI strict mode accepts at most 10 and refuses the request"]);
    let ok = "{ leaf: int }";
    for (let i = 0; i < 8; i++) ok = `{ level${i}: ${ok} }`;
    expect(only(`toolset t\nread r { doc "Read." arg deep: ${ok} }\n`, "provider-limit")).toEqual([]);
  });
  it("warns on a 600-value enum, and on more than 1,000 enum values in one tool", () => {
    const values = (n: number, p: string): string => Array.from({ length: n }, (_, i) => `"${p}${i}"`).join(" | ");
    const big = only(`toolset t\nread r { doc "Read." arg city: ${values(600, "c")} }\n`, "enum-too-large");
    expect(big[0]?.message).toContain("an enum of 600 values");
    expect(only(`toolset t\nread r { doc "Read." arg city: ${values(250, "c")} }\n`, "enum-too-large")).toEqual([]);
    const many = only(`toolset t\nread r { doc "Read." arg a: ${values(240, "a")} arg b: ${values(240, "b")} arg c: ${values(240, "c")} arg d: ${values(240, "d")} arg e: ${values(240, "e")} }\n`, "provider-limit");
    expect(many.map((x) => x.message)).toEqual(["the number of enum values of 'r' is 1200; OpenAI strict mode accepts at most 1000 and refuses the request"]);
  });
  it("warns on more than 5,000 object properties in one tool", () => {
    const fields = (n: number): string => Array.from({ length: n }, (_, i) => `f${i}: int`).join(", ");
    const d = only(`toolset t\ntype Big = { ${fields(2600)} }\nread r { doc "Read." arg a: Big arg b: Big }\n`, "provider-limit");
    expect(d.map((x) => x.message)).toEqual(["the number of object properties of 'r' is 5202; OpenAI strict mode accepts at most 5000 and refuses the request"]);
  });
  it("knows each provider's rule for a tool name", () => {
    const accepts = (name: string): string[] => NAME_RULES.filter((r) => r.re.test(name)).map((r) => r.provider);
    expect(accepts("get_order")).toEqual(["OpenAI", "Anthropic", "Gemini", "MCP"]);
    expect(accepts("9lives")).toEqual(["OpenAI", "Anthropic", "MCP"]);
    expect(accepts("orders.get")).toEqual(["Gemini", "MCP"]);
    expect(accepts("x".repeat(65))).toEqual(["MCP"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("provider-limit", "enum-too-large"));
});
