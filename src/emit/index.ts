// Every emitter, one per output; `emitToolset` runs them all for one toolset.
import type { Toolset } from "../model.js";
import { emitDispatcher } from "./dispatcher/index.js";
import { emitIndex } from "./index-file.js";
import type { EmittedFile } from "./printer.js";
import { emitRuntime } from "./runtime.js";
import { emitSchemas } from "./schemas/index.js";
import { emitTypes } from "./types/index.js";
import { emitValidators } from "./validators/index.js";

/** One output of the compiler for one toolset (validators, dispatcher, schemas, ...). */
export interface Emitter {
  readonly name: string;
  readonly emit: (ts: Toolset) => EmittedFile[];
}

/** The emitters, in the order their files are listed. */
export const EMITTERS: readonly Emitter[] = [
  { name: "index", emit: emitIndex },
  { name: "runtime", emit: emitRuntime },
  { name: "dispatcher", emit: emitDispatcher },
  { name: "schemas", emit: emitSchemas },
  { name: "types", emit: emitTypes },
  { name: "validators", emit: emitValidators },
];

/** All files of one toolset, sorted by path. */
export function emitToolset(ts: Toolset, emitters: readonly Emitter[] = EMITTERS): EmittedFile[] {
  return emitters.flatMap((e) => e.emit(ts)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
