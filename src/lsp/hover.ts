// Hover: a tool's doc and the schema the model will see, a type's definition, a
// resource's owner, an argument's or context field's declaration.
import type { Hover, HoverParams } from "vscode-languageserver";
import type { Span } from "../ast.js";
import { anthropicOptions } from "../schemas/anthropic.js";
import { argsSchema } from "../schemas/json-schema.js";
import { describeWord } from "./hover-words.js";
import { occurrenceAt } from "./occurrences.js";
import type { Analysis, Project } from "./project.js";
import { toRange } from "./ranges.js";

const code = (text: string): string => "```tool\n" + text + "\n```";

/** The source text of a declaration. */
const quote = (a: Analysis, span: Span): string => a.doc.getText().slice(span.start, span.end);

/** The hover text of the name under the cursor, in Markdown. */
function describe(a: Analysis, offset: number): { text: string; span: Span } | undefined {
  // Only the declaration under the cursor is walked: the first hover after an edit must not list the whole file.
  const o = occurrenceAt(a.file, offset);
  const ts = a.toolset;
  if (!o || !ts) return undefined;
  const file = a.file;
  switch (o.kind) {
    case "tool": {
      const tool = ts.tools.get(o.name);
      if (!tool) return undefined;
      const head = `**${tool.toolKind}** \`${tool.name.name}\``;
      const doc = tool.doc?.value ?? "(no doc)";
      const who = tool.toolKind === "write" ? "\n\nNot callable by the model: proposed in a `finish` call, approved by a person, then run." : "";
      const schema = JSON.stringify(argsSchema(ts, tool, anthropicOptions(false)), null, 2);
      return { text: `${head}\n\n${doc}${who}\n\nArguments as the model sees them:\n\`\`\`json\n${schema}\n\`\`\``, span: o.span };
    }
    case "type": {
      const decl = ts.types.get(o.name);
      return decl && { text: code(quote(a, decl.span)), span: o.span };
    }
    case "resource": {
      const r = ts.resources.get(o.name);
      if (!r) return undefined;
      const owner = r.owner ? `Owned by the context field \`${r.owner.name}\`: a call may only name one the caller owns.` : "No owner.";
      return { text: `${code(quote(a, r.span))}\n\n${owner}`, span: o.span };
    }
    case "arg": {
      const tool = ts.tools.get(o.tool ?? "");
      const field = tool?.args.find((f) => f.name.name === o.name);
      // The field's span starts at its name or, for an argument written with it, at `arg`.
      const src = field && quote(a, field.span);
      return field && { text: `${code(/^arg\s/.test(src ?? "") ? (src ?? "") : "arg " + src)}\n\nArgument of \`${tool?.name.name}\`.`, span: o.span };
    }
    case "context": {
      const field = file.context?.fields.find((f) => f.name.name === o.name);
      return field && { text: `${code(quote(a, field.span))}\n\nTrusted context: set by the application, never by the model.`, span: o.span };
    }
  }
}

/** Answers a hover request. */
export function hover(project: Project, params: HoverParams): Hover | null {
  const a = project.get(params.textDocument.uri);
  if (!a) return null;
  const offset = a.doc.offsetAt(params.position);
  const d = describe(a, offset) ?? describeWord(a.doc.getText(), offset);
  return d ? { contents: { kind: "markdown", value: d.text }, range: toRange(a.doc, d.span) } : null;
}
