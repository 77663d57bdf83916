import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("tool-name-length", () => {
  it("reports a tool name of 65 characters", () => {
    const name = "a".repeat(65);
    const d = only(`toolset t\nread ${name} { doc "Read." }\n`, "tool-name-too-long");
    expect(where(d)).toEqual(["tool-name-too-long@2:6"]);
    expect(d[0]?.message).toContain("65 characters");
  });
  it("accepts exactly 64 characters", () => {
    expect(only(`toolset t\nread ${"b".repeat(64)} { doc "Read." }\n`, "tool-name-too-long")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("tool-name-too-long"));
});
