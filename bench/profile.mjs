// A profile of the generated code at work: `node --cpu-prof bench/profile.mjs --run` calls
// contractc's validators on every benchmark input and the dispatcher's `call` on a valid
// get_order for a few seconds; `profileSummary` runs that in a child process and sums the
// samples taken inside that work by function, so the report can name the hottest functions
// of the generated code and its runtime (and how much goes to the engine: JSON, collection).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** Self time by function, summed over every sample taken under a frame of the function `work`. */
function summarise(profile, work) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const totals = new Map();
  let all = 0;
  const walk = (node, inside) => {
    const f = node.callFrame;
    inside ||= f.functionName === work;
    if (inside) {
      const t = self.get(node.id) ?? 0;
      // Generated files are named by toolset and file; the engine's own work by its name.
      const file = f.url ? f.url.split("/").slice(-2).join("/") : "";
      const key = `${f.functionName || "(anonymous)"}${file ? ` (${file})` : ""}`;
      totals.set(key, (totals.get(key) ?? 0) + t);
      all += t;
    }
    for (const c of node.children ?? []) walk(byId.get(c), inside);
  };
  walk(profile.nodes[0], false);
  return [...totals].sort((a, b) => b[1] - a[1]).map(([name, t]) => ({ name, share: t / all }));
}

/**
 * The top `n` functions by self time, for the validators and for `call`, in a child profiled
 * for about `ms` per job; or why there are none.
 */
export function profileSummary(n = 10, ms = 400) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-bench-profile-"));
  try {
    const r = spawnSync(process.execPath, ["--cpu-prof", "--cpu-prof-dir", dir, "--cpu-prof-interval", "100", fileURLToPath(import.meta.url), "--run", String(ms)], { cwd: ROOT, encoding: "utf8", timeout: 300_000 });
    const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (r.status !== 0 || !file) return { ok: false, text: `(no profile: ${r.error?.message ?? r.stderr.trim().split("\n")[0]})` };
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    return {
      ok: true,
      validators: summarise(profile, "validatorsAtWork").slice(0, n),
      call: summarise(profile, "callAtWork").slice(0, n),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Each validator on each input, each for about `ms`. */
function validatorsAtWork(jobs, ms) {
  let sink;
  for (const job of jobs) {
    const t0 = performance.now();
    while (performance.now() - t0 < ms) for (let i = 0; i < 1000; i++) sink = job.fn(job.input);
  }
  return sink;
}

/** `call` (awaited, `forModel()` taken) for about `ms`. */
async function callAtWork(job, ms) {
  let sink;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) for (let i = 0; i < 1000; i++) sink = await job.fn(job.input);
  return sink;
}

/** A table of a summary's functions and their shares. */
export function profileTable(top) {
  return ["| function (file) | share of samples |", "| --- | --- |", ...top.map((x) => `| ${x.name} | ${(100 * x.share).toFixed(1)}% |`)].join("\n");
}

if (process.argv[2] === "--run") {
  const { CASES } = await import("./cases.mjs");
  const { dispatchJobs } = await import("./dispatch.mjs");
  const { cleanUp, loadBenchToolset, loadToolset } = await import("./load.mjs");
  const toolsets = {
    larkfield: await loadToolset(ROOT, "larkfield"),
    users: await loadToolset(ROOT, "users"),
    kiosk: await loadBenchToolset(ROOT, "kiosk"),
  };
  const jobs = CASES.flatMap((c) => ["valid", "invalid"].map((kind) => ({ fn: toolsets[c.toolset].validators[c.tool], input: c[kind] })));
  const call = (await dispatchJobs(toolsets.larkfield)).jobs.find((j) => j.name === "call");
  validatorsAtWork(jobs, Number(process.argv[3]));
  await callAtWork(call, 3 * Number(process.argv[3]));
  cleanUp();
}
