// The built command on broken contracts: `build` never prints a stack trace, never hangs,
// exits 0 or 1, locates every error line, and writes nothing when it exits 1. Processes are
// few (spawning is slow); the bulk of the fuzzing runs in process, in frontend.test.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./harness.js";
import { mutant, nesting } from "./mutants.js";

const CLI = path.join(ROOT, "dist/src/cli/main.js");
/** A build of a broken contract takes well under a second; this only catches a hang. */
const HANG_MS = 20_000;
/** How many processes run at once: two cores, so a little more than two. */
const PARALLEL = 3;

interface Outcome {
  readonly code: number | null;
  readonly signal: string | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
}

/** The folders this run made, removed after all its tests. */
const made = new Set<string>();

/** Runs `build` on one contract text in a fresh folder, killed if it outlives HANG_MS. */
function buildOne(text: string | Uint8Array): Promise<Outcome & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-fuzz-"));
  made.add(dir);
  fs.mkdirSync(path.join(dir, "contracts"));
  fs.writeFileSync(path.join(dir, "contracts/mutant.tool"), text);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, "build", "--contracts", "contracts", "--out", "out"], { cwd: dir, env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, HANG_MS);
    child.stdout.on("data", (b: Buffer) => (stdout += b.toString("utf8")));
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString("utf8")));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ dir, code, signal, stdout, stderr, timedOut });
    });
  });
}

/** What is wrong with one outcome ("" when nothing is). */
function problemsOf(r: Outcome & { dir: string }): string {
  if (r.timedOut) return `hung for more than ${HANG_MS} ms`;
  if (r.code !== 0 && r.code !== 1) return `exit ${r.code ?? r.signal}: ${r.stderr.slice(0, 300)}`;
  const all = r.stdout + r.stderr;
  if (/\n\s+at .+[(:]\d+:\d+\)?/.test(all) || all.includes("node:internal")) return `stack trace: ${all.slice(0, 300)}`;
  // Every line that reports an error is located: `file:line:col: error code: message`.
  for (const line of r.stderr.split("\n")) {
    if (!/\berror\b/.test(line) || /^\s/.test(line)) continue; // code frames are indented
    if (!/^contracts\/mutant\.tool:\d+:\d+: error [a-z0-9-]+: \S/.test(line)) return `unlocated error line: ${line.slice(0, 300)}`;
  }
  if (r.code === 1) {
    if (!/^contracts\/mutant\.tool:\d+:\d+: error /m.test(r.stderr)) return "exit 1 without any located error";
    if (fs.existsSync(path.join(r.dir, "out"))) return "exit 1 but the output folder was written";
  }
  return "";
}

/** Runs several builds, PARALLEL at a time, in order. */
async function buildAll(texts: readonly (string | Uint8Array)[]): Promise<string[]> {
  const problems: string[] = new Array<string>(texts.length).fill("");
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < texts.length; i = next++) {
      const text = texts[i];
      if (text === undefined) continue;
      const r = await buildOne(text);
      problems[i] = problemsOf(r);
      fs.rmSync(r.dir, { recursive: true, force: true });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return problems;
}

afterAll(() => {
  // Only this run's folders: another run on the same machine may be using its own right now.
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe("contractc build on broken contracts", () => {
  it("built command is present", () => {
    // The CLI runs from dist/: `npm test` compiles first (pretest); run `npm run compile` otherwise.
    expect(fs.existsSync(CLI), "run `npm run compile` first").toBe(true);
  });

  it("exits 0 or 1 with located errors, no stack trace, no hang, nothing written on 1", async () => {
    const seed = Date.now() % 1_000_000;
    const random = fc.sample(mutant, { numRuns: 24, seed });
    const handMade: (string | Uint8Array)[] = [
      "",
      "toolset",
      'toolset t "unterminated',
      'toolset t """never closed',
      "toolset t\nread r { arg a: string /unterminated",
      "toolset t\u0000",
      new Uint8Array([0xff, 0xfe, 0x00, 0x74]),
      `toolset t "T."\nread r {\n  doc "A doc long enough for the doc check to stay quiet."\n  arg a: int(0..99999999999999999999999999) "A."\n}\n`,
      `toolset t "T."\nread r {\n  doc "A doc long enough for the doc check to stay quiet."\n  arg a: string(1..1e400) "A."\n}\n`,
      `toolset t "T."\n// ${"x".repeat(1_000_000)}\nread r { doc "${"y".repeat(200_000)}" }\n`,
      `toolset t "T."\nread r {\n  doc "A doc long enough for the doc check to stay quiet."\n  arg a: ${nesting(0, 100)} "A."\n}\n`,
      `toolset t "T."\ntype X = string /^(a+)+$/\n`,
    ];
    const texts = [...handMade, ...random];
    const problems = await buildAll(texts);
    const bad = problems.map((p, i) => (p ? `#${i} (seed ${seed}): ${p}` : "")).filter(Boolean);
    console.log(`cli fuzz: ${texts.length} builds (seed ${seed}), ${bad.length} failures`);
    expect(bad).toEqual([]);
  }, 120_000);

  // A type nested thousands deep is refused with a located `nesting-too-deep` error and exit 1.
  it("reports a deeply nested type as a located error", async () => {
    const text = `toolset t "T."\nread r {\n  doc "A doc long enough for the doc check to stay quiet."\n  arg a: ${nesting(0, 5_000)} "A."\n}\n`;
    expect(await buildAll([text])).toEqual([""]);
  }, 60_000);
});
