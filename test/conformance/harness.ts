// Conformance-style cases of the project's own: each folder of `suites/` holds one
// `.tool` file and a `cases.json` in the shared conformance format (validate,
// scenarios, diagnostics), plus `$refuse` replies (a handler that throws
// `ToolRefusal(text)`) and the `stopped` expectation (the task says it is stopped).
// The contract is compiled and emitted in-process, transpiled, imported and run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { compileSources } from "../../src/compile.js";
import { LineMap } from "../../src/diagnostics/print.js";
import { planToolset } from "../../src/output/plan.js";
import { checkedProgram } from "../helpers/checked.js";

/** One expectation of a call, a propose or an execute. */
export interface Expect {
  readonly code?: string;
  readonly ok?: boolean;
  readonly error?: string;
  readonly error_contains?: readonly string[];
  readonly text_lacks?: readonly string[];
  readonly result?: unknown;
  readonly max_length?: number;
  readonly handler_ran?: boolean;
  readonly proposals?: number;
  readonly wrote?: number;
  readonly stopped?: boolean;
}

/** One step of a scenario. */
export interface Step {
  readonly call?: { readonly name: string; readonly arguments?: unknown };
  readonly propose?: { readonly name: string; readonly arguments?: unknown };
  readonly execute?: number;
  readonly set_owner?: Record<string, Record<string, string>>;
  /** Sets resources' states, as the application's state lookup answers them. */
  readonly set_state?: Record<string, Record<string, string>>;
  /** Replaces the task by one restored from its JSON. */
  readonly restore?: true;
  readonly expect?: Expect;
}

/** A suite's `cases.json`. */
export interface Suite {
  readonly toolset: string;
  readonly context: Record<string, unknown>;
  readonly owners?: Record<string, Record<string, string>>;
  /** Each resource's states by id, for a contract whose tools `require` one. */
  readonly states?: Record<string, Record<string, string>>;
  readonly replies?: Record<string, unknown>;
  readonly writers?: readonly string[];
  readonly model_tools?: readonly string[];
  readonly validate?: readonly { name?: string; tool: string; input: unknown; expect: { ok: boolean; issues?: { path: string; type: string; message?: string }[]; value?: unknown } }[];
  readonly scenarios?: readonly { name: string; context?: Record<string, unknown>; replies?: Record<string, unknown>; steps: readonly Step[] }[];
  readonly diagnostics?: readonly { name?: string; source: string; code: string; line: number; contains?: readonly string[] }[];
}

/** A loaded generated toolset, loosely typed: the cases feed it what the types forbid. */
export interface Loaded {
  readonly dir: string;
  readonly mod: Record<string, any>;
}

