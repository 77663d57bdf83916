// The front end over a contracts folder, in two steps: reading the files (cheap, always)
// and compiling them (loads the parser). `build` compiles only the files it does not
// remember (a remembered one is only parsed, and only when its output must be written again);
// `check` and `lint` compile every file.
import fs from "node:fs";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { diag, hasErrors } from "../diagnostics/diagnostic.js";
import type { Toolset } from "../model.js";
import { checkerFingerprint } from "../output/fingerprint.js";
import type { DeferredToolset } from "../output/plan.js";
import type { PatternVerdicts } from "../output/cache.js";
import { sourceKey, type SourceMemory } from "../output/source-memory.js";
import { displayPath, findToolFiles, readSource, type SourceFile } from "../sources.js";
import { ToolsetNames } from "../toolset-names.js";

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

/** The contracts folder as `build` compiles it: remembered files are not compiled until emitted. */
export interface Remembered extends ReadContracts {
  readonly toolsets: (Toolset | DeferredToolset)[];
  /** What to remember of each file now, by display path. */
  readonly remembered: Map<string, SourceMemory>;
  /** The display paths of the files parsed and checked (the others were remembered). */
  readonly compiled: string[];
  /** What to remember of the ReDoS analyser's answers: those known before and those found now. */
  readonly patterns: PatternVerdicts;
}

/**
 * Compiles the files `memory` does not hold under their current key and takes the rest's
 * diagnostics from it, in the same order; the rule across files runs over every file. The
 * checks take the analyser's answers in `patterns` (found by this very checker) as known.
 */
export async function compileRemembered(read: ReadContracts, memory: ReadonlyMap<string, SourceMemory>, patterns?: PatternVerdicts): Promise<Remembered> {
  const fingerprint = checkerFingerprint();
  const known = patterns?.checker === fingerprint ? patterns.answers : new Map<string, string | undefined>();
  let front: typeof import("../compile.js") | undefined;
  const remembered = new Map<string, SourceMemory>();
  const toolsets: (Toolset | DeferredToolset)[] = [];
  const diagnostics = [...read.diagnostics];
  const names = new ToolsetNames();
  const compiled: string[] = [];
  for (const src of read.files) {
    const key = sourceKey(fingerprint, src);
    let entry = memory.get(src.path);
    let toolset: Toolset | DeferredToolset | undefined;
    if (entry?.key === key) {
      if (entry.toolset) toolset = deferred(src, entry.toolset.name);
    } else {
      if (!front) {
        front = await import("../compile.js");
        front.learnVerdicts(known);
      }
      const r = front.compileFile(src);
      compiled.push(src.path);
      toolset = r.toolset;
      entry = { key, toolset: r.toolset && front.markOf(r.toolset), diagnostics: r.diagnostics };
    }
    remembered.set(src.path, entry);
    diagnostics.push(...entry.diagnostics);
    if (!entry.toolset || !toolset) continue;
    const duplicate = names.add(src.path, entry.toolset);
    if (duplicate) diagnostics.push(duplicate);
    else toolsets.push(toolset);
  }
  return { ...read, toolsets, diagnostics, remembered, compiled, patterns: { checker: fingerprint, answers: new Map(front ? front.knownVerdicts() : known) } };
}

/**
 * A remembered file's toolset, parsed and lowered when it has to be emitted: not checked
 * again, since its checks' diagnostics are what is remembered (and were printed). A memory
 * that does not match the file stops the build.
 */
function deferred(src: SourceFile, name: string): DeferredToolset {
  return {
    name,
    sourcePath: src.headerPath,
    compile: async () => {
      const r = (await import("../lower/source.js")).lowerToolset(src);
      if (r.toolset?.name === name && !hasErrors(r.diagnostics)) return r.toolset;
      throw new UsageError(`what the build cache remembers of '${src.path}' is not what it compiles to; delete node_modules/.cache/contractc and build again`);
    },
  };
}
