// The size of the generated code and what it costs its readers: lines per tool, `tsc
// --strict` over many toolsets, and importing one big toolset in a fresh process. The
// contracts are synthetic: every tool of the 10-tool sets takes a resource id, an enum with a
// default, an int range and an optional bounded string, and `returns` an object with a list;
// the 300-tool set's tools take two arguments. `tsc` runs as TypeScript 7 and as 5.9, over the
// output as `build` writes it (every file but the entries under `@ts-nocheck`: the application's
// compiler reads their types, contractc's tests check their bodies), and once more, for
// reference, with that line taken out. Run after `npm run compile`:
//   node bench/lean.mjs [--tsc=100,500] [--keep]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { NOCHECK_LINE } from "../dist/src/output/plan.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const CLI = path.join(ROOT, "dist/src/cli/main.js");
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc");

/**
 * The compilers `tsc --strict` is timed with: TypeScript 7 (the native compiler, what
 * `npm install typescript` gives a project today) and TypeScript 5.9 (the JavaScript
 * compiler, for projects that pin it). Both are development dependencies of this project.
 */
const COMPILERS = [
  ["TypeScript 7", path.join(ROOT, "node_modules/typescript7")],
  ["TypeScript 5.9", path.join(ROOT, "node_modules/typescript")],
].map(([name, dir]) => ({
  name,
  tsc: path.join(dir, "bin/tsc"),
  version: JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version,
}));

// Made-up words, so that no two docs are near twins (as in a real toolset).
const SYLLABLES = ["ka", "lo", "mi", "ren", "to", "vas", "qui", "bel", "dor", "fen", "gri", "hal", "jun", "pex", "sul", "tam"];
const word = (n) => SYLLABLES[n % 16] + SYLLABLES[(n >> 4) % 16] + SYLLABLES[(n >> 8) % 16];

/** A 10-tool toolset: resource id, enum with default, int range, optional bounded string, returns with a list. */
export function tenTools(n) {
  const tools = [];
  for (let i = 0; i < 10; i++)
    tools.push(`read find_${n}_${i} {
  doc "Find the ${word(3 * i)} ${word(3 * i + 1)} items of one account. Returns the account's ${word(3 * i + 2)} items."
  arg account_id: account "The account ID: AC- and 6 digits."
  arg sort?: "new" | "old" = "new" "Which items come first."
  arg limit: int(1..100) "How many items to return."
  arg note?: string(..200) "A note to filter by."
  returns { account: AccountId, items: { name: string(..80), qty: int(0..999) }[..100] }
}
`);
  return `toolset lean_${n} "Synthetic tools, set ${n}."

context {
  customer_id: string
}

type AccountId = string /^AC-\\d{6}$/

resource account {
  id AccountId
  owner customer_id
  missing "There is no account {id}."
}

${tools.join("\n")}`;
}

/** The tsc targets by number of toolsets: seconds and peak MB. */
const TSC_TARGETS = { 100: { s: 5, mb: 500 }, 500: { s: 30, mb: 2048 } };

/** One toolset of `count` two-argument tools. */
export function twoArgTools(count) {
  const tools = [];
  for (let i = 0; i < count; i++)
    tools.push(`read look_${i} {
  doc "Look up entry ${i} by its code. Returns the entry."
  arg code: string(1..40) "The entry's code."
  arg detail: "short" | "full" "How much to return."
}
`);
  return `toolset wide "Synthetic tools, one wide set."\n\n${tools.join("\n")}`;
}

function build(dir, files) {
  const contracts = path.join(dir, "contracts");
  fs.mkdirSync(contracts, { recursive: true });
  for (const [name, text] of files) fs.writeFileSync(path.join(contracts, name), text);
  const r = spawnSync(process.execPath, [CLI, "build", "--contracts", contracts, "--out", path.join(dir, "generated"), "--quiet"], {
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`build failed: ${r.stderr || r.stdout}`);
  return path.join(dir, "generated");
}

/** `tsc -p dir` with compiler `c` in a fresh process: wall seconds, peak MB, and "ok" or what failed. */
function timeTsc(c, dir) {
  const t0 = performance.now();
  const r = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, "--max-old-space-size=4096", c.tsc, "-p", dir], { encoding: "utf8" });
  const s = (performance.now() - t0) / 1000;
  // Peak resident memory of the compiler (for TypeScript 7, of its native process).
  const mb = Number(r.stderr.trim().split("\n").at(-1)) / 1024;
  return { s, mb, status: r.status === 0 ? "ok" : `exit ${r.status}: ${r.stdout.slice(0, 200)}` };
}

/** Takes the `@ts-nocheck` line out of every generated TypeScript file under `dir`. */
function stripNocheck(dir) {
  for (const rel of fs.readdirSync(dir, { recursive: true })) {
    if (!rel.endsWith(".ts")) continue;
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(`\n${NOCHECK_LINE}\n`, "\n"));
  }
}

/** Lines and bytes of every file under `dir`, by file name. */
function sizes(dir) {
  const by = new Map();
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const text = fs.readFileSync(path.join(e.parentPath, e.name), "utf8");
    const rel = path.relative(dir, path.join(e.parentPath, e.name));
    const key = rel.includes(path.sep) && !rel.startsWith("_runtime") ? rel.split(path.sep).slice(1).join("/") : rel;
    const row = by.get(key) ?? { lines: 0, bytes: 0 };
    row.lines += text.split("\n").length - 1;
    row.bytes += Buffer.byteLength(text);
    by.set(key, row);
  }
  return by;
}

const total = (by) => [...by.values()].reduce((a, r) => ({ lines: a.lines + r.lines, bytes: a.bytes + r.bytes }), { lines: 0, bytes: 0 });

