// A stand-in plan worker that dies on its first job.
import { parentPort } from "node:worker_threads";
parentPort.on("message", () => process.exit(3));
parentPort.postMessage("ready");
