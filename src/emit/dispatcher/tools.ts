// The per-tool steps after the shared gates: a read's budget, handler and reply checks
// (`call_<tool>`), a finish's proposals (`propose_<tool>`), and a write's approved run
// (`execute_<tool>`), each straight-line code for one contract.
import type { ResourceDecl, ToolDecl } from "../../ast.js";
import { derefType, type Toolset } from "../../model.js";
import { argOf, literalNumber } from "./gates.js";
import { budgetText, effectTaskText, notSeenKindText, notSeenText } from "./texts.js";
import { Names, walkCode, type Target } from "./walk.js";
import { callStatement, exprLines, fits, ifHead, ifReturn, signature, stepStatements } from "./layout.js";
import { callDoc, constDoc, huggedDoc, printed, propDoc } from "./docs.js";
import { textDoc } from "../expr-doc.js";
import { jsDoc, propAccess, str } from "../printer.js";
import type { DispatcherFile } from "./file.js";

/** Whether an argument's effect is counted in list items (else in its value). */
function listEffect(ts: Toolset, tool: ToolDecl, arg: string): boolean {
  const a = argOf(tool, arg);
  if (!a) return false;
  let t = derefType(ts, a.type);
  if (t.kind === "nullable") t = derefType(ts, t.inner);
  return t.kind === "list";
}

/**
 * What one call or proposal spends of the task: the budget, then each `effect ... per
 * task`, as `[key, max, amount, refusal]` texts. `amount` is built by `budgetAmount` for
 * the budget (one call, or the proposals of a write) and by `effect(arg)` for each effect,
 * each only when its entry is written.
 */
function spendings(f: DispatcherFile, ts: Toolset, tool: ToolDecl, results: string, budgetAmount: () => string, effect: (arg: string) => string, values: (arg: string) => string): string[] {
  const name = tool.name.name;
  const out: string[] = [];
  const budget = literalNumber(tool.budget);
  const unit = tool.toolKind === "write" ? "proposal" : "call";
  if (budget !== undefined) out.push(`[${str(name)}, ${budget}, ${budgetAmount()}, () => ${results}.refuse("budget_exhausted", ${str(budgetText(name, budget, unit))})]`);
  for (const e of tool.effects) {
    const max = literalNumber(e.max);
    if (!e.perTask || max === undefined || !argOf(tool, e.arg.name)) continue;
    const text = effectTaskText(e.arg.name, max, listEffect(ts, tool, e.arg.name));
    out.push(`[${str(`${name}.${e.arg.name}`)}, ${max}, ${effect(e.arg.name)}, () => ${results}.refuse("effect_exceeded", ${str(text)})]`);
  }
  // `once ARG per task`: a reservation of one per value, spread in among the others.
  for (const o of tool.onces) {
    if (!o.perTask || !argOf(tool, o.arg.name)) continue;
    const message = o.message ? `, ${str(o.message.value)}` : "";
    out.push(`...${f.gate("onceWants")}(${results}, ${str(name)}, ${str(o.arg.name)}, ${values(o.arg.name)}${message})`);
  }
  return out;
}

/** The gate that reserves a call's budget and effects per task; all or nothing. */
function budgetGate(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const max = literalNumber(tool.budget);
  const perTask = tool.effects.some((e) => e.perTask) || tool.onces.some((o) => o.perTask);
  if (max === undefined && !perTask) return "";
  if (!perTask) return ifReturn(`!task.reserve(${str(name)}, ${max})`, `results.refuse("budget_exhausted", ${str(budgetText(name, max ?? 0))})`);
  const wants = spendings(f, ts, tool, "results", () => "1", (arg) => `${f.gate("effectOf")}(args${propAccess(arg)})`, (arg) => `[args${propAccess(arg)}]`);
  return `  const spent = ${f.gate("reserveAll")}(task, [
${wants.map((w) => exprLines(w, "    ", "", ",")).join("")}  ]);
  if (spent) return spent;
`;
}

