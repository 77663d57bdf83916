import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("unused-declarations", () => {
  it("warns on a type and a resource nothing uses", () => {
    const d = only("toolset t\ntype Unused = string(1..9)\nresource order { id string(1..9) }\n", "unused-type", "unused-resource");
    expect(where(d)).toEqual(["unused-type@2:6", "unused-resource@3:10"]);
    expect(d[0]?.message).toContain("remove it");
  });
  it("counts uses through other types and resource ids", () => {
    expect(only('toolset t\ntype Id = string /^a$/\nresource r { id Id }\ntype W = r[]\nread q { doc "Read." arg w: W }\n', "unused-type", "unused-resource")).toEqual([]);
  });
  it("does not count a type's use of itself", () => {
    expect(where(only("toolset t\ntype A = A[]\n", "unused-type"))).toEqual(["unused-type@2:6"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("unused-type", "unused-resource"));
});
