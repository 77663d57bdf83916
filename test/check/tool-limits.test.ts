import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("tool-limits", () => {
  it("refuses a budget below 1 or not whole", () => {
    expect(where(only('toolset t\nread a { doc "A." budget 0 }\nread b { doc "B." budget 1.5 }\n', "budget-value"))).toEqual(["budget-value@2:26", "budget-value@3:26"]);
  });
  it("refuses a result max below 200 or not whole", () => {
    const d = only('toolset t\nread a { doc "A." result max 10 }\nread b { doc "B." result max 300.5 }\n', "result-max-value");
    expect(where(d)).toEqual(["result-max-value@2:30", "result-max-value@3:30"]);
    expect(d[0]?.message).toContain("at least 200");
  });
  it("accepts sensible values", () => {
    expect(only('toolset t\nread a { doc "A." budget 1 result max 200 }\n', "budget-value", "result-max-value")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("budget-value", "result-max-value"));
});
