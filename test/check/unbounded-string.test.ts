import { describe, expect, it } from "vitest";
import { patternUnbounded } from "../../src/check/unbounded-string.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("unbounded-string", () => {
  it("warns on an argument string without a maximum length", () => {
    const d = only('toolset t\nread r { doc "Read."\n arg note: string "A note."\n arg from: string(3..) }\n', "unbounded-string");
    expect(where(d)).toEqual(["unbounded-string@3:12", "unbounded-string@4:12"]);
    expect(d[0]?.message).toContain("string(1..200)");
  });
  it("reports a named type once, where it is written", () => {
    expect(where(only('toolset t\ntype Note = string\nread r { doc "Read." arg a: Note arg b: Note[..3] }\n', "unbounded-string"))).toEqual(["unbounded-string@2:13"]);
  });
  it("accepts a pattern that bounds the length by itself", () => {
    expect(only('toolset t\nread r { doc "Read." arg id: string /^LK-\\d{6}$/ }\n', "unbounded-string")).toEqual([]);
    expect(patternUnbounded("^\\w+$")).toBe(true);
    expect(patternUnbounded("^[+*]{3}$")).toBe(false);
    expect(patternUnbounded("^a{2,}$")).toBe(true);
  });
  it("does not judge context fields or replies", () => {
    expect(only('toolset t\ncontext { c: string }\nread r { doc "Read." returns { s: string } }\n', "unbounded-string")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("unbounded-string"));
});
