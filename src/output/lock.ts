// One build at a time per output folder: a lock file created exclusively, holding the
// builder's process id. A second build waits for it; a lock whose process is gone (killed)
// is stale and taken over; a lock held too long fails the second build with a clear message.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The lock's name in the output folder. */
export const LOCK = ".contractc.lock";

/** How long a build waits for another one to finish (CONTRACTC_LOCK_WAIT_MS overrides). */
function waitMs(): number {
  const asked = Number(process.env["CONTRACTC_LOCK_WAIT_MS"]);
  return Number.isFinite(asked) && asked >= 0 ? asked : 30_000;
}

/** Another build holds the output folder for longer than we wait. */
export class LockBusy extends Error {}

/** True when a process of this id runs on this machine. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The holder written in a lock file, if it can be read. */
function holder(file: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = fs.readFileSync(file, "utf8").split("\n");
    return { pid: Number(pid), host: host ?? "" };
  } catch {
    return undefined;
  }
}

/** Takes the lock of `outDir` (which exists), waiting for another build; returns the release function. */
export async function lockOutput(outDir: string): Promise<() => void> {
  const file = path.join(outDir, LOCK);
  const until = Date.now() + waitMs();
  for (;;) {
    try {
      fs.writeFileSync(file, `${process.pid}\n${os.hostname()}\n`, { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const h = holder(file);
    // A lock of a process that is gone (kill -9, a crash) is stale: take it over.
    if (h && h.host === os.hostname() && Number.isInteger(h.pid) && !alive(h.pid)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= until) {
      const who = h ? `process ${h.pid}${h.host === os.hostname() ? "" : ` on ${h.host}`}` : "another process";
      throw new LockBusy(`another contractc build (${who}) is writing '${outDir.split(path.sep).join("/")}'; wait for it to end and run build again (if no build runs, delete ${LOCK} there)`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
