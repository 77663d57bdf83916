#!/usr/bin/env node
// The `contractc` bin. It imports one small module statically: Node compiles every module a
// static import names before this file's first line runs, so the compile cache is turned on
// here first and the command (run.ts, and through it the whole compiler) is loaded after it.
import { useCompileCache } from "./compile-cache.js";

const started = performance.now();
useCompileCache();
const { runCli } = await import("./run.js");
await runCli(process.argv.slice(2), started);
