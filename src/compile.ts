// The front end as one call: parse, lower and check every file, across toolsets.
import { parseSource } from "../grammar/parse.js";
import type { ToolFile } from "./ast.js";
import { checkToolset } from "./check/index.js";
import type { Diagnostic } from "./diagnostics/diagnostic.js";
import { LineMap } from "./diagnostics/print.js";
import { lowerFile } from "./lower/file.js";
import { buildToolset, type Toolset } from "./model.js";
import type { SourceFile } from "./sources.js";
import { ToolsetNames, type ToolsetMark } from "./toolset-names.js";

/** The checked toolsets and every diagnostic found. Toolsets are returned even when errors exist. */
export interface CompileResult {
  readonly toolsets: Toolset[];
  readonly diagnostics: Diagnostic[];
}

/** Parses and lowers one file; its tokens and syntax tree are garbage once this returns. */
function lowerSource(src: SourceFile): { file: ToolFile; diagnostics: Diagnostic[] } {
  const parsed = parseSource(src.text, src.path);
  const diagnostics = [...parsed.diagnostics];
  return { file: lowerFile(parsed.tree, src.path, src.text, diagnostics), diagnostics };
}

/** Parses and checks one file. Semantic checks run only on a file free of syntax errors. */
export function compileFile(src: SourceFile): { toolset?: Toolset; diagnostics: Diagnostic[] } {
  const { file, diagnostics } = lowerSource(src);
  if (diagnostics.some((d) => d.severity === "error") || !file.toolset) return { diagnostics };
  const toolset = buildToolset(file, src.headerPath);
  diagnostics.push(...checkToolset(toolset));
  return { toolset, diagnostics };
}

/** Where a compiled toolset's file declares it, for the rule across files. */
export function markOf(toolset: Toolset): ToolsetMark {
  const decl = toolset.file.toolset;
  const line = new LineMap(toolset.file.source).position(decl?.span.start ?? 0).line;
  return { name: toolset.name, nameSpan: decl?.name.span ?? { start: 0, end: 0 }, line };
}

/** Compiles every file; a toolset name used by two files is an error on the second. */
export function compileSources(sources: readonly SourceFile[]): CompileResult {
  const toolsets: Toolset[] = [];
  const diagnostics: Diagnostic[] = [];
  const names = new ToolsetNames();
  for (const src of sources) {
    const r = compileFile(src);
    diagnostics.push(...r.diagnostics);
    if (!r.toolset) continue;
    const duplicate = names.add(src.path, markOf(r.toolset));
    if (duplicate) diagnostics.push(duplicate);
    else toolsets.push(r.toolset);
  }
  return { toolsets, diagnostics };
}
