// Simple patterns are tested character by character instead of with a regular expression:
// for any such pattern and any string, the emitted test answers what `new RegExp(source, "u")`
// answers. Patterns outside the simple set keep their regular expression.
import fc from "fast-check";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { layout } from "../../src/emit/validators/layout.js";
import { matcherBody, simpleParts } from "../../src/emit/validators/pattern.js";

/** The emitted test of `source` as a function, or undefined when the pattern is not a simple one. */
function compiled(source: string, flags = ""): ((s: string) => boolean) | undefined {
  const parts = simpleParts(source, flags);
  if (!parts) return undefined;
  const text = `function test(s: string): boolean {\n${layout(matcherBody(parts), 1).text}}\n`;
  const js = ts.transpileModule(text, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  return new Function(`${js}\nreturn test;`)() as (s: string) => boolean;
}

const ATOMS = ["a", "Z", "-", "_", "\\d", "\\w", "\\.", "[\\-x]", "[a-c]", "[A-Z0-9_-]", "[x-z.]", "[-a]", "[\\d.]"];
const COUNTS = ["", "", "?", "*", "+", "{2}", "{1,3}", "{0,2}", "{2,}", "{3}"];
const CHARS = ["a", "b", "c", "x", "Z", "A", "0", "5", "9", "_", "-", ".", " ", "é", "😀", "\uD800", "\uDC00", "\n"];

const pattern = fc.array(fc.tuple(fc.constantFrom(...ATOMS), fc.constantFrom(...COUNTS)), { maxLength: 4 }).map((atoms) => `^${atoms.map(([a, c]) => a + c).join("")}$`);
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 9 }).map((cs) => cs.join(""));

describe("patterns tested character by character", () => {
  it("answer as the regular expression does, for any simple pattern and string", () => {
    let tested = 0;
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 20 }), (source, strings) => {
        const test = compiled(source);
        if (!test) return;
        tested++;
        const re = new RegExp(source, "u");
        // A string near a match too: what the pattern's own example would be.
        for (const s of strings) expect(test(s), `${source} on ${JSON.stringify(s)}`).toBe(re.test(s));
      }),
      { numRuns: 600 },
    );
    expect(tested).toBeGreaterThan(300);
  });

  it("take the patterns of the examples and the benchmark", () => {
    const cases: [string, string[], string[]][] = [
      ["^LK-\\d{6}$", ["LK-123456"], ["LK-12345", "LK-1234567", "lk-123456", "LK-12345a", "LK-12345６"]],
      ["^[A-Z]{3}-\\d{4}$", ["ABC-1234"], ["abc-1234", "ABC1234", "ABC-123"]],
      ["^[a-z][a-z0-9-]{2,31}$", ["opening-hours", "abc"], ["ab", "Opening", "1abc", "a".repeat(33), "abc😀"]],
    ];
    for (const [source, yes, no] of cases) {
      const test = compiled(source);
      expect(test, source).toBeDefined();
      for (const s of yes) expect(test?.(s), s).toBe(true);
      for (const s of no) expect(test?.(s), s).toBe(false);
    }
  });

  it("leave any other pattern to its regular expression", () => {
    for (const source of ["^a|b$", "^(ab)+$", "^.$", "^a+b+$", "^[^a]$", "a$", "^a", "^\\s$", "^é$", "^a+?$", "^a{2}{3}$", "^\\bx$", "^\\-$"]) expect(simpleParts(source, ""), source).toBeUndefined();
    expect(simpleParts("^a$", "i")).toBeUndefined();
  });
});
