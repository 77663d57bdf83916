// The README's diagnostic table is generated from the registry and must be current.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../src/diagnostics/codes.js";
import { CODES_BEGIN, withCodesSection } from "../../src/diagnostics/docs.js";

const ROOT = path.join(import.meta.dirname, "../..");
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

describe("README", () => {
  it("holds the generated diagnostic table, up to date (npm run docs)", () => {
    expect(readme).toContain(CODES_BEGIN);
    expect(withCodesSection(readme)).toBe(readme);
  });
  it("lists every registered code", () => {
    for (const code of Object.keys(CODES)) expect(readme).toContain(`\`${code}\``);
  });
  it("names every command and flag of the CLI", () => {
    for (const word of ["contractc build", "contractc check", "contractc lint", "contractc watch", "--contracts", "--out", "--format", "--strict", "--quiet", "--help", "--version"])
      expect(readme).toContain(word);
  });
});

describe("the documents agree with the code", () => {
  it("a LICENSE file says MIT, as package.json does, for the contractc contributors", () => {
    const license = fs.readFileSync(path.join(ROOT, "LICENSE"), "utf8");
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { license: string; dependencies: Record<string, string> };
    expect(pkg.license).toBe("MIT");
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} contractc contributors\n/);
  });
  it("the README's file table names every file of a generated folder", () => {
    for (const file of fs.readdirSync(path.join(ROOT, "generated/larkfield"))) expect(readme, file).toContain(`\`${file}\``);
  });
  it("the README says lint exits 1 on errors, and how the compiler emits", () => {
    expect(readme).toMatch(/`contractc lint` \| [^\n]*exits 1 when any is an error/);
    expect(readme).toContain("Emission works on strings, not on a syntax tree");
  });
  it("LANGUAGE.md calls a missing doc a warning, as the registry does", () => {
    const language = fs.readFileSync(path.join(ROOT, "docs/LANGUAGE.md"), "utf8");
    expect(language).toMatch(/\| `doc "\.\.\."` \| [^\n]*`missing-doc` warning/);
    expect(language).not.toMatch(/\| `doc "\.\.\."` \| [^\n]*; required \|/);
  });
  it("ts-morph is no runtime dependency: only the tests use it", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(pkg.dependencies["ts-morph"]).toBeUndefined();
    expect(pkg.devDependencies["ts-morph"]).toBeDefined();
  });
});
