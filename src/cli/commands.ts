// The commands build, check and lint. Each returns its exit code; watch is in watch.ts.
import fs from "node:fs";
import path from "node:path";
import { hasErrors } from "../diagnostics/diagnostic.js";
import { compareOutput, type Problem } from "../output/compare.js";
import { cacheFile, emptyMemory, loadMemory, saveMemory, type BuildMemory } from "../output/cache.js";
import { compilerFingerprint } from "../output/fingerprint.js";
import { outFolderProblem, realish } from "../output/guard.js";
import { lockOutput, LockBusy } from "../output/lock.js";
import { BadManifest, toolsetOf } from "../output/manifest.js";
import { InTheWay } from "../output/paths.js";
import { defaultEmitters, planAll, type EmitterSource } from "../output/plan.js";
import { readOutput, type OutputState } from "../output/scan.js";
import { apply, decide, settlePlan, Staging, type Decision, type WriteReport } from "../output/write.js";
import type { CliOptions } from "./args.js";
import { compileContracts, compileRemembered, readContracts, UsageError, type Remembered } from "./pipeline.js";
import { counted, printReport, say, shownPath } from "./report.js";

/** What a command runs with besides its options; tests swap the emitters. */
export interface Deps {
  readonly emitters: EmitterSource;
  /** Names the emitter list in the fingerprint, so input hashes of another list are never trusted. */
  readonly emittersId: string;
}

/** The compiler's own emitters. */
export const DEFAULT_DEPS: Deps = { emitters: defaultEmitters, emittersId: "" };

/** How the manifest names the contracts folder: its path from the output folder, `/`-separated. */
function contractsRelOf(opts: CliOptions): string {
  return path.relative(realish(opts.out), realish(opts.contracts)).split(path.sep).join("/");
}

/** The output folder, refused (exit 2) when it is no place for generated files; and how the manifest names the contracts folder. */
export function outputTarget(opts: CliOptions): { contractsName: string; contractsRel: string } {
  const problem = outFolderProblem(opts.out, opts.contracts);
  if (problem) throw new UsageError(problem);
  return { contractsName: path.basename(path.resolve(opts.contracts)), contractsRel: contractsRelOf(opts) };
}

/** Reads the output folder; a manifest that is not one, or a link in place of contractc's own files, is reported (exit 1) rather than thrown. */
function stateOf(opts: CliOptions, t: ReturnType<typeof outputTarget>): OutputState | undefined {
  try {
    return readOutput(opts.out, t.contractsName, t.contractsRel);
  } catch (e) {
    if (!(e instanceof BadManifest || e instanceof InTheWay)) throw e;
    process.stderr.write(`contractc: ${e.message}\n`);
    return undefined;
  }
}

/** The shortcut `watch` and a cached `build` take: a toolset is current when memory says so and its files are still as the compiler wrote them. */
function currentIn(memory: BuildMemory | undefined, state: OutputState): ((name: string, input: string) => boolean) | undefined {
  if (!memory) return undefined;
  // Each toolset's files, and the shared ones (the runtime), found once, not once per toolset.
  const byToolset = new Map<string | undefined, [string, string][]>();
  for (const entry of memory.files) {
    const t = toolsetOf(entry[0]);
    byToolset.set(t, [...(byToolset.get(t) ?? []), entry]);
  }
  const shared = byToolset.get(undefined) ?? [];
  return (name, input) => {
    if (memory.inputs.get(name) !== input) return false;
    // Its own files and the shared ones: a toolset is not current without them.
    const mine = [...(byToolset.get(name) ?? []), ...shared];
    return mine.length > 0 && mine.every(([rel, h]) => {
      const found = state.found(rel);
      return found !== undefined && found.owned && found.hash === h;
    });
  };
}

/** Remembers what a build wrote (its next manifest's entries for this contracts folder), each contract file as compiled, and the analyser's answers. */
function remember(memory: BuildMemory | undefined, d: Decision, contractsRel: string, loaded: Remembered): void {
  if (!memory) return;
  const sources = loaded.remembered;
  memory.patterns = loaded.patterns;
  memory.inputs.clear();
  memory.files.clear();
  memory.sources.clear();
  for (const [file, m] of sources) memory.sources.set(file, m);
  for (const [name, e] of Object.entries(d.manifest.toolsets)) if (e.contracts === contractsRel) memory.inputs.set(name, e.input);
  for (const [rel, h] of Object.entries(d.manifest.files)) {
    const t = toolsetOf(rel);
    if (t === undefined || memory.inputs.has(t)) memory.files.set(rel, h);
  }
}

/** One summary line of a build. */
function summary(toolsets: number, r: WriteReport, warnings: number): string {
  return (
    `${counted(toolsets, "toolset")}: ${counted(r.written.length, "file")} written, ${r.unchanged} unchanged, ${r.removed.length} removed` +
    // A build that rewrote only the manifest did write something: say so, not just "0 written".
    (r.manifest && !r.written.length && !r.removed.length ? ", manifest updated" : "") +
    (r.leftovers ? `, ${counted(r.leftovers, "leftover temporary file")} cleaned` : "") +
    (warnings ? `; ${counted(warnings, "warning")}` : "")
  );
}

