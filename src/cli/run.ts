// The `contractc` command line. Nothing a user types ends in a stack trace: usage problems
// exit 2 with a sentence, contract problems exit 1 with located diagnostics.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs, USAGE } from "./args.js";
import { build, check, lint } from "./commands.js";
import { UsageError } from "./pipeline.js";

/** The package version, read from package.json beside the compiled code. */
export function version(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(fileURLToPath(new URL("../../../package.json", import.meta.url)), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

/** Runs the command line and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const opts = parseArgs(argv);
  if ("error" in opts) {
    process.stderr.write(`contractc: ${opts.error}\n\n${USAGE}\n`);
    return 2;
  }
  try {
    switch (opts.command) {
      case "help":
        process.stdout.write(USAGE + "\n");
        return 0;
      case "version":
        process.stdout.write(version() + "\n");
        return 0;
      case "build":
        return await build(opts);
      case "check":
        return await check(opts);
      case "lint":
        return await lint(opts);
      case "watch":
        // Loaded only here: the watcher library is not needed by any other command.
        return await (await import("./watch.js")).watch(opts);
      case "fmt":
        return await (await import("./fmt.js")).fmt(opts);
      case "lsp":
        return await (await import("../lsp/server.js")).serve();
      case "init":
        return await (await import("./init.js")).init(opts);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`contractc: ${e.message}\n`);
      return 2;
    }
    const err = e as NodeJS.ErrnoException;
    if (err && typeof err.code === "string" && typeof err.path === "string") {
      process.stderr.write(`contractc: cannot use '${err.path}': ${err.code}\n`);
      return 2;
    }
    process.stderr.write(`contractc: internal error: ${err?.message ?? String(e)} (please report it with the contract that caused it)\n`);
    if (process.env["CONTRACTC_DEBUG"]) process.stderr.write(`${err?.stack ?? ""}\n`);
    return 2;
  }
}

/** Runs the command line as the `contractc` bin does: sets the exit code, and prints timings when `CONTRACTC_STATS` is set. */
export async function runCli(argv: readonly string[], started: number): Promise<void> {
  process.exitCode = await main(argv);
  // For the benchmark: wall time and peak memory of this process, on request only.
  if (process.env["CONTRACTC_STATS"]) {
    const ms = Math.round(performance.now() - started);
    const use = process.resourceUsage();
    // CPU time too: on a busy machine wall time mostly measures the neighbours.
    const cpuMs = Math.round((use.userCPUTime + use.systemCPUTime) / 1000);
    process.stderr.write(`contractc-stats ${JSON.stringify({ ms, cpuMs, maxRssKb: use.maxRSS })}\n`);
  }
}
