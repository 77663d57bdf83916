// Writing the planned output: only files whose bytes change, each atomically, and
// removal of files contractc generated earlier that no toolset claims any more.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PlannedFile } from "./plan.js";
import type { PlanSink } from "./sync.js";
import { readIfExists, type OutputScan } from "./scan.js";
import { isGenerated, readStamp, verifyBody } from "./stamp.js";
import { writerFor, WriterThread } from "./write-thread.js";

/** What a write changed, for the summary line. */
export interface WriteReport {
  readonly written: string[];
  readonly removed: string[];
  readonly unchanged: number;
}

/** The output of one run: files to have, and files already on disk that stay as they are. */
export interface OutputPlan {
  readonly planned: readonly PlannedFile[];
  /** Paths of generated files known to be current without re-emitting them. */
  readonly kept: ReadonlySet<string>;
}

/** Generated files on disk that neither the plan nor the kept set contains. */
export function staleGenerated(scan: OutputScan, plan: OutputPlan): string[] {
  const wanted = new Set(plan.planned.map((p) => p.path));
  const out: string[] = [];
  for (const folder of scan.folders.values()) {
    for (const f of folder.files) if (!wanted.has(f.path) && !plan.kept.has(f.path)) out.push(f.path);
  }
  return out.sort();
}

/** A temporary name beside a file, unique to this process, that no scan takes for output. */
function tempName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

/**
 * Planned files written as they come, each to a temporary file beside its target, while the
 * rest is still being emitted (creating files is slow on many file systems, and the disk
 * works while the CPU emits); `commit` then renames them all over their targets.
 */
export class Staging implements PlanSink {
  private readonly current = new Map<string, string>();
  private readonly staged = new Map<string, string>();
  private readonly writes: Promise<void>[] = [];
  private readonly dirs = new Map<string, Promise<unknown>>();
  private unchangedCount = 0;
  private thread: WriterThread | undefined;

  /**
   * Stages into `outDir`, whose generated files as scanned tell which bytes are already
   * there; with `writer` (the writing thread's script), files are written on that thread.
   */
  constructor(
    private readonly outDir: string,
    scan: OutputScan,
    private writer?: URL,
  ) {
    for (const folder of scan.folders.values()) for (const f of folder.files) this.current.set(f.path, f.text);
  }

  /** Told how many tools are to be emitted, chooses where files are written unless the constructor was told. */
  start(tools: number): void {
    this.writer ??= writerFor(tools);
  }

  /** Starts writing each file whose bytes differ from the output folder's; never throws (commit reports). */
  stage(files: readonly PlannedFile[]): void {
    for (const f of files) {
      if (this.staged.has(f.path)) continue;
      if (this.current.get(f.path) === f.text) {
        this.unchangedCount++;
        this.staged.set(f.path, "");
        continue;
      }
      const target = path.join(this.outDir, f.path);
      const tmp = tempName(target);
      this.staged.set(f.path, tmp);
      if (this.writer) (this.thread ??= new WriterThread(this.writer)).write(path.dirname(target), tmp, f.text);
      else {
        const pending = this.write(path.dirname(target), tmp, f.text);
        // Marked handled now, reported by commit: a write can fail while emitting goes on,
        // and a rejection nobody holds yet ends the process (exit 1, a stack trace).
        pending.catch(() => undefined);
        this.writes.push(pending);
      }
    }
  }

  private async write(dir: string, tmp: string, text: string): Promise<void> {
    let made = this.dirs.get(dir);
    if (!made) this.dirs.set(dir, (made = fs.promises.mkdir(dir, { recursive: true })));
    await made;
    await fs.promises.writeFile(tmp, text);
  }

  /** Waits for every write, then removes every temporary file: nothing staged reaches the output. */
  async discard(): Promise<void> {
    await Promise.allSettled(this.writes);
    await this.thread?.finish();
    for (const tmp of this.staged.values()) {
      if (!tmp) continue;
      try {
        fs.rmSync(tmp, { force: true });
      } catch {
        // Never written (its folder could not be made): the write's own error is the one to report.
      }
    }
    this.staged.clear();
  }

  /** Waits for every write, then renames each over its target; on any failure removes the temporary files and throws. */
  async commit(): Promise<{ written: string[]; unchanged: number }> {
    const results = await Promise.allSettled(this.writes);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    const threadFailure = await this.thread?.finish();
    this.thread = undefined;
    const written: string[] = [];
    try {
      if (failed) throw failed.reason;
      if (threadFailure) throw threadFailure;
      for (const [rel, tmp] of this.staged) {
        if (!tmp) continue;
        fs.renameSync(tmp, path.join(this.outDir, rel));
        written.push(rel);
        this.staged.set(rel, "");
      }
    } catch (e) {
      await this.discard();
      throw e;
    }
    return { written: written.sort(), unchanged: this.unchangedCount };
  }
}

/** Writes what changed and removes stale generated files and the folders they leave empty; `staging` may hold files written ahead. */
export async function writeOutput(outDir: string, scan: OutputScan, plan: OutputPlan, staging = new Staging(outDir, scan)): Promise<WriteReport> {
  staging.stage(plan.planned);
  const { written, unchanged } = await staging.commit();
  const removed = staleGenerated(scan, plan);
  for (const rel of removed) {
    const file = path.join(outDir, rel);
    // Re-read just before removing: only a file that still carries the marker is ours to delete.
    if (!isGenerated(readIfExists(file) ?? "")) continue;
    fs.rmSync(file, { force: true });
    removeEmptyParents(path.dirname(file), outDir);
  }
  return { written, removed, unchanged: unchanged + plan.kept.size };
}

/** Removes folders left empty, up to (not including) the output folder. */
function removeEmptyParents(dir: string, outDir: string): void {
  const stop = path.resolve(outDir);
  for (let d = path.resolve(dir); d !== stop && d.startsWith(stop + path.sep); d = path.dirname(d)) {
    try {
      if (fs.readdirSync(d).length > 0) return;
      fs.rmdirSync(d);
    } catch {
      return;
    }
  }
}

/** One difference between the output folder and what `build` would write. */
export interface Problem {
  readonly path: string;
  readonly problem: "missing" | "stale" | "edited" | "foreign" | "extra";
}

/** Differences between the planned output and what is on disk, in path order. */
export function compareOutput(outDir: string, scan: OutputScan, plan: OutputPlan): Problem[] {
  const problems: Problem[] = [];
  const found = new Map([...scan.folders.values()].flatMap((f) => f.files.map((x) => [x.path, x] as const)));
  for (const f of plan.planned) {
    const have = found.get(f.path)?.text ?? readIfExists(path.join(outDir, f.path));
    if (have === undefined) problems.push({ path: f.path, problem: "missing" });
    else if (have !== f.text) problems.push({ path: f.path, problem: !isGenerated(have) ? "foreign" : handEdited(f.path, have) ? "edited" : "stale" });
  }
  for (const rel of staleGenerated(scan, plan)) problems.push({ path: rel, problem: "extra" });
  return problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** True when a generated file's text no longer matches its own stamp (or lost it): someone edited it. */
function handEdited(rel: string, text: string): boolean {
  const stamp = readStamp(text);
  return !stamp || !verifyBody(rel, text, stamp);
}

/** The words `check` prints for each kind of problem. */
export const PROBLEM_TEXT: Record<Problem["problem"], string> = {
  missing: "missing",
  stale: "out of date",
  edited: "edited by hand",
  foreign: "not generated by contractc (a file of that name is in the way)",
  extra: "generated for a contract or file that is gone",
};
