// Builds inline contracts into types.ts and validators.ts, type-checks them strictly and
// loads the validators as JavaScript, so tests run what `build` would write.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { compileSources } from "../../src/compile.js";
import type { Toolset } from "../../src/model.js";
import { emitTypes } from "../../src/emit/types/index.js";
import { emitValidators } from "../../src/emit/validators/index.js";
import { emitRuntime } from "../../src/emit/runtime.js";
import { formatTs } from "../prettier.js";

/** One issue as the generated code reports it. */
export interface Issue {
  path: string;
  type: string;
  message: string;
}
/** A generated validation outcome. */
export type Validation = { ok: true; value: unknown } | { ok: false; issues: Issue[] };
/** The loaded generated module. */
export interface Validators {
  validators: Record<string, (input: unknown) => Validation>;
  validate: (name: string, input: unknown) => Validation;
  replyValidators: Record<string, (reply: unknown) => Validation>;
  ruleChecks: Record<string, ((value: unknown) => Issue[]) | undefined>;
}

/** Compiles one contract text; fails on any error. */
export function compile(source: string): Toolset {
  const r = compileSources([{ path: "test.tool", headerPath: "contracts/test.tool", text: source }]);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new Error(`contract errors: ${JSON.stringify(errors)}`);
  const t = r.toolsets[0];
  if (!t) throw new Error("no toolset");
  return t;
}

/** The formatted text of types.ts and validators.ts, and of the helpers they import (`../_runtime/validators.ts`). */
export async function emit(toolset: Toolset): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const helpers = emitRuntime().filter((f) => f.path.endsWith("/validators.ts"));
  for (const f of [...emitTypes(toolset), ...emitValidators(toolset), ...helpers]) out.set(f.path, await formatTs(f.text));
  return out;
}

/** Writes the files to the folder `t/` of a fresh temporary folder (`../_runtime/` lands beside it); returns `t/`. */
function writeTemp(files: Map<string, string>): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "contractc-validators-")), "t");
  for (const [p, text] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), text);
  }
  return dir;
}

/** Strict type-check diagnostics of the emitted files, as text (empty when clean). */
export function typeCheck(files: Map<string, string>): string[] {
  const dir = writeTemp(files);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts"],
    types: [],
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noFallthroughCasesInSwitch: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    noEmit: true,
  };
  fs.writeFileSync(path.join(path.dirname(dir), "package.json"), '{"type":"module"}');
  const program = ts.createProgram([...files.keys()].map((p) => path.join(dir, p)), options);
  const diags = ts.getPreEmitDiagnostics(program);
  const text = diags.map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  return text;
}

/** Transpiles the emitted files to JavaScript in a temporary folder and imports validators.js. */
export async function load(files: Map<string, string>): Promise<Validators> {
  const js = new Map<string, string>();
  for (const [p, text] of files) {
    const out = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    js.set(p.replace(/\.ts$/, ".js"), out);
  }
  js.set("../package.json", '{"type":"module"}');
  const dir = writeTemp(js);
  return (await import(pathToFileURL(path.join(dir, "validators.js")).href)) as Validators;
}

/** Compiles, emits and loads a contract in one step. */
export async function build(source: string): Promise<{ files: Map<string, string>; mod: Validators }> {
  const files = await emit(compile(source));
  return { files, mod: await load(files) };
}

/** `path|type` of each issue, in order. */
export function brief(v: Validation): string[] {
  return v.ok ? [] : v.issues.map((i) => `${i.path}|${i.type}`);
}
