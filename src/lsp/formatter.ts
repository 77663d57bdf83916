// Runs formats in one long-lived worker thread (format-worker.ts), started on the first
// request. Where no worker can be started, formats run on the server's own thread.
import { Worker } from "node:worker_threads";
import { formatText } from "../fmt/format.js";
import type { FormatDone, FormatJob } from "./format-worker.js";

/** Formats text off the server's thread. */
export class Formatter {
  private worker: Worker | undefined;
  private failed = false;
  private next = 0;
  private readonly waiting = new Map<number, (text: string | undefined) => void>();

  /** The formatted text, or undefined when the text has syntax errors. */
  format(text: string, path: string): Promise<string | undefined> {
    const worker = this.start();
    if (!worker) return Promise.resolve(formatText(text, path).text);
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ id, text, path } satisfies FormatJob);
    });
  }

  private start(): Worker | undefined {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(new URL("./format-worker.js", import.meta.url));
      worker.on("message", (m: FormatDone) => {
        this.waiting.get(m.id)?.(m.text);
        this.waiting.delete(m.id);
      });
      // A worker that dies answers what it had with no edit; the next format starts another.
      const lost = (): void => {
        for (const resolve of this.waiting.values()) resolve(undefined);
        this.waiting.clear();
        this.worker = undefined;
      };
      worker.on("error", lost);
      worker.on("exit", lost);
      // The worker never keeps the server alive after the client has gone.
      worker.unref();
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }

  /** Stops the worker. */
  dispose(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }
}
