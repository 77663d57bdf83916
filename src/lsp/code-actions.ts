// Quick fixes for the diagnostics that carry a suggestion: a "did you mean" name, a free
// string without a maximum length, an argument with a default but no `?`.
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic, type TextEdit } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Project } from "./project.js";

/** The length bound the quick fix gives a free string, as the diagnostic's own example does. */
const DEFAULT_LENGTH = "(1..200)";

/** The edit and title that fix one diagnostic, if it carries a suggestion. */
function fix(doc: TextDocument, d: Diagnostic): { title: string; edit: TextEdit } | undefined {
  const message = typeof d.message === "string" ? d.message : d.message.value;
  const meant = /did you mean '([A-Za-z_][A-Za-z0-9_]*)'\?/.exec(message);
  if (meant?.[1]) return { title: `Change to '${meant[1]}'`, edit: { range: d.range, newText: meant[1] } };
  if (d.code === "unbounded-string") {
    const start = doc.offsetAt(d.range.start);
    const text = doc.getText().slice(start, doc.offsetAt(d.range.end));
    if (!text.startsWith("string")) return undefined;
    const after = doc.positionAt(start + "string".length);
    const bounds = /^string\((\d*)\.\.\)/.exec(text);
    if (bounds) {
      // `string(3..)`: the maximum goes after the `..`.
      const at = doc.positionAt(start + bounds[0].length - 1);
      return { title: "Give the string a maximum length", edit: { range: { start: at, end: at }, newText: "200" } };
    }
    if (text.slice(6).trimStart().startsWith("(")) return undefined;
    return { title: `Give the string a maximum length: string${DEFAULT_LENGTH}`, edit: { range: { start: after, end: after }, newText: DEFAULT_LENGTH } };
  }
  if (d.code === "required-with-default") return { title: "Mark the argument optional with '?'", edit: { range: { start: d.range.end, end: d.range.end }, newText: "?" } };
  return undefined;
}

/** Answers a code action request with the quick fixes of the diagnostics in range. */
export function codeActions(project: Project, params: CodeActionParams): CodeAction[] {
  const a = project.get(params.textDocument.uri);
  if (!a) return [];
  const out: CodeAction[] = [];
  for (const d of params.context.diagnostics) {
    if (d.source !== "contractc") continue;
    const f = fix(a.doc, d);
    if (f) out.push({ title: f.title, kind: CodeActionKind.QuickFix, diagnostics: [d], isPreferred: true, edit: { changes: { [a.doc.uri]: [f.edit] } } });
  }
  return out;
}
