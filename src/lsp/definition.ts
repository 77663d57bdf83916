// Go to definition: from any use of a type, resource, tool, argument or context field
// to where it is declared.
import type { DefinitionParams, Location } from "vscode-languageserver";
import type { Project } from "./project.js";
import { toLocation } from "./ranges.js";

/** Answers a definition request. */
export function definition(project: Project, params: DefinitionParams): Location | null {
  const a = project.get(params.textDocument.uri);
  const o = a?.occurrences.at(a.doc.offsetAt(params.position));
  const decl = o && a?.occurrences.declaration(o);
  return a && decl ? toLocation(a.doc, decl.span) : null;
}
