// The dispatcher's public types: what the application supplies (`Handlers`, `Owners`,
// `Writers`, options) and what it gets back (`Dispatcher`), typed per contract so a
// wrong handler fails `tsc`.
import { provenanceMethods, usesProvenance } from "./provenance.js";
import type { ResourceDecl, ToolDecl } from "../../ast.js";
import { resourceOf, statesOf, type Toolset } from "../../model.js";
import { idType, ownedResources } from "./gates.js";
import { fits, signature } from "./layout.js";
import { printDoc } from "../doc.js";
import { jsDoc, propKey, str, WIDTH } from "../printer.js";
import { aliasDoc, typeDoc } from "../types/layout.js";
import { named, ref, union, type TypeTree } from "../types/tree.js";

// Interface members, or `{}` for none, as prettier prints an empty body.
function block(members: readonly string[]): string {
  return members.length ? `{\n${members.join("")}}` : "{}";
}

/** The first sentence of a tool's doc, for the member's doc comment. */
function summary(tool: ToolDecl): string {
  const doc = tool.doc?.value.trim() ?? "";
  const m = /^.*?[.!?](?=\s|$)/s.exec(doc);
  return (m ? m[0] : doc) || `The ${tool.name.name} tool.`;
}

/** `T` or `Promise<T>` as a type tree. */
const generic = (name: string, arg: TypeTree): TypeTree => ({ k: "generic", name, args: [arg] });

/** An id's type (`string | number` for either) as a type tree. */
const idTree = (type: string): TypeTree => union(type.split(" | ").map(named));

/**
 * `  readonly key: (params) => ret;` as an interface member: `signature`'s one line or broken
 * parameters when those fit, else laid out as prettier lays out the function type.
 */
function member(key: string, params: readonly (readonly [string, TypeTree, string])[], ret: TypeTree, flatRet: string): string {
  const flat = signature(`readonly ${key}: `, params.map(([n, , t]) => `${n}: ${t}`), ` => ${flatRet};`, "  ");
  if (flat.split("\n").every((l) => fits(l))) return flat;
  const fn: TypeTree = { k: "fn", params: params.map(([n, t]) => [n, t] as const), ret };
  const text = printDoc(["readonly ", key, ": ", typeDoc(fn, "annotation"), ";"], WIDTH - 2);
  return `${text.replace(/^(?=.)/gm, "  ")}\n`;
}

/** The `ctx: Context` parameter of every lookup. */
const CTX = ["ctx", ref("Context"), "Context"] as const;

