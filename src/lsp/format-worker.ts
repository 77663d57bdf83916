// The formatter in a worker thread: a large file takes a while to format, and the server
// keeps answering hovers and completions meanwhile. The thread only formats text.
import { parentPort } from "node:worker_threads";
import { formatText } from "../fmt/format.js";

/** A request to the worker: the text to format and the path its diagnostics name. */
export interface FormatJob {
  readonly id: number;
  readonly text: string;
  readonly path: string;
}

/** The worker's answer: the formatted text, or undefined when the file has syntax errors. */
export interface FormatDone {
  readonly id: number;
  readonly text: string | undefined;
}

parentPort?.on("message", (job: FormatJob) => {
  let text: string | undefined;
  try {
    text = formatText(job.text, job.path).text;
  } catch {
    // A formatter failure leaves the file as it is, like a syntax error does.
    text = undefined;
  }
  parentPort?.postMessage({ id: job.id, text } satisfies FormatDone);
});
