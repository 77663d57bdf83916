// Emits the fixed runtime into every toolset's folder: the text of the package's own
// `src/runtime/*.ts` modules, copied unchanged, so generated code needs no runtime package.
import fs from "node:fs";
import type { Toolset } from "../model.js";
import type { EmittedFile } from "./printer.js";

/** The runtime modules, copied under the same names (they import each other by them). */
export const RUNTIME_FILES = ["runtime.ts", "runtime-json.ts", "runtime-settle.ts", "runtime-gates.ts"] as const;

// Where the sources are, seen from this module: `src/emit/` when run from source,
// `dist/src/emit/` when compiled (the package ships `src/runtime` beside `dist`).
const FOLDERS = ["../runtime/", "../../../src/runtime/"];

let cache: EmittedFile[] | undefined;

function readRuntime(): EmittedFile[] {
  for (const folder of FOLDERS) {
    const base = new URL(folder, import.meta.url);
    if (!fs.existsSync(new URL(RUNTIME_FILES[0], base))) continue;
    // The sources are kept prettier-formatted, so the copies need no formatting.
    return RUNTIME_FILES.map((path) => ({ path, text: fs.readFileSync(new URL(path, base), "utf8"), formatted: true }));
  }
  throw new Error("the runtime sources (src/runtime/*.ts) are missing from the contractc package");
}

/** Emits `runtime.ts` and its companion modules, read once per process. */
export function emitRuntime(_ts: Toolset): EmittedFile[] {
  cache ??= readRuntime();
  return cache;
}
