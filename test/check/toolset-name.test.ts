import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("toolset-name", () => {
  it("refuses a name that is not a portable folder name", () => {
    expect(where(only("toolset Shop\n", "invalid-toolset-name"))).toEqual(["invalid-toolset-name@1:9"]);
  });
  it("accepts lower case, digits, _ and -", () => {
    expect(only("toolset shop_2\n", "invalid-toolset-name")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("invalid-toolset-name"));
});
