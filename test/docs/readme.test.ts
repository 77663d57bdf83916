// The README's diagnostic table is generated from the registry and must be current.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../src/diagnostics/codes.js";
import { CODES_BEGIN, withCodesSection } from "../../src/diagnostics/docs.js";

const readme = fs.readFileSync(path.join(import.meta.dirname, "../../README.md"), "utf8");

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
