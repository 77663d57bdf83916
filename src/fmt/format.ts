// Formatting one file's text: the one entry point the CLI, the prettier plugin and the
// language server share.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { layout, partsToText } from "./layout.js";
import { readForFormat } from "./source.js";

/** The formatted text, or the syntax errors that keep the file from being formatted. */
export type FormatResult = { readonly text: string; readonly diagnostics?: undefined } | { readonly text?: undefined; readonly diagnostics: readonly Diagnostic[] };

/** Formats a contract's text; a file with syntax errors is not formatted. */
export function formatText(text: string, file: string): FormatResult {
  const read = readForFormat(text, file);
  if (!read.source) return { diagnostics: read.diagnostics };
  return { text: partsToText(layout(read.source)) };
}
