import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("name-clash", () => {
  it("reports a resource named like a type, on the later one", () => {
    const d = only('toolset t\ntype order = string(1..9)\nresource order { id string(1..9) }\n', "name-clash");
    expect(where(d)).toEqual(["name-clash@3:10"]);
    expect(d[0]?.message).toContain("both a type and a resource");
  });
  it("reports a write tool named like a type", () => {
    expect(where(only('toolset t\ntype w = int\nwrite w { doc "Create a w." }\n', "name-clash"))).toEqual(["name-clash@3:7"]);
  });
  it("lets a read tool share a name with a type (reads are never types)", () => {
    expect(only('toolset t\ntype r = int\nread r { doc "Read." arg x: r }\n', "name-clash")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("name-clash"));
});
