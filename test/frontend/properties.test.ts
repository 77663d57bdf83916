// Properties of the whole front end: no input makes compileSources throw, and every
// diagnostic it returns has a span inside the file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { example, EXAMPLES } from "../check/helpers.js";

const texts = EXAMPLES.map(example);

/** Compiles one text and checks the two invariants. */
function holds(text: string): boolean {
  const r = compileSources([{ path: "p.tool", headerPath: "contracts/p.tool", text }]);
  for (const d of r.diagnostics) {
    if (!(d.span.start >= 0 && d.span.start <= d.span.end && d.span.end <= text.length)) throw new Error(`${d.code} span ${d.span.start}..${d.span.end} outside 0..${text.length}`);
    if (typeof d.message !== "string" || d.message === "") throw new Error(`${d.code} has no message`);
  }
  return true;
}

const NASTY = ['"', '"""', "/", "//", "\\", "\0", "{", "}", "(", ")", "[", "]", "..", "|", "?", "=", "=>", "9".repeat(400), "-0.5", "1e999", "𝔘", "\u2028", "\r", "\n", "__proto__", "constructor", "arg ", "type ", "/^(a+)+$/", "string(5..3)"];

/** One edit of a text: cut a slice, splice in a nasty piece, or duplicate a slice. */
const mutation = fc.record({
  kind: fc.constantFrom("cut", "splice", "dup"),
  at: fc.nat(),
  len: fc.nat({ max: 80 }),
  piece: fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 8 })),
});

function apply(text: string, ms: readonly { kind: string; at: number; len: number; piece: string }[]): string {
  let t = text;
  for (const m of ms) {
    const at = t.length === 0 ? 0 : m.at % (t.length + 1);
    if (m.kind === "cut") t = t.slice(0, at) + t.slice(at + m.len);
    else if (m.kind === "splice") t = t.slice(0, at) + m.piece + t.slice(at);
    else t = t.slice(0, at) + t.slice(at, at + m.len) + t.slice(at);
  }
  return t;
}

describe("front-end properties", () => {
  it("never throws on random text", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => holds(s)), { numRuns: 150 });
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), (s) => holds(`toolset t\n${s}`)), { numRuns: 100 });
  });
  it("never throws on mutated example contracts", () => {
    fc.assert(
      fc.property(fc.nat({ max: texts.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 6 }), (i, ms) => holds(apply(texts[i] as string, ms))),
      { numRuns: 250 },
    );
  });
  it("never throws on token soup", () => {
    const words = ["toolset", "t", "read", "write", "finish", "type", "resource", "context", "{", "}", "doc", '"x"', "arg", "a", ":", "string", "int", "|", "[", "]", "?", "=", "1", "..", "rule", "count", "(", ")", "==", "=>", "seen", "effect", "max", "scope", "context.", "ensure", "result.", "hint", "id", "owner", "missing"];
    fc.assert(fc.property(fc.array(fc.constantFrom(...words), { maxLength: 60 }), (ws) => holds(`toolset t\n${ws.join(" ")}`)), { numRuns: 200 });
  });
  it("the unmutated examples hold too", () => {
    for (const t of texts) expect(holds(t)).toBe(true);
  });
});
