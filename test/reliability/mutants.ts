// Broken contracts: the example contracts cut, spliced and sprinkled with what trips lexers
// and parsers (stray quotes, slashes, NULs, huge numbers, deep nesting, very long lines),
// plus token soup and random text. Shared by the in-process and the CLI front-end tests.
import fc from "fast-check";
import { exampleContracts } from "./harness.js";

/** The texts mutants start from. */
export const BASES: readonly string[] = exampleContracts().map((c) => c.text);

/**
 * Nesting depths of the random mutants. Deeper nesting overflows the parser's stack today
 * (see DEEP_LADDER in frontend.test.ts, a known bug kept apart so this property stays useful).
 */
const DEEP = [10, 50, 150];

/** Depths that overflow a recursive parser or checker which does not bound its depth. */
export const DEEP_LADDER = [100, 400, 1_000, 3_000, 10_000];

/** Snippets inserted at random places. */
const SNIPPETS: readonly string[] = [
  '"', "'", '"""', "`", "/", "//", "/*", "*/", "\\", "\\u", "\\u{110000}", "\u0000", "\u0000\u0000\u0000",
  "99999999999999999999999999999999", "1e999", "-1e999", "0x10", "1..", "..", "...", "-0", "9007199254740993", "1.5.5",
  "\r", "\r\n", "\u2028", "\ufeff", "😀", "\ud800", "\t", "=>", "==", "|", "?", "[", "]", "{", "}", "(", ")", ":", ",", "=",
  "toolset", "read", "write", "finish", "type", "resource", "context", "arg", "doc", "rule", "scope", "effect", "seen", "budget",
  "returns", "ensure", "hint", "result max", "/^(a+)+$/", "/[/", "/(?<n>a)\\k<n>/", "__proto__", "constructor", "prototype",
];

/** How many kinds `nesting` knows. */
export const NESTING_KINDS = 6;

/** A deep nesting of one kind, written so that it is valid syntax when the kind allows it. */
export function nesting(kind: number, depth: number): string {
  switch (kind % NESTING_KINDS) {
    case 0:
      return "{ a: ".repeat(depth) + "int" + " }".repeat(depth);
    case 1:
      return "(".repeat(depth) + "int" + ")".repeat(depth);
    case 2:
      return "int" + "[]".repeat(depth);
    case 3:
      return "{".repeat(depth);
    case 4:
      return "(".repeat(depth);
    default:
      return "(" + "int | ".repeat(depth) + "null)";
  }
}

type Edit = (text: string, other: string) => string;

const at = (text: string, p: number): number => (text.length ? p % (text.length + 1) : 0);

/** One edit of a text; `other` is another base, for splices. */
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.nat().map((p): Edit => (t) => t.slice(0, at(t, p))),
  fc.tuple(fc.nat(), fc.nat({ max: 400 })).map(([p, n]): Edit => (t) => t.slice(0, at(t, p)) + t.slice(at(t, p) + n)),
  fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 600 })).map(([p, q, n]): Edit => (t, o) => t.slice(0, at(t, p)) + o.slice(at(o, q), at(o, q) + n) + t.slice(at(t, p))),
  fc.tuple(fc.nat(), fc.constantFrom(...SNIPPETS), fc.integer({ min: 1, max: 3 })).map(([p, s, k]): Edit => (t) => t.slice(0, at(t, p)) + s.repeat(k) + t.slice(at(t, p))),
  fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...DEEP)).map(([p, kind, d]): Edit => (t) => t.slice(0, at(t, p)) + nesting(kind, d) + t.slice(at(t, p))),
  // A deep type where a type belongs: after the first `arg x:` or `= ` of a type declaration.
  fc.tuple(fc.nat(), fc.constantFrom(...DEEP)).map(([kind, d]): Edit => (t) => t.replace(/(\btype \w+\s*=\s*)/, `$1${nesting(kind, d)} | `)),
  fc.tuple(fc.nat(), fc.constantFrom(1_000, 10_000, 100_000), fc.constantFrom("a", "x ", '"', "/", "😀", "9")).map(
    ([p, n, c]): Edit => (t) => t.slice(0, at(t, p)) + c.repeat(n) + t.slice(at(t, p)),
  ),
  // Every number of the text made huge, negative or fractional.
  fc.constantFrom("99999999999999999999999", "1e400", "-5", "0.5", "00", "1_000").map((n): Edit => (t) => t.replace(/\b\d+\b/g, n)),
  fc.constantFrom('"', "/", "\\", "\u0000", "\n").map((c): Edit => (t) => t.split(c === "\n" ? " " : c).join(c === "\n" ? "\n\n" : c + c)),
);

/** A base contract with one to four edits applied. */
export const mutant: fc.Arbitrary<string> = fc
  .tuple(fc.nat(), fc.nat(), fc.array(edit, { minLength: 1, maxLength: 4 }))
  .map(([a, b, edits]) => {
    const base = BASES[a % BASES.length] ?? "";
    const other = BASES[b % BASES.length] ?? "";
    return edits.reduce((t, e) => e(t, other), base);
  });

/** Grammar tokens in random order: reaches the parser's recovery paths rather than the lexer's. */
export const tokenSoup: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...SNIPPETS), fc.constantFrom("x", "y1", "int", "string", "bool", "number", "null", "true", '"doc"', "1", "\n")), { maxLength: 200 })
  .map((a) => a.join(" "));

/** Anything at all: random Unicode, random UTF-16 (lone surrogates included), or a mutant. */
export const anyContractText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: mutant, weight: 6 },
  { arbitrary: tokenSoup, weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 300 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }), weight: 1 },
);
