// The few fixed functions every generated validators file may need live in one real module,
// `src/runtime/validators.ts`, copied once per output folder as `_runtime/validators.ts`;
// each toolset's `validators.ts` imports the ones it calls: a hundred toolsets do not carry
// a hundred copies, nor make `tsc` check them a hundred times.
import type * as Checks from "../../runtime/validators.js";
import { runtimeSource, VALIDATORS } from "../runtime.js";

/** The name of a fixed helper: a name the helper module exports, so `tsc` knows every one. */
export type Helper = keyof typeof Checks;

// A function or constant the module exports.
const EXPORTED = /^export (?:function|const) (\w+)/gm;

let names: readonly string[] | undefined;

/** The helpers `body` calls (and any constant it reads), to import from the helper module. */
export function helperImports(body: string): string[] {
  names ??= [...runtimeSource(VALIDATORS).matchAll(EXPORTED)].map((m) => m[1] ?? "");
  return names.filter((n) => new RegExp(/^[A-Z_]+$/.test(n) ? `\\b${n}\\b` : `\\b${n}\\(`).test(body));
}
