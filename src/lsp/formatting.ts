// Formatting through `fmt`: the whole file in its canonical layout, or no edit when the
// file has syntax errors (they are already shown as diagnostics). The format runs in a
// worker (formatter.ts); a file changed meanwhile gets no edit, as the edit would be
// against text the editor no longer has.
import { LSPErrorCodes, ResponseError, type DocumentFormattingParams, type TextEdit } from "vscode-languageserver";
import type { Formatter } from "./formatter.js";
import type { Project } from "./project.js";

/** Answers a formatting request. */
export async function formatting(project: Project, formatter: Formatter, params: DocumentFormattingParams): Promise<TextEdit[]> {
  const doc = project.document(params.textDocument.uri);
  if (!doc) return [];
  const text = doc.getText();
  const version = doc.version;
  const formatted = await formatter.format(text, params.textDocument.uri);
  const now = project.document(params.textDocument.uri);
  if (!now || now.version !== version || now.getText() !== text) throw new ResponseError(LSPErrorCodes.ContentModified, "the file changed while it was being formatted");
  if (formatted === undefined || formatted === text) return [];
  return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) }, newText: formatted }];
}
