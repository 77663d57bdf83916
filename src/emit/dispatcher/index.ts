// Emits `dispatcher.ts`: `createDispatcher` and its types. `call`, `propose` and
// `execute` are each a `switch` on the tool name; every case runs that tool's gates
// as straight-line code written for its contract (see gates.ts and tools.ts).
import type { ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { checkFunction, literalNumber, ownedResources, ownerFunction, requireConsts, resultsConst } from "./gates.js";
import { executeFunction, finishFunction, proposeFunction, readFunction, seenFunction } from "./tools.js";
import { dispatcherTypes } from "./types.js";
import { isTableRead, readsTable } from "./reads.js";
import { writesConst } from "./seals.js";
import { labelledCall, provenanceEntries, readRefusals, refusingReads, untrustedConst, usesProvenance } from "./provenance.js";
import { callStatement, fits, laidOut, measuredText, signature, stepStatements } from "./layout.js";
import { Imports, jsDoc, propAccess, propKey, str, tsFile, WIDTH, type EmittedFile } from "../printer.js";
import { RUNTIME_FOLDER as RUNTIME, runtimeVersion } from "../runtime.js";

// Helpers of the runtime, imported when the emitted body uses them.
const GATE_HELPERS = [
  "NOT_JSON", "ToolResults", "WriteDesk", "callName", "countRefusal", "effectOf", "effectSum", "idText", "inList", "issueList",
  "listItems", "notProposable", "omitKey", "onceBinds", "onceWants", "ownAll", "ownedArgs", "parseArguments", "parseSealed", "proposalsOf", "readField", "refused", "reserveAll",
  "resume", "runRead", "sameValue", "scopeUsable", "settle", "settleCall", "stateGate", "establishField", "taskStopped", "timeoutFor", "traced", "unknownTool",
];

// The other names imported when the body uses them, by module.
const RUNTIME_VALUES = ["contextIn"];
const RUNTIME_TYPES = ["Approval", "AuditRecord", "Denial", "ParsedProposal", "ProposalKey", "RunOnceStore", "SavedTask", "SealedProposal", "Task", "TaskRestore", "ToolCall", "ToolResult", "TraceHook", "WriteOperation"];
const CONTRACT_TYPES = ["ArgsOf", "Context", "ReplyOf", "ToolReplies"];
const VALIDATORS = ["validators", "replyValidators", "ruleChecks"];
const GATE_TYPES = ["Action", "Checked", "Later", "OpenProposal", "Owned", "PolicyRule", "ReadSteps", "RefusalCaps", "Settled", "WriteSeals"];

// Each importable name as a whole word (`\bname\b`), all in one pattern: a name is all word
// characters, so a match is a whole word equal to one name, and one pass over the body finds
// the same names as testing each in turn.
const IMPORTABLE = new RegExp(`\\b(?:${[...RUNTIME_VALUES, ...RUNTIME_TYPES, ...GATE_HELPERS, ...CONTRACT_TYPES, ...VALIDATORS, ...GATE_TYPES].join("|")})\\b`, "g");

function cases(tools: readonly ToolDecl[], call: (name: string) => [string, string[]]): string {
  return tools
    .map((t) => {
      const [callee, args] = call(t.name.name);
      return `    case ${str(t.name.name)}:\n${callStatement("return ", callee, args, "      ")}`;
    })
    .join("");
}

// One entry point's switch on the tool name; `unknownTool` for every other name.
function entry(doc: string, head: string, params: string[], before: string, body: string, fallback: string): string {
  if (!body) return `${jsDoc(doc)}${signature(`function ${head}`, params, ": Later<ToolResult> {")}${before}  return ${fallback};\n}\n`;
  return `${jsDoc(doc)}${signature(`function ${head}`, params, ": Later<ToolResult> {")}${before}  switch (name) {
${body}    default:
      return ${fallback};
  }
}
`;
}

// One entry of the dispatcher object, through \`traced\` (with the refusal caps, if any).
function entryCall(key: string, run: string, caps: string, cast = "", principal = false): string {
  // A toolset whose reads `establish` context fields runs each call under them.
  const ctx = principal ? "contextIn(ctx, task)" : "ctx";
  const args = ["task", "callName(call)", run, "call", ctx, "task", "deps", ...(caps ? ["REFUSAL_CAPS"] : [])];
  const flat = `    ${key}: (call, ctx, task) => traced(${args.join(", ")})${cast},\n`;
  if (fits(flat)) return flat;
  const head = `    ${key}: (call, ctx, task) =>\n      traced(${args.join(", ")})${cast},\n`;
  return fits(head.split("\n")[1] ?? "") ? head : `    ${key}: (call, ctx, task) =>\n      traced(\n${args.map((x) => `        ${x},\n`).join("")}      )${cast},\n`;
}

/** The \`refusals max N\` caps of the toolset and its tools, as a constant; "" when there are none. */
function refusalCaps(ts: Toolset, tools: readonly ToolDecl[]): string {
  const task = literalNumber(ts.file.refusals);
  const own = tools.filter((t) => literalNumber(t.refusals) !== undefined).map((t) => `${propKey(t.name.name)}: ${literalNumber(t.refusals)}`);
  if (task === undefined && own.length === 0) return "";
  const parts = [...(task === undefined ? [] : [`task: ${task}`]), ...(own.length ? [`tools: { ${own.join(", ")} }`] : [])];
  const flat = `const REFUSAL_CAPS: RefusalCaps = { ${parts.join(", ")} };\n`;
  const text = fits(flat) ? flat : `const REFUSAL_CAPS: RefusalCaps = {\n${task === undefined ? "" : `  task: ${task},\n`}${own.length ? `  tools: {\n${own.map((o) => `    ${o},\n`).join("")}  },\n` : ""}};\n`;
  return `${jsDoc("Refused calls a task may make, in all and per tool, before it is stopped.")}${text}`;
}

function factory(ts: Toolset, tools: readonly ToolDecl[]): string {
  const caps = refusalCaps(ts, tools);
  const principal = tools.some((t) => t.establishes.length > 0);
  // Reads in the `reads` table need no case: `runRead` takes every name the switch does not.
  const callable = tools.filter((t) => t.toolKind !== "write" && !isTableRead(ts, t));
  const tabled = tools.some((t) => isTableRead(ts, t));
  const finishes = tools.filter((t) => t.toolKind === "finish");
  const writes = tools.filter((t) => t.toolKind === "write");
  const traced = usesProvenance(ts);
  const guarded = refusingReads(ts).length > 0;
  const named = "  const name = callName(call);\n  const input = readField(call, \"arguments\");\n";
  // Each case checks, then steps into `call_<tool>` directly unless an owner lookup is pending.
  const callCases = callable
    .map((t) => {
      const n = t.name.name;
      const extra = t.toolKind === "finish" ? ["ctx", "task"] : ["ctx", "task", "deps"];
      const check = callStatement("const checked = ", `check_${n}`, ["input", "ctx", "deps"], "      ");
      return `    case ${str(n)}: {\n${check}${stepStatements("checked", `call_${n}`, extra, "      ")}    }\n`;
    })
    .join("");
  // A read named to `propose` is told what it is, rather than that it does not exist.
  const reads = tools.filter((t) => t.toolKind === "read").map((t) => `    case ${str(t.name.name)}:\n`);
  const readCases = reads.length ? `${reads.join("")}      return notProposable(name);\n` : "";
  const proposeCases = cases(finishes, (n) => [`propose_${n}`, ["input", "ctx", "task", "deps"]]) + readCases;
  const executeCases = cases(writes, (n) => [`execute_${n}`, ["proposal", "ctx", "approval", "deps"]]);
  const fallback = "unknownTool(proposal.tool)";
  const executeSwitch = `${jsDoc("`execute`: an opened, approved proposal's write.")}${signature("function executeTool", ["proposal: OpenProposal", "ctx: Context", "approval: Approval", "deps: Deps"], ": Promise<ToolResult> {")}  switch (proposal.tool) {
${executeCases}    default:
      return Promise.resolve(${fallback});
  }
}
`;
  return [
    ...(caps ? [caps] : []),
    entry(
      "`call`: a read or a finish through its gates.",
      "callTool",
      ["call: ToolCall", "ctx: Context", "task: Task", "deps: Deps"],
      named,
      callCases,
      tabled ? "runRead(reads, name, input, ctx, task, deps)" : "unknownTool(name)",
    ),
    entry("`propose`: a finish call's actions.", "proposeTool", ["call: ToolCall", "ctx: Context", "task: Task", "deps: Deps"], named, proposeCases, "unknownTool(name)"),
    executeSwitch,
    `${jsDoc("`execute`: the proposal opened and its approval checked, then its tool's write; all of it audited.")}function executeEntry(
  proposal: unknown,
  ctx: Context,
  approval: unknown,
  deps: Deps,
): Promise<ToolResult> {
  return deps.writes.execute(proposal, ctx, approval, (p, a) => executeTool(p, ctx, a, deps));
}
`,
    usableFunction(tools),
    `${jsDoc(`The gated dispatcher of the ${ts.name} toolset, over the application's functions; throws at once on a bad option.`)}export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const writes = new WriteDesk(${str(ts.name)}, WRITES, ${writes.length > 0}, options${traced ? ", UNTRUSTED" : ""}${guarded ? ", READ_REFUSALS" : ""});
  const deps: Deps = { ...options, writes };
  return {
${traced ? labelledCall(caps !== "", principal ? "contextIn(ctx, task)" : "ctx", guarded) : entryCall("call", "callTool", caps, "", principal)}${entryCall("propose", "proposeTool", caps, " as Promise<Proposed>", principal)}${traced ? provenanceEntries() : ""}
    execute: (proposal, ctx, approval) =>
      traced(undefined, "execute", executeEntry, proposal, ctx, approval, deps),
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
function usableFunction(tools: readonly ToolDecl[]): string {
  const scoped = tools.filter((t) => t.toolKind !== "write" && t.scopes.length > 0);
  const doc = jsDoc("Whether a caller with `ctx` can use `tool` at all: every `scope` of it names a context field the caller has (a non-empty list for `in`).");
  if (scoped.length === 0) return `${doc}function usableTool(_tool: string, _ctx: Context): boolean {\n  return true;\n}\n`;
  const cases = scoped
    .map((t) => {
      const test = t.scopes.map((s) => `scopeUsable(ctx${propAccess(s.field.name)}, ${s.op === "in"})`).join(" && ");
      const flat = `      return ${test};`;
      return `    case ${str(t.name.name)}:\n${fits(flat) ? flat : `      return (\n        ${t.scopes.map((s) => `scopeUsable(ctx${propAccess(s.field.name)}, ${s.op === "in"})`).join(" &&\n        ")}\n      );`}\n`;
    })
    .join("");
  return `${doc}function usableTool(tool: string, ctx: Context): boolean {\n  switch (tool) {\n${cases}    default:\n      return true;\n  }\n}\n`;
}

// \`parseProposal\`: a proposal read back from plain data, typed as this toolset's \`Proposal\`.
function parseFunction(ts: Toolset): string {
  const doc = jsDoc(
    "A proposal read back from plain data (a queue, an HTTP body), as this toolset's `Proposal`, or why it is not one: not an object, a field missing or of the wrong type, not a write tool of this toolset, arguments its write refuses, a seal not in the seal's format. It does not check the seal itself, which needs the key: `execute` does, and refuses a proposal this dispatcher did not issue.",
  );
  return `${doc}export function parseProposal(input: unknown): ParsedProposal<Proposal> {
  return parseSealed(input, ${str(ts.name)}, WRITES) as ParsedProposal<Proposal>;
}
`;
}

// The shared runtime's version this toolset was built against: loading refuses another (the
// test; `tsc` refuses it in index.ts, the file it checks), so a folder left by another
// compiler fails loudly instead of running on a runtime it was not written for.
function runtimeCheck(ts: Toolset): string {
  const doc = jsDoc("The version of the shared runtime this toolset was built with; `contractc build` writes both.");
  const test = "if (RUNTIME_VERSION !== BUILT_WITH)";
  const fail = `throw new Error(${str(`${ts.name}: built for another version of ${RUNTIME}/; run contractc build`)});`;
  // One line when it fits, else broken after the test as prettier breaks it.
  const check = test.length + 1 + fail.length <= WIDTH ? `${test} ${fail}` : `${test}\n  ${fail}`;
  return `${doc}const BUILT_WITH: typeof RUNTIME_VERSION = ${str(runtimeVersion())};\n${check}\n`;
}

/** Emits `dispatcher.ts` for one toolset. */
export function emitDispatcher(ts: Toolset): EmittedFile[] {
  const tools = [...ts.tools.values()];
  const sections = measuredText(() => bodySections(ts, tools));
  const body = sections.join("\n");
  const used = new Set(body.match(IMPORTABLE));
  const uses = (name: string): boolean => used.has(name);
  const imports = new Imports()
    .value(`../${RUNTIME}/runtime.js`, "RUNTIME_VERSION", ...RUNTIME_VALUES.filter(uses))
    .type(`../${RUNTIME}/runtime.js`, ...RUNTIME_TYPES.filter(uses))
    .value(`../${RUNTIME}/runtime-gates.js`, ...GATE_HELPERS.filter(uses))
    .type("./types.js", ...CONTRACT_TYPES.filter(uses))
    .value("./validators.js", ...VALIDATORS.filter(uses));
  imports.type(`../${RUNTIME}/runtime-gates.js`, ...GATE_TYPES.filter(uses));
  const text = tsFile(imports, body);
  // Every line is laid out as prettier lays it out; a line still past the width is one
  // these rules do not break, and such a file is left to prettier.
  return [{ path: "dispatcher.ts", text, formatted: laidOut(text) }];
}

/** The sections of the body, in file order. */
function bodySections(ts: Toolset, tools: readonly ToolDecl[]): string[] {
  const owned = ownedResources(ts);
  const sections: string[] = [runtimeCheck(ts), dispatcherTypes(ts, owned), writesConst(ts), parseFunction(ts)];
  if (usesProvenance(ts)) sections.push(untrustedConst(ts));
  if (refusingReads(ts).length > 0) sections.push(readRefusals(ts));
  sections.push(tools.length ? jsDoc("The cap and hints of each tool's results.") + tools.map(resultsConst).join("") : "");
  for (const r of owned) sections.push(ownerFunction(ts, r));
  const table = readsTable(ts, tools);
  if (table) sections.push(table);
  for (const t of tools) {
    if (isTableRead(ts, t)) continue;
    if (t.requires.length) sections.push(requireConsts(ts, t));
    sections.push(checkFunction(ts, t));
    if (t.seen.length) sections.push(seenFunction(ts, t));
    if (t.toolKind === "read") sections.push(readFunction(ts, t));
    if (t.toolKind === "finish") sections.push(finishFunction(ts, t), proposeFunction(ts, t));
    if (t.toolKind === "write") {
      sections.push(executeFunction(t));
    }
  }
  sections.push(factory(ts, tools));
  return sections;
}
