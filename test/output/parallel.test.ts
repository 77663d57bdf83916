// The planning queue: every toolset planned exactly once, in order, whoever plans it; a
// worker that refuses or dies hands its toolset back to the main thread.
import { describe, expect, it } from "vitest";
import { planQueue, type QueuedJob } from "../../src/output/parallel.js";
import type { PlannedFile } from "../../src/output/plan.js";

const script = (name: string): URL => new URL(`./workers/${name}.mjs`, import.meta.url);

/** Jobs whose local plan takes a few milliseconds, or until `wait` settles. */
const jobs = (n: number, wait?: Promise<unknown>): QueuedJob[] =>
  Array.from({ length: n }, (_, i) => ({
    local: async (): Promise<PlannedFile[]> => {
      await (wait ?? new Promise((r) => setTimeout(r, 5)));
      return [{ path: `main/${i}`, text: `in-${i}` }];
    },
    remote: { source: { path: `c${i}.tool`, headerPath: `contracts/c${i}.tool`, text: "" }, input: `in-${i}`, fingerprint: "f" },
  }));

/** The job index each result belongs to, and who planned it. */
const owners = (results: PlannedFile[][]): { index: number; by: string }[] =>
  results.map((files) => {
    const [by, index] = (files[0]?.path ?? "?/-1").split("/");
    return { index: Number(index), by: by ?? "?" };
  });

describe("planQueue", () => {
  it("plans every job in order on the main thread alone", async () => {
    const seen: string[] = [];
    const r = await planQueue(jobs(5), 0, (f) => seen.push(f[0]?.path ?? ""));
    expect(owners(r)).toEqual([0, 1, 2, 3, 4].map((index) => ({ index, by: "main" })));
    expect(seen).toEqual(["main/0", "main/1", "main/2", "main/3", "main/4"]);
  });

  it("hands each text to onPlanned and keeps only paths; without it, keeps the texts", async () => {
    const texts: string[] = [];
    const handed = await planQueue(jobs(3), 0, (f) => texts.push(f[0]?.text ?? ""));
    expect(texts).toEqual(["in-0", "in-1", "in-2"]);
    expect(handed.flat()).toEqual([0, 1, 2].map((i) => ({ path: `main/${i}`, text: "" })));
    expect((await planQueue(jobs(2), 0)).flat().map((f) => f.text)).toEqual(["in-0", "in-1"]);
  });

  it("shares the jobs with workers and keeps each result at its job's place", async () => {
    const seen: string[] = [];
    // The main thread plans nothing until a worker has planned a job: however slowly a loaded
    // machine starts threads, both sides get some, which is what this test is about.
    let workerPlanned = (): void => undefined;
    const firstFromWorker = new Promise<void>((r) => (workerPlanned = r));
    const onPlanned = (f: readonly PlannedFile[]) => {
      seen.push(f[0]?.path ?? "");
      if (f[0]?.path.startsWith("worker/")) workerPlanned();
    };
    const r = await planQueue(jobs(60, firstFromWorker), 2, onPlanned, script("answers"));
    expect(owners(r).map((o) => o.index)).toEqual([...Array(60).keys()]);
    expect(new Set(owners(r).map((o) => o.by))).toEqual(new Set(["main", "worker"]));
    expect(seen).toHaveLength(60);
  });

  it.each(["refuses", "crashes"])("plans on the main thread what a worker that %s hands back", async (name) => {
    const r = await planQueue(jobs(20), 2, undefined, script(name));
    expect(owners(r)).toEqual([...Array(20).keys()].map((index) => ({ index, by: "main" })));
  });

  it("finishes when the main thread has planned everything before a worker is ready", async () => {
    const r = await planQueue(jobs(1), 1, undefined, script("answers"));
    expect(owners(r)).toEqual([{ index: 0, by: "main" }]);
  });
});
