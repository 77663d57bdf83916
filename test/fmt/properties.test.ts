// Properties of `fmt` over every contract in the repository and over mutations of them
// (blanks, line breaks and comments inserted between tokens): formatting is idempotent,
// keeps every comment, and leaves the AST (spans aside) and the generated code as they were.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSource } from "../../grammar/parse.js";
import { toolLexer } from "../../grammar/tokens.js";
import { compileSources } from "../../src/compile.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { formatText } from "../../src/fmt/format.js";
import { lowerFile } from "../../src/lower/file.js";
import { planToolset } from "../../src/output/plan.js";

const ROOT = path.join(import.meta.dirname, "../..");

/** Every `.tool` file of the repository outside node_modules, dist and generated output. */
function contracts(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith(".") || ["node_modules", "dist", "generated"].includes(e.name)) return [];
    const p = path.join(dir, e.name);
    return e.isDirectory() ? contracts(p) : e.name.endsWith(".tool") ? [p] : [];
  });
}

const parses = (text: string): boolean => parseSource(text, "f.tool").diagnostics.length === 0;
const FILES = contracts()
  .map((f) => ({ name: path.relative(ROOT, f), text: fs.readFileSync(f, "utf8") }))
  .filter((f) => parses(f.text));

/** The AST as plain data without positions (and without the file's own text). */
function shape(text: string): unknown {
  const diagnostics: Diagnostic[] = [];
  const file = lowerFile(parseSource(text, "f.tool").tree, "f.tool", text, diagnostics);
  // `open` holds the span of an object's `...`: only whether it is there is meaning.
  return JSON.parse(JSON.stringify(file, (k, v: unknown) => (k === "span" || k === "source" ? undefined : k === "open" ? v !== undefined : v)));
}

/** The comments of a text, in order, as the lexer's gaps hold them. */
function comments(text: string): string[] {
  const out: string[] = [];
  let prev = 0;
  const take = (to: number): void => {
    for (const m of text.slice(prev, to).matchAll(/\/\/[^\n\r]*/g)) out.push(m[0].trimEnd());
  };
  for (const t of toolLexer.tokenize(text).tokens) {
    take(t.startOffset);
    prev = t.startOffset + t.image.length;
  }
  take(text.length);
  return out;
}

function format(text: string): string {
  const r = formatText(text, "f.tool");
  if (r.text === undefined) throw new Error(`does not format: ${r.diagnostics.map((d) => d.message).join("; ")}`);
  return r.text;
}

/**
 * Every generated file of a contract's toolsets, by path, comments left out. Generated
 * comments quote the contract's source as laid out (`string(2..8)`, or nothing for a
 * type written across lines), so formatting changes them as it changes the source;
 * blanks and commas, which formatting may also change in the
 * quotes, are left out too. What remains is the code, which must not change.
 */
async function generated(text: string): Promise<Record<string, string>> {
  const compiled = compileSources([{ path: "f.tool", headerPath: "contracts/f.tool", text }]);
  const out: Record<string, string> = {};
  for (const toolset of compiled.toolsets)
    for (const f of await planToolset(toolset))
      out[f.path] = f.text.replace(/\/\*\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").replace(/[\s,]+/g, "");
  return out;
}

/** The offsets between tokens (and both ends), where blanks and comments may go. */
function gaps(text: string): number[] {
  return [0, ...toolLexer.tokenize(text).tokens.map((t) => t.startOffset + t.image.length), text.length];
}

const INSERTS = [" ", "\t", "\n", "\n\n\n", "\r\n", " // note\n", "\n// own line\n", "// x: { y } \"z\"\n", "\n\n  // after a blank\n\n"];
const edit = fc.record({ at: fc.nat(), piece: fc.constantFrom(...INSERTS) });

function apply(text: string, edits: readonly { at: number; piece: string }[]): string {
  let t = text;
  for (const e of edits) {
    const g = gaps(t);
    const at = g[e.at % g.length] ?? 0;
    t = t.slice(0, at) + e.piece + t.slice(at);
  }
  return t;
}

describe("fmt properties", () => {
  it("finds the repository's contracts", () => {
    expect(FILES.map((f) => f.name)).toEqual(expect.arrayContaining(["contracts/larkfield.tool", "test/fixtures/kitchen-sink.tool"]));
  });

  for (const f of FILES) {
    it(`${f.name}: idempotent, every comment kept, same AST and generated code`, async () => {
      const once = format(f.text);
      expect(format(once)).toBe(once);
      expect(comments(once)).toEqual(comments(f.text));
      expect(shape(once)).toEqual(shape(f.text));
      expect(await generated(once)).toEqual(await generated(f.text));
    });
  }

  it("mutations: idempotent, comments kept, same AST", () => {
    fc.assert(
      fc.property(fc.nat({ max: FILES.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 12 }), (i, edits) => {
        const original = (FILES[i] as { text: string }).text;
        const mutated = apply(original, edits);
        const once = format(mutated);
        expect(format(once)).toBe(once);
        expect(comments(once)).toEqual(comments(mutated));
        expect(shape(once)).toEqual(shape(original));
      }),
      { numRuns: 300 },
    );
  });

  it("blanks within lines never change the result", () => {
    fc.assert(
      fc.property(fc.nat({ max: FILES.length - 1 }), fc.array(fc.record({ at: fc.nat(), piece: fc.constantFrom(" ", "\t", "   ") }), { minLength: 1, maxLength: 12 }), (i, edits) => {
        const original = (FILES[i] as { text: string }).text;
        expect(format(apply(original, edits))).toBe(format(original));
      }),
      { numRuns: 200 },
    );
  });

  it("mutated contracts generate the same code", async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: FILES.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 8 }), async (i, edits) => {
        const mutated = apply((FILES[i] as { text: string }).text, edits);
        expect(await generated(format(mutated))).toEqual(await generated(mutated));
      }),
      { numRuns: 15 },
    );
  });
});