/** The call of `seen_<tool>` before a read's handler or a finish's resolution. */
function seenGate(tool: ToolDecl): string {
  if (tool.seen.length === 0) return "";
  return `${unseenCall(tool, "args", "  ")}  if (unseen) return unseen;\n`;
}

/** `const unseen = seen_<tool>(args, task);` at `at`: the `seen` evidence a call or proposal of `tool` lacks. */
function unseenCall(tool: ToolDecl, args: string, at: string): string {
  return printed([constDoc("unseen", callDoc(`seen_${tool.name.name}`, [args, "task"])), ";"], at);
}

/** Each resource id reached becomes evidence of the task. */
function see(res: ResourceDecl, e: string, at: string): string {
  return printed([callDoc("task.see", [str(res.name.name), textDoc(e)]), ";"], at);
}

/** The evidence of owned ids (of the arguments), one `task.see` each. */
export const OWNED_EVIDENCE: Target = { kind: "resource", ownedOnly: true, leaf: see };
/** The evidence of every id (of a reply), one `task.see` each. */
export const ANY_EVIDENCE: Target = { kind: "resource", ownedOnly: false, leaf: see };

/** `call_<tool>` of a read (the budget and the handler, after `check_<tool>`) and `reply_<tool>` (its reply's checks and evidence). */
export function readFunction(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const names = new Names(f);
  let argEvidence = "";
  for (const a of tool.args) argEvidence += walkCode(ts, a.type, `args${propAccess(a.name.name)}`, OWNED_EVIDENCE, names);
  let reply = "reply.value";
  let replyChecks = "";
  if (tool.returns) {
    reply = "out.value";
    replyChecks = `${printed([constDoc("out", callDoc(`${f.table("replyValidators")}${propAccess(name)}`, ["reply.value"])), ";"], "  ")}  if (!out.ok) return results.invalidOutput(\`issues: \${${f.gate("issueList")}(out.issues)}\`);
`;
    for (const e of tool.ensures) {
      const path = e.result.parts.reduce((acc, p) => `${f.gate("readField")}(${acc}, ${str(p.name)})`, "out.value");
      const label = e.result.parts.map((p) => p.name).join(".");
      replyChecks += ifReturn(`!${f.gate("sameValue")}(${path}, args${propAccess(e.arg.name)})`, `results.invalidOutput(${str(`ensure result.${label} == ${e.arg.name}`)})`);
    }
  }
  const replyEvidence = tool.returns ? walkCode(ts, tool.returns, "out.value", ANY_EVIDENCE, names) : "";
  // `establish`: a checked reply's value becomes the task's context field, once.
  for (const e of tool.returns ? tool.establishes : []) {
    const value = e.result.parts.reduce((acc, p) => `${f.gate("readField")}(${acc}, ${str(p.name)})`, "out.value");
    const call = callStatement("const other = ", f.gate("establishField"), ["task", "ctx", str(e.field.name), value, "results", ...(e.message ? [str(e.message.value)] : [])]);
    replyChecks += `${call}  if (other) return other;\n`;
  }
  const withCtx = tool.establishes.length > 0 && tool.returns !== undefined;
  const argsType = `${f.contract("ArgsOf")}<${str(name)}>`;
  const [ctx, task, result] = [f.contract("Context"), f.runtimeType("Task"), f.runtimeType("ToolResult")];
  // The timeout inline while the call fits a line; else named first, so the call still takes one line, not seven.
  const timeout = `${f.gate("timeoutFor")}(deps.timeoutMs, ${str(name)})`;
  const settleCall = f.gate("settleCall");
  const inline = callStatement("const reply = ", settleCall, ["deps.handlers", str(name), "args", "ctx", timeout]);
  const named = callStatement("const reply = ", settleCall, ["deps.handlers", str(name), "args", "ctx", "timeout"]);
  const handler = !inline.includes("\n  ") || named.includes("\n  ") ? inline : `  const timeout = ${timeout};\n${named}`;
  return `${jsDoc(`${name} after its gates: the budget, then the handler; \`reply_${name}\` checks what it answers.`)}${signature(`function call_${name}`, [`checked: ${f.gateType("Checked")}<${argsType}>`, `ctx: ${ctx}`, `task: ${task}`, "deps: Deps"], `: ${f.gateType("Later")}<${result}> {`)}  if (!checked.ok) return checked.result;
