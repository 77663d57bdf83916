// Emits `index.ts`, the entry of a toolset's folder: it re-exports the public surface.
import type { Toolset } from "../model.js";
import { jsDoc, type EmittedFile } from "./printer.js";
import { RUNTIME_FOLDER } from "./runtime.js";

/** The modules of a toolset's folder that the entry re-exports, in order. */
export const ENTRY_MODULES = ["./types.js", "./validators.js", `../${RUNTIME_FOLDER}/runtime.js`, "./dispatcher.js", "./schemas.js"] as const;

/** Emits the entry file. */
export function emitIndex(ts: Toolset): EmittedFile[] {
  const doc = jsDoc(`The ${ts.name} toolset${ts.doc ? `: ${ts.doc}` : "."} Import everything from here.`);
  const body = ENTRY_MODULES.map((m) => `export * from "${m}";`).join("\n");
  return [{ path: "index.ts", text: `${doc}export {};\n${body}\n`, formatted: true }];
}
