// Lowering of a whole file: the syntax tree of `grammar/` in, the plain-data AST out.
// Each declaration is lowered on its own (decl.ts); this file places them, and reports
// what only the whole file shows (no toolset, two contexts, a toolset not first).
import type { FileNode } from "../../grammar/syntax.js";
import type { ContextDecl, ResourceDecl, ToolDecl, ToolFile, ToolsetDecl, TypeDecl } from "../ast.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { lowerDecls, type LoweredDecl } from "./decl.js";

/** Lowers the syntax tree of one file. Structural problems (no toolset, two contexts) are reported here. */
export function lowerFile(tree: FileNode, path: string, text: string, diagnostics: Diagnostic[]): ToolFile {
  return assembleFile(lowerDecls(tree, path), path, text, diagnostics);
}

/**
 * Places a file's lowered declarations, in order, and reports the file's structural
 * problems; each declaration's own diagnostics go in at its place, unless the
 * declaration is dropped as misplaced or repeated.
 */
export function assembleFile(decls: readonly LoweredDecl[], path: string, text: string, diagnostics: Diagnostic[]): ToolFile {
  let toolset: ToolsetDecl | undefined;
  let context: ContextDecl | undefined;
  const types: TypeDecl[] = [];
  const resources: ResourceDecl[] = [];
  const tools: ToolDecl[] = [];
  let refusals: ToolFile["refusals"];
  let index = -1;
  for (const d of decls) {
    index++;
    switch (d.kind) {
      case "toolset": {
        if (!d.decl) continue;
        if (toolset || index > 0) {
          diagnostics.push(diag("misplaced-toolset", path, d.span));
          continue;
        }
        diagnostics.push(...d.diagnostics);
        toolset = d.decl;
        break;
      }
      case "context": {
        diagnostics.push(...d.diagnostics);
        if (context) diagnostics.push(diag("duplicate-context", path, d.span));
        else context = d.decl;
        break;
      }
      case "refusals": {
        if (!d.decl) break;
        if (refusals) diagnostics.push(diag("duplicate-member", path, d.span, { member: "refusals max", owner: "the toolset" }));
        else {
          diagnostics.push(...d.diagnostics);
          refusals = d.decl;
        }
        break;
      }
      case "type":
      case "resource":
      case "tool": {
        diagnostics.push(...d.diagnostics);
        if (d.kind === "type" && d.decl) types.push(d.decl);
        else if (d.kind === "resource" && d.decl) resources.push(d.decl);
        else if (d.kind === "tool" && d.decl) tools.push(d.decl);
        break;
      }
      default:
        break;
    }
  }
  // A file the grammar refused to parse, or gave up on, has no declarations to miss.
  if (!toolset && !diagnostics.some((d) => d.code === "misplaced-toolset" || d.code === "nesting-too-deep" || d.code === "too-many-errors")) {
    const firstNonBlank = text.search(/\S/);
    const at = firstNonBlank < 0 ? 0 : firstNonBlank;
    diagnostics.push(diag("missing-toolset", path, { start: at, end: at }));
  }
  return { kind: "file", span: { start: 0, end: text.length }, path, source: text, toolset, context, types, resources, tools, refusals };
}
