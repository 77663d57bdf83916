// Printing diagnostics, file problems and summaries. In text, diagnostics and problems go
// to stderr (with code frames) and summary lines to stdout. With `--format json` the one
// JSON document is the command's output, so it goes to stdout, and summary lines to stderr:
// `contractc lint --format json > report.json` then holds exactly one JSON document.
import path from "node:path";
import { sortDiagnostics, effectiveSeverity, type Diagnostic } from "../diagnostics/diagnostic.js";
import { formatDiagnostic, locate, type SourceLookup } from "../diagnostics/print.js";
import { PROBLEM_TEXT, type Problem } from "../output/compare.js";
import type { CliOptions } from "./args.js";

/** True when colour may be used on stderr: a terminal, and NO_COLOR unset (any value disables it). */
export function useColor(env: NodeJS.ProcessEnv = process.env, tty = Boolean(process.stderr.isTTY)): boolean {
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  if (env["FORCE_COLOR"] !== undefined && env["FORCE_COLOR"] !== "0") return true;
  return tty && env["TERM"] !== "dumb";
}

/** Error and warning counts of what was printed. */
export interface Counts {
  readonly errors: number;
  readonly warnings: number;
}

/** A problem's path as the user sees it: inside the output folder they named. */
export function shownPath(outDir: string, rel: string): string {
  return path.posix.join(outDir.split(path.sep).join("/"), rel);
}

/** Prints diagnostics (and, for `check`, file problems) in the chosen format; returns the counts. */
export function printReport(
  list: readonly Diagnostic[],
  sources: SourceLookup,
  opts: CliOptions,
  problems: readonly Problem[] = [],
  extra: Record<string, unknown> = {},
): Counts {
  const sorted = sortDiagnostics(list);
  if (opts.format === "json") {
    const files = problems.map((p) => ({ path: shownPath(opts.out, p.path), problem: p.problem, message: PROBLEM_TEXT[p.problem] }));
    const doc = { diagnostics: sorted.map((d) => locate(d, sources, opts.strict)), files, ...extra };
    process.stdout.write(JSON.stringify(doc, null, 2) + "\n");
  } else {
    const color = useColor();
    // One write for the lot: stderr is synchronous, and a write per line costs more than the text.
    let text = "";
    for (const d of sorted) text += formatDiagnostic(d, sources, { color, strict: opts.strict }) + "\n";
    for (const p of problems) text += `${shownPath(opts.out, p.path)}: ${PROBLEM_TEXT[p.problem]}\n`;
    if (text) process.stderr.write(text);
  }
  const errors = sorted.filter((d) => effectiveSeverity(d, opts.strict) === "error").length;
  return { errors, warnings: sorted.length - errors };
}

/** `2 errors`, `1 warning`. */
export function counted(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

let stamping = false;

/** The time stamp that starts each summary line of `watch` (`[12:34:56] `), or ""; `on` turns it on. */
export function timeStamped(on?: boolean): string {
  if (on !== undefined) stamping = on;
  return stamping ? `[${new Date().toTimeString().slice(0, 8)}] ` : "";
}

/** Prints a summary line unless `--quiet`: on stdout, or on stderr when stdout holds the JSON document. */
export function say(opts: CliOptions, line: string): void {
  if (!opts.quiet) (opts.format === "json" ? process.stderr : process.stdout).write(`${timeStamped()}contractc: ${line}\n`);
}
