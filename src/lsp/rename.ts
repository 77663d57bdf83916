// Rename a type, resource or argument (and tools and context fields alike) across the
// file. Refused, with the reason, when the new name is not one the compiler accepts (the
// rules of reserved-names and tool-name-length, with their messages), is already
// declared, or when the file has a syntax error: the broken declaration may hold
// occurrences that recovery did not keep, and renaming the rest would leave them behind.
import { ResponseError, type PrepareRenameParams, type Range, type RenameParams, type WorkspaceEdit } from "vscode-languageserver";
import { RESERVED_NAMES } from "../check/reserved-names.js";
import { MAX_TOOL_NAME } from "../check/tool-name-length.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Occurrence } from "./occurrences.js";
import type { Analysis, Project } from "./project.js";
import { toRange } from "./ranges.js";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Reserved type keywords, never names. */
const RESERVED = new Set(["string", "int", "number", "bool", "true", "false", "null"]);
const INVALID = -32602;

/** Names that must differ: a tool's arguments, the context's fields, and the declarations a type position may name. */
const namespace = (o: Occurrence): string => (o.kind === "arg" ? `arg ${o.tool ?? ""}` : o.kind === "context" ? "context" : "declaration");

const WHAT: Record<Occurrence["kind"], string> = { type: "a type name", resource: "a resource name", tool: "a tool name", arg: "an argument name", context: "a context field name" };

function target(project: Project, uri: string, position: { line: number; character: number }): { a: Analysis; o: Occurrence } | undefined {
  const a = project.get(uri);
  const o = a?.occurrences.at(a.doc.offsetAt(position));
  return a && o && a.occurrences.declaration(o) ? { a, o } : undefined;
}

/** Why the file cannot be renamed in now, if it cannot. */
function broken(a: Analysis): string | undefined {
  if (a.parsed) return undefined;
  const first = a.diagnostics.find((d) => d.severity === "error");
  const line = first ? a.doc.positionAt(first.span.start).line + 1 : 1;
  return `cannot rename while line ${line} has a syntax error: names in the broken declaration would not be renamed; fix it first`;
}

/** Why the compiler would refuse `name` for what `o` names, in its own words; undefined when it would not. */
export function refusal(o: Occurrence, name: string, path: string): string | undefined {
  if (!NAME.test(name) || RESERVED.has(name)) return `'${name}' is not a name: use letters, digits and _, not starting with a digit, and not a built-in type`;
  const at = { start: 0, end: 0 };
  if (RESERVED_NAMES.has(name)) return diag("reserved-name", path, at, { name, what: WHAT[o.kind], reason: "every JavaScript object already has it" }).message;
  if (o.kind === "tool" && name.length > MAX_TOOL_NAME) return diag("tool-name-too-long", path, at, { name, length: name.length }).message;
  return undefined;
}

/** The range of the name that would be renamed; refused with the reason when the file is broken. */
export function prepareRename(project: Project, params: PrepareRenameParams): Range | null {
  const t = target(project, params.textDocument.uri, params.position);
  if (!t) return null;
  const why = broken(t.a);
  if (why) throw new ResponseError(INVALID, why);
  return toRange(t.a.doc, t.o.span);
}

/** The edits of a rename; a bad or taken name, or a broken file, is refused with a message. */
export function rename(project: Project, params: RenameParams): WorkspaceEdit | null {
  const t = target(project, params.textDocument.uri, params.position);
  if (!t) return null;
  const name = params.newName;
  const why = broken(t.a) ?? refusal(t.o, name, t.a.path);
  if (why) throw new ResponseError(INVALID, why);
  const taken = t.a.occurrences.list.some((x) => x.decl && x.name === name && namespace(x) === namespace(t.o));
  if (taken && name !== t.o.name) throw new ResponseError(INVALID, `'${name}' is already declared`);
  const edits = t.a.occurrences.same(t.o).map((x) => ({ range: toRange(t.a.doc, x.span), newText: name }));
  return { changes: { [t.a.doc.uri]: edits } };
}
