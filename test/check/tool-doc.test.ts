import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("tool-doc", () => {
  it("warns on a tool without a doc, saying how to fix it", () => {
    const d = only("toolset t\nread r { arg x: int }\n", "missing-doc");
    expect(where(d)).toEqual(["missing-doc@2:6"]);
    expect(d[0]?.message).toContain('Add doc "..."');
    expect(d[0]?.severity).toBe("warning");
  });
  it("warns on empty docs of tools and arguments", () => {
    expect(where(only('toolset t\nread r { doc "  "\n arg x: int "" }\n', "empty-doc"))).toEqual(["empty-doc@2:14", "empty-doc@3:13"]);
  });
  it("warns on a doc over 1024 characters, counted in code points", () => {
    const long = "é".repeat(1025);
    expect(where(only(`toolset t\nread r { doc "${long}" }\n`, "doc-too-long"))).toEqual(["doc-too-long@2:14"]);
    expect(only(`toolset t\nread r { doc "${"😀".repeat(1024)}" }\n`, "doc-too-long")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("missing-doc", "empty-doc", "doc-too-long"));
});
