// One build at a time per output folder: a lock file created exclusively, holding the
// builder's process id, host and a random nonce. A second build waits for it; a lock whose
// process is gone (killed) is stale and taken over; a lock held too long fails the second
// build with a clear message. Taking over is atomic: the taker first creates, exclusively,
// a takeover token named after the stale lock's content, then removes the lock only if it
// still holds that content. Of several builds that find one stale lock, one removes it; the
// others find the token (or, later, another lock) and wait. A token whose taker was killed
// is itself stale and taken over the same way.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openNoFollow } from "./paths.js";

/** The lock's name in the output folder. */
export const LOCK = ".contractc.lock";

/** How long a build waits for another one to finish (CONTRACTC_LOCK_WAIT_MS overrides). */
function waitMs(): number {
  const asked = Number(process.env["CONTRACTC_LOCK_WAIT_MS"]);
  return Number.isFinite(asked) && asked >= 0 ? asked : 30_000;
}

/** Another build holds the output folder for longer than we wait (or the lock is not a plain file). */
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

/** A lock's or token's text, read without following a link; undefined when it is gone. */
function readNoFollow(file: string): string | undefined {
  const fd = openNoFollow(file);
  if (fd === "link") throw new LockBusy(`${shown(file)} is a symbolic link; contractc never follows one in the output folder; remove it, then build again`);
  if (fd === undefined) return undefined;
  try {
    return fs.readFileSync(fd, "utf8");
  } finally {
    fs.closeSync(fd);
  }
}

/** The holder a lock's (or token's) text names. */
function holderOf(text: string): { pid: number; host: string } {
  const [pid, host] = text.split("\n");
  return { pid: Number(pid), host: host ?? "" };
}

/** True when a lock's (or token's) text names a process of this machine that is gone. */
function stale(text: string): boolean {
  const h = holderOf(text);
  return h.host === os.hostname() && Number.isInteger(h.pid) && h.pid > 0 && !alive(h.pid);
}

/** The name of the token that lets one process take over the lock (or token) holding `text`. */
export function takeoverToken(text: string): string {
  return `${LOCK}.${createHash("sha256").update(text).digest("hex").slice(0, 16)}.takeover`;
}

const isToken = (name: string): boolean => /^\.contractc\.lock\.[0-9a-f]{16}\.takeover$/.test(name);

/**
 * Removes `file` if it still holds the stale `text`, holding that text's takeover token
 * meanwhile; false when another process holds the token. `depth` bounds tokens of tokens.
 */
function takeOver(dir: string, file: string, text: string, me: string, depth = 0): boolean {
  const token = path.join(dir, takeoverToken(text));
  try {
    fs.writeFileSync(token, me, { flag: "wx" });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    // Another process is taking it over, or was killed doing so.
    const held = readNoFollow(token);
    if (held !== undefined && stale(held) && depth < 4) takeOver(dir, token, held, me, depth + 1);
    return false;
  }
  try {
    // Nobody else removes `file` while its token is ours: compare, then remove.
    if (readNoFollow(file) === text) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(token, { force: true });
  }
  return true;
}

/** Takes the lock of `outDir` (which exists), waiting for another build; returns the release function. */
export async function lockOutput(outDir: string): Promise<() => void> {
  const file = path.join(outDir, LOCK);
  const me = `${process.pid}\n${os.hostname()}\n${randomBytes(8).toString("hex")}\n`;
  const until = Date.now() + waitMs();
  for (;;) {
    try {
      fs.writeFileSync(file, me, { flag: "wx" });
      clearOrphanTokens(outDir, me);
      return () => {
        // Only our own lock is removed: never one a later build took over.
        if (readNoFollow(file) === me) fs.rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const text = readNoFollow(file);
    // A lock of a process that is gone (kill -9, a crash) is stale: take it over.
    if (text !== undefined && stale(text) && takeOver(outDir, file, text, me)) continue;
    if (Date.now() >= until) {
      const h = text === undefined ? undefined : holderOf(text);
      const who = h ? `process ${h.pid}${h.host === os.hostname() ? "" : ` on ${h.host}`}` : "another process";
      throw new LockBusy(`another contractc build (${who}) is writing '${shown(outDir)}'; wait for it to end and run build again (if no build runs, delete ${LOCK} there)`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Removes takeover tokens whose taker was killed after it had removed the lock (holding the lock, nobody else is taking over). */
function clearOrphanTokens(outDir: string, me: string): void {
  for (const name of fs.readdirSync(outDir)) {
    if (!isToken(name)) continue;
    const text = readNoFollow(path.join(outDir, name));
    if (text !== undefined && stale(text)) takeOver(outDir, path.join(outDir, name), text, me);
  }
}

/** A path as messages show it. */
const shown = (p: string): string => p.split(path.sep).join("/");
