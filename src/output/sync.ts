// Deciding, per toolset, whether its folder is current (kept as is, nothing emitted) or
// must be emitted again; and the whole-folder shortcut `check` takes when nothing changed.
import type { Toolset } from "../model.js";
import { inputHash } from "./fingerprint.js";
import { defaultEmitters, planToolset, type EmitterSource, type PlannedFile } from "./plan.js";
import { planQueue, workerCount, type QueuedJob } from "./parallel.js";
import type { OutputScan } from "./scan.js";
import type { OutputPlan } from "./write.js";

/** A contract as read: its header path and text. */
export interface ContractText {
  readonly headerPath: string;
  readonly text: string;
}

/** The plan for every toolset, and how many toolsets had to be emitted. */
export interface SyncPlan extends OutputPlan {
  readonly emitted: number;
}

/** Where `build` sends the planned files: first how many tools are to be emitted, then each toolset's files as they are ready. */
export interface PlanSink {
  start(tools: number): void;
  stage(files: readonly PlannedFile[]): void;
}

/**
 * Plans the output of compiled toolsets, emitting only those whose folder is not an intact
 * build of the same input. Given a `sink`, each toolset's files go to it as soon as they
 * are ready and the returned plan keeps only their paths (texts empty), as `build` stages them.
 */
export async function planAll(
  toolsets: readonly Toolset[],
  contracts: readonly ContractText[],
  scan: OutputScan,
  fingerprint: string,
  emitters: EmitterSource = defaultEmitters,
  sink?: PlanSink,
): Promise<SyncPlan> {
  const texts = new Map(contracts.map((c) => [c.headerPath, c.text]));
  const kept = new Set<string>();
  const jobs: QueuedJob[] = [];
  let tools = 0;
  for (const ts of toolsets) {
    const text = texts.get(ts.sourcePath) ?? "";
    const input = inputHash(fingerprint, ts.sourcePath, text);
    const folder = scan.byInput.get(input);
    if (folder && folder.name === ts.name) {
      for (const f of folder.files) kept.add(f.path);
      continue;
    }
    const previous = scan.folders.get(ts.name);
    tools += ts.tools.size;
    jobs.push({
      local: () => planToolset({ toolset: ts, input, fingerprint, previous }, emitters),
      remote: { source: { path: ts.sourcePath, headerPath: ts.sourcePath, text }, input, fingerprint, previous },
    });
  }
  // Workers load the compiler's own emitters; emitters given by a test run here only.
  const workers = emitters === defaultEmitters ? workerCount(jobs.length, tools) : 0;
  sink?.start(tools);
  const planned = (await planQueue(jobs, workers, sink && ((files) => sink.stage(files)))).flat();
  const emitted = jobs.length;
  return { planned, kept, emitted };
}

/**
 * The number of generated files when the output is provably current without parsing:
 * every contract's input hash names an intact folder, and no other generated file exists.
 * A current stamp means `build` compiled that exact text with this very compiler and found
 * no error, so the front end would find none either. Undefined when that cannot be shown.
 */
export function currentWithoutCompiling(contracts: readonly ContractText[], scan: OutputScan, fingerprint: string): number | undefined {
  if (contracts.length === 0) return undefined;
  const matched = new Set<string>();
  let files = 0;
  for (const c of contracts) {
    const folder = scan.byInput.get(inputHash(fingerprint, c.headerPath, c.text));
    if (!folder || matched.has(folder.name)) return undefined;
    matched.add(folder.name);
    files += folder.files.length;
  }
  return matched.size === scan.folders.size ? files : undefined;
}
