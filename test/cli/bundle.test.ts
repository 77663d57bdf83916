// The bin runs the command from the bundle `npm run compile` makes, and runs the compiled
// modules one by one where there is none: both write the same bytes, and both remember
// the same fingerprint, since the bundle's chunks sit where the modules they hold do and
// the bundle holds the hashes of the code it was made from.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tempProject, TINY } from "./helpers.js";

const BAD = `toolset bad "Bad."\n\nread x {\n  doc "An argument of no known type."\n  arg a: Nope "A."\n}\n`;

/** A copy of the package's dist/ (package.json, runtime sources and node_modules beside it), without the bundle if asked. */
function install(bundled: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-install-"));
  fs.cpSync(path.join(ROOT, "dist"), path.join(dir, "dist"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  fs.cpSync(path.join(ROOT, "src/runtime"), path.join(dir, "src/runtime"), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  if (!bundled) for (const f of fs.readdirSync(path.join(dir, "dist/src/cli"))) if (/^(bundle|chunk-)/.test(f)) fs.rmSync(path.join(dir, "dist/src/cli", f));
  return path.join(dir, "dist/src/cli/main.js");
}

/** Every file under a folder with its bytes. */
function tree(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  return Object.fromEntries(files.sort().map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")]));
}

describe("the command's bundle", () => {
  it("is what the bin loads, and its map names the compiled modules each of its files holds", () => {
    const cli = path.join(ROOT, "dist/src/cli");
    const map = JSON.parse(fs.readFileSync(path.join(cli, "bundle-modules.json"), "utf8")) as Record<string, string[]>;
    expect(map["bundle.js"]).toContain("run.js");
    const held = Object.values(map).flat();
    for (const m of ["commands.js", "../compile.js", "../emit/index.js", "../check/index.js", "../output/plan.js"]) expect(held).toContain(m);
    for (const f of Object.keys(map)) expect(fs.existsSync(path.join(cli, f)), f).toBe(true);
  });

  it("holds the hashes of the very code it bundles, so the bundled command reads none of it for its fingerprint", async () => {
    const { computedCodeHashes } = (await import(path.join(ROOT, "dist/src/output/fingerprint.js"))) as typeof import("../../src/output/fingerprint.js");
    const hashes = computedCodeHashes();
    expect(hashes.output).toMatch(/^[0-9a-f]{16}$/);
    const cli = path.join(ROOT, "dist/src/cli");
    const bundled = fs.readdirSync(cli).filter((f) => /^(bundle|chunk-)/.test(f)).map((f) => fs.readFileSync(path.join(cli, f), "utf8")).join("\n");
    expect(bundled).toContain(`{ output: "${hashes.output}", checker: "${hashes.checker}" }`);
  });

  it("writes, checks and reports exactly what the modules run one by one do", () => {
    const runs = [true, false].map((bundled) => {
      const cli = install(bundled);
      const dir = tempProject({ "contracts/tiny.tool": TINY });
      fs.mkdirSync(path.join(dir, "node_modules"));
      const node = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: "utf8" });
      const build = node("build");
      const check = node("check");
      fs.writeFileSync(path.join(dir, "contracts/bad.tool"), BAD);
      const bad = node("build");
      return { bundled: fs.existsSync(path.join(path.dirname(cli), "bundle.js")), build, check, bad, out: tree(path.join(dir, "generated")) };
    });
    const [bundle, modules] = runs;
    expect(bundle?.bundled).toBe(true);
    expect(modules?.bundled).toBe(false);
    for (const r of runs) {
      expect(r.build.status, r.build.stderr).toBe(0);
      expect(r.check.status, r.check.stderr).toBe(0);
      expect(r.bad.status).toBe(1);
    }
    expect(Object.keys(bundle?.out ?? {})).toContain("contractc-manifest.json");
    // The same bytes, the manifest's input hashes (the compiler's fingerprint) included.
    expect(bundle?.out).toEqual(modules?.out);
    expect(bundle?.bad.stderr).toBe(modules?.bad.stderr);
    expect(bundle?.bad.stderr).toMatch(/contracts\/bad\.tool:5:10: error/);
  });
});
