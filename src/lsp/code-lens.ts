// A code lens over each tool: what it costs the model on every turn (`lint --sizes`, the
// same estimate), or, for a write tool, that it is never sent. Shown only for a file
// without errors: the sizes come from the schemas the build would write.
import type { CodeLens, CodeLensParams } from "vscode-languageserver";
import { toolsetSizes } from "../cli/sizes.js";
import type { Project } from "./project.js";
import { toRange } from "./ranges.js";

const num = (n: number): string => n.toLocaleString("en-US");

/** Answers a code lens request. */
export function codeLenses(project: Project, params: CodeLensParams): CodeLens[] {
  const a = project.get(params.textDocument.uri);
  if (!a?.toolset || a.diagnostics.some((d) => d.severity === "error")) return [];
  const sizes = new Map(toolsetSizes([a.toolset])[0]?.tools.map((t) => [t.tool, t]) ?? []);
  return a.file.tools.map((t) => {
    const size = sizes.get(t.name.name);
    const title = size ? `~${num(size.tokens)} tokens on every turn (${num(size.characters)} characters)` : "not sent to the model: proposed in a finish, approved by a person";
    return { range: toRange(a.doc, t.name.span), command: { title, command: "" } };
  });
}