/** Compiles `text`, writes every generated file, transpiles them and imports the entry. */
export async function loadToolset(name: string, text: string): Promise<Loaded> {
  const compiled = compileSources([{ path: `${name}.tool`, headerPath: `contracts/${name}.tool`, text }]);
  const errors = compiled.diagnostics.filter((d) => d.severity === "error");
  const toolset = compiled.toolsets[0];
  if (errors.length || !toolset) throw new Error(`${name}.tool does not compile: ${JSON.stringify(errors.map((e) => e.message))}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `conformance-${name}-`));
  for (const f of await planToolset(toolset)) {
    const to = path.join(dir, f.path);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, f.text);
    if (!f.path.endsWith(".ts")) continue;
    const js = ts.transpileModule(f.text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    fs.writeFileSync(to.replace(/\.ts$/, ".js"), js);
  }
  fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
  const mod = (await import(pathToFileURL(path.join(dir, toolset.name, "index.js")).href)) as Record<string, any>;
  return { dir, mod };
}

function replyFor(spec: unknown, args: Record<string, unknown>): unknown {
  if (spec && typeof spec === "object" && "$byArg" in spec) {
    const [[arg, table]] = Object.entries((spec as { $byArg: Record<string, Record<string, unknown>> }).$byArg) as [[string, Record<string, unknown>]];
    return replyFor(table[String(args[arg])] ?? { $fail: "absent" }, args);
  }
  return spec;
}

/** What a scenario's fixtures did. */
interface State {
  handlerCalls: string[];
  writes: { tool: string; args: unknown }[];
  owners: Record<string, Record<string, string>>;
  states: Record<string, Record<string, string>>;
}

function options(mod: Loaded["mod"], suite: Suite, replies: Record<string, unknown>, state: State): Record<string, unknown> {
  const handlers: Record<string, unknown> = {};
  const writers: Record<string, unknown> = {};
  const owners: Record<string, unknown> = {};
  for (const [tool, spec] of Object.entries(replies)) {
    handlers[tool] = async (args: Record<string, unknown>) => {
      state.handlerCalls.push(tool);
      const r = replyFor(spec, args) as Record<string, unknown> | null;
      if (r && typeof r === "object" && "$fail" in r) throw new mod["ToolFailure"](r["$fail"], "fixture");
      if (r && typeof r === "object" && "$throw" in r) throw new Error(String(r["$throw"]));
      if (r && typeof r === "object" && "$refuse" in r) throw new mod["ToolRefusal"](r["$refuse"]);
      if (r && typeof r === "object" && "$throwValue" in r) throw r["$throwValue"];
      return structuredClone(r);
    };
  }
  for (const tool of suite.writers ?? []) {
    writers[tool] = async (args: unknown) => {
      state.writes.push({ tool, args });
      return { done: true };
    };
  }
  for (const resource of Object.keys(suite.owners ?? {})) owners[resource] = async (id: string) => state.owners[resource]?.[id] ?? null;
  const states: Record<string, unknown> = {};
  for (const resource of Object.keys(suite.states ?? {})) states[resource] = (id: string) => state.states[resource]?.[id] ?? null;
  // As the conformance runner does: a run-once store from the toolset's own `memoryStore()`.
  const runOnce = typeof mod["memoryStore"] === "function" ? { runOnce: mod["memoryStore"]() } : {};
  return { handlers, owners, states, writers, proposalKey: "conformance-proposal-key-0123456789abcdef", ...runOnce };
}

/** The problems of one result against its expectation; empty when it holds. */
function problemsOf(r: any, expect: Expect, task: any): string[] {
  const problems: string[] = [];
  const text = r.forModel() as string;
  const body = JSON.parse(text) as { error?: string; result?: unknown };
  if (expect.code !== undefined && r.code !== expect.code) problems.push(`code ${r.code}, expected ${expect.code}`);
  if (expect.ok !== undefined && r.ok !== expect.ok) problems.push(`ok ${r.ok}, expected ${expect.ok}`);
  if (expect.error !== undefined && body.error !== expect.error) problems.push(`error ${JSON.stringify(body.error)}, expected ${JSON.stringify(expect.error)}`);
  for (const part of expect.error_contains ?? []) if (!String(body.error ?? "").includes(part)) problems.push(`error lacks ${JSON.stringify(part)}: ${JSON.stringify(body.error)}`);
  for (const part of expect.text_lacks ?? []) if (text.includes(part)) problems.push(`model text leaks ${JSON.stringify(part)}`);
  if (expect.result !== undefined && JSON.stringify(body.result) !== JSON.stringify(expect.result)) problems.push(`result ${JSON.stringify(body.result)}, expected ${JSON.stringify(expect.result)}`);
  if (expect.max_length !== undefined && text.length > expect.max_length) problems.push(`model text has ${text.length} characters, over ${expect.max_length}`);
  if (expect.proposals !== undefined && (r.proposals?.length ?? 0) !== expect.proposals) problems.push(`${r.proposals?.length ?? 0} proposals, expected ${expect.proposals}`);
  if (expect.stopped !== undefined && task.stopped !== expect.stopped) problems.push(`task stopped ${task.stopped}, expected ${expect.stopped}`);
  return problems;
}

/** Runs every scenario of a suite; returns one line per failed step. */
export async function runScenarios(loaded: Loaded, suite: Suite): Promise<string[]> {
  const { mod } = loaded;
  const failures: string[] = [];
  for (const sc of suite.scenarios ?? []) {
    const state: State = { handlerCalls: [], writes: [], owners: structuredClone(suite.owners ?? {}), states: structuredClone(suite.states ?? {}) };
    const tools = mod["createDispatcher"](options(mod, suite, { ...suite.replies, ...sc.replies }, state));
    let task = mod["newTask"]();
    const ctx = sc.context ?? suite.context;
    const proposals: unknown[] = [];
    for (const [i, step] of sc.steps.entries()) {
      const where = `'${sc.name}' step ${i + 1}`;
      if (step.set_state) {
        for (const [res, table] of Object.entries(step.set_state)) Object.assign((state.states[res] ??= {}), table);
        continue;
      }
      if (step.set_owner) {
        for (const [res, table] of Object.entries(step.set_owner)) Object.assign((state.owners[res] ??= {}), table);
        continue;
      }
      if (step.restore) {
        const restored = mod["restoreTask"](JSON.parse(JSON.stringify(task)));
        if (!restored.ok) failures.push(`${where}: the task did not restore: ${restored.error}`);
        else task = restored.task;
        continue;
      }
      const expect = step.expect ?? {};
      const calls = state.handlerCalls.length;
      const writes = state.writes.length;
      let r: any;
      if (step.call) r = await tools.call(step.call, ctx, task);
      else if (step.propose) {
        r = await tools.propose(step.propose, ctx, task);
        proposals.push(...(r.proposals ?? []));
      } else if (step.execute !== undefined) r = await tools.execute(proposals[step.execute], ctx, { by: "reviewer" });
      else continue;
      const problems = problemsOf(r, expect, task);
      if (expect.handler_ran !== undefined && state.handlerCalls.length > calls !== expect.handler_ran) problems.push(`handler ran: ${!expect.handler_ran}`);
      if (expect.wrote !== undefined && state.writes.length - writes !== expect.wrote) problems.push(`${state.writes.length - writes} writes, expected ${expect.wrote}`);
      if (problems.length) failures.push(`${where}: ${problems.join("; ")}`);
    }
  }
  return failures;
}

/** Runs every validate case; returns one line per failed case. */
export function runValidate(loaded: Loaded, suite: Suite): string[] {
  const failures: string[] = [];
  for (const [i, c] of (suite.validate ?? []).entries()) {
    const v = loaded.mod["validators"][c.tool](c.input) as { ok: boolean; issues?: { path: string; type: string; message: string }[]; value?: unknown };
    const where = `validate[${i}] ${c.name ?? ""}`;
    if (v.ok !== c.expect.ok) {
      failures.push(`${where}: ok ${v.ok}: ${JSON.stringify(v.issues ?? v.value)}`);
      continue;
    }
    if (!c.expect.ok && c.expect.issues) {
      const got = (v.issues ?? []).map((x) => `${x.path}|${x.type}`).sort();
      const want = c.expect.issues.map((x) => `${x.path}|${x.type}`).sort();
      if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${where}: issues ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      for (const x of c.expect.issues) {
        if (x.message === undefined) continue;
        const found = (v.issues ?? []).find((y) => y.path === x.path && y.type === x.type);
        if (found?.message !== x.message) failures.push(`${where}: message ${JSON.stringify(found?.message)}, expected ${JSON.stringify(x.message)}`);
      }
    }
    if (c.expect.ok && c.expect.value !== undefined && JSON.stringify(v.value) !== JSON.stringify(c.expect.value)) failures.push(`${where}: value ${JSON.stringify(v.value)}`);
  }
  return failures;
}

/** Runs every diagnostics case in-process: the code at the line, and the text it must contain. */
export function runDiagnostics(suite: Suite): string[] {
  const failures: string[] = [];
  for (const [i, c] of (suite.diagnostics ?? []).entries()) {
    const where = `diagnostics[${i}] ${c.name ?? ""}`;
    const r = compileSources([{ path: "bad.tool", headerPath: "contracts/bad.tool", text: c.source }]);
    const lines = new LineMap(c.source);
    const hit = r.diagnostics.find((d) => d.code === c.code && lines.position(d.span.start).line === c.line);
    if (!hit) {
      failures.push(`${where}: no ${c.code} at line ${c.line}: ${JSON.stringify(r.diagnostics.map((d) => `${d.code}@${lines.position(d.span.start).line}`))}`);
      continue;
    }
    for (const part of c.contains ?? []) if (!hit.message.includes(part)) failures.push(`${where}: message lacks ${JSON.stringify(part)}: ${hit.message}`);
  }
  return failures;
}

const PRIVATE = ["pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems"];

/** Every provider schema list: no private keyword anywhere. */
export function privateKeywords(mod: Loaded["mod"]): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`));
    else if (node && typeof node === "object") {
      for (const k of PRIVATE) if (k in node && typeof (node as Record<string, unknown>)[k] !== "object") found.push(`${at}.${k}`);
      for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`);
    }
  };
  walk(mod["toolSchemas"], "toolSchemas");
  return found;
}

/** Type-checks every generated file of a folder under the project's strict settings; returns tsc's messages. */
export function typeCheckFolder(dir: string): string[] {
  const roots: string[] = [];
  const collect = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) collect(p);
      else if (e.name.endsWith(".ts")) roots.push(p);
    }
  };
  collect(dir);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts"],
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
    typeRoots: [path.resolve(import.meta.dirname, "../../node_modules/@types")],
  };
  const program = checkedProgram(roots, options);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}
