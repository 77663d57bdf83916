// Emits `dispatcher.ts`: `createDispatcher` and its types. `call`, `propose` and
// `execute` are each a `switch` on the tool name; every case runs that tool's gates
// as straight-line code written for its contract (see gates.ts and tools.ts).
import type { ResourceDecl, ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { checkFunction, literalNumber, ownedResources, ownerFunction, requireConsts, resultsConst } from "./gates.js";
import { executeFunction, finishFunction, proposeFunction, readFunction, seenFunction } from "./tools.js";
import { dispatcherTypes } from "./types.js";
import { isTableRead, readsTable } from "./reads.js";
import { writesConst } from "./seals.js";
import { labelledCall, provenanceEntries, readRefusals, refusingReads, untrustedConst, usesProvenance } from "./provenance.js";
import { callStatement, exprLines, fits, measuredText, signature, stepStatements } from "./layout.js";
import { jsDoc, propAccess, propKey, str, tsFile, WIDTH, type EmittedFile } from "../printer.js";
import { DispatcherFile } from "./file.js";
import { RUNTIME_FOLDER as RUNTIME, runtimeVersion } from "../runtime.js";

function cases(tools: readonly ToolDecl[], call: (name: string) => [string, string[]]): string {
  return tools
    .map((t) => {
      const [callee, args] = call(t.name.name);
      return `    case ${str(t.name.name)}:\n${callStatement("return ", callee, args, "      ")}`;
    })
    .join("");
}

// One entry point's switch on the tool name; `unknownTool` for every other name.
function entry(f: DispatcherFile, doc: string, head: string, params: string[], before: string, body: string, fallback: string): string {
  const ret = `: ${f.gateType("Later")}<${f.runtimeType("ToolResult")}> {`;
  if (!body) return `${jsDoc(doc)}${signature(`function ${head}`, params, ret)}${before}  return ${fallback};\n}\n`;
  return `${jsDoc(doc)}${signature(`function ${head}`, params, ret)}${before}  switch (name) {
${body}    default:
      return ${fallback};
  }
}
`;
}

// One entry of the dispatcher object, through \`traced\` (with the refusal caps, if any).
function entryCall(f: DispatcherFile, key: string, run: string, caps: string, cast = "", principal = false): string {
  // A toolset whose reads `establish` context fields runs each call under them.
  const ctx = principal ? `${f.runtime("contextIn")}(ctx, task)` : "ctx";
  const args = ["task", `${f.gate("callName")}(call)`, run, "call", ctx, "task", "deps", ...(caps ? ["REFUSAL_CAPS"] : [])];
  const traced = f.gate("traced");
  const flat = `    ${key}: (call, ctx, task) => ${traced}(${args.join(", ")})${cast},\n`;
  if (fits(flat)) return flat;
  const head = `    ${key}: (call, ctx, task) =>\n      ${traced}(${args.join(", ")})${cast},\n`;
  return fits(head.split("\n")[1] ?? "") ? head : `    ${key}: (call, ctx, task) =>\n      ${traced}(\n${args.map((x) => `        ${x},\n`).join("")}      )${cast},\n`;
}

/** The \`refusals max N\` caps of the toolset and its tools, as a constant; "" when there are none. */
function refusalCaps(f: DispatcherFile, ts: Toolset, tools: readonly ToolDecl[]): string {
  const task = literalNumber(ts.file.refusals);
  const own = tools.filter((t) => literalNumber(t.refusals) !== undefined).map((t) => `${propKey(t.name.name)}: ${literalNumber(t.refusals)}`);
  if (task === undefined && own.length === 0) return "";
  const parts = [...(task === undefined ? [] : [`task: ${task}`]), ...(own.length ? [`tools: { ${own.join(", ")} }`] : [])];
  const type = f.gateType("RefusalCaps");
  const flat = `const REFUSAL_CAPS: ${type} = { ${parts.join(", ")} };\n`;
  const text = fits(flat) ? flat : `const REFUSAL_CAPS: ${type} = {\n${task === undefined ? "" : `  task: ${task},\n`}${own.length ? `  tools: {\n${own.map((o) => `    ${o},\n`).join("")}  },\n` : ""}};\n`;
  return `${jsDoc("Refused calls a task may make, in all and per tool, before it is stopped.")}${text}`;
}

function factory(f: DispatcherFile, ts: Toolset, tools: readonly ToolDecl[]): string {
  const caps = refusalCaps(f, ts, tools);
  const principal = tools.some((t) => t.establishes.length > 0);
  // Reads in the `reads` table need no case: `runRead` takes every name the switch does not.
  const callable = tools.filter((t) => t.toolKind !== "write" && !isTableRead(ts, t));
  const tabled = tools.some((t) => isTableRead(ts, t));
  const finishes = tools.filter((t) => t.toolKind === "finish");
  const writes = tools.filter((t) => t.toolKind === "write");
  const traced = usesProvenance(ts);
  const guarded = refusingReads(ts).length > 0;
  const named = `  const name = ${f.gate("callName")}(call);\n  const input = ${f.gate("readField")}(call, "arguments");\n`;
  const [ctx, task, result] = [f.contract("Context"), f.runtimeType("Task"), f.runtimeType("ToolResult")];
  const params = [`call: ${f.runtimeType("ToolCall")}`, `ctx: ${ctx}`, `task: ${task}`, "deps: Deps"];
  const unknown = f.gate("unknownTool");
  // Each case checks, then steps into `call_<tool>` directly unless an owner lookup is pending.
  const callCases = callable
    .map((t) => {
      const n = t.name.name;
      const extra = t.toolKind === "finish" ? ["ctx", "task"] : ["ctx", "task", "deps"];
      const check = callStatement("const checked = ", `check_${n}`, ["input", "ctx", "deps"], "      ");
      return `    case ${str(n)}: {\n${check}${stepStatements(f, "checked", `call_${n}`, extra, "      ")}    }\n`;
    })
    .join("");
  // A read named to `propose` is told what it is, rather than that it does not exist.
  const reads = tools.filter((t) => t.toolKind === "read").map((t) => `    case ${str(t.name.name)}:\n`);
  const readCases = reads.length ? `${reads.join("")}      return ${f.gate("notProposable")}(name);\n` : "";
  const proposeCases = cases(finishes, (n) => [`propose_${n}`, ["input", "ctx", "task", "deps"]]) + readCases;
  const executeCases = cases(writes, (n) => [`execute_${n}`, ["proposal", "ctx", "approval", "deps"]]);
  const fallback = `${unknown}(proposal.tool)`;
  const approval = f.runtimeType("Approval");
  const executeSwitch = `${jsDoc("`execute`: an opened, approved proposal's write.")}${signature("function executeTool", [`proposal: ${f.gateType("OpenProposal")}`, `ctx: ${ctx}`, `approval: ${approval}`, "deps: Deps"], `: Promise<${result}> {`)}  switch (proposal.tool) {
${executeCases}    default:
      return Promise.resolve(${fallback});
  }
}
`;
  return [
    ...(caps ? [caps] : []),
    entry(f, "`call`: a read or a finish through its gates.", "callTool", params, named, callCases, tabled ? `${f.gate("runRead")}(reads, name, input, ctx, task, deps)` : `${unknown}(name)`),
    entry(f, "`propose`: a finish call's actions.", "proposeTool", params, named, proposeCases, `${unknown}(name)`),
    executeSwitch,
    `${jsDoc("`execute`: the proposal opened and its approval checked, then its tool's write; all of it audited.")}function executeEntry(
  proposal: unknown,
  ctx: ${ctx},
  approval: unknown,
  deps: Deps,
): Promise<${result}> {
  return deps.writes.execute(proposal, ctx, approval, (p, a) => executeTool(p, ctx, a, deps));
}
`,
    usableFunction(f, tools),
    `${jsDoc(`The gated dispatcher of the ${ts.name} toolset, over the application's functions; throws at once on a bad option.`)}export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const writes = new ${f.gate("WriteDesk")}(${str(ts.name)}, WRITES, ${writes.length > 0}, options${traced ? ", UNTRUSTED" : ""}${guarded ? ", READ_REFUSALS" : ""});
  const deps: Deps = { ...options, writes };
  return {
${traced ? labelledCall(f, caps !== "", principal ? `${f.runtime("contextIn")}(ctx, task)` : "ctx", guarded) : entryCall(f, "call", "callTool", caps, "", principal)}${entryCall(f, "propose", "proposeTool", caps, " as Promise<Proposed>", principal)}${traced ? provenanceEntries() : ""}
    execute: (proposal, ctx, approval) =>
      ${f.gate("traced")}(undefined, "execute", executeEntry, proposal, ctx, approval, deps),
    approve: (proposal, ctx, approval) => writes.approve(proposal, ctx, approval),
    deny: (proposal, ctx, denial) => writes.deny(proposal, ctx, denial),
    saveTask: (task, ctx) => writes.saveTask(task, ctx),
    restoreTask: (saved, ctx) => writes.restoreTask(saved, ctx),
    usable: usableTool,
  };
}
`,
  ].join("\n");
}

/** \`usableTool\`: for each model tool with a \`scope\`, whether this caller's context can ever pass it. */
function usableFunction(f: DispatcherFile, tools: readonly ToolDecl[]): string {
  const scoped = tools.filter((t) => t.toolKind !== "write" && t.scopes.length > 0);
  const doc = jsDoc("Whether a caller with `ctx` can use `tool` at all: every `scope` of it names a context field the caller has (a non-empty list for `in`).");
  if (scoped.length === 0) return `${doc}function usableTool(_tool: string, _ctx: ${f.contract("Context")}): boolean {\n  return true;\n}\n`;
  const cases = scoped
    .map((t) => {
      const usable = f.gate("scopeUsable");
      const test = t.scopes.map((s) => `${usable}(ctx${propAccess(s.field.name)}, ${s.op === "in"})`).join(" && ");
      const flat = `      return ${test};`;
      // One call too long for its line breaks its arguments; a chain goes in parentheses, one operand a line.
      const broken = t.scopes.length === 1 ? exprLines(test, "      ", "return ", ";").slice(0, -1) : `      return (\n        ${t.scopes.map((s) => `scopeUsable(ctx${propAccess(s.field.name)}, ${s.op === "in"})`).join(" &&\n        ")}\n      );`;
      return `    case ${str(t.name.name)}:\n${fits(flat) ? flat : broken}\n`;
    })
    .join("");
  return `${doc}function usableTool(tool: string, ctx: ${f.contract("Context")}): boolean {\n  switch (tool) {\n${cases}    default:\n      return true;\n  }\n}\n`;
}

// \`parseProposal\`: a proposal read back from plain data, typed as this toolset's \`Proposal\`.
function parseFunction(f: DispatcherFile, ts: Toolset): string {
  const doc = jsDoc(
    "A proposal read back from plain data (a queue, an HTTP body), as this toolset's `Proposal`, or why it is not one: not an object, a field missing or of the wrong type, not a write tool of this toolset, arguments its write refuses, a seal not in the seal's format. It does not check the seal itself, which needs the key: `execute` does, and refuses a proposal this dispatcher did not issue.",
  );
  const parsed = f.runtimeType("ParsedProposal");
  return `${doc}export function parseProposal(input: unknown): ${parsed}<Proposal> {
  return ${f.gate("parseSealed")}(input, ${str(ts.name)}, WRITES) as ${parsed}<Proposal>;
}
`;
}

// The shared runtime's version this toolset was built against: loading refuses another (the
// test; `tsc` refuses it in index.ts, the file it checks), so a folder left by another
// compiler fails loudly instead of running on a runtime it was not written for.
function runtimeCheck(f: DispatcherFile, ts: Toolset): string {
  const doc = jsDoc("The version of the shared runtime this toolset was built with; `contractc build` writes both.");
  const version = f.runtime("RUNTIME_VERSION");
  const test = `if (${version} !== BUILT_WITH)`;
  const fail = `throw new Error(${str(`${ts.name}: built for another version of ${RUNTIME}/; run contractc build`)});`;
  // One line when it fits, else broken after the test as prettier breaks it.
  const check = test.length + 1 + fail.length <= WIDTH ? `${test} ${fail}` : `${test}\n  ${fail}`;
  return `${doc}const BUILT_WITH: typeof ${version} = ${str(runtimeVersion())};\n${check}\n`;
}

/** Emits `dispatcher.ts` for one toolset. */
export function emitDispatcher(ts: Toolset): EmittedFile[] {
  const tools = [...ts.tools.values()];
  const f = new DispatcherFile();
  // Written twice when a line is not ASCII: the second time records the same names again.
  const sections = measuredText(() => bodySections(f, ts, tools));
  const text = tsFile(f.imports, sections.filter((s) => s !== "").join("\n"));
  // Every line is laid out as prettier lays it out; a line still past the width is one
  // these rules do not break, and such a file is left to prettier.
  return [{ path: "dispatcher.ts", text }];
}

/** The sections of the body, in file order. */
function bodySections(f: DispatcherFile, ts: Toolset, tools: readonly ToolDecl[]): string[] {
  const owned = ownedResources(ts);
  const sections: string[] = [runtimeCheck(f, ts), typesSection(f, ts, owned), writesConst(f, ts), parseFunction(f, ts)];
  if (usesProvenance(ts)) sections.push(untrustedConst(ts));
  if (refusingReads(ts).length > 0) sections.push(readRefusals(f, ts));
  sections.push(tools.length ? jsDoc("The cap and hints of each tool's results.") + tools.map((t) => resultsConst(f, t)).join("") : "");
  for (const r of owned) sections.push(ownerFunction(f, ts, r));
  const table = readsTable(f, ts, tools);
  if (table) sections.push(table);
  for (const t of tools) {
    if (isTableRead(ts, t)) continue;
    if (t.requires.length) sections.push(requireConsts(f, ts, t));
    sections.push(checkFunction(f, ts, t));
    if (t.seen.length) sections.push(seenFunction(f, ts, t));
    if (t.toolKind === "read") sections.push(readFunction(f, ts, t));
    if (t.toolKind === "finish") sections.push(finishFunction(f, ts, t), proposeFunction(f, ts, t));
    if (t.toolKind === "write") {
      sections.push(executeFunction(f, t));
    }
  }
  sections.push(factory(f, ts, tools));
  return sections;
}

/**
 * The public types (`dispatcherTypes`), with the names they are written with recorded here:
 * those of every toolset's `DispatcherOptions`, `Dispatcher` and `Deps`, and those of its
 * reads' and writes' members.
 */
function typesSection(f: DispatcherFile, ts: Toolset, owned: readonly ResourceDecl[]): string {
  const tools = [...ts.tools.values()];
  const reads = tools.filter((t) => t.toolKind === "read");
  const writes = tools.some((t) => t.toolKind === "write");
  f.contract("Context");
  for (const t of ["Approval", "AuditRecord", "Denial", "ProposalKey", "RunOnceStore", "SavedTask", "Task", "TaskRestore", "ToolCall", "ToolResult", "TraceHook"] as const) f.runtimeType(t);
  f.gate("WriteDesk");
  if (reads.length > 0 || writes) f.contract("ArgsOf");
  if (reads.some((t) => t.returns)) f.contract("ReplyOf");
  if (writes) f.runtimeType("WriteOperation");
  if (writes) f.runtimeType("SealedProposal");
  return dispatcherTypes(ts, owned);
}
