// The few fixed functions every generated validators file may need live in one real module,
// `src/runtime/validators.ts`, copied once per output folder as `_runtime/validators.ts`;
// each toolset's `validators.ts` imports the ones its code calls, noted as that code is
// written (`use` in gen.ts): a hundred toolsets do not carry a hundred copies, nor make
// `tsc` check them a hundred times.
import type * as Checks from "../../runtime/validators.js";

/** The name of a fixed helper: a name the helper module exports, so `tsc` knows every one. */
export type Helper = keyof typeof Checks;
