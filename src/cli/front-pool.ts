// `build` and `check` over many contract files: worker threads (front-worker.ts) compile and
// emit the files at the end of the list while the main thread compiles those at the start,
// then takes the workers' results in file order, so what is reported and written is what one
// thread would make. A worker costs its start (loading the compiler), so only a folder whose
// text outweighs that many times over is shared, and only as far as the threads come out even.
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { PlannedFile } from "../output/plan.js";
import type { SourceFile } from "../sources.js";
import type { ToolsetMark } from "../toolset-names.js";

/** One file's outcome in a worker: its diagnostics, toolset and planned files (none when it has errors); `ok: false` when the worker failed on it. */
export type FrontDone =
  | { readonly path: string; readonly ok: true; readonly diagnostics: Diagnostic[]; readonly mark?: ToolsetMark | undefined; readonly files?: PlannedFile[] | undefined }
  | { readonly path: string; readonly ok: false };

/** The characters of contract text that take as long to compile and emit as a worker takes to start. */
const START_CHARS = 80_000;

/** At most this many workers: past it, writing the files dominates. */
const MAX_WORKERS = 3;

/** The threads to run on: `CONTRACTC_THREADS` when it is a positive whole number (1 runs no worker), else the machine's. */
export function threadsToUse(): number {
  const asked = Number(process.env["CONTRACTC_THREADS"]);
  return Number.isInteger(asked) && asked > 0 ? asked : os.availableParallelism();
}

let started = 0;

/** How many workers this process has started, for `CONTRACTC_STATS`. */
export function workersStarted(): number {
  return started;
}

/** The files each worker takes, from the end of `files`; none when sharing would not pay. `threads` is the number of threads to run on. */
export function shares(files: readonly SourceFile[], threads = threadsToUse()): SourceFile[][] {
  const total = files.reduce((n, f) => n + f.text.length, 0);
  for (let k = Math.min(threads - 1, MAX_WORKERS); k >= 1; k--) {
    // Main and k workers finish together when main's share is a worker's start and share.
    const each = (total - START_CHARS) / (k + 1);
    if (each < START_CHARS) continue;
    const out: SourceFile[][] = [];
    let end = files.length;
    for (let w = 0; w < k; w++) {
      let size = 0;
      let start = end;
      while (start > 1 && size < each) size += (files[--start] as SourceFile).text.length;
      out.unshift(files.slice(start, end));
      end = start;
    }
    return out.filter((s) => s.length > 0);
  }
  return [];
}

/** Results of files compiled off the main thread, by display path. */
export class FrontPool {
  private readonly results = new Map<string, Promise<FrontDone>>();
  private readonly workers: Worker[] = [];

  private constructor(parts: readonly SourceFile[][]) {
    for (const part of parts) this.run(part);
  }

  /** Starts workers on the files `shares` gives them, or returns undefined when none would pay (or none can start). */
  static start(files: readonly SourceFile[], threads?: number): FrontPool | undefined {
    const parts = shares(files, threads);
    return parts.length ? new FrontPool(parts) : undefined;
  }

  /** The outcome of a file given to a worker, or undefined when the main thread compiles it. */
  take(path: string): Promise<FrontDone> | undefined {
    return this.results.get(path);
  }

  /** Stops every worker (those done have stopped already); their files not yet taken are the main thread's. */
  close(): void {
    for (const w of this.workers.splice(0)) void w.terminate();
  }

  private run(part: readonly SourceFile[]): void {
    const waiting = new Map<string, (d: FrontDone) => void>();
    for (const f of part) this.results.set(f.path, new Promise((resolve) => waiting.set(f.path, resolve)));
    // A worker that cannot start, or dies, leaves its remaining files to the main thread.
    const lost = (): void => {
      for (const [path, resolve] of waiting) resolve({ path, ok: false });
      waiting.clear();
    };
    try {
      const worker = new Worker(new URL("./front-worker.js", import.meta.url), { workerData: { files: part } });
      this.workers.push(worker);
      started++;
      worker.on("message", (d: FrontDone) => {
        waiting.get(d.path)?.(d);
        waiting.delete(d.path);
      });
      worker.on("error", lost);
      worker.on("exit", lost);
    } catch {
      lost();
    }
  }
}
