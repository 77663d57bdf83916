// The parts of `dispatcher.ts` a toolset with provenance adds: each read's `untrusted`
// paths (its reads label what a task sees), each write's policy in its seal entry, and
// the entry points that use them (`addUserText`, `approveByPolicy`).
import type { PolicyAtom, ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { jsDoc, propKey } from "../printer.js";
import { print } from "../schemas/literal.js";
import { exprLines } from "./layout.js";
import type { DispatcherFile } from "./file.js";

/** True when some tool of the toolset has an `untrusted`, `refuse when` or `auto when` member. */
export function usesProvenance(ts: Toolset): boolean {
  return [...ts.tools.values()].some((t) => t.untrusted.length > 0 || t.policies.length > 0);
}

function atomSpec(a: PolicyAtom): unknown {
  if ("sources" in a) return { arg: a.arg.name, test: a.kind, sources: a.sources.map((s) => s.name) };
  return { arg: a.arg.name, test: a.kind, op: a.op, value: a.value.value };
}

/** A tool's `refuse when` or `auto when` rules as the runtime reads them (`PolicyRule`). */
function rulesOf(tool: ToolDecl, verb: "refuse" | "auto"): unknown[] {
  return tool.policies.filter((p) => p.verb === verb).map((p) => ({ when: p.when.map(atomSpec), text: p.message?.value ?? "" }));
}

/** The `policy:` line of a write's seal entry in a toolset with provenance. */
export function policyLine(tool: ToolDecl): string {
  return `    policy: ${print({ refuse: rulesOf(tool, "refuse"), auto: rulesOf(tool, "auto") }, 12, 4, ",")},\n`;
}

/** The reads with a `refuse when`, judged before the call runs. */
export function refusingReads(ts: Toolset): ToolDecl[] {
  return [...ts.tools.values()].filter((t) => t.toolKind === "read" && t.policies.some((p) => p.verb === "refuse"));
}

/** `const READ_REFUSALS` and `guardedCall`: each read's `refuse when` rules, judged over the call's arguments before any gate. */
export function readRefusals(f: DispatcherFile, ts: Toolset): string {
  const entries = refusingReads(ts).map((t) => {
    const key = propKey(t.name.name);
    return `  ${key}: ${print(rulesOf(t, "refuse"), key.length + 4, 2, ",")},\n`;
  });
  return `${jsDoc("Each read's `refuse when` rules: a call whose arguments meet one is refused `untrusted_value` before it runs.")}const READ_REFUSALS: { readonly [read: string]: readonly ${f.gateType("PolicyRule")}[] } = {\n${entries.join("")}};

${jsDoc("`call`, with a read's `refuse when` judged first.")}function guardedCall(call: ${f.runtimeType("ToolCall")}, ctx: ${f.contract("Context")}, task: ${f.runtimeType("Task")}, deps: Deps): ${f.gateType("Later")}<${f.runtimeType("ToolResult")}> {
  return deps.writes.refuseRead(task, ${f.gate("callName")}(call), call, ctx) ?? callTool(call, ctx, task, deps);
}
`;
}

/** `const UNTRUSTED`: every read, with the paths of its reply marked `untrusted` (`[]` after a name: every item). */
export function untrustedConst(ts: Toolset): string {
  const reads = [...ts.tools.values()].filter((t) => t.toolKind === "read");
  const entries = reads.map((t) => {
    const paths = t.untrusted.map((u) => u.steps.map((s) => (s.kind === "items" ? "[]" : s.name)));
    const key = propKey(t.name.name);
    return `  ${key}: ${print(paths, key.length + 4, 2, ",")},\n`;
  });
  return `${jsDoc("Each read's reply parts marked `untrusted`: what is seen there is labelled `untrusted`, the rest `read`.")}const UNTRUSTED: { readonly [read: string]: readonly (readonly string[])[] } = {\n${entries.join("")}};\n`;
}

/** The entry points a toolset with provenance adds to `Dispatcher`. */
export function provenanceMethods(): string {
  return `${jsDoc("Adds the user's own request to what the task has seen: a value equal to one in it, or occurring whole in it, counts as from `user`.", "  ")}  addUserText(task: Task, text: string): void;
${jsDoc("Approves, as the contract's policy, a proposal its write's `auto when` approved when it was proposed (`policy: \"auto\"`); anything else is refused `not_auto`.", "  ")}  approveByPolicy(proposal: Proposal, ctx: Context): Promise<ToolResult>;
`;
}

/** The factory's lines for those entry points. */
export function provenanceEntries(): string {
  return `    addUserText: (task, text) => writes.addUserText(task, text),
    approveByPolicy: (proposal, ctx) => writes.approveByPolicy(proposal, ctx),
`;
}

/** The `call` entry of a toolset with provenance: traced, then its reads labelled. */
export function labelledCall(f: DispatcherFile, caps: boolean, ctx = "ctx", guarded = false): string {
  const args = ["task", `${f.gate("callName")}(call)`, guarded ? "guardedCall" : "callTool", "call", ctx, "task", "deps", ...(caps ? ["REFUSAL_CAPS"] : [])];
  return `    call: (call, ctx, task) =>\n${exprLines(`writes.label(task, callName(call), ${f.gate("traced")}(${args.join(", ")}))`, "      ", "", ",")}`;
}
