import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("regex-syntax", () => {
  it("reports a pattern that does not compile, with the engine's reason", () => {
    const d = only("toolset t\ntype Id = string /^LK-(\\d{6}$/\n", "invalid-regex");
    expect(where(d)).toEqual(["invalid-regex@2:18"]);
    expect(d[0]?.message).toMatch(/does not compile: .+/);
  });
  it("compiles with the u flag, as generated code does", () => {
    // `\-` outside a class is accepted without u, refused with it.
    expect(where(only("toolset t\ntype Id = string /^a\\-b$/\n", "invalid-regex"))).toEqual(["invalid-regex@2:18"]);
  });
  it("refuses flags other than i, u, s and repeated flags", () => {
    expect(where(only("toolset t\ntype A = string /^a$/g\ntype B = string /^a$/ii\n", "invalid-regex-flag"))).toEqual(["invalid-regex-flag@2:17", "invalid-regex-flag@3:17"]);
  });
  it("accepts i, u and s", () => {
    expect(only("toolset t\ntype A = string /^a.b$/ius\n", "invalid-regex", "invalid-regex-flag")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("invalid-regex", "invalid-regex-flag"));
});
