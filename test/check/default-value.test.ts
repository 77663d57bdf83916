import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("default-value", () => {
  it("reports a default outside its range", () => {
    const d = only('toolset t\nread r { doc "Read." arg n?: int(1..10) = 20 }\n', "default-type-mismatch");
    expect(where(d)).toEqual(["default-type-mismatch@2:43"]);
    expect(d[0]?.message).toBe("the default 20 does not match its type: 20 is outside 1..10");
  });
  it("reports a literal of the wrong kind, a length and a pattern mismatch", () => {
    const src = 'toolset t\nread r {\n  doc "Read."\n  arg a?: int = "3"\n  arg b?: string(1..3) = "long"\n  arg c?: string /^x$/ = "y"\n  arg d?: "a" | "b" = "c"\n  arg e?: int = 1.5\n}\n';
    expect(only(src, "default-type-mismatch").map((d) => d.line)).toEqual([4, 5, 6, 7, 8]);
  });
  it("checks through named types, lists and object fields", () => {
    const src = 'toolset t\ntype Small = int(..3)\nread r {\n  doc "Read."\n  arg a?: Small[..2] = [1, 9]\n  arg o: { f?: bool = 1 }\n}\n';
    expect(where(only(src, "default-type-mismatch"))).toEqual(["default-type-mismatch@5:24", "default-type-mismatch@6:23"]);
  });
  it("accepts defaults that fit, null on a nullable, and lists", () => {
    const src = 'toolset t\nread r { doc "Read." arg a?: int(1..10) = 5 arg b?: string? = null arg c?: int[..3] = [1, 2] arg d?: number(0..1) = 0.5 }\n';
    expect(only(src, "default-type-mismatch")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("default-type-mismatch"));
});
