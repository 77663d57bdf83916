// The dispatcher's public types: what the application supplies (`Handlers`, `Owners`,
// `Writers`, options) and what it gets back (`Dispatcher`), typed per contract so a
// wrong handler fails `tsc`.
import type { ToolDecl } from "../ast.js";
import type { Toolset } from "../model.js";
import { idType, ownedResources } from "./dispatcher-gates.js";
import { jsDoc, propKey, str } from "./printer.js";

/** The first sentence of a tool's doc, for the member's doc comment. */
function summary(tool: ToolDecl): string {
  const doc = tool.doc?.value.trim() ?? "";
  const m = /^.*?[.!?](?=\s|$)/s.exec(doc);
  return (m ? m[0] : doc) || `The ${tool.name.name} tool.`;
}

/** The `Handlers`, `Owners`, `Writers`, `Timeouts`, `DispatcherOptions` and `Dispatcher` declarations. */
export function dispatcherTypes(ts: Toolset): string {
  const tools = [...ts.tools.values()];
  const reads = tools.filter((t) => t.toolKind === "read");
  const writes = tools.filter((t) => t.toolKind === "write");
  const handlers = reads.map((t) => {
    const k = str(t.name.name);
    const ret = t.returns ? `ReplyOf<${k}> | Promise<ReplyOf<${k}>>` : "unknown";
    return `${jsDoc(summary(t), "  ")}  readonly ${propKey(t.name.name)}: (args: ArgsOf<${k}>, ctx: Context) => ${ret};\n`;
  });
  const owners = ownedResources(ts).map((r) => {
    const owner = `Context[${str(r.owner?.name ?? "")}]`;
    return `${jsDoc(`The owner of the ${r.name.name} \`id\`, or null when there is none.`, "  ")}  readonly ${propKey(r.name.name)}: (id: ${idType(ts, r)}, ctx: Context) => ${owner} | null | Promise<${owner} | null>;\n`;
  });
  const writers = writes.map(
    (t) => `${jsDoc(summary(t), "  ")}  readonly ${propKey(t.name.name)}: (args: ArgsOf<${str(t.name.name)}>, ctx: Context, op: WriteOperation) => unknown;\n`,
  );
  const timed = [...reads, ...writes].map((t) => str(t.name.name));
  const timeouts = timed.length ? `number | { readonly [K in ${timed.join(" | ")}]?: number }` : "number";
  return `${jsDoc("The application's answer to each read tool, given checked arguments and the trusted context.")}export interface Handlers {
${handlers.join("")}}

${jsDoc("The owner lookup of each owned resource the tools name; ownership is compared in code, never by the model.")}export interface Owners {
${owners.join("")}}

${jsDoc("The application's function for each write tool; it runs only through `execute`, once per operation id.")}export interface Writers {
${writers.join("")}}

${jsDoc("Milliseconds before a handler, owner lookup or writer counts as `service_timeout`: one for all, or per tool.")}export type Timeouts = ${timeouts};

${jsDoc("What `createDispatcher` needs.")}export interface DispatcherOptions {
  readonly handlers: Handlers;
  readonly owners: Owners;
  readonly writers: Writers;
${jsDoc("Where operation ids are claimed; in memory by default (use a durable store in production).", "  ")}  readonly runOnce?: RunOnceStore;
  readonly timeoutMs?: Timeouts;
}

${jsDoc("The gated entry points; none of them throws or rejects.")}export interface Dispatcher {
${jsDoc("Runs one model call (a read, or a finish without proposing) through every gate.", "  ")}  call(call: ToolCall, ctx: Context, task: Task): Promise<ToolResult>;
${jsDoc("Checks a finish call and proposes its actions, each with a fresh operation id.", "  ")}  propose(call: ToolCall, ctx: Context, task: Task): Promise<ToolResult>;
${jsDoc("Runs one approved proposal after checking it again; an operation id runs at most once.", "  ")}  execute(proposal: Proposal, ctx: Context, approval?: unknown): Promise<ToolResult>;
}

// The options with the run-once store resolved.
type Deps = Omit<DispatcherOptions, "runOnce"> & { readonly runOnce: RunOnceStore };
`;
}
