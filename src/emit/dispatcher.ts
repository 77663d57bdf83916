// Emits `dispatcher.ts`: `createDispatcher` and its types. `call`, `propose` and
// `execute` are each a `switch` on the tool name; every case runs that tool's gates
// as straight-line code written for its contract (see dispatcher-gates/-tools).
import type { ToolDecl } from "../ast.js";
import type { Toolset } from "../model.js";
import { checkFunction, ownedResources, ownerFunction, resultsConst } from "./dispatcher-gates.js";
import { executeFunction, finishFunction, proposeFunction, readFunction, seenFunction } from "./dispatcher-tools.js";
import { dispatcherTypes } from "./dispatcher-types.js";
import { Imports, jsDoc, str, tsFile, type EmittedFile } from "./printer.js";

// Helpers of the runtime, imported when the emitted body uses them.
const GATE_HELPERS = [
  "NOT_JSON", "ToolResults", "callName", "invalidProposal", "issueList", "listItems", "omitKey", "parseArguments",
  "readField", "refused", "sameValue", "settle", "timeoutFor", "traced", "unknownTool",
];

function cases(tools: readonly ToolDecl[], call: (name: string) => string): string {
  return tools.map((t) => `        case ${str(t.name.name)}:\n          return ${call(t.name.name)};\n`).join("");
}

function factory(ts: Toolset, tools: ToolDecl[]): string {
  const callable = tools.filter((t) => t.toolKind !== "write");
  const finishes = tools.filter((t) => t.toolKind === "finish");
  const writes = tools.filter((t) => t.toolKind === "write");
  return `${jsDoc(`The gated dispatcher of the ${ts.name} toolset, over the application's functions.`)}export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const deps: Deps = { ...options, runOnce: options.runOnce ?? new MemoryRunOnce() };
  return {
    call: (call, ctx, task) =>
      traced(task, callName(call), async () => {
        const name = callName(call);
        const input = readField(call, "arguments");
        switch (name) {
${cases(callable, (n) => `call_${n}(input, ctx, task, deps)`)}          default:
            return unknownTool(name);
        }
      }),
    propose: (call, ctx, task) =>
      traced(task, callName(call), async () => {
        const name = callName(call);
        const input = readField(call, "arguments");
        switch (name) {
${cases(finishes, (n) => `propose_${n}(input, ctx, task, deps)`)}          default:
            return unknownTool(name);
        }
      }),
    execute: (proposal, ctx, approval) =>
      traced(undefined, "execute", async () => {
        const tool = readField(proposal, "tool");
        const operationId = readField(proposal, "operation_id");
        if (typeof operationId !== "string" || operationId === "") return invalidProposal();
        const input = readField(proposal, "args");
        switch (tool) {
${cases(writes, (n) => `execute_${n}(operationId, input, ctx, approval, deps)`)}          default:
            return unknownTool(typeof tool === "string" ? tool : "");
        }
      }),
  };
}
`;
}

/** Emits `dispatcher.ts` for one toolset. */
export function emitDispatcher(ts: Toolset): EmittedFile[] {
  const tools = [...ts.tools.values()];
  const sections: string[] = [dispatcherTypes(ts)];
  sections.push(tools.map(resultsConst).join("\n"));
  sections.push(...ownedResources(ts).map((r) => ownerFunction(ts, r)));
  for (const t of tools) {
    sections.push(checkFunction(ts, t));
    if (t.toolKind === "read") sections.push(readFunction(ts, t));
    if (t.toolKind === "finish") sections.push(finishFunction(t), proposeFunction(ts, t));
    if (t.toolKind === "write") {
      if (t.seen.length) sections.push(seenFunction(ts, t));
      sections.push(executeFunction(t));
    }
  }
  sections.push(factory(ts, tools));
  const body = sections.join("\n");
  const uses = (name: string): boolean => new RegExp(`\\b${name}\\b`).test(body);
  const imports = new Imports()
    .value("./runtime.js", "MemoryRunOnce")
    .type("./runtime.js", ...["Proposal", "RunOnceStore", "Task", "ToolCall", "ToolResult", "WriteOperation"].filter(uses))
    .value("./runtime-gates.js", ...GATE_HELPERS.filter(uses))
    .type("./types.js", ...["ArgsOf", "Context", "ReplyOf"].filter(uses))
    .value("./validators.js", ...["validators", "replyValidators", "ruleChecks"].filter(uses));
  if (uses("Checked")) imports.type("./runtime-gates.js", "Checked");
  if (uses("randomUUID")) imports.value("node:crypto", "randomUUID");
  return [{ path: "dispatcher.ts", text: tsFile(imports, body) }];
}
