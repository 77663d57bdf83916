// `watch`: build now and after every change to the contracts, debounced. A failed build
// is reported and the watch goes on; Ctrl-C (SIGINT) or SIGTERM ends it with exit 0.
import fs from "node:fs";
import path from "node:path";
import type { CliOptions } from "./args.js";
import { build, DEFAULT_DEPS, type Deps } from "./commands.js";
import { UsageError } from "./pipeline.js";

/** How long changes are gathered before one rebuild (editors save in several steps). */
export const DEBOUNCE_MS = 120;

/** True when a changed name may affect the contracts: a .tool file, a folder, or unknown. */
export function relevantChange(name: string | null): boolean {
  if (!name) return true;
  const base = path.basename(name);
  if (base.startsWith(".") || base.endsWith("~")) return false;
  return base.endsWith(".tool") || !base.includes(".");
}

/** Runs `build` once, turning any failure into a printed message. */
async function buildOnce(opts: CliOptions, deps: Deps): Promise<void> {
  try {
    await build(opts, deps);
  } catch (e) {
    const why = e instanceof UsageError ? e.message : `build failed: ${(e as Error)?.message ?? String(e)}`;
    process.stderr.write(`contractc: ${why}\n`);
  }
}

/** Watches the contracts folder until interrupted; resolves with the exit code. */
export async function watch(opts: CliOptions, deps: Deps = DEFAULT_DEPS): Promise<number> {
  // A folder that is missing at the start cannot be watched: that is bad usage (exit 2).
  if (!fs.existsSync(opts.contracts) || !fs.statSync(opts.contracts).isDirectory()) {
    throw new UsageError(`the contracts folder '${opts.contracts}' does not exist`);
  }
  const outAbs = path.resolve(opts.out);
  const contractsAbs = path.resolve(opts.contracts);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let resolveDone: (code: number) => void = () => undefined;
  const done = new Promise<number>((r) => (resolveDone = r));
  let stopped = false;
  const stop = (code: number): void => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    watcher.close();
    void running.then(() => resolveDone(code));
  };
  // Signals are taken over before the first build, so Ctrl-C during it also ends cleanly.
  process.once("SIGINT", () => stop(0));
  process.once("SIGTERM", () => stop(0));
  const watcher = fs.watch(opts.contracts, { recursive: true }, (_event, name) => {
    // Our own writes must not trigger builds when the output folder lies inside the contracts.
    if (name && path.resolve(contractsAbs, String(name)).startsWith(outAbs + path.sep)) return;
    if (stopped || !relevantChange(name === null ? null : String(name))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() => buildOnce(opts, deps));
    }, DEBOUNCE_MS);
  });
  watcher.on("error", (e) => {
    // The folder went away or became unreadable: say so and end, since nothing is left to watch.
    process.stderr.write(`contractc: stopped watching ${opts.contracts}: ${(e as NodeJS.ErrnoException).code ?? e.message}\n`);
    stop(1);
  });
  running = buildOnce(opts, deps);
  await running;
  if (!opts.quiet && !stopped) process.stdout.write(`contractc: watching ${opts.contracts} (Ctrl-C stops)\n`);
  return done;
}
