// Printing diagnostics and summaries to the terminal (stderr for diagnostics).
import { sortDiagnostics, effectiveSeverity, type Diagnostic } from "../diagnostics/diagnostic.js";
import { formatDiagnostic, formatJson, type SourceLookup } from "../diagnostics/print.js";
import type { CliOptions } from "./args.js";

/** True when colour may be used on stderr. */
export function useColor(): boolean {
  return Boolean(process.stderr.isTTY) && !process.env["NO_COLOR"] && process.env["TERM"] !== "dumb";
}

/** Prints diagnostics in the chosen format; returns the error and warning counts. */
export function printDiagnostics(list: readonly Diagnostic[], sources: SourceLookup, opts: CliOptions): { errors: number; warnings: number } {
  const sorted = sortDiagnostics(list);
  if (opts.format === "json") process.stderr.write(formatJson(sorted, sources, opts.strict) + "\n");
  else {
    const color = useColor();
    for (const d of sorted) process.stderr.write(formatDiagnostic(d, sources, { color, strict: opts.strict }) + "\n");
  }
  const errors = sorted.filter((d) => effectiveSeverity(d, opts.strict) === "error").length;
  return { errors, warnings: sorted.length - errors };
}

/** `2 errors, 1 warning`. */
export function counted(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
