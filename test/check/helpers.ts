// Shared helpers for rule tests: compile inline sources and locate what they report.
import fs from "node:fs";
import path from "node:path";
import { compileSources } from "../../src/compile.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { locate, type LocatedDiagnostic } from "../../src/diagnostics/print.js";

/** The example contracts shipped in `contracts/`. */
export const EXAMPLES = ["larkfield", "users", "museum"] as const;

/** The text of an example contract. */
export function example(name: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, "../../contracts", `${name}.tool`), "utf8");
}

/** Compiles one source and returns its diagnostics with line and column. */
export function check(text: string, file = "test.tool"): LocatedDiagnostic[] {
  const r = compileSources([{ path: file, headerPath: `contracts/${file}`, text }]);
  const lookup = (f: string): string | undefined => (f === file ? text : undefined);
  return r.diagnostics.map((d: Diagnostic) => locate(d, lookup));
}

/** Only the diagnostics of some codes. */
export function only(text: string, ...codes: string[]): LocatedDiagnostic[] {
  return check(text).filter((d) => codes.includes(d.code));
}

/** `code@line:column` of each diagnostic, for compact assertions. */
export function where(list: readonly LocatedDiagnostic[]): string[] {
  return list.map((d) => `${d.code}@${d.line}:${d.column}`);
}

/** Asserts that none of the codes is reported on any example contract. */
export function quietOnExamples(...codes: string[]): void {
  for (const name of EXAMPLES) {
    const found = check(example(name), `${name}.tool`).filter((d) => codes.includes(d.code));
    if (found.length > 0) throw new Error(`${name}.tool: ${found.map((d) => `${d.code}@${d.line}:${d.column} ${d.message}`).join("; ")}`);
  }
}
