// Range formatting: the declarations the range touches, formatted as a file of their own
// (top-level declarations need nothing around them to be laid out), and put back in
// place; the rest of the file is left as written. A file with syntax errors gets no edit,
// as whole-file formatting does.
import { LSPErrorCodes, ResponseError, type DocumentRangeFormattingParams, type TextEdit } from "vscode-languageserver";
import type { Span } from "../ast.js";
import type { Formatter } from "./formatter.js";
import type { Analysis, Project } from "./project.js";
import { toRange } from "./ranges.js";

/** The spans of a file's top-level declarations, in source order. */
function declarations(a: Analysis): Span[] {
  const f = a.file;
  const spans = [f.toolset?.span, f.context?.span, ...f.types.map((t) => t.span), ...f.resources.map((r) => r.span), ...f.tools.map((t) => t.span)];
  return spans.filter((s): s is Span => s !== undefined).sort((x, y) => x.start - y.start);
}

/** Answers a range formatting request. */
export async function rangeFormatting(project: Project, formatter: Formatter, params: DocumentRangeFormattingParams): Promise<TextEdit[]> {
  const a = project.get(params.textDocument.uri);
  if (!a || !a.parsed) return [];
  const from = a.doc.offsetAt(params.range.start);
  const to = a.doc.offsetAt(params.range.end);
  const touched = declarations(a).filter((s) => s.end >= from && s.start <= to);
  const first = touched[0];
  const last = touched[touched.length - 1];
  if (!first || !last) return [];
  const text = a.doc.getText();
  const span = { start: first.start, end: last.end };
  const piece = text.slice(span.start, span.end);
  const formatted = await formatter.format(piece, a.path);
  const now = project.document(params.textDocument.uri);
  if (!now || now.getText() !== text) throw new ResponseError(LSPErrorCodes.ContentModified, "the file changed while it was being formatted");
  if (formatted === undefined) return [];
  const newText = formatted.replace(/\n$/, "");
  return newText === piece ? [] : [{ range: toRange(a.doc, span), newText }];
}
