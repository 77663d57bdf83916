// Every emitter, one per output; `emitToolset` runs them all for one toolset.
import type { Toolset } from "../model.js";
import { emitIndex } from "./index-file.js";
import type { EmittedFile } from "./printer.js";

/** One output of the compiler for one toolset (validators, dispatcher, schemas, ...). */
export interface Emitter {
  readonly name: string;
  readonly emit: (ts: Toolset) => EmittedFile[];
}

/** The emitters, in the order their files are listed. */
export const EMITTERS: readonly Emitter[] = [
  { name: "index", emit: emitIndex },
];

/** All files of one toolset, sorted by path. */
export function emitToolset(ts: Toolset, emitters: readonly Emitter[] = EMITTERS): EmittedFile[] {
  return emitters.flatMap((e) => e.emit(ts)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
