// A stand-in plan worker: answers each job with one file named after it, as the real one would.
import { parentPort } from "node:worker_threads";
parentPort.on("message", (job) => parentPort.postMessage({ index: job.index, files: [{ path: `worker/${job.index}`, text: job.input }] }));
parentPort.postMessage("ready");
