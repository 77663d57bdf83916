// The pipeline's stages depend one way: checks, the language registries and the provider
// schemas never import the emitters (which print text), and the runtime imports nothing
// from the compiler.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = new URL("../../src/", import.meta.url);

/** Every relative import of each .ts file under `src/<dir>`, resolved to a path under src/. */
function importsOf(dir: string): [file: string, target: string][] {
  const root = new URL(`${dir}/`, SRC);
  const out: [string, string][] = [];
  for (const f of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!f.endsWith(".ts")) continue;
    const text = fs.readFileSync(new URL(f, root), "utf8");
    for (const m of text.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) out.push([`${dir}/${f}`, path.posix.join(dir, path.posix.dirname(f), m[1] ?? "")]);
  }
  return out;
}

describe("the stages' imports", () => {
  it.each(["check", "language", "schemas", "lower", "diagnostics"])("src/%s imports nothing from src/emit", (dir) => {
    const links = importsOf(dir);
    if (dir !== "language") expect(links.length).toBeGreaterThan(0);
    expect(links.filter(([, t]) => t.startsWith("emit/"))).toEqual([]);
  });

  it("src/runtime imports only the runtime", () => {
    const links = importsOf("runtime");
    expect(links.filter(([, t]) => !t.startsWith("runtime/"))).toEqual([]);
  });
});
