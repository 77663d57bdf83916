// Spans (UTF-16 offsets, as the AST keeps them) to the editor's ranges and back.
import type { Location, Range } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Span } from "../ast.js";

/** The range of a span in a document. */
export function toRange(doc: TextDocument, span: Span): Range {
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

/** The location of a span in a document. */
export function toLocation(doc: TextDocument, span: Span): Location {
  return { uri: doc.uri, range: toRange(doc, span) };
}
