// Spawning the built command in throw-away folders.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The built command. */
export const CLI = path.join(ROOT, "dist/src/cli/main.js");

/** A contract that needs only the front end and the entry emitter. */
export const TINY = `toolset tiny "Tiny tools."

read ping {
  doc "Answer with pong, to check that the service is up."
}
`;

/** A second toolset, for runs over several files. */
export const OTHER = `toolset other "Other tools."

read echo_text {
  doc "Repeat the given text back, to test the connection end to end."
  arg text: string(1..100) "The text to repeat."
}
`;

/** A fresh temporary folder with the given files (path → text or bytes). */
export function tempProject(files: Record<string, string | Uint8Array> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-test-"));
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
  return dir;
}

/** The result of one run of the command. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `contractc ARGS` in a folder and waits for it. */
export function run(cwd: string, args: readonly string[], env: Record<string, string> = {}): Run {
  const r: SpawnSyncReturns<string> = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file under a folder with its text, for before/after comparisons. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = fs.readFileSync(p, "latin1");
    }
  };
  walk(dir);
  return out;
}

/** True when no stack trace leaked into the output. */
export function noStack(r: Run): boolean {
  return !/\n\s+at .+\(.*:\d+:\d+\)/.test(r.stderr + r.stdout) && !r.stderr.includes("node:internal");
}

/** A contract with a smell (a tool without doc) and no error. */
export const lint = `toolset smelly "Smelly tools."

read ping {
  arg n?: int(1..5) "How many."
}
`;

/** Replaces a generated file's text and its hash in `generated/contractc-manifest.json` together, as a re-stamped edit does. */
export function restamp(dir: string, rel: string, text: string): void {
  const file = path.join(dir, "generated", rel);
  const sha = (t: string | Buffer) => createHash("sha256").update(t).digest("hex");
  const was = sha(fs.readFileSync(file));
  fs.writeFileSync(file, text);
  const manifest = path.join(dir, "generated/contractc-manifest.json");
  fs.writeFileSync(manifest, fs.readFileSync(manifest, "utf8").replace(was, sha(text)));
}
