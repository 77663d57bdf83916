// A worker thread of `build` and `check` (front-pool.ts): compiles its share of the contract
// files and emits each that is free of errors, posting one result a file, in order.
import { parentPort, workerData } from "node:worker_threads";
import type { SourceFile } from "../sources.js";
import { useCompileCache } from "./compile-cache.js";
import type { FrontDone } from "./front-pool.js";

// The compiler loads after the cache is on, as on the main thread.
useCompileCache();
const { compileFile, markOf } = await import("../compile.js");
const { planToolset } = await import("../output/plan.js");

const files = (workerData as { files: SourceFile[] }).files;
for (const src of files) {
  let done: FrontDone;
  try {
    const r = compileFile(src);
    const clean = r.toolset !== undefined && !r.diagnostics.some((d) => d.severity === "error");
    done = { path: src.path, ok: true, diagnostics: r.diagnostics, mark: r.toolset && markOf(r.toolset), files: clean && r.toolset ? await planToolset(r.toolset) : undefined };
  } catch {
    // The main thread compiles this file again itself, and reports whatever went wrong there.
    done = { path: src.path, ok: false };
  }
  parentPort?.postMessage(done);
}
