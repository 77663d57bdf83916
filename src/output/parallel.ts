// Planning many toolsets on every CPU: the main thread and worker threads take toolsets
// from one queue, so a slow worker start or an uneven toolset never leaves a CPU idle.
// Each toolset is emitted independently, so the bytes do not depend on who planned it.
// A worker that fails hands its toolset back, and the main thread plans it itself.
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SourceFile } from "../sources.js";
import type { PlannedFile } from "./plan.js";
import type { FoundFolder } from "./scan.js";

/** What a worker needs to plan one toolset. */
export interface WorkerJob {
  readonly index: number;
  readonly source: SourceFile;
  readonly input: string;
  readonly fingerprint: string;
  readonly previous?: FoundFolder | undefined;
}

/** A worker's message: ready for work, a toolset's planned files, or why it could not plan one. */
export type WorkerReply = "ready" | { readonly index: number; readonly files: PlannedFile[] } | { readonly index: number; readonly error: string };

/** One toolset to plan: here (`local`), or in a worker from `remote`. */
export interface QueuedJob {
  readonly local: () => Promise<PlannedFile[]>;
  readonly remote: Omit<WorkerJob, "index">;
}

const WORKER_URL = new URL("./plan-worker.js", import.meta.url);

/** Below this many tools to emit, starting a worker costs more than it saves. */
const MIN_TOOLS = 300;
const MAX_WORKERS = 3;

/** How many worker threads to start: none for a small build, from sources or below 4 CPUs, else two fewer than the CPUs; CONTRACTC_WORKERS overrides. */
export function workerCount(jobs: number, tools: number): number {
  // A worker is started from the compiled script; run from TypeScript sources there is none.
  if (jobs < 2 || !import.meta.url.endsWith(".js") || !fs.existsSync(fileURLToPath(WORKER_URL))) return 0;
  const asked = process.env["CONTRACTC_WORKERS"];
  if (asked !== undefined && /^\d{1,2}$/.test(asked)) return Math.min(Number(asked), jobs - 1);
  // The main thread's own work already keeps about one and a half CPUs busy (garbage
  // collection, writes): on 2 CPUs a worker, loading and warming up a second compiler, made
  // a 1,000-tool build slower, so workers only take CPUs beyond the first two.
  return tools < MIN_TOOLS ? 0 : Math.max(0, Math.min(os.availableParallelism() - 2, MAX_WORKERS, jobs - 1));
}

/**
 * Plans every job, here and on `workers` threads running `script`. Results are in job order;
 * given `onPlanned`, each toolset's files go to it as they come and the results keep their
 * paths only (texts empty).
 */
export async function planQueue(
  jobs: readonly QueuedJob[],
  workers: number,
  onPlanned?: (files: readonly PlannedFile[]) => void,
  script: URL = WORKER_URL,
): Promise<PlannedFile[][]> {
  const results: PlannedFile[][] = new Array<PlannedFile[]>(jobs.length);
  const handedBack: number[] = [];
  let next = 0;
  const take = (): number | undefined => handedBack.pop() ?? (next < jobs.length ? next++ : undefined);
  const done = (index: number, files: PlannedFile[]): void => {
    if (!onPlanned) return void (results[index] = files);
    onPlanned(files);
    // Handed over: only the paths stay, so a large build does not hold all its text to the end.
    results[index] = files.map((f) => ({ path: f.path, text: "" }));
  };
  const pool = Array.from({ length: workers }, () => new Worker(script));
  // Releases the workers not planning anything (still starting up) once nothing is left to take.
  const idle = new Set<() => void>();
  const finished = pool.map(
    (worker) =>
      new Promise<void>((resolve) => {
        let current: number | undefined;
        let closed = false;
        const close = (): void => {
          closed = true;
          resolve();
        };
        idle.add(() => {
          if (current === undefined) close();
        });
        const feed = (): void => {
          current = closed ? undefined : take();
          const job = current === undefined ? undefined : jobs[current];
          if (current === undefined || !job) close();
          else worker.postMessage({ index: current, ...job.remote } satisfies WorkerJob);
        };
        const giveUp = (): void => {
          if (current !== undefined) handedBack.push(current);
          current = undefined;
          close();
        };
        worker.on("message", (m: WorkerReply) => {
          if (m === "ready") return closed ? undefined : feed();
          if ("error" in m) return giveUp();
          done(m.index, m.files);
          feed();
        });
        worker.on("error", giveUp);
        worker.on("exit", giveUp);
      }),
  );
  try {
    const all = Promise.all(finished);
    for (;;) {
      const index = take();
      const job = index === undefined ? undefined : jobs[index];
      if (index !== undefined && job) {
        done(index, await job.local());
        // A turn of the event loop takes the workers' answers and lets finished writes go on.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      // Nothing left to take: wait for the workers, then plan anything they handed back.
      for (const release of idle) release();
      await all;
      if (!handedBack.length) break;
    }
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}
