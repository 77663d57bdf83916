// A worker thread that plans toolsets for `build` and `check` beside the main thread: it
// compiles one contract at a time from its text (the main thread has already checked it)
// and answers with the toolset's planned files. It loads the front end and the emitters
// while the main thread is busy, then says it is ready.
import { parentPort } from "node:worker_threads";
import { loadToolset } from "../compile.js";
import { planToolset } from "./plan.js";
import type { WorkerJob, WorkerReply } from "./parallel.js";

const port = parentPort;
if (!port) throw new Error("plan-worker.js runs as a worker thread");

/** Plans one job; any failure becomes a reply, never an unhandled error. */
async function run(job: WorkerJob): Promise<WorkerReply> {
  try {
    const toolset = loadToolset(job.source);
    if (!toolset) return { index: job.index, error: `${job.source.headerPath} did not compile in the worker` };
    const files = await planToolset({ toolset, input: job.input, fingerprint: job.fingerprint, previous: job.previous });
    return { index: job.index, files };
  } catch (e) {
    return { index: job.index, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

port.on("message", (job: WorkerJob) => {
  void run(job).then((reply) => port.postMessage(reply));
});
// Loading the emitters now, not on the first job, keeps that first job as quick as the rest.
await import("../emit/index.js");
port.postMessage("ready" satisfies WorkerReply);
