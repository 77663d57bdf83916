import { describe, expect, it } from "vitest";
import { jaccard } from "../../src/check/near-twin-docs.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("near-twin-docs", () => {
  it("warns on the later of two near-identical docs", () => {
    const src = 'toolset t\nread a { doc "Look up one order of this customer by its ID." }\nread b { doc "Look up one order of this customer by the ID." }\n';
    const d = only(src, "near-twin-docs");
    expect(where(d)).toEqual(["near-twin-docs@3:14"]);
    expect(d[0]?.message).toContain("'a' and 'b'");
    expect(d[0]?.message).toContain("Say how they differ");
  });
  it("leaves related but distinct docs alone", () => {
    const src = 'toolset t\nread a { doc "Preview changing one user\'s email address. Nothing changes: this is a dry run." }\nread b { doc "Preview giving up to five users one new email address. Nothing changes: this is a dry run." }\n';
    expect(only(src, "near-twin-docs")).toEqual([]);
  });
  it("measures word-set similarity", () => {
    expect(jaccard(new Set(["a", "b"]), new Set(["a", "b"]))).toBe(1);
    expect(jaccard(new Set(["a", "b"]), new Set(["b", "c"]))).toBeCloseTo(1 / 3);
  });
  it("finds twins among many tools", () => {
    const tools = Array.from({ length: 300 }, (_, i) => `read t${i} { doc "Tool number ${i} does thing ${i * 7} with widget ${i * 13} kind ${i % 97}." }`);
    tools.push('read twin { doc "Tool number 5 does thing 35 with widget 65 kind 5." }');
    expect(only(`toolset t\n${tools.join("\n")}\n`, "near-twin-docs").map((d) => d.message)).toEqual([expect.stringContaining("'t5' and 'twin'")]);
  });
  it("stays quiet on the examples", () => quietOnExamples("near-twin-docs"));
});
