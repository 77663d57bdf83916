// The generated folder imports nothing, Node built-ins included, so it type-checks in a
// project with no `@types/node` (an edge runtime, a browser bundle) under the TypeScript
// versions users run: 5.9 and 7. A toolset imports only from its own folder and the shared
// runtime beside it. Each toolset is copied with the runtime alone into a temporary project
// whose only lib is ES2022 (plus the DOM's, for `globalThis.crypto`), with `types: []`,
// and checked by each compiler's own `tsc`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stripNocheck } from "../helpers/checked.js";

const ROOT = path.join(import.meta.dirname, "../..");
const COMPILERS = [
  ["TypeScript 5.9", path.join(ROOT, "node_modules/typescript/bin/tsc")],
  ["TypeScript 7", path.join(ROOT, "node_modules/typescript7/bin/tsc")],
] as const;
const TOOLSETS = ["larkfield", "museum", "users"] as const;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project in a temporary folder holding one toolset's generated files and nothing else. */
function project(toolset: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `contractc-portable-${toolset}-`));
  made.push(dir);
  fs.cpSync(path.join(ROOT, "generated", toolset), path.join(dir, toolset), { recursive: true });
  fs.cpSync(path.join(ROOT, "generated", "_runtime"), path.join(dir, "_runtime"), { recursive: true });
  stripNocheck(dir); // the bodies are what this test checks
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: "es2022",
    module: "nodenext",
    moduleResolution: "nodenext",
    lib: ["es2022", "dom"],
    types: [],
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
  };
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: [`${toolset}/**/*.ts`, "_runtime/*.ts"] }));
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  return dir;
}

describe("the generated folders", () => {
  const imports = (dir: string): string[] =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/^(?:import|export)[^;]*?from\s+"([^"]+)"/gm)].map((m) => `${f}: ${m[1]}`));
  it.each(TOOLSETS)("generated/%s imports only from its own folder and the shared runtime", (toolset) => {
    const outside = imports(path.join(ROOT, "generated", toolset)).filter((x) => !/^\.\/|^\.\.\/_runtime\//.test(x.split(": ")[1] ?? ""));
    expect(outside).toEqual([]);
  });
  it("generated/_runtime imports only from its own folder", () => {
    const outside = imports(path.join(ROOT, "generated", "_runtime")).filter((x) => !x.split(": ")[1]?.startsWith("./"));
    expect(outside).toEqual([]);
  });
});

describe.each(COMPILERS)("%s", (name, tsc) => {
  it("is the compiler it claims to be", () => {
    const r = spawnSync(process.execPath, [tsc, "--version"], { encoding: "utf8" });
    expect(r.stdout).toMatch(name === "TypeScript 7" ? /Version 7\./ : /Version 5\.9\./);
  });
  it.each(TOOLSETS)("checks generated/%s with no @types/node and no import from outside", (toolset) => {
    const dir = project(toolset);
    const r = spawnSync(process.execPath, [tsc, "-p", path.join(dir, "tsconfig.json")], { cwd: dir, encoding: "utf8", timeout: 300_000 });
    expect(`${r.stdout}${r.stderr}`.trim()).toBe("");
    expect(r.status).toBe(0);
  });
});
