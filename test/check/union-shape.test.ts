import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("union-shape", () => {
  it("refuses an untagged union of objects", () => {
    const d = only("toolset t\ntype U = { a: int } | { b: int }\n", "untagged-union");
    expect(where(d)).toEqual(["untagged-union@2:10"]);
    expect(d[0]?.message).toContain("kind:");
  });
  it("refuses a tag whose value repeats", () => {
    expect(only('toolset t\ntype U = { k: "x", a: int } | { k: "x", b: int }\n', "untagged-union")[0]?.message).toContain("'k'");
  });
  it("accepts objects tagged by one literal field, also through named types", () => {
    expect(only('toolset t\ntype A = { kind: "a", x: int }\ntype B = { kind: "b" }\ntype U = A | B\n', "untagged-union", "mixed-union")).toEqual([]);
  });
  it("accepts unions of write tools, tagged by tool", () => {
    const src = 'toolset t\nwrite a { doc "Create an a." arg x: int }\nwrite b { doc "Delete a b." arg x: int }\nfinish f { doc "End." arg acts: (a | b)[..2] }\n';
    expect(only(src, "untagged-union", "mixed-union")).toEqual([]);
  });
  it("refuses mixed unions", () => {
    expect(where(only('toolset t\ntype A = string | int\ntype B = "a" | int\ntype C = { k: "a" } | "b"\n', "mixed-union"))).toEqual(["mixed-union@2:10", "mixed-union@3:10", "mixed-union@4:10"]);
  });
  it("accepts literal unions, mixed literals, and T | null", () => {
    expect(only('toolset t\ntype A = "a" | "b"\ntype B = 1 | "one" | true | null\ntype C = string(1..3) | null\ntype D = int?\n', "mixed-union", "untagged-union")).toEqual([]);
  });
  it("reports a literal listed twice", () => {
    expect(where(only('toolset t\ntype A = "a" | "b" | "a"\n', "duplicate-literal"))).toEqual(["duplicate-literal@2:22"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("untagged-union", "mixed-union", "duplicate-literal"));
});
