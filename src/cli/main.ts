#!/usr/bin/env node
// The `contractc` bin. It imports one small module statically: Node compiles every module a
// static import names before this file's first line runs, so the compile cache is turned on
// here first and the command is loaded after it: the bundle `npm run compile` makes
// (scripts/bundle.ts), or run.ts and its modules one by one where there is none.
import { useCompileCache } from "./compile-cache.js";

const started = performance.now();
useCompileCache();
const { runCli } = await loadCommand();
await runCli(process.argv.slice(2), started);

/** The command line's module: the bundle when it is there, else run.ts itself. */
async function loadCommand(): Promise<typeof import("./run.js")> {
  // A name TypeScript does not resolve: the bundle exists only once compiled.
  const bundle = "./bundle.js";
  try {
    return (await import(bundle)) as typeof import("./run.js");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND" || !String((e as Error).message).includes("bundle.js")) throw e;
    return await import("./run.js");
  }
}
