// One contract using every construct of the language compiles with no diagnostic at
// all, and the example contracts compile without errors or warnings.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check, example, EXAMPLES } from "./helpers.js";

const sink = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/kitchen-sink.tool"), "utf8");

describe("kitchen sink", () => {
  it("compiles with no diagnostics, not even warnings", () => {
    expect(check(sink, "kitchen-sink.tool").map((d) => `${d.code}@${d.line}:${d.column} ${d.message}`)).toEqual([]);
  });
  it("uses every construct", () => {
    for (const needle of ['"""', "//", "context {", "type ", "resource ", "owner ", "missing ", "read ", "write ", "finish ", "doc ", "arg ", "?:", "= ", "scope ", "effect ", "budget ", "returns ", "ensure result.", "seen ", "rule ", "count(", " present", " absent", "!=", "result max", "hint ", "string(", "int(", "number(-", "0.25", "bool", "true", "false", "null", "[..", "[1..10]", "? ", " | ", "/i", "\\u00e9", "\\\""])
      expect(sink, needle).toContain(needle);
  });
  it.each(EXAMPLES)("%s.tool has no errors and no warnings", (name) => {
    expect(check(example(name), `${name}.tool`).map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([]);
  });
});
