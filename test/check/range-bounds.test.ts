import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("range-bounds", () => {
  it("reports an empty range", () => {
    const d = only("toolset t\ntype Name = string(5..3)\n", "empty-range");
    expect(where(d)).toEqual(["empty-range@2:20"]);
    expect(d[0]?.message).toBe("the range 5..3 is empty");
  });
  it("reports empty int, number and list ranges", () => {
    expect(where(only("toolset t\ntype A = int(9..1)\ntype B = number(0.5..0.25)\ntype C = int[4..2]\n", "empty-range"))).toEqual(["empty-range@2:14", "empty-range@3:17", "empty-range@4:14"]);
  });
  it("reports negative lengths and counts", () => {
    expect(where(only("toolset t\ntype A = string(-1..3)\ntype B = int[..-2]\n", "invalid-range"))).toEqual(["invalid-range@2:17", "invalid-range@3:14"]);
  });
  it("reports fractional lengths and int bounds", () => {
    const d = only("toolset t\ntype A = string(1.5..3)\ntype B = int(0..2.5)\n", "invalid-range");
    expect(where(d)).toEqual(["invalid-range@2:17", "invalid-range@3:14"]);
    expect(d[0]?.message).toContain("whole numbers");
  });
  it("accepts negative and decimal number ranges and open ends", () => {
    expect(only("toolset t\ntype A = number(-5..0.25)\ntype B = int(-3..)\ntype C = string(..64)\ntype D = int[3]\n", "empty-range", "invalid-range")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("empty-range", "invalid-range"));
});
