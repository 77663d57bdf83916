// What `build` would write: every generated file's final bytes, header included.
import { createHash } from "node:crypto";
import path from "node:path";
import { emitToolset } from "../emit/index.js";
import { GENERATED_MARKER, headerLine } from "../emit/printer.js";
import type { Toolset } from "../model.js";
import { formatTs } from "./format.js";

/** One file of the planned output, relative to the output folder. */
export interface PlannedFile {
  /** `<toolset>/<path>`, `/`-separated. */
  readonly path: string;
  readonly text: string;
}

/** A short content hash, for headers. */
export function shortHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** Adds the fixed header to a finished TypeScript body. */
export function withHeader(sourcePath: string, body: string): string {
  return `${headerLine(sourcePath)}\n\n${body}`;
}

/** True when a file's text starts as contractc's generated files do. */
export function isGenerated(text: string): boolean {
  return text.slice(0, 200).includes(GENERATED_MARKER);
}

/** Emits, formats and heads every file of every toolset. */
export async function planOutput(toolsets: readonly Toolset[]): Promise<PlannedFile[]> {
  const out: PlannedFile[] = [];
  for (const ts of toolsets) {
    for (const f of emitToolset(ts)) {
      const rel = path.posix.join(ts.name, f.path);
      if (f.path.endsWith(".ts")) out.push({ path: rel, text: withHeader(ts.sourcePath, await formatTs(f.text)) });
      else out.push({ path: rel, text: f.text.endsWith("\n") ? f.text : f.text + "\n" });
    }
  }
  return out;
}
