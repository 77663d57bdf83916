// Cold-process timings of `contractc build` and `check` over generated contracts
// (10 tools per file): wall time and peak RSS. Run after `npm run build`:
//   node bench/compiler.mjs [sizes...]      e.g. node bench/compiler.mjs 10 100 1000 5000
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contractText, writeContracts } from "./gen-contracts.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** A private copy of dist/ (same package.json and node_modules), so a rebuild of dist/ mid-run cannot skew it. */
function snapshot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-bench-cli-"));
  fs.cpSync(path.join(ROOT, "dist"), path.join(dir, "dist"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  // The runtime emitter copies these sources into each toolset's folder.
  if (fs.existsSync(path.join(ROOT, "src/runtime"))) fs.cpSync(path.join(ROOT, "src/runtime"), path.join(dir, "src/runtime"), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return path.join(dir, "dist/src/cli/main.js");
}
const CLI = snapshot();
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);

/** Runs the command once in a fresh process; returns wall ms, peak RSS in MB and the exit code. */
function time(cwd, args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args, "--quiet"], { cwd, encoding: "utf8", maxBuffer: 1 << 30, env: { ...process.env, CONTRACTC_STATS: "1" } });
  const ms = performance.now() - t0;
  const stats = /contractc-stats (.*)/.exec(r.stderr)?.[1];
  const rss = stats ? JSON.parse(stats).maxRssKb / 1024 : NaN;
  const cpu = stats ? JSON.parse(stats).cpuMs : NaN;
  if (r.status !== 0) process.stderr.write(`  (exit ${r.status}: ${r.stderr.split("\n").slice(0, 3).join(" | ")})\n`);
  return { ms, rss, cpu };
}

const row = (label, tools, t) =>
  console.log(`${label.padEnd(22)} ${String(tools).padStart(5)} tools  ${t.ms.toFixed(0).padStart(6)} ms  (CPU ${String(t.cpu).padStart(5)} ms)  ${t.rss.toFixed(0).padStart(5)} MB`);

for (const tools of sizes.length ? sizes : [10, 100, 1000, 5000]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-bench-"));
  writeContracts(dir, tools);
  // A project as users have one: `build` keeps what it remembers in node_modules/.cache.
  fs.mkdirSync(path.join(dir, "node_modules"));
  row("build (cold)", tools, time(dir, ["build"]));
  row("check (every byte)", tools, time(dir, ["check"]));
  row("build (no change)", tools, time(dir, ["build"]));
  if (tools === 1000) {
    fs.writeFileSync(path.join(dir, "contracts/set_0042.tool"), contractText(42, 10, 1));
    row("build (1 of 100 edited)", tools, time(dir, ["build"]));
    row("check (after rebuild)", tools, time(dir, ["check"]));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
