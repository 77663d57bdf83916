// `watch`: build now and after every change to the contracts, one build per burst of saves.
// Watching is chokidar's job: editors save by writing a temporary file and renaming it over
// the contract (or by `sed -i`, JetBrains' `___jb_tmp___`, `~` backups), and a recursive
// `fs.watch` on Linux loses the renamed file; chokidar follows such saves, new and removed
// folders, and, since the contracts folder's parent is watched, a contracts folder that is
// itself replaced. A failed build is reported and the watch goes on; Ctrl-C (SIGINT) or
// SIGTERM ends it with exit 0.
import fs from "node:fs";
import path from "node:path";
import { watch as watchFiles, type FSWatcher } from "chokidar";
import type { CliOptions } from "./args.js";
import { emptyMemory, type BuildMemory } from "../output/cache.js";
import { build, DEFAULT_DEPS, outputTarget, type Deps } from "./commands.js";
import { UsageError } from "./pipeline.js";
import { timeStamped } from "./report.js";

/** How long changes are gathered before one rebuild (editors save in several steps). */
export const DEBOUNCE_MS = 200;

/** True when a changed path may change the contracts: a .tool file, or a folder. */
export function relevantChange(file: string, isFolderEvent: boolean): boolean {
  const base = path.basename(file);
  if (isFolderEvent) return !base.startsWith(".");
  return base.endsWith(".tool") && !base.startsWith(".");
}

/** A folder's identity (device and inode), or "" when it is not there. */
function folderId(dir: string): string {
  try {
    const st = fs.statSync(dir);
    return `${st.dev}:${st.ino}`;
  } catch {
    return "";
  }
}

/** Runs `build` once, turning any failure into a printed message. */
async function buildOnce(opts: CliOptions, deps: Deps, memory: BuildMemory): Promise<void> {
  try {
    await build(opts, deps, memory);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why = e instanceof UsageError ? err.message : err?.code && err.path ? `cannot use '${err.path}': ${err.code}` : `build failed: ${err?.message ?? String(e)}`;
    process.stderr.write(`${timeStamped()}contractc: ${why}\n`);
  }
}

/** Watches the contracts folder until interrupted; resolves with the exit code. */
export async function watch(opts: CliOptions, deps: Deps = DEFAULT_DEPS): Promise<number> {
  // A folder that is missing at the start cannot be watched: that is bad usage (exit 2).
  if (!fs.existsSync(opts.contracts) || !fs.statSync(opts.contracts).isDirectory()) {
    throw new UsageError(`the contracts folder '${opts.contracts}' does not exist`);
  }
  outputTarget(opts);
  timeStamped(true);
  const contractsAbs = path.resolve(opts.contracts);
  const parent = path.dirname(contractsAbs);
  const within = (p: string): boolean => p === contractsAbs || p.startsWith(contractsAbs + path.sep);
  const memory: BuildMemory = emptyMemory();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  // One build at a time; changes during a build make exactly one more after it.
  const run = (): void => {
    if (running) return void (again = true);
    running = buildOnce(opts, deps, memory).then(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        run();
      }
    });
  };
  let stopped = false;
  const arm = (): FSWatcher => {
    const w = watchFiles(parent, {
      ignoreInitial: true,
      atomic: true,
      // Only the contracts folder is of interest; nothing else under its parent is even read.
      ignored: (p: string) => !(p === parent || within(path.resolve(p))),
    });
    w.on("all", (event, file) => {
      const abs = path.resolve(file);
      if (stopped || !within(abs) || !relevantChange(abs, event === "addDir" || event === "unlinkDir" || abs === contractsAbs)) return;
      clearTimeout(timer);
      timer = setTimeout(run, DEBOUNCE_MS);
    });
    w.on("error", (e) => process.stderr.write(`${timeStamped()}contractc: watching ${opts.contracts}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`));
    return w;
  };
  let watcher = arm();
  // A contracts folder replaced by a rename (a checkout, a sync tool) keeps its name but not
  // its identity, and the watcher would follow the old folder: a cheap look at the folder's
  // identity twice a second notices, and watching starts afresh.
  let identity = folderId(contractsAbs);
  const poll = setInterval(() => {
    const now = folderId(contractsAbs);
    if (now === identity || stopped) return;
    identity = now;
    void watcher.close();
    watcher = arm();
    // Built once the new watcher is ready, so a save made meanwhile is in this build.
    watcher.once("ready", run);
  }, 500);
  let resolveDone: (code: number) => void = () => undefined;
  const done = new Promise<number>((r) => (resolveDone = r));
  const stop = (code: number): void => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    clearInterval(poll);
    void watcher.close().then(() => (running ?? Promise.resolve()).then(() => resolveDone(code)));
  };
  // Signals are taken over before the first build, so Ctrl-C during it also ends cleanly.
  process.once("SIGINT", () => stop(0));
  process.once("SIGTERM", () => stop(0));
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  run();
  await running;
  if (!opts.quiet && !stopped) process.stdout.write(`${timeStamped()}contractc: watching ${opts.contracts} (Ctrl-C stops)\n`);
  return done;
}
