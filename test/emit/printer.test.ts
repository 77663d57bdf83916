// The printer's measuring and comment helpers take shortcuts for the common case (ASCII,
// one-line docs); these hold them to the plain definitions on any text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitsWidth, jsDoc, textWidth } from "../../src/emit/printer.js";

/** The definition fitsWidth shortcuts: every line fits 100 columns or is a comment. */
const fitsByLines = (text: string): boolean =>
  text
    .split("\n")
    .every((l) => textWidth(l) <= 100 || /^\s*(\/\/|\/\*\*|\*)/.test(l));

const unit = fc.constantFrom(
  "a",
  " ",
  "\n",
  "中",
  "😀",
  "\u0301",
  "/",
  "*",
  "x".repeat(30),
);
const text = fc.string({ unit, maxLength: 60 });

describe("fitsWidth", () => {
  it("agrees with measuring every line", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(fitsWidth(t)).toBe(fitsByLines(t));
      }),
      { numRuns: 2000 },
    );
  });

  it("counts wide characters twice and exempts long comments", () => {
    expect(fitsWidth("a".repeat(100))).toBe(true);
    expect(fitsWidth("a".repeat(101))).toBe(false);
    expect(fitsWidth("中".repeat(50))).toBe(true);
    expect(fitsWidth("中".repeat(51))).toBe(false);
    expect(fitsWidth(`ok\n  // ${"c".repeat(120)}\nok`)).toBe(true);
  });
});

describe("jsDoc", () => {
  it("writes one line as one line and several as a block, never closing early", () => {
    expect(jsDoc("Gets an order.")).toBe("/** Gets an order. */\n");
    expect(jsDoc("a */ b", "  ")).toBe("  /** a *\\/ b */\n");
    expect(jsDoc("first\n\nthird")).toBe("/**\n * first\n *\n * third\n */\n");
  });
});
