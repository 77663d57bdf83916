import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("recursive-type", () => {
  it("reports a type that contains itself", () => {
    expect(where(only("toolset t\ntype A = A[]\n", "recursive-type"))).toEqual(["recursive-type@2:6"]);
  });
  it("reports every type of a longer cycle", () => {
    expect(where(only("toolset t\ntype B = { c: C }\ntype C = B?\ntype D = C\n", "recursive-type"))).toEqual(["recursive-type@2:6", "recursive-type@3:6"]);
  });
  it("accepts a type used twice without a cycle", () => {
    expect(only("toolset t\ntype A = int\ntype B = { x: A, y: A[] }\n", "recursive-type")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("recursive-type"));
});
