// The document printer must print exactly what prettier's own printer prints for the same
// document: held to `printDocToString` from `prettier/doc` on random documents, and to a
// few layouts by hand.
import fc from "fast-check";
import { doc as pdoc } from "prettier";
import { describe, expect, it } from "vitest";
import { align, fluid, group, hardline, ifBreak, indent, join, line, printDoc, softline, text, type Doc } from "../../src/emit/doc.js";

const b = pdoc.builders;

/** The same document in prettier's builders. */
function toPrettier(d: Doc): pdoc.builders.Doc {
  if (typeof d === "string") return d;
  if (Array.isArray(d)) return (d as readonly Doc[]).map(toPrettier);
  const n = d as Exclude<Doc, string | readonly Doc[]>;
  switch (n.kind) {
    case "line":
      return n.hard ? b.hardline : n.soft ? b.softline : b.line;
    case "group":
      return b.group(toPrettier(n.contents), { shouldBreak: n.broken, ...(n.id ? { id: n.id } : {}) });
    case "indent":
      return n.by === 2 ? b.indent(toPrettier(n.contents)) : b.align(n.by, toPrettier(n.contents));
    case "ifBreak":
      return b.ifBreak(toPrettier(n.broken), toPrettier(n.flat), n.groupId ? { groupId: n.groupId } : {});
  }
}

const prettierPrint = (d: Doc, width: number): string =>
  pdoc.printer.printDocToString(toPrettier(d), { printWidth: width, tabWidth: 2, useTabs: false }).formatted;

const word = fc.constantFrom("a", "bb", "ccc ", "dddd", "eeeee", "(", ")", " | ", "漢字", "", "x".repeat(12));
const { doc } = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    word.map(text),
    fc.constantFrom(line, softline, hardline),
    fc.array(tie("doc"), { maxLength: 5 }),
    fc.tuple(tie("doc"), fc.boolean()).map(([c, brk]) => group(c, brk)),
    tie("doc").map(indent),
    fc.tuple(fc.integer({ min: 1, max: 4 }), tie("doc")).map(([n, c]) => align(n, c)),
    fc.tuple(tie("doc"), tie("doc")).map(([x, y]) => ifBreak(x, y)),
    fc.tuple(tie("doc"), fc.array(tie("doc"), { maxLength: 4 })).map(([s, ds]) => join(s, ds)),
  ),
}));

describe("printDoc", () => {
  it("prints random documents as prettier's printDocToString does", () => {
    fc.assert(
      fc.property(doc, fc.integer({ min: 0, max: 40 }), (d, width) => {
        expect(printDoc(d, width)).toBe(prettierPrint(d, width));
      }),
      { numRuns: 3000 },
    );
  });

  it("prints random fluid assignments as prettier does", () => {
    // A right side that breaks itself, or not, after a left side that may or may not leave room.
    fc.assert(
      fc.property(doc, doc, fc.integer({ min: 0, max: 40 }), (lhs, rhs, width) => {
        const d = [fluid(lhs, rhs), ";"];
        expect(printDoc(d, width)).toBe(prettierPrint(d, width));
      }),
      { numRuns: 2000 },
    );
  });

  it("moves a right side to the next line only when its start does not fit after the `=`", () => {
    const object = group(["{", indent([line, "a: A;", line, "b: B;"]), line, "}"], true);
    expect(printDoc([fluid("type T", object), ";"], 12)).toBe("type T = {\n  a: A;\n  b: B;\n};");
    expect(printDoc([fluid("type Longer", object), ";"], 12)).toBe("type Longer =\n  {\n    a: A;\n    b: B;\n  };");
    expect(printDoc([fluid("type Longer", "string"), ";"], 12)).toBe("type Longer =\n  string;");
  });

  it("prints random groups of words and lines as prettier does", () => {
    // Flat documents of many small groups: the shape types are laid out in.
    const part = fc.oneof(word.map(text), fc.constantFrom(line, softline), word.map((w) => group([w, line, w])));
    const groups = fc.array(fc.array(part, { maxLength: 6 }).map((ps) => group(indent(ps))), { maxLength: 6 });
    fc.assert(
      fc.property(groups, fc.integer({ min: 0, max: 30 }), (gs, width) => {
        expect(printDoc(gs, width)).toBe(prettierPrint(gs, width));
      }),
      { numRuns: 2000 },
    );
  });

  const union = (names: string[]): Doc => group(indent([softline, group(names.map((n, i) => (i === 0 ? [ifBreak("| "), n] : [line, "| ", n])))]));

  it("keeps a group flat when it fits, and breaks it when it does not", () => {
    expect(printDoc(["let v: ", union(["A", "B"]), ";"], 100)).toBe("let v: A | B;");
    expect(printDoc(["let v: ", union(["Alpha", "Beta", "Gamma"]), ";"], 14)).toBe("let v:\n  | Alpha\n  | Beta\n  | Gamma;");
  });

  it("breaks only the outer group when the inner one fits on its own line", () => {
    expect(printDoc(["let v: ", union(["Alpha", "Beta"]), ";"], 16)).toBe("let v:\n  Alpha | Beta;");
  });

  it("counts the text after a group up to the next possible break", () => {
    // `;` after the group is on the same line, so `A | B` plus `;` must fit.
    expect(printDoc(["x ", group(["A", line, "B"]), ";"], 6)).toBe("x A B;");
    expect(printDoc(["x ", group(["A", line, "B"]), ";"], 5)).toBe("x A\nB;");
  });

  it("breaks every group around a hardline, and drops spaces before a break", () => {
    expect(printDoc(group(["a", line, group(["b ", hardline, "c"])]), 100)).toBe("a\nb\nc");
    expect(printDoc(["a ", indent([hardline, "b"])], 100)).toBe("a\n  b");
  });

  it("measures wide characters as two columns", () => {
    expect(printDoc(group(["漢字", line, "ab"]), 7)).toBe("漢字 ab");
    expect(printDoc(group(["漢字", line, "ab"]), 6)).toBe("漢字\nab");
  });
});
