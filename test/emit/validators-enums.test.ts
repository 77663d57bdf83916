// Enums of many values: checked with a module-level Set, not a chain of `!==` that a parser
// (prettier's, when the file is formatted) recursed into until its stack overflowed at a
// thousand values; the same answers as a small enum's, the same pydantic wording.
import { describe, expect, it } from "vitest";
import { brief, build, typeCheck } from "./validators-helpers.js";

const values = (n: number, f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i)).join(" | ");

describe("a large enum", () => {
  it("builds at 2,000 values, type-checks, and accepts exactly its values", async () => {
    const source = `toolset t\ntype Code = ${values(2000, (i) => `"c${i}"`)}\nread r { doc "Reads one code." arg code: Code arg n: ${values(20, (i) => String(i * 3))} | null }\n`;
    const { files, mod } = await build(source);
    const text = files.get("validators.ts") ?? "";
    expect(text).toMatch(/const CODE_VALUES = new Set\(\[\n {2}"c0",/);
    expect(text).toContain("!oneOf(CODE_VALUES, ");
    expect(text).not.toContain('!== "c1"');
    expect(typeCheck(files)).toEqual([]);
    const r = mod.validators["r"]!;
    expect(r({ code: "c0", n: 0 }).ok).toBe(true);
    expect(r({ code: "c1999", n: 57 }).ok).toBe(true);
    expect(r({ code: "c1999", n: null }).ok).toBe(true);
    expect(brief(r({ code: "c2000", n: 1 }))).toEqual(["code|literal_error", "n|literal_error"]);
    expect(brief(r({ code: 0, n: "0" }))).toEqual(["code|literal_error", "n|literal_error"]);
    const v = r({ code: "x", n: 3 });
    expect(v.ok ? "" : v.issues[0]?.message).toMatch(/^Input should be 'c0', 'c1', .* or 'c1999'$/);
  });

  it("keeps the !== chain below nine values", async () => {
    const { files } = await build(`toolset t\nread r { doc "Reads one code." arg code: ${values(8, (i) => `"c${i}"`)} }\n`);
    expect(files.get("validators.ts")).toContain('!== "c7"');
    expect(files.get("validators.ts")).not.toContain("oneOf(");
  });
});
