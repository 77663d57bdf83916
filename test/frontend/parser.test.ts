// The grammar boundary: syntax errors are all reported in one run, strings are decoded
// and folded as LANGUAGE.md says, and spans point at what they name.
import { describe, expect, it } from "vitest";
import { parseSource } from "../../grammar/parse.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { lowerFile } from "../../src/lower/file.js";
import { check } from "../check/helpers.js";

function lower(text: string) {
  const parsed = parseSource(text, "p.tool");
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  return { file: lowerFile(parsed.tree, "p.tool", text, diagnostics), diagnostics };
}

describe("syntax error recovery", () => {
  it("reports several errors of one file in one run", () => {
    const src = 'toolset t\nread a { doc }\nread b { doc "B." arg x int }\nread c { doc "C." arg y: }\n';
    const errs = check(src).filter((d) => d.code === "syntax-error");
    expect(errs.map((d) => d.line)).toEqual([2, 3, 4]);
  });
  it("reports an unclosed block at the end of the file", () => {
    const d = check('toolset bad\nread t { doc "One."');
    expect(d.map((x) => `${x.code}@${x.line}`)).toEqual(["syntax-error@2"]);
    expect(d[0]?.message).toContain("the end of the file");
  });
  it("keeps the declarations around an error", () => {
    const { file } = lower('toolset t\nread a { doc "A." }\nread b { doc "B." arg x int }\nread c { doc "C." }\n');
    expect(file.tools.map((t) => t.name.name)).toEqual(expect.arrayContaining(["a", "c"]));
  });
  it("keeps what an error cut short, to its last token", () => {
    // The second `returns` is unfinished; what it had parsed still spans up to the list's comma.
    const text = 'toolset t\nread a {\n  doc "A."\n  returns int\n  returns { x: int = [1, 2,\n  hint not_found "x"\n}\n';
    const twice = lower(text).diagnostics.find((d) => d.code === "duplicate-member");
    expect(twice && text.slice(twice.span.start, twice.span.end)).toBe("returns { x: int = [1, 2,");
  });
  it("reports unexpected characters and unterminated strings", () => {
    const d = check('toolset t\nread a { doc "A." $ }\nread b { doc "never closed\n}\n');
    expect(d.map((x) => x.code)).toEqual(expect.arrayContaining(["unexpected-character", "unterminated-string"]));
  });
  it("reports an invalid escape at its place", () => {
    const d = check('toolset t\nread a { doc "bad \\q escape" }\n');
    expect(d.map((x) => `${x.code}@${x.line}:${x.column}`)).toEqual(["invalid-escape@2:19"]);
  });
  it("needs a toolset line first", () => {
    expect(check('read a { doc "A." }\n').map((d) => d.code)).toContain("missing-toolset");
    expect(check("type A = int\ntoolset x\n").map((d) => d.code)).toContain("misplaced-toolset");
  });
});

describe("strings", () => {
  it("decodes JSON escapes", () => {
    const { file } = lower('toolset t "a\\"b\\\\c\\n\\u00e9\\/"\n');
    expect(file.toolset?.doc?.value).toBe('a"b\\c\né/');
  });
  it("folds \"\"\" strings: trimmed lines joined by a space, an empty line a break", () => {
    const { file } = lower('toolset t """\n   First line\n   goes on.\n\n   Second paragraph.\n"""\n');
    expect(file.toolset?.doc?.value).toBe("First line goes on.\nSecond paragraph.");
  });
});

describe("spans", () => {
  it("spans whole names and types, in UTF-16 offsets", () => {
    const text = 'toolset t "é😀"\nread get_order { doc "D." arg order_id: string(1..9) }\n';
    const { file } = lower(text);
    const tool = file.tools[0];
    const arg = tool?.args[0];
    expect(tool && text.slice(tool.name.span.start, tool.name.span.end)).toBe("get_order");
    expect(arg && text.slice(arg.name.span.start, arg.name.span.end)).toBe("order_id");
    expect(arg && text.slice(arg.type.span.start, arg.type.span.end)).toBe("string(1..9)");
    expect(tool && text.slice(tool.span.start, tool.span.end)).toBe('read get_order { doc "D." arg order_id: string(1..9) }');
  });
  it("reports columns in code points", () => {
    const d = check('toolset t\nread a { doc "😀😀" arg x: Nope }\n').filter((x) => x.code === "unknown-type");
    expect(d.map((x) => x.column)).toEqual([26]);
    expect(d[0]?.endColumn).toBe(30);
  });
  it("lowers numbers: negative, decimal, and ranges", () => {
    const { file, diagnostics } = lower("toolset t\ntype A = number(-5..0.25)\ntype B = int(3)\ntype C = int[..4]\n");
    expect(diagnostics).toEqual([]);
    const [a, b] = file.types;
    expect(a?.type.kind === "number" && a.type.range).toMatchObject({ min: -5, max: 0.25 });
    expect(b?.type.kind === "int" && b.type.range).toMatchObject({ min: 3, max: 3 });
  });
  it("refuses numbers too large to represent", () => {
    expect(check(`toolset t\ntype A = int(..${"9".repeat(400)})\n`).map((d) => d.code)).toContain("invalid-number");
  });
});