/** The `Handlers`, `Owners`, `Writers`, `Timeouts`, `DispatcherOptions` and `Dispatcher` declarations. */
export function dispatcherTypes(ts: Toolset, owned: readonly ResourceDecl[] = ownedResources(ts)): string {
  const tools = [...ts.tools.values()];
  const reads = tools.filter((t) => t.toolKind === "read");
  const writes = tools.filter((t) => t.toolKind === "write");
  const handlers = reads.map((t) => {
    const k = str(t.name.name);
    const ret = t.returns ? `ReplyOf<${k}> | Promise<ReplyOf<${k}>>` : "unknown";
    const reply = generic("ReplyOf", named(k));
    const retTree = t.returns ? union([reply, generic("Promise", reply)]) : named("unknown");
    return `${jsDoc(summary(t), "  ")}${member(propKey(t.name.name), [["args", generic("ArgsOf", named(k)), `ArgsOf<${k}>`], CTX], retTree, ret)}`;
  });
  const owners = owned.map((r) => {
    const owner = `Context[${str(r.owner?.name ?? "")}]`;
    const id = idType(ts, r);
    const or = union([named(owner), named("null")]);
    const ret = union([or, generic("Promise", or)]);
    return `${jsDoc(`The owner of the ${r.name.name} \`id\`, or null when there is none.`, "  ")}${member(propKey(r.name.name), [["id", idTree(id), id], CTX], ret, `${owner} | null | Promise<${owner} | null>`)}`;
  });
  const stateful = statefulResources(ts);
  const states = stateful.map((r) => {
    const names = (statesOf(ts, r) ?? []).map(str);
    const flat = names.join(" | ");
    const id = idType(ts, r);
    const or = union([...names.map(named), named("null")]);
    const ret = union([or, generic("Promise", or)]);
    return `${jsDoc(`The state of the ${r.name.name} \`id\`, or null when there is none; read after its owner.`, "  ")}${member(propKey(r.name.name), [["id", idTree(id), id], CTX], ret, `${flat} | null | Promise<${flat} | null>`)}`;
  });
  const statesDecl = stateful.length ? `${jsDoc("The state lookup of each resource a tool `require`s a state of; read when a call is checked, and for a write again when it runs.")}export interface States ${block(states)}\n\n` : "";
  const writers = writes.map((t) => {
    const k = str(t.name.name);
    const params = [["args", generic("ArgsOf", named(k)), `ArgsOf<${k}>`], CTX, ["op", ref("WriteOperation"), "WriteOperation"]] as const;
    return `${jsDoc(summary(t), "  ")}${member(propKey(t.name.name), params, named("unknown"), "unknown")}`;
  });
  const timed = [...reads, ...writes];
  // The timed tools get an alias of their own, named from the interfaces that list them.
  const timedTool = timed.length ? `\n${jsDoc("The tools a timeout can name: the reads and the writes.")}type TimedTool = keyof Handlers | keyof Writers;\n` : "";
  const timeouts = timed.length ? "number | { readonly [K in TimedTool]?: number }" : "number";
  return `${jsDoc("The application's answer to each read tool, given checked arguments and the trusted context.")}export interface Handlers ${block(handlers)}

${jsDoc("The owner lookup of each owned resource the tools name; ownership is compared in code, never by the model.")}export interface Owners ${block(owners)}

${statesDecl}${jsDoc("The application's function for each write tool; it runs only through `execute`, once per operation id.")}export interface Writers ${block(writers)}

${jsDoc("Milliseconds before a handler, owner lookup or writer counts as `service_timeout`: one for all, or per tool.")}export type Timeouts = ${timeouts};
${timedTool}
${jsDoc("A proposal of this toolset, as `propose` issues it: one per write tool, with its typed arguments.")}${proposalUnion(writes)}

${jsDoc("The result of `propose`: on success its `proposals`, sealed, one per proposed action.")}export interface Proposed extends ToolResult {
  readonly proposals: readonly Proposal[];
}

${jsDoc("What `createDispatcher` needs; it throws at once, naming each bad option.")}export interface DispatcherOptions {
  readonly handlers: Handlers;
  readonly owners: Owners;
${stateful.length ? "  readonly states: States;\n" : ""}  readonly writers: Writers;
${jsDoc(`The secret that seals proposals and saved tasks (a string or bytes, at least 32 bytes)${writes.length ? "" : "; this toolset has no writes, so it is needed only to save tasks"}.`, "  ")}  readonly proposalKey${writes.length ? "" : "?"}: ProposalKey;
${jsDoc(writes.length ? "Where decisions, outcomes, per-task counters and the audit are kept: `sqliteStore(db)` or `postgresStore(pool)`, shared by every process; `memoryStore()` in tests." : "Where saved tasks' versions and stopped state are kept, so an older save cannot be restored; none by default.", "  ")}  readonly runOnce${writes.length ? "" : "?"}: RunOnceStore;
${jsDoc("Receives every audit record: proposals, approvals, denials and executions.", "  ")}  readonly audit?: (record: AuditRecord) => void | Promise<void>;
${jsDoc("How long a proposal may wait for approval and execution; 7 days by default.", "  ")}  readonly proposalTtlMs?: number;
${jsDoc("Milliseconds before a run-once store's answer counts as missing; 10 000 by default.", "  ")}  readonly storeTimeoutMs?: number;
  readonly timeoutMs?: Timeouts;
${jsDoc("Sees each call's trace line as it is made, `execute` included (e.g. for metrics); what it throws is ignored.", "  ")}  readonly onTrace?: TraceHook;
}

${jsDoc("The gated entry points; none of them throws or rejects.")}export interface Dispatcher {
${jsDoc("Runs one model call (a read, or a finish without proposing) through every gate.", "  ")}  call(call: ToolCall, ctx: Context, task: Task): Promise<ToolResult>;
${jsDoc("Checks a finish call and proposes its actions, each sealed with a fresh operation id.", "  ")}  propose(call: ToolCall, ctx: Context, task: Task): Promise<Proposed>;
${jsDoc("Records a person's approval of a proposal in the store, so a worker may execute it.", "  ")}  approve(proposal: Proposal, ctx: Context, approval: Approval): Promise<ToolResult>;
${jsDoc("Runs one proposal after checking its seal and its gates again; approves it first if nobody did; an operation runs at most once.", "  ")}  execute(proposal: Proposal, ctx: Context, approval: Approval): Promise<ToolResult>;
${jsDoc("Records a person's denial of a proposal; the result's text, with the reason, is for the model.", "  ")}  deny(proposal: Proposal, ctx: Context, denial: Denial): Promise<ToolResult>;
${jsDoc("A task's state, sealed with its version and context, to carry it to another request or process.", "  ")}  saveTask(task: Task, ctx: Context): Promise<SavedTask>;
${jsDoc("A task back from `saveTask`; a changed, garbled or older state, or one for another context, is refused, never thrown.", "  ")}  restoreTask(saved: unknown, ctx: Context): Promise<TaskRestore>;
${jsDoc("Whether a caller with this context can use the tool at all: false when a `scope` of it names a context field the caller lacks, or an empty list (an MCP server's `tools/list` leaves it out).", "  ")}  usable(tool: string, ctx: Context): boolean;
${usesProvenance(ts) ? provenanceMethods() : ""}}

// The options with the write path resolved (an interface, not an \`Omit\` of the options,
// which \`tsc\` would build anew for every toolset).
interface Deps extends DispatcherOptions {
  readonly writes: WriteDesk;
}
`;
}

/** The resources some tool `require`s a state of, in declaration order. */
function statefulResources(ts: Toolset): ResourceDecl[] {
  const used = new Set<string>();
  for (const t of ts.tools.values())
    for (const r of t.requires) {
      const arg = t.args.find((a) => a.name.name === r.arg.name);
      const res = arg && resourceOf(ts, arg.type);
      if (res?.state) used.add(res.name.name);
    }
  return ts.file.resources.filter((r) => used.has(r.name.name) && ts.resources.get(r.name.name) === r);
}

/** `export type Proposal =` the union of the write tools' sealed proposals, `never` when there are none, laid out as prettier lays out an alias. */
function proposalUnion(writes: readonly ToolDecl[]): string {
  if (writes.length === 0) return "export type Proposal = never;";
  const members = writes.map((t) => `SealedProposal<${str(t.name.name)}, ArgsOf<${str(t.name.name)}>>`);
  const flat = `export type Proposal = ${members.join(" | ")};`;
  if (fits(flat)) return flat;
  // As generics, so a member too long for its line breaks its type arguments as prettier does.
  const sealed = (t: ToolDecl): TypeTree => ({ k: "generic", name: "SealedProposal", args: [named(str(t.name.name)), generic("ArgsOf", named(str(t.name.name)))] });
  return printDoc(aliasDoc("export type Proposal", union(writes.map(sealed))), WIDTH);
}
