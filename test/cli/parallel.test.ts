// A large contracts folder is compiled and emitted partly by worker threads. What `build`
// writes and reports, and what `check` finds, is the same on one thread or several: files,
// manifest, diagnostics and their order, an error or a duplicate name in a worker's share.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shares } from "../../src/cli/front-pool.js";
import type { SourceFile } from "../../src/sources.js";
// @ts-expect-error: a plain ES module of the benchmark, without types.
import { contractText } from "../../bench/gen-contracts.mjs";
import { run, snapshot, tempProject } from "./helpers.js";

/** The benchmark's contract number `n` with `tools` tools. */
const text = contractText as (n: number, tools: number) => string;

/** A project of `count` benchmark contracts (about 3,700 characters each), with `extra` files added. */
function project(count: number, extra: Record<string, string> = {}): string {
  const files: Record<string, string> = { ...extra };
  for (let n = 0; n < count; n++) files[`contracts/set_${String(n).padStart(4, "0")}.tool`] = text(n, 10);
  return tempProject(files);
}

/** Runs `contractc ARGS` on `threads` threads; returns the run and how many workers it started. */
function on(threads: number, dir: string, args: string[]): { code: number | null; stdout: string; stderr: string; workers: number } {
  const r = run(dir, args, { CONTRACTC_THREADS: String(threads), CONTRACTC_STATS: "1" });
  const stats = /^contractc-stats (.*)$/m.exec(r.stderr)?.[1];
  return { ...r, stderr: r.stderr.replace(/^contractc-stats .*\n/m, ""), workers: stats ? (JSON.parse(stats) as { workers: number }).workers : -1 };
}

describe("sharing a folder among threads", () => {
  const file = (n: number, size: number): SourceFile => ({ path: `f${n}.tool`, headerPath: `c/f${n}.tool`, text: "x".repeat(size) });

  it("gives no worker a small folder, or any folder on one thread", () => {
    expect(shares([file(0, 100_000), file(1, 100_000)], 2)).toEqual([]);
    expect(shares(Array.from({ length: 100 }, (_, n) => file(n, 4_000)), 1)).toEqual([]);
  });

  it("gives workers the end of a large folder, in order, and keeps the start for the main thread", () => {
    const files = Array.from({ length: 100 }, (_, n) => file(n, 4_000));
    const one = shares(files, 2);
    expect(one).toHaveLength(1);
    const taken = one.flat();
    expect(taken.at(-1)).toBe(files.at(-1));
    // 400,000 characters: main takes a worker's start (80,000) more than the worker's share.
    expect(taken.length).toBeGreaterThan(30);
    expect(taken.length).toBeLessThan(50);
    const three = shares(files, 8);
    expect(three.length).toBe(3);
    expect(three.flat()).toEqual(files.slice(files.length - three.flat().length));
  });
});

describe("build and check on several threads", () => {
  it("write and report exactly what one thread does", () => {
    const a = project(80);
    const b = project(80);
    const one = on(1, a, ["build"]);
    const two = on(2, b, ["build"]);
    expect(one.workers).toBe(0);
    expect(two.workers).toBeGreaterThan(0);
    expect(two.code).toBe(0);
    expect([two.stdout, two.stderr]).toEqual([one.stdout, one.stderr]);
    expect(snapshot(path.join(b, "generated"))).toEqual(snapshot(path.join(a, "generated")));
    expect(on(2, b, ["check"])).toMatchObject({ code: 0 });
    // A generated file of the last toolset, a worker's, edited: check names it either way.
    fs.appendFileSync(path.join(b, "generated/bench_79/types.ts"), "// edited\n");
    const c1 = on(1, b, ["check"]);
    const c2 = on(2, b, ["check"]);
    expect(c2.workers).toBeGreaterThan(0);
    expect(c2.code).toBe(1);
    expect(c2.stderr).toContain("bench_79/types.ts");
    expect([c2.stdout, c2.stderr]).toEqual([c1.stdout, c1.stderr]);
  });

  it("report an error and a duplicate toolset name in a worker's share as one thread does, and write nothing", () => {
    const extra = {
      // Sorted after every set_ file: the worker's share.
      "contracts/zz_broken.tool": `toolset broken "Broken."\n\nread look {\n  doc "Look."\n  arg id: Nowhere "An id."\n}\n`,
      "contracts/zz_twin.tool": text(3, 2).replace("// Benchmark contract 3.", "// The name of set 3 again."),
    };
    const a = project(80, extra);
    const b = project(80, extra);
    const one = on(1, a, ["build"]);
    const two = on(2, b, ["build"]);
    expect(two.workers).toBeGreaterThan(0);
    expect(two.code).toBe(1);
    expect(two.stderr).toContain("zz_broken.tool");
    expect(two.stderr).toContain("zz_twin.tool");
    expect([two.stdout, two.stderr]).toEqual([one.stdout, one.stderr]);
    expect(fs.existsSync(path.join(b, "generated"))).toBe(false);
  });
});
