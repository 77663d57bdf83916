// Whether `generated/` is as `contractc build` would write it: `contractc check` itself is
// run (the same command CI runs, so the editor and CI never disagree), after the
// contracts on disk change, and `contractc build` on request. Run only in a workspace
// that has a generated folder: one that never built has nothing to be stale.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The command's entry point, beside this file once compiled. */
const CLI = fileURLToPath(new URL("../cli/main.js", import.meta.url));

/** The command that runs `contractc build` from a code lens. */
export const BUILD_COMMAND = "contractc.build";

/** Runs `check` (and `build` on request) for a workspace and keeps what check found. */
export class GeneratedState {
  /** Check's words for each generated file not as build would write it. */
  stale: string[] = [];
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly root: string | undefined,
    private readonly contracts: () => string | undefined,
    private readonly changed: () => void,
  ) {}

  private args(command: string): string[] {
    const contracts = this.contracts();
    return [CLI, command, ...(contracts ? ["--contracts", contracts] : []), ...(command === "check" ? ["--format", "json"] : ["--quiet"])];
  }

  /** Runs check again (once more after a run already under way); `changed` is called when the answer differs. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const root = this.root;
    if (!root || !fs.existsSync(path.join(root, "generated"))) return Promise.resolve();
    this.running = new Promise<void>((resolve) => {
      execFile(process.execPath, this.args("check"), { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => {
        let stale: string[] = [];
        try {
          const files = (JSON.parse(stdout) as { files?: { path: string; message: string }[] }).files ?? [];
          stale = files.map((f) => `${f.path}: ${f.message}`);
        } catch {
          // No JSON: check could not run (a usage error); nothing is claimed about the output.
        }
        if (stale.join("\n") !== this.stale.join("\n")) {
          this.stale = stale;
          this.changed();
        }
        resolve();
      });
    }).then(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        return this.refresh();
      }
    });
    return this.running;
  }

  /** Runs build, then check again; resolves with build's exit code. */
  build(): Promise<number> {
    const root = this.root;
    if (!root) return Promise.resolve(2);
    return new Promise<number>((resolve) => {
      const child = execFile(process.execPath, this.args("build"), { cwd: root }, () => undefined);
      child.on("exit", (code) => resolve(code ?? 1));
    }).then(async (code) => {
      await this.refresh();
      return code;
    });
  }
}
