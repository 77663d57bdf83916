// The way in before contractc is on the registry, as the README gives it: the packed
// tarball installed into a fresh app as a devDependency. Its dependencies come from the
// registry. The app compiles the README's first contract with the installed command,
// which passes `fmt --check` and `check`, and the generated code passes `tsc --strict`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "../..");
const README = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-pack-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function sh(cmd: string, args: readonly string[], cwd: string): { code: number | null; out: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", timeout: 300_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/** The README's first ```tool block. */
function firstContract(): string {
  const lines = README.split("\n");
  const at = lines.indexOf("```tool");
  return `${lines.slice(at + 1, lines.indexOf("```", at + 1)).join("\n")}\n`;
}

describe("the packed tarball", () => {
  // `--ignore-scripts`: `prepare` would compile dist again under tests that are using it;
  // the test run compiles it first (pretest).
  const packed = sh("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", tmp], ROOT);
  const info = JSON.parse(packed.out.slice(packed.out.indexOf("["), packed.out.lastIndexOf("]") + 1)) as { filename: string; files: { path: string }[] }[];
  const files = new Set(info[0]?.files.map((f) => f.path));

  it("holds the docs the README links to, and says where the repository is", () => {
    const links = [...README.matchAll(/\]\((docs\/[^)#]+)/g)].map((m) => m[1] as string);
    expect(links.length).toBeGreaterThan(2);
    for (const l of links) expect(files, l).toContain(l);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { repository?: { url?: string } };
    expect(pkg.repository?.url).toMatch(/^git\+https:\/\/.+\.git$/);
  });

  it("installs as a devDependency in a fresh app and compiles the README's first contract", () => {
    const app = path.join(tmp, "app");
    fs.mkdirSync(path.join(app, "contracts"), { recursive: true });
    fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", type: "module", private: true }));
    // The file the README tells a user to install is the one `npm pack` writes.
    const name = info[0]?.filename ?? "missing.tgz";
    expect(README).toContain(`npm install --save-dev ../contractc/${name}`);
    const tarball = path.join(tmp, name);
    const installed = sh("npm", ["install", "--save-dev", "--no-audit", "--no-fund", "--prefer-offline", tarball], app);
    expect(installed.code, installed.out).toBe(0);
    const deps = (JSON.parse(fs.readFileSync(path.join(app, "package.json"), "utf8")) as { devDependencies?: Record<string, string> }).devDependencies;
    expect(Object.keys(deps ?? {})).toEqual(["contractc"]);
    fs.writeFileSync(path.join(app, "contracts/larkfield.tool"), firstContract());
    const cli = path.join(app, "node_modules/.bin/contractc");
    for (const args of [["build"], ["check"], ["fmt", "--check"]]) {
      const r = sh(cli, args, app);
      expect(r.code, `${args.join(" ")}: ${r.out}`).toBe(0);
      expect(r.out).not.toMatch(/\n\s+at /);
    }
    fs.writeFileSync(
      path.join(app, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", noEmit: true }, include: ["generated/**/*.ts"] }),
    );
    const tsc = sh(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", app], app);
    expect(tsc.code, tsc.out).toBe(0);
  });
});
