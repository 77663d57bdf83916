// The generated text itself: self-contained, deterministic, strict-TypeScript clean.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SHAPES } from "./validators-fixture.js";
import { compile, emit, typeCheck } from "./validators-helpers.js";

const CONTRACTS = ["larkfield", "users", "museum"].map((n) => [n, fs.readFileSync(new URL(`../../contracts/${n}.tool`, import.meta.url), "utf8")] as const);

describe("generated validators.ts and types.ts", () => {
  it.each([["shapes", SHAPES] as const, ...CONTRACTS])("%s: pass tsc --strict with exactOptionalPropertyTypes", async (_name, source) => {
    expect(typeCheck(await emit(compile(source)))).toEqual([]);
  });

  it("evaluate nothing, reflect on no schema, and import only their own folder and the shared helpers beside it", async () => {
    for (const [, source] of [["shapes", SHAPES] as const, ...CONTRACTS]) {
      const files = await emit(compile(source));
      for (const text of files.values()) {
        expect(text).not.toMatch(/\beval\s*\(|new\s+Function|Function\s*\(/);
        for (const m of text.matchAll(/(?:import|export)[^;]*?from\s+"([^"]+)"|import\s*\(\s*"([^"]+)"/g)) expect(m[1] ?? m[2]).toMatch(/^\.\/[^/]+$|^\.\.\/_runtime\/validators\.js$/);
        expect(text).not.toMatch(/\bin\s+(declared|fields|keys)\b/);
      }
      expect(files.get("validators.ts")).toMatch(/import \{[^}]*\} from "\.\/types\.js";/);
    }
  });

  it("test a simple pattern character by character, and compile any other once at module level, with the u flag", async () => {
    const text = (await emit(compile(SHAPES))).get("validators.ts") ?? "";
    expect(text).toContain("function matchesCode(s: string): boolean {");
    expect(text).toContain("!matchesCode(");
    expect(text).not.toContain("new RegExp(");
    const twice = 'toolset t "T."\nread r {\n  doc "Read."\n  arg a: string(1..9) /^(ab)+$/\n  arg b: string(1..9) /^(ab)+$/\n}\n';
    const other = (await emit(compile(twice))).get("validators.ts") ?? "";
    expect(other).toMatch(/const \w+_PATTERN = new RegExp\("\^\(ab\)\+\$", "u"\);/);
    expect(other.match(/new RegExp\(/g)).toHaveLength(1);
    const flags = (await emit(compile('toolset t "T."\nread r {\n  doc "Read."\n  arg a: string(1..9) /^ab$/i\n}\n'))).get("validators.ts") ?? "";
    expect(flags).toContain('new RegExp("^ab$", "iu")');
  });

  it("are the same bytes on every build", async () => {
    const a = await emit(compile(SHAPES));
    const b = await emit(compile(SHAPES));
    expect([...b.entries()]).toEqual([...a.entries()]);
  });
});
