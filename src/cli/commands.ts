// The commands: build, check, lint and watch. Each returns its exit code.
import fs from "node:fs";
import path from "node:path";
import { hasErrors } from "../diagnostics/diagnostic.js";
import { planOutput } from "../output/plan.js";
import { compareOutput, writeOutput } from "../output/write.js";
import type { CliOptions } from "./args.js";
import { loadContracts } from "./pipeline.js";
import { counted, printDiagnostics } from "./report.js";

const say = (opts: CliOptions, line: string): void => {
  if (!opts.quiet) process.stdout.write(`contractc: ${line}\n`);
};

/** `build`: compile and write; on any error, write nothing. */
export async function build(opts: CliOptions): Promise<number> {
  const loaded = loadContracts(opts.contracts);
  const counts = printDiagnostics(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
  if (hasErrors(loaded.diagnostics, opts.strict)) {
    say(opts, `${counted(counts.errors, "error")}, ${counted(counts.warnings, "warning")}; nothing written`);
    return 1;
  }
  const planned = await planOutput(loaded.toolsets);
  const r = writeOutput(opts.out, planned);
  say(
    opts,
    `${counted(loaded.toolsets.length, "toolset")}: ${counted(r.written.length, "file")} written, ${r.unchanged} unchanged, ${r.removed.length} removed` +
      (counts.warnings ? `; ${counted(counts.warnings, "warning")}` : ""),
  );
  return 0;
}

/** `check`: write nothing; exit 1 naming each file that differs from what build would write. */
export async function check(opts: CliOptions): Promise<number> {
  const loaded = loadContracts(opts.contracts);
  const counts = printDiagnostics(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
  if (hasErrors(loaded.diagnostics, opts.strict)) {
    say(opts, `${counted(counts.errors, "error")}; output not checked`);
    return 1;
  }
  const planned = await planOutput(loaded.toolsets);
  const problems = compareOutput(opts.out, planned);
  for (const p of problems) process.stderr.write(`${path.posix.join(opts.out.split(path.sep).join("/"), p)}\n`);
  if (problems.length) {
    say(opts, `${counted(problems.length, "generated file")} out of date; run 'contractc build' and commit the result`);
    return 1;
  }
  say(opts, `${counted(planned.length, "generated file")} up to date`);
  return 0;
}

/** `lint`: the warnings alone (errors too, when a file cannot be checked). */
export async function lint(opts: CliOptions): Promise<number> {
  const loaded = loadContracts(opts.contracts);
  const counts = printDiagnostics(loaded.diagnostics, (f) => loaded.sources.get(f), opts);
  say(opts, `${counted(counts.errors, "error")}, ${counted(counts.warnings, "warning")}`);
  return counts.errors > 0 ? 1 : 0;
}

/** `watch`: build now and after every change, debounced; errors are reported and survived. */
export async function watch(opts: CliOptions): Promise<number> {
  const once = async (): Promise<void> => {
    try {
      await build(opts);
    } catch (e) {
      process.stderr.write(`contractc: ${(e as Error).message}\n`);
    }
  };
  await once();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const watcher = fs.watch(opts.contracts, { recursive: true }, (_event, name) => {
    if (name && !String(name).endsWith(".tool")) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(once);
    }, 100);
  });
  say(opts, `watching ${opts.contracts} (Ctrl-C stops)`);
  return new Promise((resolve) => {
    const stop = (): void => {
      clearTimeout(timer);
      watcher.close();
      void running.then(() => resolve(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
