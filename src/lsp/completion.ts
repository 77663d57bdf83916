// Completion from the text before the cursor: keywords at the start of a line (by the
// block the line is in), types where a type goes, context fields after `context.` and
// `owner`, hint codes after `hint`, and the tool's arguments in `seen`, `scope`,
// `effect`, `ensure` and `rule`. Names come from the file's latest analysis, so typing
// never waits for a parse of a large file.
import { CompletionItemKind, type CompletionItem, type CompletionParams } from "vscode-languageserver";
import { HINT_CODES } from "../check/hint-member.js";
import type { Analysis, Project } from "./project.js";

const TOP = ["toolset", "context", "type", "resource", "read", "write", "finish", "refusals"];
const TOOL_MEMBERS = ["doc", "arg", "scope", "effect", "budget", "returns", "ensure", "seen", "rule", "result", "hint", "refusals"];
const RESOURCE_MEMBERS = ["id", "owner", "missing"];
const BUILTIN_TYPES = ["string", "int", "number", "bool"];

/** The block a line is in: the file, a tool (by kind and name), a resource or the context. */
type Block = { kind: "top" } | { kind: "tool"; toolKind: string; name: string } | { kind: "resource" } | { kind: "context" };

/** Finds the enclosing declaration by reading back to the line that opened it. */
function enclosing(text: string, lineStart: number): Block {
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    const tool = /^(read|write|finish)\s+([A-Za-z_]\w*)/.exec(line);
    if (tool) return { kind: "tool", toolKind: tool[1] ?? "", name: tool[2] ?? "" };
    if (/^resource\b/.test(line)) return { kind: "resource" };
    if (/^context\b/.test(line)) return { kind: "context" };
    if (/^(}|toolset\b|type\b|refusals\b)/.test(line)) return { kind: "top" };
    end = start - 1;
  }
  return { kind: "top" };
}

const items = (labels: Iterable<string>, kind: CompletionItemKind, detail: string): CompletionItem[] => [...labels].map((label) => ({ label, kind, detail }));

function args(a: Analysis | undefined, block: Block): CompletionItem[] {
  if (block.kind !== "tool") return [];
  const tool = a?.toolset?.tools.get(block.name);
  return (tool?.args ?? []).map((f) => ({ label: f.name.name, kind: CompletionItemKind.Variable, detail: `argument of ${block.name}` }));
}

function types(a: Analysis | undefined, block: Block): CompletionItem[] {
  const ts = a?.toolset;
  const writes = block.kind === "tool" && block.toolKind === "finish" ? [...(ts?.tools.values() ?? [])].filter((t) => t.toolKind === "write").map((t) => t.name.name) : [];
  return [
    ...items(BUILTIN_TYPES, CompletionItemKind.Keyword, "built-in type"),
    ...items(ts?.types.keys() ?? [], CompletionItemKind.TypeParameter, "type"),
    ...items(ts?.resources.keys() ?? [], CompletionItemKind.Class, "resource"),
    ...items(writes, CompletionItemKind.Function, "write tool, proposed in finish"),
  ];
}

/** True when the end of a line's text is inside a string or a comment. */
function inStringOrComment(line: string): boolean {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString && c === "\\") i++;
    else if (c === '"') inString = !inString;
    else if (!inString && c === "/" && line[i + 1] === "/") return true;
  }
  return inString;
}

/** The completions at a position of a document's current text. */
export function complete(text: string, offset: number, a: Analysis | undefined): CompletionItem[] {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const prefix = text.slice(lineStart, offset).trimStart();
  // Nothing to complete inside a string or a comment.
  if (inStringOrComment(prefix)) return [];
  const block = enclosing(text, lineStart);
  const contextFields = (): CompletionItem[] => items(a?.toolset?.context.keys() ?? [], CompletionItemKind.Field, "context field");
  if (/context\.\w*$/.test(prefix)) return contextFields();
  if (/^owner\s+\w*$/.test(prefix)) return contextFields();
  if (/^hint\s+\w*$/.test(prefix)) return items(HINT_CODES, CompletionItemKind.EnumMember, "refusal code");
  if (/^(seen|effect|scope)\s+\w*$/.test(prefix) || /^ensure\s.*==\s*\w*$/.test(prefix)) return args(a, block);
  if (/^rule\b(.*(=>|&&|\|\|)\s*|\s+|.*count\(\s*)\w*$/.test(prefix)) return args(a, block);
  if (/^(arg\s+\w+\??\s*:|returns\b|id\b|type\s+\w+\s*=)/.test(prefix) && /(^returns\s*|^id\s*|[:|(=\[{,])\s*\w*$/.test(prefix)) return types(a, block);
  if (/^\w*$/.test(prefix)) {
    const words = block.kind === "tool" ? TOOL_MEMBERS : block.kind === "resource" ? RESOURCE_MEMBERS : block.kind === "context" ? [] : TOP;
    return items(words, CompletionItemKind.Keyword, "keyword");
  }
  return [];
}

/** Answers a completion request. */
export function completion(project: Project, params: CompletionParams): CompletionItem[] {
  const doc = project.document(params.textDocument.uri);
  if (!doc) return [];
  const uri = params.textDocument.uri;
  return complete(doc.getText(), doc.offsetAt(params.position), project.latest(uri) ?? project.get(uri));
}
