// A worker thread that writes staged files for `build`, one after another with plain
// synchronous calls, so the thread emitting the rest never waits for the file system and
// each write is one job rather than an open, a write and a close each needing a turn of
// its event loop. After a failure it writes nothing more; the main thread then discards.
import fs from "node:fs";
import { parentPort } from "node:worker_threads";
import type { WriteFailure, WriterMessage } from "./write-thread.js";

const port = parentPort;
if (!port) throw new Error("write-worker.js runs as a worker thread");

const made = new Set<string>();
let failure: WriteFailure | undefined;

port.on("message", (m: WriterMessage) => {
  if (m === "finish") return port.postMessage(failure ?? null);
  if (failure) return;
  try {
    if (!made.has(m.dir)) fs.mkdirSync(m.dir, { recursive: true });
    made.add(m.dir);
    fs.writeFileSync(m.tmp, m.text);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    failure = { message: err.message, code: err.code, path: err.path, syscall: err.syscall };
  }
});
