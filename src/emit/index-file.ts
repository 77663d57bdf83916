// Emits `index.ts`, the entry of a toolset's folder: it re-exports the public surface.
import type { Toolset } from "../model.js";
import { jsDoc, type EmittedFile } from "./printer.js";
import { RUNTIME_FOLDER, runtimeVersion } from "./runtime.js";

/** The modules of a toolset's folder that the entry re-exports, in order. */
export const ENTRY_MODULES = ["./types.js", "./validators.js", `../${RUNTIME_FOLDER}/runtime.js`, "./dispatcher.js", "./schemas.js"] as const;

/**
 * Emits the entry file. It is the one generated file the application's `tsc` checks (the others
 * carry `@ts-nocheck`), so it holds the literal type that makes `tsc` refuse this toolset beside
 * a shared runtime of another version; loading refuses it too (the dispatcher's own test).
 */
export function emitIndex(ts: Toolset): EmittedFile[] {
  const doc = jsDoc(`The ${ts.name} toolset${ts.doc ? `: ${ts.doc}` : "."} Import everything from here.`);
  const version = `import type { RUNTIME_VERSION } from "../${RUNTIME_FOLDER}/runtime.js";\n`;
  const body = ENTRY_MODULES.map((m) => `export * from "${m}";`).join("\n");
  const built =
    jsDoc("The version of the shared runtime this toolset was built with: `tsc` refuses the toolset beside another.") +
    `export const BUILT_WITH: typeof RUNTIME_VERSION = "${runtimeVersion()}";\n`;
  return [{ path: "index.ts", text: `${doc}${version}${body}\n\n${built}` }];
}
