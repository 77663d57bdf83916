import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("write-doc-vague", () => {
  it("warns when a write's doc names no change", () => {
    const d = only('toolset t\nwrite w { doc "Handles the order." }\n', "write-doc-vague");
    expect(where(d)).toEqual(["write-doc-vague@2:15"]);
    expect(d[0]?.message).toContain("name the effect");
  });
  it("accepts docs that name the change", () => {
    for (const doc of ["Refund part of an order.", "Creates a return label.", "Cancel the subscription.", "Sends the customer an email."])
      expect(only(`toolset t\nwrite w { doc "${doc}" }\n`, "write-doc-vague")).toEqual([]);
  });
  it("does not judge read tools", () => {
    expect(only('toolset t\nread r { doc "Handles the order." }\n', "write-doc-vague")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("write-doc-vague"));
});
