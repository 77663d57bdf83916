// Document symbols: the outline of a file, in source order (toolset, context, types,
// resources, tools as they are written), with the fields of object types as children,
// at any depth: an argument's, a type's or a reply's `{ ... }`, also inside lists,
// unions and `?`.
import { SymbolKind, type DocumentSymbol, type DocumentSymbolParams } from "vscode-languageserver";
import type { Field, Ident, Span, TypeNode } from "../ast.js";
import type { Analysis, Project } from "./project.js";
import { toRange } from "./ranges.js";

function symbol(a: Analysis, name: Ident, span: Span, kind: SymbolKind, detail: string, children: DocumentSymbol[] = []): DocumentSymbol {
  return { name: name.name, detail, kind, range: toRange(a.doc, span), selectionRange: toRange(a.doc, name.span), children };
}

/** The fields of the object types inside a type expression, as symbols. */
function fieldsOf(a: Analysis, t: TypeNode | undefined): DocumentSymbol[] {
  switch (t?.kind) {
    case "object":
      return t.fields.map((f) => field(a, f));
    case "list":
      return fieldsOf(a, t.item);
    case "nullable":
      return fieldsOf(a, t.inner);
    case "union":
      return t.members.flatMap((m) => fieldsOf(a, m));
    default:
      return [];
  }
}

const field = (a: Analysis, f: Field): DocumentSymbol => symbol(a, f.name, f.span, SymbolKind.Field, f.optional ? "optional" : "", fieldsOf(a, f.type));

const byStart = (x: DocumentSymbol, y: DocumentSymbol): number => x.range.start.line - y.range.start.line || x.range.start.character - y.range.start.character;

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
  for (const t of f.types) out.push(symbol(a, t.name, t.span, SymbolKind.TypeParameter, "type", fieldsOf(a, t.type)));
  for (const r of f.resources) out.push(symbol(a, r.name, r.span, SymbolKind.Class, r.owner ? `resource owned by ${r.owner.name}` : "resource"));
  for (const t of f.tools) {
    const returns = t.returns ? fieldsOf(a, t.returns) : [];
    const reply: DocumentSymbol[] = returns.length && t.returns ? [{ name: "returns", detail: "reply", kind: SymbolKind.Struct, range: toRange(a.doc, t.returns.span), selectionRange: toRange(a.doc, t.returns.span), children: returns }] : [];
    out.push(symbol(a, t.name, t.span, SymbolKind.Function, t.toolKind, [...t.args.map((x) => field(a, x)), ...reply].sort(byStart)));
  }
  // The AST lists declarations by kind; the outline follows the file.
  return out.sort(byStart);
}
