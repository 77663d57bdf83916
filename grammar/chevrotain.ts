// Chevrotain's runtime, loaded from its single-file build. The package's main entry
// imports lodash-es as hundreds of small modules, which costs several times more at
// start-up than the whole grammar needs afterwards; the single-file build is the same
// code bundled by Chevrotain itself. The package's `exports` only name the main entry,
// so the bundle is found next to it. Types still come from the package's own
// declarations (`import type ... from "chevrotain"`), which describe both builds.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Chevrotain = typeof import("chevrotain");

async function load(): Promise<Chevrotain> {
  try {
    // The main entry is `lib/src/api.js`; the bundle is `lib/chevrotain.mjs`.
    const main = createRequire(import.meta.url).resolve("chevrotain");
    const bundle = path.join(path.dirname(main), "..", "chevrotain.mjs");
    return (await import(pathToFileURL(bundle).href)) as Chevrotain;
  } catch {
    // A layout without the bundle (another packager, a future release): the main entry works too.
    return await import("chevrotain");
  }
}

const chevrotain = await load();

/** Chevrotain's token factory. */
export const createToken: Chevrotain["createToken"] = chevrotain.createToken;
/** Chevrotain's lexer class. */
export const Lexer: Chevrotain["Lexer"] = chevrotain.Lexer;
/** Chevrotain's parser base class for grammars whose actions build their own tree. */
export const EmbeddedActionsParser: Chevrotain["EmbeddedActionsParser"] = chevrotain.EmbeddedActionsParser;
