// The incremental analysis of the language server gives exactly what a whole compile
// gives: after every edit of a sequence of random edits to an example contract, the AST,
// the diagnostics (checks included) and each tool's schema equal those of a fresh parse.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { TextDocument } from "vscode-languageserver-textdocument";
import { describe, expect, it } from "vitest";
import { parseSource } from "../../grammar/parse.js";
import { compileFile } from "../../src/compile.js";
import { argsSchema } from "../../src/schemas/json-schema.js";
import { openaiOptions } from "../../src/schemas/openai.js";
import { lowerFile } from "../../src/lower/file.js";
import { IncrementalFront } from "../../src/lsp/incremental/front.js";
import { Occurrences, occurrenceAt } from "../../src/lsp/occurrences.js";
import { analyse } from "../../src/lsp/project.js";
import { example, EXAMPLES } from "../check/helpers.js";

const texts = [...EXAMPLES.map(example), fs.readFileSync(path.join(import.meta.dirname, "../fixtures/kitchen-sink.tool"), "utf8")];

// Pieces that open, close or split declarations, strings and comments.
const PIECES = ['"', '"""', "\n", "{", "}", "//", "/", "|", "?", ":", "x", " ", "\nread z {\n  doc \"Z.\"\n}\n", "\ntype T = int\n", "\nwrite w {\n  doc \"W.\"\n}\n", "\ntoolset again\n", "read ", "type ", "int", "string(1..5)"];

/** One edit: cut a slice, insert a piece, or copy a slice in place (a declaration written twice). */
const edit = fc.record({
  kind: fc.constantFrom("cut", "insert", "insert", "dup"),
  at: fc.nat(),
  len: fc.nat({ max: 60 }),
  piece: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })),
});
type Edit = { kind: string; at: number; len: number; piece: string };

function apply(t: string, e: Edit): string {
  const at = e.at % (t.length + 1);
  if (e.kind === "cut") return t.slice(0, at) + t.slice(at + 1 + (e.len % 4 === 0 ? e.len : 0));
  if (e.kind === "insert") return t.slice(0, at) + e.piece + t.slice(at);
  return t.slice(0, at) + t.slice(at, at + e.len) + t.slice(at);
}

/** The whole compile of a text, and the plain data of its AST. */
function whole(text: string) {
  const parsed = parseSource(text, "p.tool");
  const diagnostics = [...parsed.diagnostics];
  const file = lowerFile(parsed.tree, "p.tool", text, diagnostics);
  return { file, diagnostics, parsed: parsed.diagnostics.length === 0, compiled: compileFile({ path: "p.tool", headerPath: "p.tool", text }) };
}

/** Analyses each version with one front end and compares it with the whole compile. */
function agrees(start: string, edits: readonly Edit[]): void {
  const front = new IncrementalFront("p.tool");
  let text = start;
  for (let v = 0; v <= edits.length; v++) {
    if (v > 0) text = apply(text, edits[v - 1] as Edit);
    const inc = analyse(TextDocument.create("file:///p.tool", "tool", v, text), "p.tool", front);
    const w = whole(text);
    expect(inc.file).toEqual(w.file);
    expect(inc.diagnostics).toEqual(w.compiled.diagnostics);
    // Parsed: the grammar found no error (lowering may still report one, such as a malformed `ensure`).
    expect(inc.parsed).toBe(w.parsed);
    const ts = w.compiled.toolset;
    if (ts && inc.toolset) {
      for (const tool of inc.toolset.file.tools) {
        const same = ts.tools.get(tool.name.name);
        if (same && same.span.start === tool.span.start) expect(argsSchema(inc.toolset, tool, openaiOptions(true))).toEqual(argsSchema(ts, same, openaiOptions(true)));
      }
    }
  }
}

