// Line and column of an offset: columns count code points (a surrogate pair is one column,
// a lone surrogate one too), lines end at \n, \r\n or a lone \r.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineMap } from "../../src/diagnostics/print.js";

/** Line and column by their definition: lines begin after each \r\n, lone \r or \n; the column counts the code points since the line began. */
function byDefinition(text: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, text.length));
  const starts = [0, ...[...text.matchAll(/\r\n|\r|\n/g)].map((m) => m.index + m[0].length)].filter((s) => s <= at);
  const start = starts[starts.length - 1] ?? 0;
  return { line: starts.length, column: [...text.slice(start, at)].length + 1 };
}

const piece = fc.constantFrom("a", "é", "😀", "\uD83D", "\uDE00", "\n", "\r", "\r\n", "\t", " ");

describe("LineMap", () => {
  it("counts a surrogate pair as one column, and a lone surrogate as one", () => {
    const m = new LineMap("x😀y\n\uD83Dz\uDE00w");
    expect(m.position(3)).toEqual({ line: 1, column: 3 });
    expect(m.position(4)).toEqual({ line: 1, column: 4 });
    // The offset between the two halves of a pair: the high half alone counts.
    expect(m.position(2)).toEqual({ line: 1, column: 3 });
    expect(m.position(7)).toEqual({ line: 2, column: 3 });
    expect(m.position(8)).toEqual({ line: 2, column: 4 });
  });

  it("agrees with the definition for any text and offset", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(200), (parts, n) => {
        const text = parts.join("");
        const offset = n % (text.length + 2);
        expect(new LineMap(text).position(offset)).toEqual(byDefinition(text, offset));
      }),
      { numRuns: 2000 },
    );
  });
});
