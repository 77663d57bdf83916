// Builds the dispatcher of fixtures/shop.tool into a temporary folder, beside the
// stand-in types.ts and validators.ts, and loads it as the application would.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { compileSources } from "../../src/compile.js";
import { emitDispatcher } from "../../src/emit/dispatcher/index.js";
import { emitRuntime } from "../../src/emit/runtime.js";
import { formatTs } from "../prettier.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, "fixtures");

/** A result as the tests read it. */
export interface Result {
  readonly ok: boolean;
  readonly code: string;
  readonly data: unknown;
  readonly error: string;
  readonly reason: string;
  readonly proposals: readonly { readonly operation_id: string; readonly tool: string; readonly args: unknown }[];
  forModel(): string;
}

/** A task as the tests read it. */
export interface TaskLike {
  readonly trace: { tool: string; code: string; reason: string; durationMs: number }[];
}

/** The generated dispatcher, loosely typed: the tests also feed it what the types forbid. */
export interface Tools {
  call(call: unknown, ctx: unknown, task: unknown): Promise<Result>;
  propose(call: unknown, ctx: unknown, task: unknown): Promise<Result>;
  approve(proposal: unknown, ctx: unknown, approval?: unknown): Promise<Result>;
  execute(proposal: unknown, ctx: unknown, approval?: unknown): Promise<Result>;
  deny(proposal: unknown, ctx: unknown, denial?: unknown): Promise<Result>;
  saveTask(task: unknown, ctx?: unknown): Promise<unknown>;
  restoreTask(saved: unknown, ctx?: unknown): Promise<{ ok: boolean; code?: string; error?: string; task?: unknown }>;
}

/** The generated folder's entry. */
export interface Shop {
  createDispatcher(options: unknown): Tools;
  /** A fresh in-memory run-once store. */
  memoryStore(): unknown;
  newTask(): TaskLike;
  ToolFailure: new (kind: string, detail?: string) => Error;
}

/** The folder holding the built shop toolset (TypeScript sources and their JavaScript). */
export interface Built {
  /** The temporary folder: the toolset's folder and the shared runtime beside it. */
  readonly dir: string;
  /** The toolset's folder inside it. */
  readonly home: string;
  readonly shop: Shop;
}

/** Compiles the contract, emits runtime and dispatcher, adds the stand-ins, transpiles and imports. */
export async function buildShop(edit: (text: string) => string = (t) => t): Promise<Built> {
  const text = edit(fs.readFileSync(path.join(fixtures, "shop.tool"), "utf8"));
  const compiled = compileSources([{ path: "shop.tool", headerPath: "contracts/shop.tool", text }]);
  const errors = compiled.diagnostics.filter((d) => d.severity === "error");
  const toolset = compiled.toolsets[0];
  if (errors.length || !toolset) throw new Error(`the shop contract does not compile: ${JSON.stringify(errors)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dispatcher-test-"));
  const home = path.join(dir, "shop");
  const files = [...emitRuntime(), ...emitDispatcher(toolset)].filter((f) => f.path.endsWith(".ts"));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(home, f.path)), { recursive: true });
    fs.writeFileSync(path.join(home, f.path), await formatTs(f.text));
  }
  for (const f of ["types.ts", "validators.ts"]) fs.copyFileSync(path.join(fixtures, f), path.join(home, f));
  const entry = ["./types.js", "./validators.js", "../_runtime/runtime.js", "./dispatcher.js"].map((m) => `export * from "${m}";`);
  fs.writeFileSync(path.join(home, "index.ts"), entry.join("\n") + "\n");
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((n) => n.endsWith(".ts"))) {
    const js = ts.transpileModule(fs.readFileSync(path.join(dir, f), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    fs.writeFileSync(path.join(dir, f.replace(/\.ts$/, ".js")), js);
  }
  fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
  const shop = (await import(pathToFileURL(path.join(home, "index.js")).href)) as Shop;
  return { dir, home, shop };
}

/** Type-checks the built folder plus an application file under the project's strict settings. */
export function typeCheck(dir: string, appSource: string): string[] {
  fs.writeFileSync(path.join(dir, "app.ts"), appSource);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
    typeRoots: [path.resolve(here, "../../node_modules/@types")],
  };
  const roots = fs.readdirSync(dir).filter((n) => n.endsWith(".ts")).map((n) => path.join(dir, n));
  const program = ts.createProgram(roots, options);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}
