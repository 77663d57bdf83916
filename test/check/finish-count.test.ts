import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("finish-count", () => {
  it("warns on a second finish tool", () => {
    const d = only('toolset t\nfinish a { doc "End with an answer." }\nfinish b { doc "Give up on the task." }\n', "multiple-finish");
    expect(where(d)).toEqual(["multiple-finish@3:8"]);
    expect(d[0]?.severity).toBe("warning");
  });
  it("accepts one finish tool", () => {
    expect(only('toolset t\nfinish a { doc "End." }\n', "multiple-finish")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("multiple-finish"));
});
