// Toolsets share one runtime per output folder, so a toolset built by one compiler may meet
// the runtime written by another (two contracts folders, one `--out`). That must never pass
// silently: `tsc` rejects the pair (in index.ts, the one generated file it checks as it is,
// `@ts-nocheck` and all), and so does loading it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "../..");
const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

/** A copy of generated/users and the runtime, the runtime's version replaced by `version` when given. */
function copy(version?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-runtime-version-"));
  made.push(dir);
  for (const f of ["users", "_runtime"]) fs.cpSync(path.join(ROOT, "generated", f), path.join(dir, f), { recursive: true });
  if (version) {
    const file = path.join(dir, "_runtime/runtime.ts");
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/export const RUNTIME_VERSION = "[0-9a-f]{16}";/);
    fs.writeFileSync(file, text.replace(/RUNTIME_VERSION = "[0-9a-f]{16}"/, `RUNTIME_VERSION = "${version}"`));
  }
  return dir;
}

function typeErrors(dir: string): string {
  const compilerOptions = { strict: true, noEmit: true, target: "es2022", module: "nodenext", lib: ["es2022", "dom"], types: [], skipLibCheck: true };
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["**/*.ts"] }));
  fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
  const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
  return r.stdout;
}

async function load(dir: string): Promise<unknown> {
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((n) => n.endsWith(".ts"))) {
    const js = ts.transpileModule(fs.readFileSync(path.join(dir, f), "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    fs.writeFileSync(path.join(dir, f.replace(/\.ts$/, ".js")), js.outputText);
  }
  fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
  return import(pathToFileURL(path.join(dir, "users/index.js")).href);
}

describe("a toolset and the shared runtime of another version", () => {
  it("type-check and load together when the versions match", async () => {
    const dir = copy();
    expect(typeErrors(dir)).toBe("");
    expect(await load(dir)).toHaveProperty("createDispatcher");
  });

  it("fail tsc, naming the version line, when they differ", () => {
    const out = typeErrors(copy("0123456789abcdef"));
    expect(out).toMatch(/users\/index\.ts\(\d+,\d+\): error TS2322: Type '"[0-9a-f]{16}"' is not assignable to type '"0123456789abcdef"'/);
  });

  it("refuse to load, saying what to do, when they differ", async () => {
    await expect(load(copy("0123456789abcdef"))).rejects.toThrow("users: built for another version of _runtime/; run contractc build");
  });
});
