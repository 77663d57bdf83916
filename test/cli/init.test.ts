// `contractc init` in an empty folder: what it makes passes build, fmt --check, check and
// tsc --strict as made; run again, or over a folder with contracts, it overwrites nothing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { noStack, ROOT, run, snapshot, tempProject } from "./helpers.js";

/** tsc --strict over the app file (and what it imports), as an application compiles it. */
function tscStrict(dir: string): { code: number | null; out: string } {
  const args = ["--strict", "--noEmit", "--module", "NodeNext", "--moduleResolution", "NodeNext", "--target", "ES2022", "src/contract-tools.ts"];
  const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), ...args], { cwd: dir, encoding: "utf8" });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe("contractc init", () => {
  it("makes a project that builds, is formatted, checks and type-checks under --strict", () => {
    const dir = tempProject({ "package.json": JSON.stringify({ name: "app", version: "1.0.0", type: "module", scripts: { test: "node --test" } }, null, 2) });
    const r = run(dir, ["init"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/1 toolset: \d+ files written/);
    expect(fs.readFileSync(path.join(dir, "contracts/starter.tool"), "utf8")).toMatch(/^\/\/ A starter contract/);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts).toEqual({ test: "node --test", prebuild: "contractc build", check: "contractc check" });
    expect(fs.readFileSync(path.join(dir, ".gitattributes"), "utf8")).toContain("*.tool text eol=lf\ngenerated/** text eol=lf\n");
    for (const args of [["build"], ["check"], ["fmt", "--check"]]) expect(run(dir, args).code, args.join(" ")).toBe(0);
    const tsc = tscStrict(dir);
    expect(tsc.code, tsc.out).toBe(0);
  });

  it("answers a model's call through the app file it wrote", async () => {
    const dir = tempProject();
    expect(run(dir, ["init", "--out", "src/gen"]).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, "src/contract-tools.ts"), "utf8")).toContain('from "./gen/starter/index.js"');
    expect(tscStrict(dir).code).toBe(0);
    // Transpiled as the application's build would, then one call run through it.
    const ts = (await import("typescript")).default;
    for (const f of fs.readdirSync(path.join(dir, "src"), { recursive: true, encoding: "utf8" }).filter((x) => x.endsWith(".ts"))) {
      const file = path.join(dir, "src", f);
      fs.writeFileSync(file.replace(/\.ts$/, ".js"), ts.transpileModule(fs.readFileSync(file, "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
    }
    const app = (await import(pathToFileURL(path.join(dir, "src/contract-tools.js")).href)) as { runCall: (call: unknown, user: string) => Promise<string> };
    expect(await app.runCall({ name: "get_note", arguments: '{"note_id": 7}' }, "U-1")).toContain("Note 7 of U-1.");
    expect(await app.runCall({ name: "get_note", arguments: '{"note_id": 0}' }, "U-1")).toMatch(/note_id/);
  });

  it("overwrites nothing: a second run, or a folder that holds contracts, is refused with exit 2", () => {
    const dir = tempProject();
    expect(run(dir, ["init"]).code).toBe(0);
    const before = snapshot(dir);
    const again = run(dir, ["init"]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("'contracts' already holds contracts");
    expect(noStack(again)).toBe(true);
    expect(snapshot(dir)).toEqual(before);
    const other = tempProject({ "src/contract-tools.ts": "export {};\n" });
    const r = run(other, ["init"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("src/contract-tools.ts exists");
    expect(fs.existsSync(path.join(other, "contracts"))).toBe(false);
  });

  it("leaves a script of the same name alone and says so", () => {
    const dir = tempProject({ "package.json": JSON.stringify({ name: "app", scripts: { check: "eslint ." } }) });
    const r = run(dir, ["init"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("package.json already has a 'check' script; add 'contractc check' to it");
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts).toEqual({ check: "eslint .", prebuild: "contractc build" });
  });
});
