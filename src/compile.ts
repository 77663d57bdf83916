// The front end as one call: parse, lower and check every file, across toolsets.
import { checkToolset } from "./check/index.js";
import type { Diagnostic } from "./diagnostics/diagnostic.js";
import { LineMap } from "./diagnostics/print.js";
import { lowerToolset } from "./lower/source.js";
import type { Toolset } from "./model.js";
import type { SourceFile } from "./sources.js";
import { ToolsetNames, type ToolsetMark } from "./toolset-names.js";

/** The ReDoS analyser's answers this process knows, and how to take those a build remembered. */
export { knownVerdicts, learnVerdicts } from "./check/catastrophic-regex.js";

/** The checked toolsets and every diagnostic found. Toolsets are returned even when errors exist. */
export interface CompileResult {
  readonly toolsets: Toolset[];
  readonly diagnostics: Diagnostic[];
}

/** Parses and checks one file. Semantic checks run only on a file free of syntax errors. */
export function compileFile(src: SourceFile): { toolset?: Toolset; diagnostics: Diagnostic[] } {
  const r = lowerToolset(src);
  if (r.toolset) r.diagnostics.push(...checkToolset(r.toolset));
  return r;
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
