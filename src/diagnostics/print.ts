// Printing diagnostics: line and column are computed here, from spans, and only here.
import type { Span } from "../ast.js";
import { effectiveSeverity, type Diagnostic } from "./diagnostic.js";

/** Line starts of a text, for offset → line/column lookups. */
export class LineMap {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) this.starts.push(i + 1);
    }
  }
  /** 1-based line and column (columns count code points) of an offset. */
  position(offset: number): { line: number; column: number } {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: codePoints(this.text, this.starts[lo] ?? 0, at) + 1 };
  }
  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string {
    const start = this.starts[line - 1] ?? this.text.length;
    const next = this.starts[line] ?? this.text.length;
    return this.text.slice(start, next).replace(/\r?\n$|\r$/, "");
  }
}

/** How many code points `text` holds from `start` to `end` (a surrogate pair counts once, as `[...text]` counts), without copying it. */
function codePoints(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++, n++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return n;
}

/** Where the source text of each file can be found when printing. */
export type SourceLookup = (file: string) => string | undefined;

/** A diagnostic with its computed position, as `--format json` prints it. */
export interface LocatedDiagnostic {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: "error" | "warning";
  code: string;
  message: string;
}

const maps = new WeakMap<object, Map<string, LineMap>>();

function lineMapFor(sources: SourceLookup, file: string): LineMap {
  let byFile = maps.get(sources);
  if (!byFile) maps.set(sources, (byFile = new Map()));
  let m = byFile.get(file);
  if (!m) byFile.set(file, (m = new LineMap(sources(file) ?? "")));
  return m;
}

/** Computes line and column of a diagnostic. */
export function locate(d: Diagnostic, sources: SourceLookup, strict = false): LocatedDiagnostic {
  const m = lineMapFor(sources, d.file);
  const a = m.position(d.span.start);
  const b = m.position(Math.max(d.span.start, d.span.end));
  return { file: d.file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column, severity: effectiveSeverity(d, strict), code: d.code, message: d.message };
}

const ansi = { red: "\x1b[31m", yellow: "\x1b[33m", bold: "\x1b[1m", dim: "\x1b[2m", cyan: "\x1b[36m", reset: "\x1b[0m" };

function frame(m: LineMap, span: Span, line: number, column: number): string {
  const text = m.lineText(line);
  if (text.length > 300 || text.length === 0) return "";
  const end = m.position(span.end);
  const width = end.line === line ? Math.max(1, end.column - column) : Math.max(1, [...text].length - column + 1);
  const shown = text.replace(/\t/g, " ");
  return `\n  ${shown}\n  ${" ".repeat(column - 1)}${"^".repeat(width)}`;
}

/** Renders one diagnostic as `file:line:col: severity code: message` plus a code frame. */
export function formatDiagnostic(d: Diagnostic, sources: SourceLookup, options: { color?: boolean; strict?: boolean } = {}): string {
  const l = locate(d, sources, options.strict ?? false);
  const m = lineMapFor(sources, d.file);
  const c = options.color ? ansi : { red: "", yellow: "", bold: "", dim: "", cyan: "", reset: "" };
  const sev = l.severity === "error" ? `${c.red}${c.bold}error${c.reset}` : `${c.yellow}${c.bold}warning${c.reset}`;
  const head = `${c.bold}${l.file}:${l.line}:${l.column}:${c.reset} ${sev} ${c.cyan}${l.code}${c.reset}: ${l.message}`;
  return head + (sources(d.file) === undefined ? "" : frame(m, d.span, l.line, l.column));
}

/** Renders diagnostics as one JSON document for editors and CI annotations. */
export function formatJson(list: readonly Diagnostic[], sources: SourceLookup, strict = false): string {
  return JSON.stringify({ diagnostics: list.map((d) => locate(d, sources, strict)) }, null, 2);
}
