// Timing with tinybench. One call of a validator takes tens to hundreds of nanoseconds, below
// what one timer read can resolve, so each tinybench sample is a batch of calls and reports
// the batch's mean through `overriddenDuration`; the figure kept is the median of the samples.
//
// A batch is timed in CPU time (`process.cpuUsage`, user + system) rather than on the wall
// clock: on a machine shared with other work, time spent waiting for a core is not the code's.
// The CPU clock ticks in microseconds, so each batch is sized to take about a millisecond.
import v8 from "node:v8";
import { Bench } from "tinybench";

/** Where results go so the optimiser cannot drop a call whose result is unused. */
export let sink;

/** CPU time of this process so far, in microseconds. */
function cpu() {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/** About this many microseconds of work per sample. */
const SAMPLE_US = 1000;

/** Calls per batch for `fn(input)`: enough for a sample of about `SAMPLE_US` (the calls also warm it up). */
async function batchSize(fn, input, isAsync) {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 20) {
    for (let i = 0; i < 100; i++) sink = isAsync ? await fn(input) : fn(input);
    n += 100;
  }
  const usPerCall = ((performance.now() - t0) * 1000) / n;
  return Math.max(100, Math.ceil(SAMPLE_US / usPerCall));
}

/** A tinybench task function timing `batch` calls of `fn(input)`. */
function batched(fn, input, batch) {
  return () => {
    const t0 = cpu();
    for (let i = 0; i < batch; i++) sink = fn(input);
    const us = cpu() - t0;
    return { overriddenDuration: us / 1000 / batch, overriddenIterationCost: us / 1000 };
  };
}

/** The same for an async `fn` (each call awaited, as an application would). */
function batchedAsync(fn, input, batch) {
  return async () => {
    const t0 = cpu();
    for (let i = 0; i < batch; i++) sink = await fn(input);
    const us = cpu() - t0;
    return { overriddenDuration: us / 1000 / batch, overriddenIterationCost: us / 1000 };
  };
}

/**
 * Times every job `{ name, fn, input, async? }` in one tinybench run, in the order given;
 * returns the median ns per call of each, by name (NaN when a job failed).
 */
export async function measure(jobs, { time = 150, warmupTime = 50 } = {}) {
  const bench = new Bench({ time, warmupTime, warmup: true, throws: true });
  for (const job of jobs) {
    const batch = await batchSize(job.fn, job.input, Boolean(job.async));
    bench.add(job.name, job.async ? batchedAsync(job.fn, job.input, batch) : batched(job.fn, job.input, batch), {
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

/** Heap growth per call of `fn(input)` over 1,000 calls, the median of 5 tries with no collection in them. */
async function growth(fn, input, isAsync) {
  const calls = 1000;
  const run = async () => {
    if (isAsync) for (let i = 0; i < calls; i++) sink = await fn(input);
    else for (let i = 0; i < calls; i++) sink = fn(input);
  };
  for (let i = 0; i < 20; i++) await run(); // warm-up, so the optimised code is measured
  const tries = [];
  for (let t = 0; tries.length < 5 && t < 50; t++) {
    const before = v8.getHeapStatistics().used_heap_size;
    await run();
    const after = v8.getHeapStatistics().used_heap_size;
    if (after >= before) tries.push((after - before) / calls); // else a collection ran: try again
  }
  tries.sort((a, b) => a - b);
  return tries.length > 0 ? tries[tries.length >> 1] : NaN;
}

let overhead;

/**
 * Bytes allocated per call of `fn(input)`: the heap's growth over 1,000 calls after a warm-up,
 * less what reading the heap's size allocates itself. Unlike time, this does not depend on
 * what else the machine is doing, so it shows what a change saves even on a busy machine.
 */
export async function allocated(fn, input, isAsync = false) {
  overhead ??= await growth((x) => x, 0, false);
  return Math.max(0, (await growth(fn, input, isAsync)) - overhead);
}
