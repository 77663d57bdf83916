// The main thread's side of the writing thread (write-worker.ts): files are handed over as
// they are staged, and `finish` waits until every one is on disk or one has failed.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** A message to the writing thread: a file to write, or `finish` (answered with the failure or null). */
export type WriterMessage = { readonly dir: string; readonly tmp: string; readonly text: string } | "finish";

/** Why a write failed, as the file system said it (rebuilt as an error on the main thread). */
export interface WriteFailure {
  readonly message: string;
  readonly code?: string | undefined;
  readonly path?: string | undefined;
  readonly syscall?: string | undefined;
}

/** The compiled writing thread's script. */
export const WRITER_URL = new URL("./write-worker.js", import.meta.url);

/** Below this many tools to emit, starting a thread costs more than it saves. */
const MIN_TOOLS = 300;

/**
 * The writing thread's script for a build emitting `tools` tools, or undefined to write on
 * the main thread: for a small build, or when run from TypeScript sources (no script).
 * CONTRACTC_WRITE_THREAD=1 or 0 forces the choice.
 */
export function writerFor(tools: number): URL | undefined {
  const asked = process.env["CONTRACTC_WRITE_THREAD"];
  if (asked === "0" || !import.meta.url.endsWith(".js") || !fs.existsSync(fileURLToPath(WRITER_URL))) return undefined;
  return asked === "1" || tools >= MIN_TOOLS ? WRITER_URL : undefined;
}

/** A worker thread writing files in the order they are handed over. */
export class WriterThread {
  private readonly worker: Worker;
  private readonly stopped: Promise<Error>;

  /** Starts the thread running `script`. */
  constructor(script: URL) {
    this.worker = new Worker(script);
    this.stopped = new Promise((resolve) => {
      this.worker.once("error", (e) => resolve(e instanceof Error ? e : new Error(String(e))));
      this.worker.once("exit", (code) => resolve(new Error(`the writing thread stopped (exit code ${code})`)));
    });
  }

  /** Hands a file over; `dir` is made first if needed. */
  write(dir: string, tmp: string, text: string): void {
    this.worker.postMessage({ dir, tmp, text } satisfies WriterMessage);
  }

  /** Waits for every write handed over, stops the thread, and gives the first failure, if any. */
  async finish(): Promise<Error | undefined> {
    const answer = new Promise<WriteFailure | null>((resolve) => this.worker.once("message", resolve));
    this.worker.postMessage("finish" satisfies WriterMessage);
    const r = await Promise.race([answer, this.stopped]);
    await this.worker.terminate();
    if (r instanceof Error) return r;
    return r ? Object.assign(new Error(r.message), { code: r.code, path: r.path, syscall: r.syscall }) : undefined;
  }
}
