// Code lenses: over the toolset's name, when `contractc check` finds `generated/` stale,
// one that runs the build; over each tool, what it costs the model on every turn
// (`lint --sizes`, the same estimate), or, for a write tool, that it is never sent. The
// costs are shown only for a file without errors: they come from the schemas the build
// would write.
import type { CodeLens, CodeLensParams } from "vscode-languageserver";
import { toolsetSizes } from "../cli/sizes.js";
import { BUILD_COMMAND, type GeneratedState } from "./generated.js";
import type { Project } from "./project.js";
import { toRange } from "./ranges.js";

const num = (n: number): string => n.toLocaleString("en-US");

/** Answers a code lens request: the build lens over the toolset when `generated/` is stale, the cost over each tool. */
export function codeLenses(project: Project, generated: GeneratedState, params: CodeLensParams): CodeLens[] {
  const a = project.get(params.textDocument.uri);
  const decl = a?.file.toolset;
  const stale = decl && generated.stale.length ? [{ range: toRange(a.doc, decl.name.span), command: { title: `generated/ is out of date (${generated.stale.length} file${generated.stale.length === 1 ? "" : "s"}, as contractc check reports): build`, command: BUILD_COMMAND } }] : [];
  if (!a?.toolset || a.diagnostics.some((d) => d.severity === "error")) return stale;
  const sizes = new Map(toolsetSizes([a.toolset])[0]?.tools.map((t) => [t.tool, t]) ?? []);
  return [...stale, ...a.file.tools.map((t) => {
    const size = sizes.get(t.name.name);
    const title = size ? `~${num(size.tokens)} tokens on every turn (${num(size.characters)} characters)` : "not sent to the model: proposed in a finish, approved by a person";
    return { range: toRange(a.doc, t.name.span), command: { title, command: "" } };
  })];
}
