// Find references: every declaration and use of the name under the cursor.
import type { Location, ReferenceParams } from "vscode-languageserver";
import type { Project } from "./project.js";
import { toLocation } from "./ranges.js";

/** Answers a references request. */
export function references(project: Project, params: ReferenceParams): Location[] {
  const a = project.get(params.textDocument.uri);
  const o = a?.occurrences.at(a.doc.offsetAt(params.position));
  if (!a || !o) return [];
  const all = a.occurrences.same(o);
  return (params.context.includeDeclaration ? all : all.filter((x) => !x.decl)).map((x) => toLocation(a.doc, x.span));
}
