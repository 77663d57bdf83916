// The compiler's own figures, from the benchmarks that live beside this one:
// bench/frontend.ts (parse, lower and check of a 1,000-tool contract) and bench/compiler.mjs
// (cold-process `build` and `check`), bench/lsp.mjs (the language server's latency) and
// bench/enum.mjs (lint and the language server on enums of tens of thousands of values).
// None exports a function to call (each runs on import), so each runs as a child process
// and its output is kept as printed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Runs one benchmark script; returns its output, or why there is none. */
function runScript(root, label, args, timeoutMs) {
  const started = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", timeout: timeoutMs });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : `exit ${r.status}: ${r.stderr.trim().split("\n").slice(0, 3).join(" | ")}`;
    return { label, ok: false, text: `(no figures: ${why}; run it by hand: ${args.slice(-1)[0]})` };
  }
  return { label, ok: true, text: `${r.stdout.trim()}\n(took ${seconds} s)` };
}

/**
 * The figures of the three scripts: `sizes` are the tool counts handed to compiler.mjs,
 * `frontendRuns` the runs frontend.ts takes the median of, `lspTools` the language server's contract size.
 */
export function compilerFigures(root, sizes, { frontendRuns = 40, lspTools = 1000 } = {}) {
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const out = [];
  out.push(
    fs.existsSync(tsx)
      ? runScript(root, `front end (bench/frontend.ts --runs ${frontendRuns}, 1,000 tools)`, [tsx, "bench/frontend.ts", "1000", "--runs", String(frontendRuns)], 600_000)
      : { label: "front end", ok: false, text: "(no figures: tsx is not installed; run `npx tsx bench/frontend.ts`)" },
  );
  out.push(
    fs.existsSync(path.join(root, "dist/src/cli/main.js"))
      ? runScript(root, `CLI, cold processes (bench/compiler.mjs ${sizes.join(" ")})`, ["bench/compiler.mjs", ...sizes.map(String)], 1_200_000)
      : { label: "CLI", ok: false, text: "(no figures: dist/ is not built; run `npm run compile`, then `node bench/compiler.mjs`)" },
  );
  out.push(
    fs.existsSync(path.join(root, "dist/src/cli/main.js"))
      ? runScript(root, `language server (bench/lsp.mjs, ${lspTools} tools)`, ["bench/lsp.mjs", String(lspTools)], 600_000)
      : { label: "language server", ok: false, text: "(no figures: dist/ is not built; run `npm run compile`, then `node bench/lsp.mjs`)" },
  );
  out.push(
    fs.existsSync(path.join(root, "dist/src/cli/main.js"))
      ? runScript(root, "large enums (bench/enum.mjs: lint at 10,000, 20,000 and 30,000 values; the language server at 20,000)", ["bench/enum.mjs"], 600_000)
      : { label: "large enums", ok: false, text: "(no figures: dist/ is not built; run `npm run compile`, then `node bench/enum.mjs`)" },
  );
  return out;
}
