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
  it("warns on a tool doc over 100 words and an argument doc over 50, by words not characters", () => {
    const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    const d = only(`toolset t\nread r { doc "${words(101)}"\n arg x: int "${words(51)}" }\n`, "doc-too-wordy");
    expect(where(d)).toEqual(["doc-too-wordy@2:14", "doc-too-wordy@3:13"]);
    expect(d[0]?.message).toContain("101 words");
    expect(only(`toolset t\nread r { doc "${words(100)}"\n arg x: int "${words(50)}" }\n`, "doc-too-wordy")).toEqual([]);
    // 900 characters of few, long words is not wordy.
    expect(only(`toolset t\nread r { doc "${"abcdefghi ".repeat(90)}" }\n`, "doc-too-wordy")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("missing-doc", "empty-doc", "doc-too-long", "doc-too-wordy"));
});
