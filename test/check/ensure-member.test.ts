import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("ensure-member", () => {
  it("needs a returns type", () => {
    expect(where(only('toolset t\nread r { doc "Read." arg id: int\n ensure result.id == id }\n', "ensure-without-returns"))).toEqual(["ensure-without-returns@3:2"]);
  });
  it("reports a result field the reply does not have, with a suggestion", () => {
    const d = only('toolset t\nread r { doc "Read." arg id: int returns { exhibit_id: int }\n ensure result.exhbit_id == id }\n', "unknown-path");
    expect(where(d)).toEqual(["unknown-path@3:16"]);
    expect(d[0]?.message).toBe("the reply has no field 'exhbit_id' (did you mean 'exhibit_id'?)");
  });
  it("follows nested objects and named types", () => {
    const src = 'toolset t\ntype Reply = { item: { id: int } }\nread r { doc "Read." arg id: int returns Reply\n ensure result.item.id == id\n ensure result.item.idx == id }\n';
    expect(where(only(src, "unknown-path"))).toEqual(["unknown-path@5:21"]);
  });
  it("reports types that can never be equal and unknown arguments", () => {
    const src = 'toolset t\nread r { doc "Read." arg id: string(1..9) returns { year: int }\n ensure result.year == id\n ensure result.year == nope }\n';
    expect(where(only(src, "ensure-mismatch", "unknown-arg"))).toEqual(["ensure-mismatch@3:2", "unknown-arg@4:24"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("ensure-without-returns", "ensure-mismatch", "unknown-path"));
});
