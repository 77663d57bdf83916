// Document symbols: the outline of a file (toolset, context and its fields, types,
// resources, tools and their arguments).
import { SymbolKind, type DocumentSymbol, type DocumentSymbolParams } from "vscode-languageserver";
import type { Field, Ident, Span } from "../ast.js";
import type { Analysis, Project } from "./project.js";
import { toRange } from "./ranges.js";

function symbol(a: Analysis, name: Ident, span: Span, kind: SymbolKind, detail: string, children: DocumentSymbol[] = []): DocumentSymbol {
  return { name: name.name, detail, kind, range: toRange(a.doc, span), selectionRange: toRange(a.doc, name.span), children };
}

const field = (a: Analysis, f: Field): DocumentSymbol => symbol(a, f.name, f.span, SymbolKind.Field, f.optional ? "optional" : "");

/** Answers a document symbols request. */
export function documentSymbols(project: Project, params: DocumentSymbolParams): DocumentSymbol[] {
  const a = project.get(params.textDocument.uri);
  if (!a) return [];
  const f = a.file;
  const out: DocumentSymbol[] = [];
  if (f.toolset) out.push(symbol(a, f.toolset.name, f.toolset.span, SymbolKind.Namespace, "toolset"));
  if (f.context) {
    const fields = f.context.fields.map((x) => field(a, x));
    out.push({ name: "context", detail: "trusted", kind: SymbolKind.Struct, range: toRange(a.doc, f.context.span), selectionRange: toRange(a.doc, { start: f.context.span.start, end: f.context.span.start + 7 }), children: fields });
  }
  for (const t of f.types) out.push(symbol(a, t.name, t.span, SymbolKind.TypeParameter, "type"));
  for (const r of f.resources) out.push(symbol(a, r.name, r.span, SymbolKind.Class, r.owner ? `resource owned by ${r.owner.name}` : "resource"));
  for (const t of f.tools) out.push(symbol(a, t.name, t.span, SymbolKind.Function, t.toolKind, t.args.map((x) => field(a, x))));
  return out;
}
