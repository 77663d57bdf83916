// Builds that overlap, builds killed part-way (kill -9), and an output folder that cannot be
// written: each as real processes of the built command.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the benchmark, without types.
import { writeContracts } from "../../bench/gen-contracts.mjs";
import { CLI, noStack, run, tempProject, TINY } from "./helpers.js";

/** A project with `tools` benchmark tools (10 per contract). */
function bigProject(tools: number): string {
  const dir = tempProject();
  (writeContracts as (dir: string, tools: number) => void)(dir, tools);
  return dir;
}

/** Runs the command without waiting; resolves with its exit code and output. */
function start(cwd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: "1", ...env } });
  let out = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr.on("data", (b: Buffer) => (out += b.toString()));
  const done = new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, out })));
  return { child, done };
}

const walk = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : []);
const temps = (dir: string): string[] => walk(dir).filter((f) => /\.tmp$|\.next\.json$/.test(f));

describe("concurrent builds", () => {
  it("two builds at once both succeed, one after the other, and leave current output", async () => {
    const dir = bigProject(200);
    const [a, b] = [start(dir, ["build"]), start(dir, ["build"])];
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect([ra.code, rb.code], ra.out + rb.out).toEqual([0, 0]);
    // Exactly one of them wrote the files; the other found them current.
    expect([ra.out, rb.out].filter((o) => / 0 files written/.test(o))).toHaveLength(1);
    expect(run(dir, ["check"]).code).toBe(0);
    expect(temps(path.join(dir, "generated"))).toEqual([]);
  }, 120_000);
  it("a lock held by a running process fails the second build with a clear message; a dead one's is taken over", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "generated/.keep": "" });
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, "generated/.contractc.lock"), `${holder.pid}\n${os.hostname()}\n`);
      const r = run(dir, ["build"], { CONTRACTC_LOCK_WAIT_MS: "300" });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`another contractc build \\(process ${holder.pid}\\) is writing 'generated'`));
      expect(fs.existsSync(path.join(dir, "generated/tiny"))).toBe(false);
    } finally {
      holder.kill("SIGKILL");
    }
    // A process id that no longer runs: the lock is stale.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    fs.writeFileSync(path.join(dir, "generated/.contractc.lock"), `${gone}\n${os.hostname()}\n`);
    const r = run(dir, ["build"], { CONTRACTC_LOCK_WAIT_MS: "300" });
    expect(r.code, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, "generated/.contractc.lock"))).toBe(false);
  });
});

describe("kill -9 during a 1,000-tool build", () => {
  /** Kills a build when `when` first holds of the output folder (polled), or after `ms`. */
  async function killWhen(dir: string, when: (files: string[]) => boolean, ms = 60_000): Promise<void> {
    const b = start(dir, ["build"]);
    const started = Date.now();
    let exited = false;
    void b.done.then(() => (exited = true));
    while (!exited && Date.now() - started < ms && !when(walk(path.join(dir, "generated")))) await new Promise((r) => setImmediate(r));
    b.child.kill("SIGKILL");
    await b.done;
  }
  const points: [string, (files: string[]) => boolean][] = [
    ["while compiling", () => false],
    ["once the first temporary file is written", (f) => f.some((x) => x.endsWith(".tmp"))],
    ["once the next manifest is written", (f) => f.some((x) => x.endsWith(".next.json"))],
    ["once some files are renamed into place", (f) => f.filter((x) => x.endsWith("/index.ts")).length > 20],
  ];
  it("at each point, check names what is left, the next build finishes, and check passes", async () => {
    // One project for every point (a 1,000-tool project is slow to build on a busy machine);
    // before each point every contract changes, so the killed build has files to replace.
    const dir = bigProject(1000);
    for (const [n, [label, when]] of points.entries()) {
      for (const f of fs.readdirSync(path.join(dir, "contracts"))) {
        fs.appendFileSync(path.join(dir, "contracts", f), `\nread extra_${n} {\n  doc "An extra tool added to every contract for this test."\n}\n`);
      }
      await killWhen(dir, when, n === 0 ? 300 : 60_000);
      const left = temps(path.join(dir, "generated"));
      const c = run(dir, ["check"]);
      expect(c.code, label).toBe(1);
      for (const t of left) expect(c.stderr, label).toContain(`generated/${t}`);
      expect(noStack(c)).toBe(true);
      const b = run(dir, ["build"]);
      expect(b.code, `${label}: ${b.stderr}`).toBe(0);
      if (left.some((t) => t.endsWith(".tmp"))) expect(b.stdout, label).toMatch(/leftover temporary files? cleaned/);
      expect(temps(path.join(dir, "generated")), label).toEqual([]);
      expect(run(dir, ["check"]).code, label).toBe(0);
    }
  }, 300_000);
});

describe("an output folder that cannot be written", () => {
  it("reports the real error naming the path, exit 2, no stack trace", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    fs.mkdirSync(path.join(dir, "generated"));
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(path.join(dir, "generated"), 0o555);
    // Root writes anywhere: the command runs as an unprivileged user then.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const r = spawnSync(process.execPath, [CLI, "build"], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, ...asUser });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/generated\/\.contractc\.lock'?: EACCES|EACCES.*generated/);
    expect(r.stderr).not.toMatch(/ENOENT/);
    expect(noStack({ code: r.status, stdout: r.stdout, stderr: r.stderr })).toBe(true);
  });
});
