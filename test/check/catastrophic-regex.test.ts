import { describe, expect, it } from "vitest";
import { unsafeDetail } from "../../src/check/catastrophic-regex.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("catastrophic-regex", () => {
  it("reports nested repetition", () => {
    const d = only("toolset t\ntype Id = string /^(a+)+$/\n", "catastrophic-regex");
    expect(where(d)).toEqual(["catastrophic-regex@2:18"]);
    expect(d[0]?.message).toContain("backtrack catastrophically");
  });
  it("reports overlapping repetition of words and spaces", () => {
    expect(unsafeDetail("^(\\w+\\s?)*$", "")).toBeDefined();
  });
  it("accepts ordinary anchored patterns", () => {
    for (const p of ["^LK-\\d{6}$", "^[A-Z]{3}-\\d{4}$", "^[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}$"]) expect(unsafeDetail(p, "")).toBeUndefined();
  });
  it("does not analyse a pattern that does not compile", () => {
    expect(only("toolset t\ntype Id = string /^(a+$/\n", "catastrophic-regex")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("catastrophic-regex"));
});
