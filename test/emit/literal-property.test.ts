// The schema files are printed by src/emit/schemas/literal.ts without a prettier pass, so
// for any JSON value its printed constant must be exactly what prettier prints, and must
// evaluate back to the same value. Random values reach what contracts seldom do: wide and
// combining characters, quotes of both kinds, odd keys, deep nesting, lists of objects.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constDecl } from "../../src/emit/schemas/index.js";
import { formatTs } from "../prettier.js";

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(
      "a",
      "b",
      " ",
      '"',
      "'",
      "\\",
      "\n",
      "é",
      "中",
      "\u0301",
      "😀",
      "\u2028",
      "x".repeat(20),
    ),
    maxLength: 12,
  }),
);
// Keys are contract names (ASCII identifiers) or the printer's own keywords, so ASCII here;
// prettier would unquote a key like "中" (an ES5 identifier) that no contract can produce.
const keyText = fc.oneof(
  fc.constantFrom(
    "type",
    "description",
    "a_b",
    "$x",
    "x-pattern",
    "9lives",
    "with space",
    "__proto__",
    "",
    "it's",
    'say "hi"',
  ),
  fc.string({
    unit: fc.constantFrom("a", "Z", "_", "$", "0", "-", " ", '"', "'"),
    maxLength: 8,
  }),
);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e21, -1.5e-7, 0, true, false, null),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("value"), { maxLength: 5 }),
    fc
      .array(fc.tuple(keyText, tie("value")), { maxLength: 6 })
      .map((entries) => Object.fromEntries(entries)),
  ),
}));

describe("literal printer", () => {
  it("prints any JSON value exactly as prettier does, and the text evaluates to the value", async () => {
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.constantFrom("x", "a_rather_long_constant_name_for_the_value"),
        async (v, name) => {
          const printed = constDecl(name, "unknown", v);
          expect(await formatTs(printed)).toBe(printed);
          // The value after `=` (on the same line or the next), evaluated on its own.
          const literal = printed.replace(/^const \w+: unknown =/, "").replace(/;\n$/, "");
          const back: unknown = new Function(`return (${literal});`)();
          expect(JSON.stringify(back)).toBe(JSON.stringify(v));
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000);
});