/** Measures and prints the figures; returns them as the rows of a Markdown table. */
export function leanFigures({ tscSets = [100, 500], keep = false } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-lean-"));
  const results = [];
  const targets = [];
  const ok = (met) => (met ? "met" : "**missed**");
  try {
    // 1. Lines per tool in one 300-tool toolset, every file counted.
    const wide = build(path.join(tmp, "wide"), [["wide.tool", twoArgTools(300)]]);
    const by = sizes(wide);
    const all = total(by);
    console.log(`300-tool toolset: ${all.lines} lines (${(all.lines / 300).toFixed(0)} per tool), ${(all.bytes / 1024).toFixed(0)} KB`);
    for (const [name, r] of [...by].sort((a, b) => b[1].lines - a[1].lines)) console.log(`  ${name.padEnd(34)} ${String(r.lines).padStart(7)} lines`);
    results.push(`| 300-tool toolset, lines per tool (all files) | ${(all.lines / 300).toFixed(0)} |`);
    targets.push(`- 300-tool toolset: ${(all.lines / 300).toFixed(0)} lines per tool (target ≤ 150: ${ok(all.lines / 300 <= 150)})`);

    // 2. Import of the 300-tool entry in a fresh process (transpiled as an application ships it).
    const js = path.join(tmp, "wide-js");
    // ES modules, as an application ships them (nodenext reads the nearest package.json).
    fs.writeFileSync(path.join(wide, "package.json"), '{"type":"module"}');
    const t = spawnSync(
      process.execPath,
      [
        TSC,
        "--outDir",
        js,
        "--module",
        "nodenext",
        "--target",
        "es2022",
        "--strict",
        "--skipLibCheck",
        "--rootDir",
        wide,
        ...fs
          .readdirSync(wide, { recursive: true })
          .filter((f) => f.endsWith(".ts"))
          .map((f) => path.join(wide, f)),
      ],
      { encoding: "utf8" },
    );
    if (t.status !== 0) throw new Error(`tsc failed: ${t.stdout}`);
    fs.writeFileSync(path.join(js, "package.json"), '{"type":"module"}');
    const entry = pathToFileURL(path.join(js, "wide/index.js")).href;
    const probe = `const t0 = performance.now(); await import(${JSON.stringify(entry)}); console.log(performance.now() - t0);`;
    const runs = Array.from({ length: 5 }, () => {
      const r = spawnSync(process.execPath, ["--input-type=module", "-e", probe], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`import failed: ${r.stderr.slice(0, 400)}`);
      return Number(r.stdout);
    });
    runs.sort((a, b) => a - b);
    console.log(`import of the 300-tool entry in a fresh process: median ${runs[2].toFixed(1)} ms (of 5)`);
    results.push(`| import of the 300-tool entry, fresh process | ${runs[2].toFixed(1)} ms |`);

    // 3. tsc --strict over N toolsets of 10 tools.
    for (const n of tscSets) {
      const dir = path.join(tmp, `sets-${n}`);
      const out = build(
        dir,
        Array.from({ length: n }, (_, i) => [`lean_${i}.tool`, tenTools(i)]),
      );
      const size = total(sizes(out));
      fs.writeFileSync(
        path.join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, module: "nodenext", target: "es2022", skipLibCheck: true, types: [] },
          include: ["generated/**/*.ts"],
        }),
      );
      for (const c of COMPILERS) {
        const { s, mb, status } = timeTsc(c, dir);
        console.log(
          `tsc --strict (${c.name}, ${c.version}) over ${n} toolsets of 10 tools (${size.lines} lines, ${(size.bytes / 1048576).toFixed(1)} MB): ${s.toFixed(1)} s, ${mb.toFixed(0)} MB peak, ${status}`,
        );
        results.push(`| tsc --strict (${c.name}, ${c.version}), ${n} toolsets of 10 tools | ${s.toFixed(1)} s, ${mb.toFixed(0)} MB |`);
        const limit = TSC_TARGETS[n];
        if (limit)
          targets.push(
            `- tsc --strict (${c.name}) over ${n} toolsets of 10 tools: ${s.toFixed(1)} s, ${mb.toFixed(0)} MB (target < ${limit.s} s and ${limit.mb} MB: ${ok(status === "ok" && s < limit.s && mb < limit.mb)})`,
          );
      }
      // For reference, not a target: what an application would pay to check the generated
      // bodies again, with the `@ts-nocheck` line taken out of every file.
      if (n === tscSets[0]) {
        stripNocheck(out);
        for (const c of COMPILERS) {
          const { s, mb, status } = timeTsc(c, dir);
          console.log(`  the same with every body checked (no @ts-nocheck), ${c.name}: ${s.toFixed(1)} s, ${mb.toFixed(0)} MB peak, ${status}`);
          results.push(`| the same, every body checked too (no \`@ts-nocheck\`), ${c.name} | ${s.toFixed(1)} s, ${mb.toFixed(0)} MB |`);
        }
      }
    }
  } finally {
    if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
    else console.log(`kept ${tmp}`);
  }
  return { rows: results, targets };
}

/** The figures as a section of bench/results.md, with the targets they are judged by. */
export function leanSection({ rows, targets }) {
  return [
    "## Size of the generated code, and what it costs tsc and a cold start",
    "",
    "| figure | value |",
    "|---|---|",
    ...rows,
    "",
    ...(targets.length ? ["Targets:", "", ...targets, ""] : []),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
  const tscSets = (flag("tsc") ?? "100,500")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);
  const { targets } = leanFigures({ tscSets, keep: process.argv.includes("--keep") });
  console.log(targets.join("\n"));
}
