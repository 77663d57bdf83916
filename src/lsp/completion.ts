// Completion from the text before the cursor: keywords at the start of a line (by the
// block the line is in; snippets of declarations at the top level; nothing for a field's
// name inside an object type), types where a type goes (after any field's `name:`),
// formats after `string(`, context fields after `context.` and `owner`, the reply's
// fields after `result.`, hint codes after `hint`, and the tool's arguments in `seen`,
// `scope`, `effect`, `ensure` and `rule`. A space that only indents asks for nothing. Names come from the file's latest analysis, so typing
// never waits for a parse of a large file.
import { CompletionItemKind, InsertTextFormat, type CompletionItem, type CompletionParams } from "vscode-languageserver";
import type { TypeNode } from "../ast.js";
import { HINT_CODES } from "../language/refusals.js";
import { FORMATS } from "../language/formats.js";
import { openBraces } from "./completion-context.js";
import type { Analysis, Project } from "./project.js";

const TOP = ["toolset", "context", "type", "resource", "read", "write", "finish", "refusals"];
const TOOL_MEMBERS = ["doc", "arg", "scope", "effect", "budget", "returns", "ensure", "seen", "once", "require", "establish", "rule", "result", "hint", "refusals"];
const RESOURCE_MEMBERS = ["id", "owner", "state", "missing"];
const BUILTIN_TYPES = ["string", "int", "number", "bool"];

/** The block a line is in: the file, a tool (by kind and name), a resource or the context; `start` is where its declaration starts. */
type Block = ({ kind: "top" } | { kind: "tool"; toolKind: string; name: string } | { kind: "resource" } | { kind: "context" }) & { start: number };

/** Finds the enclosing declaration by reading back to the line that opened it. */
function enclosing(text: string, lineStart: number): Block {
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    const tool = /^(read|write|finish)\s+([A-Za-z_]\w*)/.exec(line);
    if (tool) return { kind: "tool", toolKind: tool[1] ?? "", name: tool[2] ?? "", start };
    if (/^resource\b/.test(line)) return { kind: "resource", start };
    if (/^context\b/.test(line)) return { kind: "context", start };
    if (/^(toolset\b|type\b|refusals\b)/.test(line)) return { kind: "top", start };
    if (/^}/.test(line)) return { kind: "top", start: lineStart };
    end = start - 1;
  }
  return { kind: "top", start: 0 };
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

/** The completions at a position of a document's current text; `trigger` is the character that asked, if one did. */
export function complete(text: string, offset: number, a: Analysis | undefined, trigger?: string): CompletionItem[] {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const prefix = text.slice(lineStart, offset).trimStart();
  // Nothing to complete inside a string or a comment, nor when a space only indents.
  if (inStringOrComment(prefix)) return [];
  if (trigger === " " && prefix.trim() === "") return [];
  const block = enclosing(text, lineStart);
  const braces = openBraces(text, block.start, offset);
  const inObject = braces[braces.length - 1] === "object";
  const contextFields = (): CompletionItem[] => items(a?.toolset?.context.keys() ?? [], CompletionItemKind.Field, "context field");
  if (/\bstring\(\s*\w*$/.test(prefix)) return items(FORMATS, CompletionItemKind.EnumMember, "string format");
  if (/\b(int|number)\(\s*[\w.]*$/.test(prefix)) return [];
  if (/context\.\w*$/.test(prefix)) return contextFields();
  const result = /\bresult\.((?:\w+\.)*)\w*$/.exec(prefix);
  if (result) return resultFields(a, block, (result[1] ?? "").split(".").filter(Boolean));
  if (/^owner\s+\w*$/.test(prefix)) return contextFields();
  if (/^hint\s+\w*$/.test(prefix)) return items(HINT_CODES, CompletionItemKind.EnumMember, "refusal code");
  if (/^(seen|effect|scope)\s+\w*$/.test(prefix) || /^ensure\s.*==\s*\w*$/.test(prefix)) return args(a, block);
  if (/^rule\b(.*(=>|&&|\|\|)\s*|\s+|.*count\(\s*)\w*$/.test(prefix)) return args(a, block);
  // A field's type: after `name:` of an argument, a context field or an object's field.
  if (/(^|^arg\s+|[{,]\s*)\w+\??\s*:\s*\w*$/.test(prefix)) return types(a, block);
  if (/^(arg\s+\w+\??\s*:|returns\b|id\b|type\s+\w+\s*=)/.test(prefix) && /(^returns\s*|^id\s*|[:|(=\[{,])\s*\w*$/.test(prefix)) return types(a, block);
  // A new field's name inside an object type: nothing to offer.
  if (inObject) return [];
  if (/^\w*$/.test(prefix)) {
    if (block.kind === "top") return [...items(TOP, CompletionItemKind.Keyword, "keyword"), ...SNIPPETS];
    const words = block.kind === "tool" ? TOOL_MEMBERS : block.kind === "resource" ? RESOURCE_MEMBERS : [];
    return items(words, CompletionItemKind.Keyword, "keyword");
  }
  return [];
}

/** The fields of a tool's reply at a `result.` path. */
function resultFields(a: Analysis | undefined, block: Block, path: string[]): CompletionItem[] {
  if (block.kind !== "tool") return [];
  const ts = a?.toolset;
  const resolve = (t: TypeNode | undefined, depth = 0): TypeNode | undefined => {
    if (t?.kind === "ref" && depth < 20) return resolve(ts?.types.get(t.name.name)?.type, depth + 1);
    if (t?.kind === "nullable") return resolve(t.inner, depth + 1);
    return t;
  };
  let t = resolve(ts?.tools.get(block.name)?.returns);
  for (const name of path) t = resolve(t?.kind === "object" ? t.fields.find((f) => f.name.name === name)?.type : undefined);
  if (t?.kind !== "object") return [];
  return t.fields.map((f) => ({ label: f.name.name, kind: CompletionItemKind.Field, detail: `field of ${block.name}'s reply` }));
}

/** Declarations as snippets, at the top level. */
const SNIPPETS: CompletionItem[] = (
  [
  ["read", 'read ${1:name} {\n  doc "${2:What it returns, for the model.}"\n  arg ${3:id}: ${4:string(1..100)} "${5:What it is.}"\n}'],
  ["write", 'write ${1:name} {\n  doc "${2:What it changes. A person approves it first.}"\n  arg ${3:id}: ${4:string(1..100)} "${5:What it is.}"\n}'],
  ["finish", 'finish ${1:done} {\n  doc "${2:End the task.}"\n  arg ${3:actions}: ${4:write_tool}[..${5:5}] "${6:The writes to propose.}"\n}'],
  ["resource", "resource ${1:name} {\n  id ${2:string(1..64)}\n  owner ${3:customer_id}\n  missing \"${4:No such {id\\}.}\"\n}"],
  ["type", "type ${1:Name} = ${2:string(1..100)}"],
    ["context", "context {\n  ${1:customer_id}: ${2:string}\n}"],
  ] as const
).map(([word, body]) => ({ label: `${word} …`, filterText: word, kind: CompletionItemKind.Snippet, detail: `${word} declaration`, insertText: body, insertTextFormat: InsertTextFormat.Snippet }));

/** Answers a completion request. */
export function completion(project: Project, params: CompletionParams): CompletionItem[] {
  const doc = project.document(params.textDocument.uri);
  if (!doc) return [];
  const uri = params.textDocument.uri;
  return complete(doc.getText(), doc.offsetAt(params.position), project.latest(uri) ?? project.get(uri), params.context?.triggerCharacter);
}