${budgetGate(f, ts, tool) && `  const results = results_${name};\n`}  const args = checked.args;
${seenGate(tool)}${budgetGate(f, ts, tool)}${handler}${stepStatements(f, "reply", `reply_${name}`, ["args", "task", ...(withCtx ? ["ctx"] : [])])}}

${jsDoc(`${name}'s reply: its checks, then a successful read becomes evidence.`)}${signature(`function reply_${name}`, [`reply: ${f.gateType("Settled")}<unknown>`, `args: ${argsType}`, `task: ${task}`, ...(withCtx ? [`ctx: ${ctx}`] : [])], `: ${result} {`)}  const results = results_${name};
  if (!reply.ok) return results.failure(reply);
${replyChecks}${argEvidence}${replyEvidence}  return results.ok(${reply});
}
`;
}

/** `call_<tool>` of a finish: after its gates, the checked resolution as data (nothing is proposed). */
export function finishFunction(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const params = [`checked: ${f.gateType("Checked")}<${f.contract("ArgsOf")}<${str(name)}>>`, `ctx: ${f.contract("Context")}`, `task: ${f.runtimeType("Task")}`];
  const perTask = tool.effects.some((e) => e.perTask) || tool.seen.length > 0;
  const args = perTask ? "  const args = checked.args;\n" : "";
  return `${jsDoc(`${name} through \`call\`, after its gates: the checked resolution is the data.`)}${signature(`function call_${name}`, params, `: ${f.runtimeType("ToolResult")} {`)}  if (!checked.ok) return checked.result;
  const results = results_${name};
${args}${seenGate(tool)}${budgetGate(f, ts, tool)}  return results.ok(${perTask ? "args" : "checked.args"});
}
`;
}

/** `propose_<tool>` of a finish: its gates, then each action's gates and evidence, then one proposal per action. */
export function proposeFunction(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const names = new Names(f);
  const leaf = (write: ToolDecl, expr: string, at: string): string => {
    const w = write.name.name;
    const i = `${at}  `;
    const seen = write.seen.length ? `${unseenCall(write, "action.args", i)}${i}if (unseen) return unseen;\n` : "";
    const check = callStatement("const action = await ", `check_${w}`, [`${f.gate("omitKey")}(${expr}, "tool")`, "ctx", "deps"], i);
    const push = printed([huggedDoc("actions.push", [propDoc("tool", str(w)), "args: action.args"]), ";"], i);
    return `${ifHead(`${f.gate("readField")}(${expr}, "tool") === ${str(w)}`, at, " {")}${check}${i}if (!action.ok) return action.result;
${seen}${push}${at}}
`;
  };
  const target: Target = { kind: "write", leaf };
  let actions = "";
  const reached = new Map<string, ToolDecl>();
  const collect: Target = { kind: "write", leaf: (write) => (reached.set(write.name.name, write), "") };
  for (const a of tool.args) {
    actions += walkCode(ts, a.type, `args${propAccess(a.name.name)}`, target, names);
    walkCode(ts, a.type, "x", collect, new Names());
  }
  // Each write's budget counts its proposals, and its effects per task add up over them.
  const wants: string[] = [];
  for (const write of reached.values()) {
    const w = write.name.name;
    const of = (): string => `${f.gate("proposalsOf")}(actions, ${str(w)})`;
    const values = (arg: string): string => `${of()}.map((p) => ${f.gate("readField")}(p.args, ${str(arg)}))`;
    wants.push(...spendings(f, ts, write, `results_${w}`, () => `${of()}.length`, (arg) => `${f.gate("effectSum")}(${of()}, ${str(arg)})`, values));
  }
  const spend = wants.length ? `  const spent = await deps.writes.reserve(task, [\n${wants.map((x) => exprLines(x, "    ", "", ",")).join("")}  ]);\n  if (spent) return spent;\n` : "";
  const params = ["input: unknown", `ctx: ${f.contract("Context")}`, `task: ${f.runtimeType("Task")}`, "deps: Deps"];
  return `${jsDoc(`Proposes the actions of a ${name} call; nothing runs until \`execute\`.`)}${signature(`async function propose_${name}`, params, `: Promise<${f.runtimeType("ToolResult")}> {`)}${callStatement("const checked = await ", `check_${name}`, ["input", "ctx", "deps"])}  if (!checked.ok) return checked.result;
  const args = checked.args;
