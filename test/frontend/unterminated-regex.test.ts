import { describe, expect, it } from "vitest";
import { check, where } from "../check/helpers.js";

describe("an unclosed character class in a pattern", () => {
  it("is one error at the '[', saying why, instead of a cascade", () => {
    const d = check('toolset t\nread r {\n  doc "Read."\n  arg code: string /^[A-Z{3}$/ "A code."\n  arg n: int\n}\n');
    expect(where(d)).toEqual(["unterminated-regex@4:22"]);
    expect(d[0]?.message).toContain("never closed with ']'");
  });
  it("leaves closed classes and a missing closing slash to the usual errors", () => {
    expect(check('toolset t\nread r { doc "Read." arg code: string /^[A-Z]{3}$/ }\n').map((d) => d.code)).not.toContain("unterminated-regex");
    expect(check('toolset t\nread r {\n doc "Read."\n arg code: string /^[a-z]+ "A code."\n}\n').map((d) => d.code)).not.toContain("unterminated-regex");
    expect(check('toolset t\nread r { doc "Read." arg code: string /^[\\[]$/ }\n').map((d) => d.code)).not.toContain("unterminated-regex");
  });
});
