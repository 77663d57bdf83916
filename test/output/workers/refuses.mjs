// A stand-in plan worker that cannot plan anything: every job comes back as an error.
import { parentPort } from "node:worker_threads";
parentPort.on("message", (job) => parentPort.postMessage({ index: job.index, error: "cannot" }));
parentPort.postMessage("ready");
