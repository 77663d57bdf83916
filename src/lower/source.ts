// A source file through the front end up to its toolset: parsed, lowered and assembled,
// not checked. `compile.ts` adds the checks; a build emitting a contract whose checks'
// diagnostics it remembers stops here, and never loads the checks.
import { parseSource } from "../../grammar/parse.js";
import type { ToolFile } from "../ast.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { buildToolset, type Toolset } from "../model.js";
import type { SourceFile } from "../sources.js";
import { lowerFile } from "./file.js";

/** Parses and lowers one file; its tokens and syntax tree are garbage once this returns. */
function lowerSource(src: SourceFile): { file: ToolFile; diagnostics: Diagnostic[] } {
  const parsed = parseSource(src.text, src.path);
  const diagnostics = [...parsed.diagnostics];
  return { file: lowerFile(parsed.tree, src.path, src.text, diagnostics), diagnostics };
}

/** Parses and lowers one file into its toolset, without the checks; none when it has syntax or structure errors. */
export function lowerToolset(src: SourceFile): { toolset?: Toolset; diagnostics: Diagnostic[] } {
  const { file, diagnostics } = lowerSource(src);
  if (diagnostics.some((d) => d.severity === "error") || !file.toolset) return { diagnostics };
  return { toolset: buildToolset(file, src.headerPath), diagnostics };
}
