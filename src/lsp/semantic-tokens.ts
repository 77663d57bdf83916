// Semantic tokens: every declaration and reference navigation knows (types, resources,
// tools, arguments, context fields), typed by what the name stands for, so a theme colours
// a name in type position as a type whether it names a type, a resource or a write tool.
import { SemanticTokensBuilder, type SemanticTokens, type SemanticTokensLegend, type SemanticTokensParams } from "vscode-languageserver";
import type { SymbolKind } from "./occurrences.js";
import type { Project } from "./project.js";

const TYPES: Record<SymbolKind, number> = { type: 0, resource: 1, tool: 2, arg: 3, context: 4 };

/** The token types and modifiers, in the order the numbers above use. */
export const LEGEND: SemanticTokensLegend = { tokenTypes: ["type", "class", "function", "parameter", "property"], tokenModifiers: ["declaration"] };

/** Answers a full-document semantic tokens request. */
export function semanticTokens(project: Project, params: SemanticTokensParams): SemanticTokens {
  const a = project.get(params.textDocument.uri);
  const builder = new SemanticTokensBuilder();
  if (!a) return builder.build();
  for (const o of a.occurrences.list) {
    const start = a.doc.positionAt(o.span.start);
    const end = a.doc.positionAt(o.span.end);
    // Names never span lines; a token that did would be skipped by the editor anyway.
    if (start.line !== end.line) continue;
    builder.push(start.line, start.character, end.character - start.character, TYPES[o.kind], o.decl ? 1 : 0);
  }
  return builder.build();
}
