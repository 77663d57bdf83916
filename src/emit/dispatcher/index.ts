// Emits `dispatcher.ts`: `createDispatcher` and its types. `call`, `propose` and
// `execute` are each a `switch` on the tool name; every case runs that tool's gates
// as straight-line code written for its contract (see gates.ts and tools.ts).
import type { ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { checkFunction, literalNumber, ownedResources, ownerFunction, resultsConst } from "./gates.js";
import { executeFunction, finishFunction, proposeFunction, readFunction, seenFunction } from "./tools.js";
import { dispatcherTypes } from "./types.js";
import { callStatement, fits, measuredText, signature, stepStatements } from "./layout.js";
import { fitsWidth, Imports, jsDoc, propKey, str, tsFile, type EmittedFile } from "../printer.js";

// Helpers of the runtime, imported when the emitted body uses them.
const GATE_HELPERS = [
  "NOT_JSON", "ToolResults", "callName", "countRefusal", "effectOf", "effectSum", "inList", "invalidProposal", "issueList",
  "listItems", "notProposable", "omitKey", "ownAll", "ownedArgs", "parseArguments", "proposalsOf", "readField", "refused", "reserveAll",
  "resume", "sameValue", "settle", "taskStopped", "timeoutFor", "traced", "unknownTool",
];

// The other names imported when the body uses them, by module.
const RUNTIME_TYPES = ["Proposal", "RunOnceStore", "Task", "ToolCall", "ToolResult", "TraceHook", "WriteOperation"];
const CONTRACT_TYPES = ["ArgsOf", "Context", "ReplyOf"];
const VALIDATORS = ["validators", "replyValidators", "ruleChecks"];
const GATE_TYPES = ["Checked", "Later", "Owned", "RefusalCaps", "Settled"];

// Each importable name as a whole word (`\bname\b`), all in one pattern: a name is all word
// characters, so a match is a whole word equal to one name, and one pass over the body finds
// the same names as testing each in turn.
const IMPORTABLE = new RegExp(`\\b(?:${[...RUNTIME_TYPES, ...GATE_HELPERS, ...CONTRACT_TYPES, ...VALIDATORS, ...GATE_TYPES, "randomUUID"].join("|")})\\b`, "g");

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
  return `${jsDoc(doc)}${signature(`function ${head}`, params, ": Later<ToolResult> {")}${before}  switch (name) {
${body}    default:
      return ${fallback};
  }
}
`;
}

// One entry of the dispatcher object, through \`traced\` (with the refusal caps, if any).
function entryCall(key: string, run: string, caps: string): string {
  const args = ["task", "callName(call)", run, "call", "ctx", "task", "deps", ...(caps ? ["REFUSAL_CAPS"] : [])];
  const flat = `    ${key}: (call, ctx, task) => traced(${args.join(", ")}),\n`;
  if (fits(flat)) return flat;
  const head = `    ${key}: (call, ctx, task) =>\n      traced(${args.join(", ")}),\n`;
  return fits(head.split("\n")[1] ?? "") ? head : `    ${key}: (call, ctx, task) =>\n      traced(\n${args.map((x) => `        ${x},\n`).join("")}      ),\n`;
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
  const callable = tools.filter((t) => t.toolKind !== "write");
  const finishes = tools.filter((t) => t.toolKind === "finish");
  const writes = tools.filter((t) => t.toolKind === "write");
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
  const executeCases = cases(writes, (n) => [`execute_${n}`, ["operationId", "input", "ctx", "approval", "deps"]]);
  const executeBefore = `  const name = readField(proposal, "tool");
  const operationId = readField(proposal, "operation_id");
  if (typeof operationId !== "string" || operationId === "") return invalidProposal();
  const input = readField(proposal, "args");
`;
  return [
    ...(caps ? [caps] : []),
    entry("`call`: a read or a finish through its gates.", "callTool", ["call: ToolCall", "ctx: Context", "task: Task", "deps: Deps"], named, callCases, "unknownTool(name)"),
    entry("`propose`: a finish call's actions.", "proposeTool", ["call: ToolCall", "ctx: Context", "task: Task", "deps: Deps"], named, proposeCases, "unknownTool(name)"),
    entry("`execute`: an approved proposal's write.", "executeTool", ["proposal: Proposal", "ctx: Context", "approval: unknown", "deps: Deps"], executeBefore, executeCases, `unknownTool(typeof name === "string" ? name : "")`),
    `${jsDoc(`The gated dispatcher of the ${ts.name} toolset, over the application's functions.`)}export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const deps: Deps = { ...options, runOnce: options.runOnce ?? new MemoryRunOnce() };
  return {
${entryCall("call", "callTool", caps)}${entryCall("propose", "proposeTool", caps)}
    execute: (proposal, ctx, approval) =>
      traced(undefined, "execute", executeTool, proposal, ctx, approval, deps),
  };
}
`,
  ].join("\n");
}

/** Emits `dispatcher.ts` for one toolset. */
export function emitDispatcher(ts: Toolset): EmittedFile[] {
  const tools = [...ts.tools.values()];
  const sections = measuredText(() => bodySections(ts, tools));
  const body = sections.join("\n");
  const used = new Set(body.match(IMPORTABLE));
  const uses = (name: string): boolean => used.has(name);
  const imports = new Imports()
    .value("./runtime.js", "MemoryRunOnce")
    .type("./runtime.js", ...RUNTIME_TYPES.filter(uses))
    .value("./runtime-gates.js", ...GATE_HELPERS.filter(uses))
    .type("./types.js", ...CONTRACT_TYPES.filter(uses))
    .value("./validators.js", ...VALIDATORS.filter(uses));
  imports.type("./runtime-gates.js", ...GATE_TYPES.filter(uses));
  if (uses("randomUUID")) imports.value("node:crypto", "randomUUID");
  const text = tsFile(imports, body);
  // Every line is laid out as prettier lays it out; a line still past the width is one
  // these rules do not break, and such a file is left to prettier.
  return [{ path: "dispatcher.ts", text, formatted: fitsWidth(text) }];
}

/** The sections of the body, in file order. */
function bodySections(ts: Toolset, tools: readonly ToolDecl[]): string[] {
  const owned = ownedResources(ts);
  const sections: string[] = [dispatcherTypes(ts, owned)];
  sections.push(tools.map(resultsConst).join("\n"));
  for (const r of owned) sections.push(ownerFunction(ts, r));
  for (const t of tools) {
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
