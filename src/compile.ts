// The front end as one call: parse, lower and check every file, across toolsets.
import { parseSource } from "../grammar/parse.js";
import type { ToolFile } from "./ast.js";
import { checkToolset } from "./check/index.js";
import { diag, type Diagnostic } from "./diagnostics/diagnostic.js";
import { LineMap } from "./diagnostics/print.js";
import { lowerFile } from "./lower/file.js";
import { buildToolset, type Toolset } from "./model.js";
import type { SourceFile } from "./sources.js";

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

/** Compiles every file; a toolset name used by two files is an error on the second. */
export function compileSources(sources: readonly SourceFile[]): CompileResult {
  const toolsets: Toolset[] = [];
  const diagnostics: Diagnostic[] = [];
  const byName = new Map<string, Toolset>();
  for (const src of sources) {
    const r = compileFile(src);
    diagnostics.push(...r.diagnostics);
    if (!r.toolset) continue;
    const prev = byName.get(r.toolset.name);
    if (prev) {
      const decl = r.toolset.file.toolset;
      const line = new LineMap(prev.file.source).position(prev.file.toolset?.span.start ?? 0).line;
      diagnostics.push(diag("duplicate-toolset", src.path, decl?.name.span ?? { start: 0, end: 0 }, { name: r.toolset.name, other: `${prev.file.path}:${line}` }));
      continue;
    }
    byName.set(r.toolset.name, r.toolset);
    toolsets.push(r.toolset);
  }
  return { toolsets, diagnostics };
}
