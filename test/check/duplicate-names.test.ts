import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const CODES = ["duplicate-type", "duplicate-resource", "duplicate-tool", "duplicate-arg", "duplicate-field"];

describe("duplicate-names", () => {
  it("reports a second tool of the same name, naming the first one's line", () => {
    const d = only('toolset t\nread t { doc "One." }\nread t { doc "Two." }\n', ...CODES);
    expect(where(d)).toEqual(["duplicate-tool@3:6"]);
    expect(d[0]?.message).toContain("line 2");
  });
  it("reports duplicate types, resources, arguments, context and object fields", () => {
    const src = [
      "toolset t",
      "context { who: string, who: string }",
      "type A = int(1..9)",
      "type A = int(1..9)",
      "resource r { id A owner who }",
      "resource r { id A owner who }",
      'read x { doc "Reads x." arg a: r arg a: r arg o: { k: int(1..2), k: int(1..2) } }',
    ].join("\n");
    const d = only(src, ...CODES);
    expect(d.map((x) => `${x.code}@${x.line}`).sort()).toEqual(
      ["duplicate-field@2", "duplicate-type@4", "duplicate-resource@6", "duplicate-arg@7", "duplicate-field@7"].sort(),
    );
  });
  it("allows the same field name in different objects", () => {
    const src = 'toolset t\nread x { doc "Reads x." arg a: { k: int(1..2) } arg b: { k: int(1..2) } }\n';
    expect(only(src, ...CODES)).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples(...CODES));
});
