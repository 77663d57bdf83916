// The front end over a contracts folder: find, read and compile every file.
import fs from "node:fs";
import { compileSources } from "../compile.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Toolset } from "../model.js";
import { displayPath, findToolFiles, readSource, type SourceFile } from "../sources.js";

/** The compiled contracts folder, with the text of every file for printing. */
export interface Loaded {
  readonly toolsets: Toolset[];
  readonly diagnostics: Diagnostic[];
  readonly sources: Map<string, string>;
}

/** A usage-level failure (exit 2): the folder itself cannot be read. */
export class UsageError extends Error {}

/** Reads and compiles every `*.tool` under a folder. Throws UsageError only for an unreadable folder. */
export function loadContracts(dir: string): Loaded {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new UsageError(`the contracts folder '${dir}' does not exist`);
  }
  if (!stat.isDirectory()) throw new UsageError(`'${dir}' is not a folder`);
  let files: string[];
  try {
    files = findToolFiles(dir);
  } catch (e) {
    throw new UsageError(`cannot read the contracts folder '${dir}': ${(e as NodeJS.ErrnoException).code ?? "error"}`);
  }
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const read: SourceFile[] = [];
  for (const f of files) {
    const r = readSource(f, dir);
    diagnostics.push(...r.diagnostics);
    if (r.source) {
      read.push(r.source);
      sources.set(r.source.path, r.source.text);
    }
  }
  if (files.length === 0) diagnostics.push(diag("no-contracts", displayPath(dir), { start: 0, end: 0 }, { dir: displayPath(dir) }));
  const compiled = compileSources(read);
  return { toolsets: compiled.toolsets, diagnostics: [...diagnostics, ...compiled.diagnostics], sources };
}
