// Diagnostics are values: every stage returns them instead of throwing on user input.
import type { Span } from "../ast.js";
import { CODES, type Code, type Severity } from "./codes.js";

/** One problem found in a contract, located by file and span. */
export interface Diagnostic {
  readonly code: Code;
  readonly severity: Severity;
  /** The file's path as the user named it, `/`-separated. */
  readonly file: string;
  readonly span: Span;
  readonly message: string;
}

/** Parameters that fill a code's message template. */
export type Params = Readonly<Record<string, string | number>>;

/** The `{name}` holes of a template text (`{{` and `}}` are literal braces, not holes). */
export type Holes<T extends string> = T extends `${string}{${infer After}`
  ? After extends `{${infer Rest}`
    ? Holes<Rest>
    : After extends `${infer Name}}${infer Rest}`
      ? Name | Holes<Rest>
      : never
  : never;

/** The parameters a code's template names, each required: a misspelt or missing one fails `tsc`. */
export type ParamsOf<C extends Code> = Readonly<Record<Holes<(typeof CODES)[C]["template"]>, string | number>>;

/** Fills `{name}` holes of a template; `{{` and `}}` stand for literal braces. */
export function fillTemplate(template: string, params: Params): string {
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (whole, name: string | undefined) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    const value = name === undefined ? undefined : params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The parameters argument of a code: optional when its template has no hole. */
export type ParamsArg<C extends Code> = [Holes<(typeof CODES)[C]["template"]>] extends [never] ? [params?: ParamsOf<C>] : [params: ParamsOf<C>];

/** Makes a diagnostic of a registered code. */
export function diag<C extends Code>(code: C, file: string, span: Span, ...rest: ParamsArg<C>): Diagnostic {
  const params: Params = rest[0] ?? {};
  const info = CODES[code];
  return { code, severity: info.severity, file, span, message: fillTemplate(info.template, params) };
}

/** True when any diagnostic is an error (with `strict`, smells count as errors too). */
export function hasErrors(diagnostics: readonly Diagnostic[], strict = false): boolean {
  return diagnostics.some((d) => effectiveSeverity(d, strict) === "error");
}

/** The severity a diagnostic has under the chosen strictness. */
export function effectiveSeverity(d: Diagnostic, strict: boolean): Severity {
  return strict && "smell" in CODES[d.code] ? "error" : d.severity;
}

/** Sorts diagnostics by file, then position, then code, for stable output. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.span.start - b.span.start || a.span.end - b.span.end || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}
