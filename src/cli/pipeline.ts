// The front end over a contracts folder, in two steps: reading the files (cheap, always)
// and compiling them (loads the parser, so `check` skips it when every stamp is current).
import fs from "node:fs";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Toolset } from "../model.js";
import { displayPath, findToolFiles, readSource, type SourceFile } from "../sources.js";

/** The contract files of a folder, read and checked for size and encoding, not yet parsed. */
export interface ReadContracts {
  readonly files: SourceFile[];
  /** Problems reading files (binary, too large, not UTF-8, ...). */
  readonly diagnostics: Diagnostic[];
  /** Every file's text by display path, for code frames. */
  readonly sources: Map<string, string>;
}

/** The compiled contracts folder. */
export interface Loaded extends ReadContracts {
  readonly toolsets: Toolset[];
}

/** A usage-level failure (exit 2): the folder itself cannot be used. */
export class UsageError extends Error {}

/** Reads every `*.tool` under a folder. Throws UsageError only when the folder itself is unusable. */
export function readContracts(dir: string): ReadContracts {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === "ENOENT" ? `the contracts folder '${dir}' does not exist` : `cannot read the contracts folder '${dir}': ${code ?? "error"}`);
  }
  if (!stat.isDirectory()) throw new UsageError(`'${dir}' is a file; --contracts takes the folder that holds the .tool files`);
  let paths: string[];
  try {
    paths = findToolFiles(dir);
  } catch (e) {
    throw new UsageError(`cannot read the contracts folder '${dir}': ${(e as NodeJS.ErrnoException).code ?? "error"}`);
  }
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const files: SourceFile[] = [];
  for (const f of paths) {
    const r = readSource(f, dir);
    diagnostics.push(...r.diagnostics);
    if (r.source) {
      files.push(r.source);
      sources.set(r.source.path, r.source.text);
    }
  }
  if (paths.length === 0) diagnostics.push(diag("no-contracts", displayPath(dir), { start: 0, end: 0 }, { dir: displayPath(dir) }));
  return { files, diagnostics, sources };
}

/** Parses and checks what was read; the parser is loaded on first use. */
export async function compileContracts(read: ReadContracts): Promise<Loaded> {
  const { compileSources } = await import("../compile.js");
  const compiled = compileSources(read.files);
  return { ...read, toolsets: compiled.toolsets, diagnostics: [...read.diagnostics, ...compiled.diagnostics] };
}

/** Reads and compiles a folder in one call. */
export async function loadContracts(dir: string): Promise<Loaded> {
  return compileContracts(readContracts(dir));
}
