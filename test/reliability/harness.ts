// Compiles a contract with the compiler's own emitters, transpiles every generated file
// to JavaScript in a temporary folder and imports the entry, so the reliability tests run
// exactly the code `build` would write (formatting aside, which changes no behaviour).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { compileSources } from "../../src/compile.js";
import { emitToolset } from "../../src/emit/index.js";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** One issue as the generated validators report it. */
export interface Issue {
  readonly path: string;
  readonly type: string;
  readonly message: string;
}

/** A generated validation outcome. */
export type Validation = { ok: true; value: unknown } | { ok: false; issues: Issue[] };

/** A result as the tests read it. */
export interface Result {
  readonly ok: boolean;
  readonly code: string;
  readonly data: unknown;
  readonly error: string;
  readonly proposals: readonly { readonly operation_id: string; readonly tool: string; readonly args: unknown }[];
  forModel(): string;
}

/** A task as the tests read it. */
export interface TaskLike {
  readonly trace: { tool: string; code: string; reason: string; durationMs: number }[];
}

/** The generated dispatcher, loosely typed: the tests feed it what the types forbid. */
export interface Tools {
  call(call: unknown, ctx: unknown, task: unknown): Promise<Result>;
  propose(call: unknown, ctx: unknown, task: unknown): Promise<Result>;
  execute(proposal: unknown, ctx: unknown, approval?: unknown): Promise<Result>;
}

/** The generated entry plus the private schemas, loosely typed. */
export interface Generated {
  readonly validators: Record<string, (input: unknown) => Validation>;
  readonly validate: (name: string, input: unknown) => Validation;
  readonly argsJsonSchemas: Record<string, object>;
  createDispatcher(options: unknown): Tools;
  /** A fresh in-memory run-once store. */
  memoryStore(): unknown;
  newTask(): TaskLike;
  readonly ToolFailure: new (kind: string, detail?: string) => Error;
}

/** A contract file read from the repository, by its repository-relative path. */
export interface ContractText {
  readonly rel: string;
  readonly text: string;
}

/** Every contract the differential oracle runs over: contracts/, golden cases and the kitchen sink. */
export function exampleContracts(): ContractText[] {
  const list: string[] = [];
  const contracts = path.join(ROOT, "contracts");
  for (const f of fs.readdirSync(contracts).sort()) if (f.endsWith(".tool")) list.push(`contracts/${f}`);
  const cases = path.join(ROOT, "test/golden/cases");
  for (const c of fs.readdirSync(cases).sort())
    for (const f of fs.readdirSync(path.join(cases, c)).sort()) if (f.endsWith(".tool")) list.push(`test/golden/cases/${c}/${f}`);
  list.push("test/fixtures/kitchen-sink.tool");
  return list.map((rel) => ({ rel, text: fs.readFileSync(path.join(ROOT, rel), "utf8") }));
}

/**
 * Compiles one contract text, failing on any error, and loads its generated folder; with
 * `only`, just those files are transpiled and the entry is not loaded.
 */
export async function buildGenerated(text: string, name = "contract.tool", only?: readonly string[]): Promise<{ dir: string; gen: Generated }> {
  const compiled = compileSources([{ path: name, headerPath: `contracts/${name}`, text }]);
  const errors = compiled.diagnostics.filter((d) => d.severity === "error");
  const toolset = compiled.toolsets[0];
  if (errors.length || !toolset) throw new Error(`${name} does not compile: ${JSON.stringify(errors)}`);
  // The toolset's folder is `t/`, so the shared runtime (emitted as `../_runtime/`) lands beside it.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-reliability-"));
  const dir = path.join(root, "t");
  for (const f of emitToolset(toolset)) {
    const target = path.join(dir, f.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!f.path.endsWith(".ts") || (only && !only.includes(f.path))) continue;
    const js = ts.transpileModule(f.text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    fs.writeFileSync(target.replace(/\.ts$/, ".js"), js);
  }
  fs.writeFileSync(path.join(root, "package.json"), '{"type":"module"}');
  const entry = only
    ? ((await import(pathToFileURL(path.join(dir, "validators.js")).href)) as Omit<Generated, "argsJsonSchemas">)
    : ((await import(pathToFileURL(path.join(dir, "index.js")).href)) as Omit<Generated, "argsJsonSchemas">);
  const constraints = (await import(pathToFileURL(path.join(dir, "schemas-constraints.js")).href)) as { argsJsonSchemas: Record<string, object> };
  return { dir, gen: { ...entry, argsJsonSchemas: constraints.argsJsonSchemas } };
}

/** Removes a folder made by buildGenerated (the toolset's folder and the runtime beside it). */
export function cleanUp(dir: string): void {
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
}
