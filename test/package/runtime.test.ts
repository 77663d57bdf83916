// @contractc/runtime, the package an application ships: every subpath it exports resolves,
// with its types, and nothing it can load reaches the compiler. The imports are followed
// from each export through the built files, so a store or adapter that starts importing
// compiler code (or a compiler dependency) fails here, not in a user's production install.
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sqliteStore } from "@contractc/runtime/sqlite";

const ROOT = path.join(import.meta.dirname, "../..");
const PKG = path.join(ROOT, "packages/runtime");

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
}
const manifest = JSON.parse(fs.readFileSync(path.join(PKG, "package.json"), "utf8")) as Manifest;
const compiler = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as Manifest;

// `import ... from "x"`, `export ... from "x"`, `import("x")`, and `import "x"`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** Every built file reachable from `entry` by relative imports, and the bare packages they import. */
export function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const m of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const spec = m[1] as string;
      if (spec.startsWith(".")) todo.push(path.resolve(path.dirname(file), spec));
      else if (!spec.startsWith("node:")) packages.add(spec.split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/"));
    }
  }
  return { files, packages };
}

const entries = Object.entries(manifest.exports).filter(([sub]) => sub !== "./package.json");

describe("@contractc/runtime", () => {
  it("exports the stores and adapters, each with its types, and ships only its built files", () => {
    expect(entries.map(([sub]) => sub).sort()).toEqual(["./ai", "./mcp", "./mcp/v1", "./mcp/v2", "./postgres", "./sqlite"]);
    for (const [sub, target] of entries) {
      if (typeof target === "string") throw new Error(`${sub} has no types`);
      expect(fs.existsSync(path.join(PKG, target.default)), target.default).toBe(true);
      expect(fs.existsSync(path.join(PKG, target.types)), target.types).toBe(true);
    }
    expect(manifest.files).toEqual(["dist"]);
    expect(fs.existsSync(path.join(PKG, "README.md"))).toBe(true);
  });

  it("reaches no compiler code and no package but its optional peers", () => {
    const peers = Object.keys(manifest.peerDependencies ?? {});
    expect(manifest.dependencies).toBeUndefined();
    for (const [sub, target] of entries) {
      if (typeof target === "string") continue;
      const { files, packages } = reach(path.join(PKG, target.default));
      for (const f of files) expect(path.relative(PKG, f), sub).toMatch(/^dist\//);
      for (const p of packages) expect(peers, `${sub} imports ${p}`).toContain(p);
      for (const p of Object.keys(compiler.dependencies ?? {})) expect(packages, sub).not.toContain(p);
    }
  });

  it("would see a compiler dependency imported by a built file", () => {
    const dir = fs.mkdtempSync(path.join(PKG, "dist/.reach-"));
    try {
      fs.writeFileSync(path.join(dir, "a.js"), 'import { x } from "./b.js";\n');
      fs.writeFileSync(path.join(dir, "b.js"), 'export { format } from "prettier";\nconst c = await import("chevrotain");\n');
      expect([...reach(path.join(dir, "a.js")).packages].sort()).toEqual(["chevrotain", "prettier"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves its SQLite store through the package's own export", () => {
    const db = new Database(":memory:");
    const store = sqliteStore(db);
    expect(store.records()).toEqual([]);
    expect(store.pending()).toEqual([]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables).toEqual(expect.arrayContaining([{ name: "contractc_operations" }, { name: "contractc_audit" }]));
  });

  it("is no longer reachable through the compiler's old subpaths", () => {
    expect(Object.keys(compiler.exports).sort()).toEqual(["./package.json", "./prettier"]);
    expect(compiler.peerDependencies).toBeUndefined();
  });
});