${seenGate(tool)}  const actions: ${f.gateType("Action")}[] = [];
${actions}${spend}${callStatement("return ", "deps.writes.issue", [`results_${name}`, "args", "actions", "ctx", "task"])}}
`;
}

/** `seen_<tool>` of a tool with `seen`: each named id must be evidence of this task. */
export function seenFunction(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const names = new Names(f);
  const body = tool.seen
    .map((s) => {
      const arg = tool.args.find((a) => a.name.name === s.arg.name);
      const kind = arg ? undefined : ts.resources.get(s.arg.name);
      // `seen RESOURCE`: any id of that resource will do.
      if (kind) return ifReturn(`task.evidence(${str(kind.name.name)}).length === 0`, `results_${name}.refuse("not_seen", ${notSeenKindText(kind, tool)})`, "  ");
      if (!arg) return "";
      const top = `args${propAccess(arg.name.name)}`;
      const maybe = arg.optional || arg.default !== undefined || derefType(ts, arg.type).kind === "nullable";
      const leaf = (res: ResourceDecl, e: string, at: string): string =>
        ifReturn(`${maybe && e === top ? `${e} != null && ` : ""}!task.hasSeen(${str(res.name.name)}, ${e})`, `results_${name}.refuse("not_seen", ${notSeenText(f, res, tool, e)})`, at);
      return walkCode(ts, arg.type, top, { kind: "resource", ownedOnly: false, leaf }, names);
    })
    .join("");
  const params = [`args: ${f.contract("ArgsOf")}<${str(name)}>`, `task: ${f.runtimeType("Task")}`];
  const what = tool.toolKind === "write" ? `a proposed ${name}` : `a call of ${name}`;
  return `${jsDoc(`The \`seen\` evidence ${what} needs.`)}${signature(`function seen_${name}`, params, `: ${f.runtimeType("ToolResult")} | undefined {`)}${body}  return undefined;
}
`;
}

/** `execute_<tool>` of a write: its gates again, now; then the claim, the writer once, and its recorded outcome. */
export function executeFunction(f: DispatcherFile, tool: ToolDecl): string {
  const name = tool.name.name;
  const params = [`proposal: ${f.gateType("OpenProposal")}`, `ctx: ${f.contract("Context")}`, `approval: ${f.runtimeType("Approval")}`, "deps: Deps"];
  const write = `(op) => deps.writers${propAccess(name)}(args, ctx, op)`;
  // `once ARG` for good: each value bound to this operation in the store before the writer runs.
  const binds = tool.onces.filter((o) => !o.perTask && argOf(tool, o.arg.name)).map((o) => `...${f.gate("onceBinds")}(results, ${str(name)}, ${str(o.arg.name)}, args${propAccess(o.arg.name)}${o.message ? `, ${str(o.message.value)}` : ""})`);
  const run = ["proposal", "approval", "results", `${f.gate("timeoutFor")}(deps.timeoutMs, ${str(name)})`, write, ...(binds.length ? [`[${binds.join(", ")}]`] : [])];
  return `${jsDoc(`Runs an approved ${name}: checked again at this moment, claimed once, then written.`)}${signature(`async function execute_${name}`, params, `: Promise<${f.runtimeType("ToolResult")}> {`)}  const results = results_${name};
${callStatement("const checked = await ", `check_${name}`, ["proposal.args", "ctx", "deps"])}  if (!checked.ok) return checked.result;
  const args = checked.args;
${callStatement("return ", "deps.writes.run", run)}}
`;
}
