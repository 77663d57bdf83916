// Limits on pathological files: one located error for deep nesting, a summary after many errors.
import { describe, expect, it } from "vitest";
import { MAX_NESTING } from "../../grammar/parse.js";
import { check } from "../check/helpers.js";

const contract = (type: string): string => `toolset t "T."\nread r {\n  doc "Reads one thing."\n  arg a: ${type} "A."\n}\n`;

describe("nesting-too-deep", () => {
  it("accepts nesting up to the limit", () => {
    const d = check(contract("int" + "[]".repeat(MAX_NESTING - 1)));
    expect(d.filter((x) => x.code === "nesting-too-deep")).toEqual([]);
  });
  it("refuses a long chain of list suffixes on the line where it crosses the limit", () => {
    const d = check(contract("int" + "[]".repeat(5000)));
    expect(d.map((x) => `${x.code}@${x.line}`)).toEqual(["nesting-too-deep@4"]);
  });
  it("refuses deeply nested objects and parentheses", () => {
    for (const type of ["{ a: ".repeat(3000) + "int" + " }".repeat(3000), "(".repeat(3000) + "int" + ")".repeat(3000)]) {
      const d = check(contract(type));
      expect(d.map((x) => x.code)).toEqual(["nesting-too-deep"]);
      expect(d[0]?.message).toContain(`at most ${MAX_NESTING}`);
    }
  });
});

describe("too-many-errors", () => {
  it("reports at most MAX_SYNTAX_ERRORS syntax errors of a file, then one summary", async () => {
    const { MAX_SYNTAX_ERRORS } = await import("../../grammar/parse.js");
    const d = check(`toolset t "T."\n${"read { } ".repeat(500)}\n`);
    expect(d.length).toBe(MAX_SYNTAX_ERRORS + 1);
    expect(d.at(-1)?.code).toBe("too-many-errors");
  });
});
