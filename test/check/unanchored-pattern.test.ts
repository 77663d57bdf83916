import { describe, expect, it } from "vitest";
import { unanchoredEnds } from "../../src/check/unanchored-pattern.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("unanchored-pattern", () => {
  it("warns on a pattern without ^ and $", () => {
    const d = only("toolset t\ntype Id = string /LK-\\d{6}/\n", "unanchored-pattern");
    expect(where(d)).toEqual(["unanchored-pattern@2:18"]);
    expect(d[0]?.message).toContain("write /^...$/");
  });
  it("names the missing end", () => {
    expect(unanchoredEnds("^abc")).toBe("the end");
    expect(unanchoredEnds("abc$")).toBe("the start");
    expect(unanchoredEnds("^abc\\$")).toBe("the end");
    expect(unanchoredEnds("^abc\\\\$")).toBeUndefined();
  });
  it("sees through top-level alternation", () => {
    expect(unanchoredEnds("^a|b$")).toContain("every alternative");
    expect(unanchoredEnds("^(?:a|b)$")).toBeUndefined();
    expect(unanchoredEnds("^a$|^b$")).toBeUndefined();
    expect(unanchoredEnds("^[|]$")).toBeUndefined();
  });
  it("stays quiet on the examples", () => quietOnExamples("unanchored-pattern"));
});