/** `build`: compile, then write what changed; on any error or any file in the way, write nothing. */
export async function build(opts: CliOptions, deps: Deps = DEFAULT_DEPS, memory?: BuildMemory): Promise<number> {
  const read = readContracts(opts.contracts);
  // A plain build reads what earlier builds of this folder remembered (watch keeps it in memory).
  const cached = memory === undefined ? cacheFile(opts.out, contractsRelOf(opts)) : undefined;
  if (cached !== undefined) memory = loadMemory(cached);
  const loaded = await compileRemembered(read, (memory ?? emptyMemory()).sources, memory?.patterns);
  const counts = printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
  if (hasErrors(loaded.diagnostics, opts.strict)) {
    say(opts, `${counted(counts.errors, "error")}, ${counted(counts.warnings, "warning")}; nothing written`);
    return 1;
  }
  // Contract errors come first (nothing is written either way); then where to write.
  const target = outputTarget(opts);
  fs.mkdirSync(opts.out, { recursive: true });
  let release: () => void;
  try {
    release = await lockOutput(opts.out);
  } catch (e) {
    if (!(e instanceof LockBusy)) throw e;
    process.stderr.write(`contractc: ${e.message}\n`);
    return 1;
  }
  try {
    const state = stateOf(opts, target);
    if (!state) return 1;
    const fingerprint = compilerFingerprint(deps.emittersId);
    // Each toolset's changed files go to temporary files as soon as it is emitted; they are
    // removed again unless the whole build is carried out.
    const staging = new Staging(opts.out, state, target.contractsRel);
    try {
      const plans = await planAll(loaded.toolsets, loaded.files, fingerprint, deps.emitters, { current: currentIn(memory, state), then: (p) => staging.stage(p) });
      const d = decide(opts.out, state, plans, target.contractsRel);
      if (d.conflicts.length) {
        for (const c of d.conflicts) process.stderr.write(`${shownPath(opts.out, c.path)}: ${c.why}\n`);
        process.stderr.write(`contractc: ${counted(d.conflicts.length, "file")} in the way; nothing written\n`);
        return 1;
      }
      const report = apply(opts.out, state, d);
      staging.done();
      remember(memory, d, target.contractsRel, loaded);
      if (cached !== undefined && memory !== undefined) saveMemory(cached, memory);
      say(opts, summary(loaded.toolsets.length, report, counts.warnings));
      return 0;
    } finally {
      staging.discard();
    }
  } finally {
    release();
  }
}

/** What to do about check's problems: build alone, or, when build would refuse some file, moving it first (build's own advice). */
function remedy(problems: readonly Problem[]): string {
  const refused = problems.filter((p) => p.inTheWay).length;
  if (!refused) return "run 'contractc build' and commit the result";
  const them = refused === 1 ? "it" : "them";
  return `build will not replace ${refused === 1 ? "one of them" : `${refused} of them`} (edited by hand, or not contractc's): delete or move ${them} (putting a change worth keeping into the contract), then run 'contractc build' and commit the result`;
}

/** `check`: write nothing; compile in memory and exit 1 naming each file that differs from what build would write. */
export async function check(opts: CliOptions, deps: Deps = DEFAULT_DEPS): Promise<number> {
  const loaded = await compileContracts(readContracts(opts.contracts));
  if (hasErrors(loaded.diagnostics, opts.strict)) {
    const counts = printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
    say(opts, `${counted(counts.errors, "error")}; output not checked`);
    return 1;
  }
  const target = outputTarget(opts);
  const state = stateOf(opts, target);
  if (!state) return 1;
  const plans = await planAll(loaded.toolsets, loaded.files, compilerFingerprint(deps.emittersId), deps.emitters, { then: (p) => settlePlan(opts.out, state, p) });
  const problems = compareOutput(opts.out, state, plans, target.contractsRel);
  printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts, problems);
  if (problems.length) {
    // The hint goes with the problems to stderr, so CI logs show it even with --quiet.
    if (opts.format === "text") process.stderr.write(`contractc: ${counted(problems.length, "generated file")} not as 'build' would write them; ${remedy(problems)}\n`);
    return 1;
  }
  const files = plans.reduce((n, p) => n + (p.files?.length ?? 0), 0);
  say(opts, `${counted(files, "generated file")} up to date`);
  return 0;
}

/** `lint`: the diagnostics alone, smells included; exit 1 when any is an error (smells too, with --strict). */
export async function lint(opts: CliOptions): Promise<number> {
  const loaded = await compileContracts(readContracts(opts.contracts));
  // Loaded on demand: the sizes need the emitters, which plain lint and check never load.
  const measured = opts.sizes ? await import("./sizes.js") : undefined;
  const sizes = measured?.toolsetSizes(loaded.toolsets);
  const counts = printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts, [], sizes ? { sizes } : {});
  if (measured && sizes && opts.format === "text") process.stdout.write(measured.sizesText(sizes));
  say(opts, `${counted(counts.errors, "error")}, ${counted(counts.warnings, "warning")}`);
  return counts.errors > 0 ? 1 : 0;
}
