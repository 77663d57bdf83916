import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("hint-member", () => {
  it("refuses an unknown refusal code, with a suggestion", () => {
    const d = only('toolset t\nread r { doc "Read."\n hint not_fond "Try again." }\n', "unknown-hint-code");
    expect(where(d)).toEqual(["unknown-hint-code@3:7"]);
    expect(d[0]?.message).toContain("did you mean 'not_found'?");
  });
  it("refuses other_owner, whose text must stay identical to not_found", () => {
    expect(only('toolset t\nread r { doc "Read."\n hint other_owner "x" }\n', "unknown-hint-code")[0]?.message).toContain("put it on not_found");
  });
  it("refuses two hints for one code", () => {
    const d = only('toolset t\nread r { doc "Read."\n hint tool_error "a"\n hint tool_error "b" }\n', "hint-duplicate");
    expect(where(d)).toEqual(["hint-duplicate@4:7"]);
    expect(d[0]?.message).toContain("line 3");
  });
  it("accepts every hintable code", () => {
    const codes = ["invalid_arguments", "not_found", "out_of_scope", "effect_exceeded", "budget_exhausted", "service_timeout", "service_unavailable", "absent", "tool_error", "invalid_output", "not_seen"];
    const src = `toolset t\nread r { doc "Read."\n${codes.map((c) => ` hint ${c} "x"`).join("\n")} }\n`;
    expect(only(src, "unknown-hint-code", "hint-duplicate")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("unknown-hint-code", "hint-duplicate"));
});
