// Shared helpers of the schema tests: compile a contract from text, emit its schema
// files, format them as `build` does, and load the generated TypeScript.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { compileSources } from "../../src/compile.js";
import { emitRuntime } from "../../src/emit/runtime.js";
import { emitSchemas } from "../../src/emit/schemas/index.js";
import { headerLine } from "../../src/emit/header.js";
import type { Toolset } from "../../src/model.js";
import { formatTs } from "../prettier.js";

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The contracts the project ships, by toolset name. */
export const SHIPPED = ["larkfield", "museum", "users"] as const;

/** Compiles one contract text; throws on any error, so a broken fixture fails loudly. */
export function compile(text: string, name = "t.tool"): Toolset {
  const r = compileSources([{ path: name, headerPath: `contracts/${name}`, text }]);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  const first = r.toolsets[0];
  if (errors.length > 0 || !first) throw new Error(`contract does not compile: ${JSON.stringify(errors)}`);
  return first;
}

/** Reads and compiles a contract file. */
export function compileFile(file: string): Toolset {
  return compile(fs.readFileSync(file, "utf8"), path.basename(file));
}

/** Every shipped contract and the test fixture, compiled. */
export function allToolsets(): Toolset[] {
  return [...SHIPPED.map((n) => compileFile(path.join(ROOT, "contracts", `${n}.tool`))), compileFile(FIXTURE)];
}

/** The fixture contract that uses every type form. */
export const FIXTURE = path.join(ROOT, "test/schemas/fixtures/rich.tool");

/** The schema files of a toolset, path → final text (TypeScript formatted and headed). */
export async function emitted(t: Toolset): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const f of emitSchemas(t)) {
    out.set(f.path, f.path.endsWith(".ts") ? `${headerLine(t.sourcePath)}\n\n${await formatTs(f.text)}` : f.text);
  }
  return out;
}

/** Transpiles the emitted TypeScript and the shared schema module into a temporary folder and imports `schemas.js`. */
export async function load(t: Toolset): Promise<Record<string, unknown>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "schemas-test-"));
  const dir = path.join(root, "t");
  fs.writeFileSync(path.join(root, "package.json"), '{"type":"module"}');
  const shared = emitRuntime().filter((f) => f.path === "../_runtime/schemas.ts");
  for (const [p, text] of [...(await emitted(t)), ...shared.map((f) => [f.path, f.text] as const)]) {
    const file = path.join(dir, p.endsWith(".ts") ? p.replace(/\.ts$/, ".js") : p);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const js = p.endsWith(".ts")
      ? ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText
      : text;
    fs.writeFileSync(file, js);
  }
  return (await import(pathToFileURL(path.join(dir, "schemas.js")).href)) as Record<string, unknown>;
}

/** Visits every object node of a JSON value with its path. */
export function walk(node: unknown, visit: (n: Record<string, unknown>, at: string) => void, at = ""): void {
  if (Array.isArray(node)) node.forEach((n, i) => walk(n, visit, `${at}[${i}]`));
  else if (node !== null && typeof node === "object") {
    visit(node as Record<string, unknown>, at);
    for (const [k, v] of Object.entries(node)) walk(v, visit, `${at}.${k}`);
  }
}

/** The keywords that stay private by default. */
export const PRIVATE_KEYWORDS = ["pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems"];
