// The words `sideEffectOf` weighs are found by scanning whole words of letters and looking
// them up, not by one pattern of every spelling: both must find the same words, at the same
// places, whatever surrounds them (digits, `_`, `-`, accents, case).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SPELLINGS, spelledVerbs } from "../../src/check/verbs.js";

/** Every spelling as one pattern, bounded by `\b` on both sides, as the words were once found. */
const ALL = new RegExp(`\\b(?:${[...SPELLINGS.keys()].join("|")})\\b`, "gi");

/** The spellings the rule finds in a text, with their places. */
function scanned(text: string): string[] {
  return [...spelledVerbs(text)].map((m) => `${m.index}:${m.word}`);
}

describe("finding the verbs of change in a doc", () => {
  it("finds what a pattern of every spelling finds", () => {
    const spelling = fc.constantFrom(...SPELLINGS.keys()).map((w) => (w.length % 2 ? w.toUpperCase() : w));
    const other = fc.constantFrom("the", "file", "and", "x", "ed", "s", "2", "_", "é", "un", "re");
    const glue = fc.constantFrom(" ", "-", "_", ".", ", ", "", "1", "é", "'", "/");
    const doc = fc.array(fc.tuple(fc.oneof(spelling, other), glue), { maxLength: 12 }).map((parts) => parts.map(([w, g]) => w + g).join(""));
    fc.assert(
      fc.property(doc, (text) => {
        expect(scanned(text)).toEqual([...text.matchAll(ALL)].map((m) => `${m.index}:${m[0]}`));
      }),
      { numRuns: 2000, seed: 36 },
    );
  });
});
