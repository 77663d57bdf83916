// Loads a generated toolset's TypeScript in plain Node: every .ts file of the folder is
// transpiled with `typescript`.transpileModule (types erased, nothing else changed) into a
// temporary folder, which is then imported. The generated code imports nothing outside its
// folder, so the copy runs exactly as the committed source would once compiled.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const OPTIONS = {
  compilerOptions: {
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    // The generated code is written for strict TypeScript; keep its class fields as written.
    useDefineForClassFields: true,
  },
};

/** The temporary folders made by this process, removed by `cleanUp`. */
const made = [];

/** The folder of generated toolsets: `generated`, or CONTRACTC_GENERATED (relative to the root) to time another build. */
const GENERATED = process.env.CONTRACTC_GENERATED || "generated";

/**
 * Transpiles `<generated>/<toolset>/*.ts` and the shared runtime beside it into a temporary
 * folder and imports the toolset's index; `from` is the toolset's folder when it is somewhere else.
 */
export async function loadToolset(root, toolset, from = path.resolve(root, GENERATED, toolset)) {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), `contractc-bench-${toolset}-`));
  made.push(to);
  for (const [src, dst] of [[from, toolset], [path.join(from, "..", "_runtime"), "_runtime"]]) {
    fs.mkdirSync(path.join(to, dst), { recursive: true });
    for (const name of fs.readdirSync(src)) {
      if (!name.endsWith(".ts")) continue;
      const source = fs.readFileSync(path.join(src, name), "utf8");
      const js = ts.transpileModule(source, { ...OPTIONS, fileName: name }).outputText;
      fs.writeFileSync(path.join(to, dst, name.replace(/\.ts$/, ".js")), js);
    }
  }
  // An ESM folder of its own, whatever the package.json above the temporary folder says.
  fs.writeFileSync(path.join(to, "package.json"), '{ "type": "module" }\n');
  return import(pathToFileURL(path.join(to, toolset, "index.js")).href);
}

/**
 * Compiles the benchmark's own contracts (bench/contracts) with the built compiler
 * (dist/, as `npm ci` leaves it) into a temporary folder and loads `toolset` from there.
 */
export async function loadBenchToolset(root, toolset) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-bench-out-"));
  made.push(out);
  const cli = path.join(root, "dist", "src", "cli", "main.js");
  execFileSync(process.execPath, [cli, "build", "--contracts", path.join(root, "bench", "contracts"), "--out", out, "--quiet"], { stdio: "inherit" });
  return loadToolset(root, toolset, path.join(out, toolset));
}

/** Removes the temporary folders this process made. */
export function cleanUp() {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
