import { describe, expect, it } from "vitest";
import { unsafeDetail } from "../../src/check/catastrophic-regex.js";
import { withoutGroupNames } from "../../src/check/group-names.js";
import { run, tempProject } from "../cli/helpers.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("catastrophic-regex", () => {
  it("reports nested repetition", () => {
    const d = only("toolset t\ntype Id = string /^(a+)+$/\n", "catastrophic-regex");
    expect(where(d)).toEqual(["catastrophic-regex@2:18"]);
    expect(d[0]?.message).toContain("backtrack catastrophically");
  });
  it("reports overlapping repetition of words and spaces", () => {
    expect(unsafeDetail("^(\\w+\\s?)*$", "")).toBeDefined();
  });
  it("accepts ordinary anchored patterns", () => {
    for (const p of ["^LK-\\d{6}$", "^[A-Z]{3}-\\d{4}$", "^[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}$"]) expect(unsafeDetail(p, "")).toBeUndefined();
  });
  it("judges a pattern with named groups as the same pattern without the names", () => {
    const d = only("toolset t\ntype Words = string(1..64) /^(?<word>\\w+\\s?)*$/\n", "catastrophic-regex");
    expect(where(d)).toEqual(["catastrophic-regex@2:28"]);
    expect(unsafeDetail("^(?<a>a+)+$", "")).toBe("");
    expect(unsafeDetail("^(?<year>\\d{4})-(?<month>\\d{2})$", "")).toBeUndefined();
    expect(unsafeDetail("^(?<q>[\"'])\\w{1,20}\\k<q>$", "")).toBeUndefined();
  });
  it("fails lint --strict and lint on a named group that backtracks", () => {
    const dir = tempProject({ "contracts/a.tool": 'toolset a "Words."\nread r {\n  doc "Reads the words."\n  arg w: string(1..64) /^(?<word>\\w+\\s?)*$/ "The words."\n}\n' });
    for (const args of [["lint", "--strict"], ["lint"]]) {
      const r = run(dir, args);
      expect(r.code, args.join(" ")).toBe(1);
      expect(r.stderr).toMatch(/error catastrophic-regex/);
    }
  });
  it("refuses, saying why, a pattern the analyser cannot read", () => {
    // Group modifiers compile on newer engines; the analyser does not read them.
    expect(unsafeDetail("^(?i:a)+$", "")).toMatch(/^ \(it cannot be proven safe: the ReDoS analyser cannot read it, "Expected atom at position \d+"\)$/);
  });
  it("judges case-insensitive patterns, and refuses those it cannot read", () => {
    expect(unsafeDetail("^[a-z]{3}-\\d{4}$", "i")).toBeUndefined();
    expect(unsafeDetail("^(a|A)+$", "i")).toBeDefined();
    expect(unsafeDetail("^(?<w>[a-z]+\\s?)*$", "i")).toBeDefined();
    expect(unsafeDetail("^\\p{L}{1,9}$", "iu")).toContain('cannot read it, "a case-insensitive pattern with \\p{...} or \\u{...}"');
  });
  it("takes out group names only where they are names", () => {
    expect(withoutGroupNames("^(?<a>x)(?<b>y)\\k<b>\\k<a>$")).toBe("^(x)(y)(?:\\2)(?:\\1)$");
    expect(withoutGroupNames("\\k<b>(a)(?<b>x)")).toBe("(?:\\2)(a)(x)");
    for (const same of ["(?<=a)b(?<!c)", "[(?<a>]x", "\\(?<a>", "(?:a)(b)\\1"]) expect(withoutGroupNames(same)).toBe(same);
  });
  it("does not analyse a pattern that does not compile", () => {
    expect(only("toolset t\ntype Id = string /^(a+$/\n", "catastrophic-regex")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("catastrophic-regex"));
});
