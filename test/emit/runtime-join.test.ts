// The runtime is emitted once per output folder, in `_runtime/`, as two modules: the public
// `runtime.ts` and the internal modules joined into `runtime-gates.ts`. Joining must keep every name, leave no
// link to a module that is not emitted, and load whichever module is imported first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { emitDispatcher } from "../../src/emit/dispatcher/index.js";
import { emitRuntime, joinParts, RUNTIME_PARTS, runtimeVersion } from "../../src/emit/runtime.js";

const toolset = compileSources([{ path: "x.tool", headerPath: "contracts/x.tool", text: 'toolset x "X."\nfinish done {\n  doc "End the task."\n}\n' }])
  .toolsets[0];

const files = (): Map<string, string> => {
  if (!toolset) throw new Error("the contract does not compile");
  const shared = emitRuntime().filter((f) => f.path.startsWith("../_runtime/"));
  return new Map(shared.map((f) => [f.path.slice("../_runtime/".length), f.text]));
};

/** The names a module's text exports, declared or re-exported. */
const exported = (text: string): Set<string> => {
  const names = new Set<string>();
  for (const m of text.matchAll(/^export (?:declare )?(?:async )?(?:function\*?|class|const|let|type|interface|enum) ([A-Za-z_$][\w$]*)/gm)) names.add(m[1] ?? "");
  for (const m of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm))
    for (const n of (m[1] ?? "").split(",").map((s) => s.trim().replace(/^type /, "")).filter(Boolean)) names.add(n.split(" as ").pop() ?? n);
  return names;
};

describe("the runtime shared by the toolsets of an output folder", () => {
  it("is emitted beside the toolset folders, with a .gitattributes marking the output generated", () => {
    if (!toolset) throw new Error("the contract does not compile");
    expect(emitRuntime().map((f) => f.path)).toEqual([
      "../_runtime/runtime.ts",
      "../_runtime/runtime-gates.ts",
      "../_runtime/schemas.ts",
      "../_runtime/validators.ts",
      "../.gitattributes",
    ]);
    expect(emitRuntime().find((f) => f.path === "../.gitattributes")?.text).toMatch(/^\* linguist-generated=true$/m);
  });

  it("carries its version, a hash of its text, which the dispatcher checks", () => {
    const version = /export const RUNTIME_VERSION = "([0-9a-f]{16})";/.exec(files().get("runtime.ts") ?? "")?.[1];
    expect(version).toBe(runtimeVersion());
    if (!toolset) throw new Error("the contract does not compile");
    const dispatcher = emitDispatcher(toolset)[0]?.text ?? "";
    expect(dispatcher).toContain(`const BUILT_WITH: typeof RUNTIME_VERSION = "${version}";`);
    expect(dispatcher).toMatch(/if \(RUNTIME_VERSION !== BUILT_WITH\)\s+throw new Error/);
  });

  it("is four modules that link only to each other", () => {
    const out = files();
    expect([...out.keys()]).toEqual(["runtime.ts", "runtime-gates.ts", "schemas.ts", "validators.ts"]);
    for (const [p, text] of out) {
      const links = [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
      expect(links.every((l) => l === "./runtime.js" || l === "./runtime-gates.js" || l === "./validators.js"), `${p}: ${links.join(", ")}`).toBe(true);
    }
    // The checks' helpers stand alone: a toolset's validators.ts needs nothing else.
    expect(out.get("validators.ts")).not.toMatch(/^import /m);
  });

  it("keeps every name the separate sources export", () => {
    const src = (p: string): string => fs.readFileSync(new URL(`../../src/runtime/${p}`, import.meta.url), "utf8");
    const joined = exported(files().get("runtime-gates.ts") ?? "");
    for (const p of RUNTIME_PARTS) for (const name of exported(src(p))) expect(joined.has(name), `${p}: ${name}`).toBe(true);
    expect(exported(files().get("runtime.ts") ?? "")).toEqual(new Set([...exported(src("runtime.ts")), "RUNTIME_VERSION"]));
  });

  it("refuses a link in a form it does not join, rather than leave it pointing at a missing file", () => {
    for (const link of [`import * as T from "./runtime-json.js";`, `import x from "./runtime-json.js";`, `import "./runtime-json.js";`, `export * from "./runtime-json.js";`])
      expect(() => joinParts([`// A.\n${link}\n\nexport const a = 1;\n`]), link).toThrow(/does not understand this link/);
  });

  it("merges the imports the parts take from elsewhere, and keeps their re-exports of other modules", () => {
    const a = `// A.\nimport { x, type T } from "./runtime.js";\nimport { y } from "./runtime-json.js";\n\nexport const a = 1;\n`;
    const b = `// B.\nimport type { U } from "./runtime.js";\nexport { z } from "./other.js";\nexport { y } from "./runtime-settle.js";\n\n\n\nexport const b = 2;\n`;
    const out = joinParts([a, b]);
    expect(out).toContain(`import { x, type T, type U } from "./runtime.js";\n`);
    expect(out).toContain(`export { z } from "./other.js";`);
    expect(out).not.toContain("runtime-json");
    expect(out).not.toContain("runtime-settle");
    expect(out).not.toMatch(/\n\n\n/);
  });

  it.each(["runtime.js", "runtime-gates.js"])("loads when %s is imported first", async (first) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "runtime-join-"));
    try {
      for (const [p, text] of files()) {
        const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
        fs.writeFileSync(path.join(dir, p.replace(/\.ts$/, ".js")), js);
      }
      fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
      const mod = (await import(pathToFileURL(path.join(dir, first)).href)) as Record<string, unknown>;
      const runtime = (await import(pathToFileURL(path.join(dir, "runtime.js")).href)) as { newTask: () => unknown; modelText: unknown };
      expect(Object.keys(mod).length).toBeGreaterThan(3);
      expect(typeof runtime.newTask()).toBe("object");
      expect(typeof runtime.modelText).toBe("function");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
