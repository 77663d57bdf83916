import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const WRITE = 'write w { doc "Refund an order." arg amount: int(1..9) }\n';

describe("rule-member", () => {
  it("reports paths that do not exist in the arguments", () => {
    const src = `toolset t\n${WRITE}finish f { doc "End." arg outcome: "a" | "b" arg actions: w[..2]\n rule outcome == "a" => count(action) >= 1 "x" }\n`;
    const d = only(src, "unknown-arg");
    expect(where(d)).toEqual(["unknown-arg@4:31"]);
    expect(d[0]?.message).toContain("did you mean 'actions'?");
  });
  it("reports unknown fields of object arguments", () => {
    expect(where(only('toolset t\nread r { doc "Read." arg o: { a: int }\n rule o.b present => o.a == 1 }\n', "unknown-path"))).toEqual(["unknown-path@3:9"]);
  });
  it("refuses count() of a non-list", () => {
    const d = only('toolset t\nread r { doc "Read." arg message: string(1..9)\n rule message present => count(message) >= 1 }\n', "rule-count-not-list");
    expect(where(d)).toEqual(["rule-count-not-list@3:32"]);
  });
  it("refuses a compared literal the field can never hold", () => {
    const src = 'toolset t\nread r { doc "Read." arg outcome: "a" | "b" arg n: int\n rule outcome == "c" => n == "x" }\n';
    expect(where(only(src, "rule-type-mismatch"))).toEqual(["rule-type-mismatch@3:18", "rule-type-mismatch@3:30"]);
  });
  it("refuses a count compared with a fraction", () => {
    expect(where(only('toolset t\nread r { doc "Read." arg l: int[]\n rule l present => count(l) > 1.5 }\n', "rule-type-mismatch"))).toEqual(["rule-type-mismatch@3:31"]);
  });
  it("accepts null for an optional argument", () => {
    expect(only('toolset t\nread r { doc "Read." arg a?: int arg b: bool\n rule a == null => b == true }\n', "rule-type-mismatch")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("rule-type-mismatch", "rule-count-not-list", "unknown-path", "unknown-arg"));
});
