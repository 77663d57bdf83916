// The way in before contractc is on the registry, as the README gives it: the packed
// tarballs installed into a fresh app, the compiler as a devDependency and
// @contractc/runtime as a dependency. Their dependencies come from the registry. The app
// compiles the README's first contract with the installed command, which passes
// `fmt --check` and `check`, and the generated code passes `tsc --strict`; then, pruned to
// what production installs, it runs on SQLite with none of the compiler's packages left.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { APP, TSCONFIG } from "./app-files.js";

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

interface Packed {
  filename: string;
  files: { path: string }[];
}

/** Packs the package at the root, or the workspace `workspace`, into `tmp`. */
function pack(workspace?: string): Packed {
  // `--ignore-scripts`: `prepare` would compile dist again under tests that are using it;
  // the test run compiles it first (pretest).
  const where = workspace === undefined ? [] : ["--workspace", workspace];
  const packed = sh("npm", ["pack", ...where, "--ignore-scripts", "--json", "--pack-destination", tmp], ROOT);
  const info = JSON.parse(packed.out.slice(packed.out.indexOf("["), packed.out.lastIndexOf("]") + 1)) as Packed[];
  if (info.length !== 1) throw new Error(`npm pack: ${packed.out}`);
  return info[0] as Packed;
}

/** The names of every package installed under `dir`'s node_modules, nested ones included. */
function installed(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (modules: string): void => {
    if (!fs.existsSync(modules)) return;
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith(".")) continue;
      const scoped = entry.startsWith("@") ? fs.readdirSync(path.join(modules, entry)).map((e) => `${entry}/${e}`) : [entry];
      for (const name of scoped) {
        names.add(name);
        walk(path.join(modules, name, "node_modules"));
      }
    }
  };
  walk(path.join(dir, "node_modules"));
  return names;
}

const ROOT_PKG = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("the packed tarball", () => {
  const compiler = pack();
  const runtime = pack("@contractc/runtime");
  const files = new Set(compiler.files.map((f) => f.path));

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
    const name = compiler.filename;
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

  it("ships no stores or adapters in the compiler: they are in @contractc/runtime", () => {
    expect([...files].filter((f) => /^dist\/src\/(stores|adapters)\//.test(f))).toEqual([]);
    expect(runtime.files.map((f) => f.path)).toEqual(expect.arrayContaining(["README.md", "package.json", "dist/stores/sqlite.js", "dist/adapters/mcp.d.ts"]));
    expect(runtime.files.filter((f) => !/^(dist\/|README\.md$|package\.json$)/.test(f.path))).toEqual([]);
  });

  it("runs in production on SQLite after npm prune --omit=dev, with none of the compiler's packages left", () => {
    const app = path.join(tmp, "prod-app");
    fs.mkdirSync(path.join(app, "contracts"), { recursive: true });
    fs.mkdirSync(path.join(app, "src"));
    fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "prod-app", version: "1.0.0", type: "module", private: true }));
    expect(README).toContain(`npm install ../contractc/${runtime.filename}`);
    const npm = (args: string[]) => {
      const r = sh("npm", [...args, "--no-audit", "--no-fund", "--prefer-offline"], app);
      expect(r.code, r.out).toBe(0);
    };
    // As the README says: the compiler a devDependency, the runtime and its driver dependencies.
    const dev = ROOT_PKG.devDependencies;
    npm(["install", "--save-dev", path.join(tmp, compiler.filename), `@types/better-sqlite3@${dev["@types/better-sqlite3"]}`, `@types/node@${dev["@types/node"]}`]);
    // better-sqlite3's native addon is the repository's own, built for the Node running
    // these tests (under each version CI runs): its install script would download or
    // compile SQLite, and nothing can be downloaded in CI.
    npm(["install", "--ignore-scripts", path.join(tmp, runtime.filename), `better-sqlite3@${dev["better-sqlite3"]}`]);
    const addon = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";
    fs.mkdirSync(path.dirname(path.join(app, addon)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, addon), path.join(app, addon));
    fs.writeFileSync(path.join(app, "contracts/larkfield.tool"), firstContract());
    fs.writeFileSync(path.join(app, "src/app.ts"), APP);
    fs.writeFileSync(path.join(app, "tsconfig.json"), TSCONFIG);
    const build = sh(path.join(app, "node_modules/.bin/contractc"), ["build"], app);
    expect(build.code, build.out).toBe(0);
    const tsc = sh(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", app], app);
    expect(tsc.code, tsc.out).toBe(0);

    const before = installed(app);
    const compilerDeps = ["contractc", ...Object.keys(ROOT_PKG.dependencies)];
    for (const name of compilerDeps) expect(before, name).toContain(name);
    npm(["prune", "--omit=dev"]);
    const after = installed(app);
    for (const name of [...compilerDeps, "@types/node", "@chevrotain/types"]) expect(after, name).not.toContain(name);
    expect(after).toContain("@contractc/runtime");

    const run = sh(process.execPath, ["build/src/app.js", path.join(app, "app.db")], app);
    expect(run.code, run.out).toBe(0);
    expect(JSON.parse(run.out.trim())).toEqual({
      read: "ok",
      proposed: "ok",
      codes: ["ok", "ok", "already_executed"],
      refunds: [{ order_id: "LK-551906", amount: 20 }],
    });
  });
});
