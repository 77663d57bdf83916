// Formatting through `fmt`: the whole file in its canonical layout, or no edit when the
// file has syntax errors (they are already shown as diagnostics).
import type { DocumentFormattingParams, TextEdit } from "vscode-languageserver";
import { formatText } from "../fmt/format.js";
import type { Project } from "./project.js";

/** Answers a formatting request. */
export function formatting(project: Project, params: DocumentFormattingParams): TextEdit[] {
  const a = project.get(params.textDocument.uri);
  if (!a) return [];
  const text = a.doc.getText();
  const r = formatText(text, a.path);
  if (r.text === undefined || r.text === text) return [];
  return [{ range: { start: { line: 0, character: 0 }, end: a.doc.positionAt(text.length) }, newText: r.text }];
}
