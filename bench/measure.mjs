// Timing with tinybench. One call of a validator takes tens to hundreds of nanoseconds, below
// what one timer read can resolve, so each tinybench sample is a batch of calls and reports
// the batch's mean through `overriddenDuration`; the figure kept is the median of the samples.
import { Bench } from "tinybench";

/** Calls per sample: enough that two timer reads are noise against the batch. */
const BATCH = 200;

/** Where results go so the optimiser cannot drop a call whose result is unused. */
export let sink;

/** A tinybench task function timing `BATCH` calls of `fn(input)`. */
function batched(fn, input) {
  return () => {
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) sink = fn(input);
    const elapsed = performance.now() - t0;
    return { overriddenDuration: elapsed / BATCH, overriddenIterationCost: elapsed };
  };
}

/** The same for an async `fn` (each call awaited, as an application would). */
function batchedAsync(fn, input) {
  return async () => {
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) sink = await fn(input);
    const elapsed = performance.now() - t0;
    return { overriddenDuration: elapsed / BATCH, overriddenIterationCost: elapsed };
  };
}

/**
 * Times every job `{ name, fn, input, async? }` in one tinybench run; returns the median
 * ns per call of each, by name (NaN when a job failed).
 */
export async function measure(jobs, { time = 300, warmupTime = 100 } = {}) {
  const bench = new Bench({ time, warmupTime, warmup: true, throws: true });
  for (const job of jobs) {
    bench.add(job.name, job.async ? batchedAsync(job.fn, job.input) : batched(job.fn, job.input), {
      async: Boolean(job.async),
      // A collection between tasks, so one task's garbage is not collected on the next one's time.
      beforeAll: () => globalThis.gc?.(),
    });
  }
  await bench.run();
  const out = new Map();
  for (const task of bench.tasks) {
    const r = task.result;
    out.set(task.name, r.state === "completed" ? r.latency.p50 * 1e6 : NaN);
  }
  return out;
}
