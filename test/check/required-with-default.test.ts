import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("required-with-default", () => {
  it("warns on an argument with a default but no ?", () => {
    const d = only('toolset t\nread r { doc "Read."\n arg limit: int(1..50) = 10 }\n', "required-with-default");
    expect(where(d)).toEqual(["required-with-default@3:6"]);
    expect(d[0]?.message).toContain("mark it optional with '?'");
  });
  it("accepts the explicit optional form with a default", () => {
    expect(only('toolset t\nread r { doc "Read." arg limit?: int(1..50) = 10 }\n', "required-with-default")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("required-with-default"));
});
