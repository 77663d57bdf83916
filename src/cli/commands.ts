// The commands build, check and lint. Each returns its exit code; watch is in watch.ts.
import { hasErrors } from "../diagnostics/diagnostic.js";
import { compilerFingerprint } from "../output/fingerprint.js";
import { defaultEmitters, type EmitterSource } from "../output/plan.js";
import { scanOutput } from "../output/scan.js";
import { currentWithoutCompiling, planAll } from "../output/sync.js";
import { compareOutput, Staging, writeOutput } from "../output/write.js";
import type { CliOptions } from "./args.js";
import { compileContracts, readContracts } from "./pipeline.js";
import { counted, printReport, say } from "./report.js";

/** What a command runs with besides its options; tests swap the emitters. */
export interface Deps {
  readonly emitters: EmitterSource;
  /** Names the emitter list in the fingerprint, so stamps of another list are never trusted. */
  readonly emittersId: string;
}

/** The compiler's own emitters. */
export const DEFAULT_DEPS: Deps = { emitters: defaultEmitters, emittersId: "" };

/** `build`: compile, then write what changed; on any error, write nothing. */
export async function build(opts: CliOptions, deps: Deps = DEFAULT_DEPS): Promise<number> {
  const loaded = await compileContracts(readContracts(opts.contracts));
  const counts = printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
  if (hasErrors(loaded.diagnostics, opts.strict)) {
    say(opts, `${counted(counts.errors, "error")}, ${counted(counts.warnings, "warning")}; nothing written`);
    return 1;
  }
  const scan = scanOutput(opts.out);
  // Files are written while later toolsets are still being emitted, and renamed into place at the end.
  const staging = new Staging(opts.out, scan);
  let plan: Awaited<ReturnType<typeof planAll>>;
  try {
    plan = await planAll(loaded.toolsets, loaded.files, scan, compilerFingerprint(deps.emittersId), deps.emitters, staging);
  } catch (e) {
    await staging.discard();
    throw e;
  }
  const r = await writeOutput(opts.out, scan, plan, staging);
  say(
    opts,
    `${counted(loaded.toolsets.length, "toolset")}: ${counted(r.written.length, "file")} written, ${r.unchanged} unchanged, ${r.removed.length} removed` +
      (counts.warnings ? `; ${counted(counts.warnings, "warning")}` : ""),
  );
  return 0;
}

/** `check`: write nothing; exit 1 naming each file that differs from what build would write. */
export async function check(opts: CliOptions, deps: Deps = DEFAULT_DEPS): Promise<number> {
  const read = readContracts(opts.contracts);
  const fingerprint = compilerFingerprint(deps.emittersId);
  const scan = scanOutput(opts.out);
  // Strict mode must see the smells, which only the front end finds; otherwise current stamps suffice.
  if (!opts.strict && read.diagnostics.length === 0) {
    const files = currentWithoutCompiling(read.files, scan, fingerprint);
    if (files !== undefined) {
      printReport([], () => undefined, opts);
      say(opts, `${counted(files, "generated file")} up to date`);
      return 0;
    }
  }
  const loaded = await compileContracts(read);
  if (hasErrors(loaded.diagnostics, opts.strict)) {
    const counts = printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
    say(opts, `${counted(counts.errors, "error")}; output not checked`);
    return 1;
  }
  const plan = await planAll(loaded.toolsets, loaded.files, scan, fingerprint, deps.emitters);
  const problems = compareOutput(opts.out, scan, plan);
  printReport(loaded.diagnostics, (f) => loaded.sources.get(f), opts, problems);
  if (problems.length) {
    // The hint goes with the problems to stderr, so CI logs show it even with --quiet.
    if (opts.format === "text") process.stderr.write(`contractc: ${counted(problems.length, "generated file")} not as 'build' would write them; run 'contractc build' and commit the result\n`);
    return 1;
  }
  say(opts, `${counted(plan.planned.length + plan.kept.size, "generated file")} up to date`);
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
