import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("effect-member", () => {
  it("refuses an effect on an argument that is neither a list nor an int", () => {
    const d = only('toolset t\nread r { doc "Read." arg name: string(1..9)\n effect name max 5 }\n', "effect-type");
    expect(where(d)).toEqual(["effect-type@3:9"]);
    expect(d[0]?.message).toContain("'name' is a string");
  });
  it("accepts lists and ints, also through named types", () => {
    expect(only('toolset t\ntype Ids = int[..9]\nread r { doc "Read." arg ids: Ids arg n: int(1..) effect ids max 5 effect n max 100 }\n', "effect-type", "effect-max")).toEqual([]);
  });
  it("refuses a max that is negative or fractional", () => {
    expect(where(only('toolset t\nread r { doc "Read." arg n: int\n effect n max -1\n effect n max 2.5 }\n', "effect-max"))).toEqual(["effect-max@3:15", "effect-max@4:15"]);
  });
  it("reports an unknown argument", () => {
    expect(where(only('toolset t\nread r { doc "Read." arg n: int\n effect m max 1 }\n', "unknown-arg"))).toEqual(["unknown-arg@3:9"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("effect-type", "effect-max"));
});