describe("incremental analysis", () => {
  it("equals the whole compile after each of a sequence of random edits", () => {
    fc.assert(
      fc.property(fc.nat({ max: texts.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 8 }), (i, edits) => agrees(texts[i] as string, edits)),
      { numRuns: 120 },
    );
  });

  it("equals it while one character is typed and deleted at many places", () => {
    const text = texts[0] as string;
    const edits: Edit[] = [];
    for (let at = 7; at < text.length; at += 97) edits.push({ kind: "insert", at, len: 0, piece: "x" }, { kind: "cut", at, len: 1, piece: "" });
    agrees(text, edits);
  });

  it("says a file parsed when only lowering reports a syntax error", () => {
    const text = example("museum");
    const at = text.indexOf("result.");
    agrees(text, [{ kind: "cut", at, len: 0, piece: "" }, { kind: "cut", at: 0, len: 0, piece: "" }]);
  });

  it("keeps a declaration written twice apart from its copy", () => {
    const tool = 'read look {\n  doc "Looks."\n  arg q: string(1..9) "Q."\n}\n';
    agrees(`toolset t\n\n${tool}${tool}`, [{ kind: "insert", at: 12, len: 0, piece: "\n" }, { kind: "insert", at: 40, len: 0, piece: "x" }]);
  });

  it("drops the whole file, as a whole parse does, when a declaration after the first nests too deeply", () => {
    const start = 'toolset t\n\nread a {\n  doc "A."\n}\n\nread b {\n  doc "B."\n  arg x: int\n}\n';
    agrees(start, [{ kind: "insert", at: start.indexOf("int") + 3, len: 0, piece: "[]".repeat(120) }, { kind: "insert", at: start.indexOf("A."), len: 0, piece: "x" }]);
  });

  it("gives the schema of a reused tool anew when a type it names changes", () => {
    const start = 'toolset t\n\ntype Id = "a" | "b"\n\nread look {\n  doc "Looks."\n  arg id: Id "The id."\n}\n';
    agrees(start, [{ kind: "insert", at: start.indexOf('"b"') + 3, len: 0, piece: ' | "c"' }, { kind: "insert", at: 0, len: 0, piece: "" }]);
  });
});

// A long file of small tools, so that a broken declaration has many pieces after it.
const long = `toolset t\n\ntype Id = string(1..9)\n\n${Array.from({ length: 24 }, (_, i) => `read t${i} {\n  doc "T${i}."\n  arg id: Id "The id."\n  arg n: int(0..${i + 1})? "A count."\n}\n`).join("\n")}`;

// Edits that break (or mend) a declaration: brackets, quotes and keywords that a whole
// parse would read across the next declarations.
const BREAKERS = ["{", "}", "(", ")", "[", "]", '"', '"""', "//", "?", ":", "read", "\nread", "arg", "=", "|", "/[a-", "\u0001", "[]".repeat(60)];
const breaking = fc.record({
  kind: fc.constantFrom("cut", "insert", "insert"),
  at: fc.nat(),
  len: fc.nat({ max: 8 }),
  piece: fc.constantFrom(...BREAKERS),
});

describe("incremental analysis of a broken declaration", () => {
  it("equals the whole compile when edits break declarations anywhere in a long file", () => {
    fc.assert(
      fc.property(fc.array(breaking, { minLength: 1, maxLength: 6 }), (edits) => agrees(long, edits)),
      { numRuns: Number(process.env["FRONT_RUNS"] ?? 60) },
    );
  });

  it("equals it while a closing brace is deleted and typed again in each declaration", () => {
    const edits: Edit[] = [];
    for (let at = long.indexOf("}"); at >= 0; at = long.indexOf("}", at + 1)) edits.push({ kind: "cut", at, len: 1, piece: "" }, { kind: "insert", at, len: 0, piece: "}" });
    agrees(long, edits);
  });

  it("equals it with two declarations broken at once, the first leaving a bracket open", () => {
    const first = long.indexOf("}", long.indexOf("read t3"));
    const second = long.indexOf("}", long.indexOf("read t9"));
    agrees(long, [{ kind: "cut", at: second, len: 1, piece: "" }, { kind: "cut", at: first, len: 1, piece: "" }, { kind: "insert", at: 0, len: 0, piece: "" }]);
  });
});

describe("the occurrence under the cursor", () => {
  it("found in its declaration alone is the one the whole file's list gives, at every offset", () => {
    for (const text of texts) {
      const { file } = whole(text);
      const all = new Occurrences(file);
      for (let at = 0; at <= text.length; at++) expect(occurrenceAt(file, at)).toEqual(all.at(at));
    }
  });
});
