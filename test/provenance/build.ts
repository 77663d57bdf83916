// Builds a contract given as text (every emitter, as `contractc build` does) into a temporary
// folder, transpiles it and loads its index, as an application would.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { compileSources } from "../../src/compile.js";
import { emitToolset } from "../../src/emit/index.js";
import { formatTs } from "../prettier.js";

/** Compiles `text`, emits every file of its toolset, and imports its `index.js`. */
export async function buildToolset(name: string, text: string): Promise<Record<string, unknown>> {
  const compiled = compileSources([{ path: `${name}.tool`, headerPath: `contracts/${name}.tool`, text }]);
  const errors = compiled.diagnostics.filter((d) => d.severity === "error");
  const toolset = compiled.toolsets[0];
  if (errors.length || !toolset) throw new Error(`the contract does not compile: ${JSON.stringify(errors)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "provenance-test-"));
  const home = path.join(dir, name);
  for (const f of emitToolset(toolset).filter((f) => f.path.endsWith(".ts"))) {
    const at = path.join(home, f.path);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    const source = await formatTs(f.text);
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    fs.writeFileSync(at.replace(/\.ts$/, ".js"), js);
  }
  fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
  return (await import(pathToFileURL(path.join(home, "index.js")).href)) as Record<string, unknown>;
}
