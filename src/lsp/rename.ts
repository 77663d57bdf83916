// Rename a type, resource or argument (and tools and context fields alike) across the
// file. The new name must be a name the language accepts and not one already declared.
import { ResponseError, type PrepareRenameParams, type Range, type RenameParams, type WorkspaceEdit } from "vscode-languageserver";
import type { Occurrence } from "./occurrences.js";
import type { Analysis, Project } from "./project.js";
import { toRange } from "./ranges.js";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Reserved type keywords, never names. */
const RESERVED = new Set(["string", "int", "number", "bool", "true", "false", "null"]);

/** Names that must differ: a tool's arguments, the context's fields, and the declarations a type position may name. */
const namespace = (o: Occurrence): string => (o.kind === "arg" ? `arg ${o.tool ?? ""}` : o.kind === "context" ? "context" : "declaration");

function target(project: Project, uri: string, position: { line: number; character: number }): { a: Analysis; o: Occurrence } | undefined {
  const a = project.get(uri);
  const o = a?.occurrences.at(a.doc.offsetAt(position));
  return a && o && a.occurrences.declaration(o) ? { a, o } : undefined;
}

/** The range of the name that would be renamed, or null when nothing there can be. */
export function prepareRename(project: Project, params: PrepareRenameParams): Range | null {
  const t = target(project, params.textDocument.uri, params.position);
  return t ? toRange(t.a.doc, t.o.span) : null;
}

/** The edits of a rename; a bad or taken name is refused with a message. */
export function rename(project: Project, params: RenameParams): WorkspaceEdit | null {
  const t = target(project, params.textDocument.uri, params.position);
  if (!t) return null;
  const name = params.newName;
  if (!NAME.test(name) || RESERVED.has(name)) throw new ResponseError(-32602, `'${name}' is not a name: use letters, digits and _, not starting with a digit`);
  const taken = t.a.occurrences.list.some((x) => x.decl && x.name === name && namespace(x) === namespace(t.o));
  if (taken && name !== t.o.name) throw new ResponseError(-32602, `'${name}' is already declared`);
  const edits = t.a.occurrences.same(t.o).map((x) => ({ range: toRange(t.a.doc, x.span), newText: name }));
  return { changes: { [t.a.doc.uri]: edits } };
}
