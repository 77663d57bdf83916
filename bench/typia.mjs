// typia's validators for the benchmark, made the way typia's CLI generation mode makes them:
// `typia generate` writes plain TypeScript from bench/typia/validators.ts, with no transform
// left to run, and the output is transpiled like the generated toolsets (bench/load.mjs).
// It runs when the benchmark starts, in a folder under .tmp/ of the repository (so the
// output's imports of typia resolve), and nothing of it is committed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** typia's generated `validateEquals` of each benchmark tool, or why there is none. */
export async function typiaValidators(root) {
  const cli = path.join(root, "node_modules", "typia", "lib", "executable", "typia.js");
  if (!fs.existsSync(cli)) return { error: "typia is not installed (npm ci installs it)" };
  fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, ".tmp", "typia-"));
  try {
    fs.mkdirSync(path.join(dir, "in"));
    fs.copyFileSync(path.join(root, "bench", "typia", "validators.ts"), path.join(dir, "in", "validators.ts"));
    const config = { compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "bundler", strict: true, skipLibCheck: true } };
    fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(config));
    execFileSync(process.execPath, [cli, "generate", "--input", "in", "--output", "out", "--project", "tsconfig.json"], { cwd: dir, stdio: "pipe" });
    const source = fs.readFileSync(path.join(dir, "out", "validators.ts"), "utf8");
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }, fileName: "validators.ts" }).outputText;
    const file = path.join(dir, "validators.mjs");
    fs.writeFileSync(file, js);
    return { validators: (await import(pathToFileURL(file).href)).validators };
  } catch (error) {
    return { error: `typia generate failed: ${String(error.stderr ?? error.message).trim().split("\n")[0]}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
