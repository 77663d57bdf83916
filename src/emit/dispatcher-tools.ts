// The per-tool steps after the shared gates: a read's budget, handler and reply checks
// (`call_<tool>`), a finish's proposals (`propose_<tool>`), and a write's approved run
// (`execute_<tool>`), each straight-line code for one contract.
import type { ResourceDecl, ToolDecl, TypeNode } from "../ast.js";
import { derefType, type Toolset } from "../model.js";
import { literalNumber } from "./dispatcher-gates.js";
import { budgetText, notSeenText, ALREADY_EXECUTED } from "./dispatcher-texts.js";
import { Names, walkCode } from "./dispatcher-walk.js";
import { jsDoc, propAccess, str } from "./printer.js";

function budgetGate(tool: ToolDecl): string {
  const max = literalNumber(tool.budget);
  if (max === undefined) return "";
  const name = tool.name.name;
  return `  if (!task.reserve(${str(name)}, ${max})) return results.refuse("budget_exhausted", ${str(budgetText(name, max))});\n`;
}

/** `call_<tool>` of a read: the gates, the budget, the handler, then `returns`, `ensure` and evidence. */
export function readFunction(ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const names = new Names();
  const evidence = (expr: string, ownedOnly: boolean) => (t: TypeNode) =>
    walkCode(ts, t, expr, { kind: "resource", ownedOnly, leaf: (res, e) => `  task.see(${str(res.name.name)}, ${e});\n` }, names);
  const argEvidence = tool.args.map((a) => evidence(`args${propAccess(a.name.name)}`, true)(a.type)).join("");
  let reply = "reply.value";
  let replyChecks = "";
  if (tool.returns) {
    reply = "out.value";
    replyChecks = `  const out = replyValidators${propAccess(name)}(reply.value);
  if (!out.ok) return results.invalidOutput(\`issues: \${issueList(out.issues)}\`);
`;
    for (const e of tool.ensures) {
      const path = e.result.parts.reduce((acc, p) => `readField(${acc}, ${str(p.name)})`, "out.value");
      const label = e.result.parts.map((p) => p.name).join(".");
      replyChecks += `  if (!sameValue(${path}, args${propAccess(e.arg.name)})) return results.invalidOutput(${str(`ensure result.${label} == ${e.arg.name}`)});\n`;
    }
  }
  const replyEvidence = tool.returns ? evidence("out.value", false)(tool.returns) : "";
  return `${jsDoc(`${name}: every gate, the handler, then its reply's checks; a successful read becomes evidence.`)}async function call_${name}(input: unknown, ctx: Context, task: Task, deps: Deps): Promise<ToolResult> {
  const results = results_${name};
  const checked = await check_${name}(input, ctx, deps);
  if (!checked.ok) return checked.result;
  const args = checked.args;
${budgetGate(tool)}  const reply = await settle(() => deps.handlers${propAccess(name)}(args, ctx), timeoutFor(deps.timeoutMs, ${str(name)}));
  if (!reply.ok) return results.failure(reply);
${replyChecks}${argEvidence}${replyEvidence}  return results.ok(${reply});
}
`;
}

/** `call_<tool>` of a finish: its gates, then the checked resolution as data (nothing is proposed). */
export function finishFunction(tool: ToolDecl): string {
  const name = tool.name.name;
  return `${jsDoc(`${name} through \`call\`: the gates only; the checked resolution is the data.`)}async function call_${name}(input: unknown, ctx: Context, task: Task, deps: Deps): Promise<ToolResult> {
  const results = results_${name};
  const checked = await check_${name}(input, ctx, deps);
  if (!checked.ok) return checked.result;
${budgetGate(tool)}  return results.ok(checked.args);
}
`;
}

/** `propose_<tool>` of a finish: its gates, then each action's gates and evidence, then one proposal per action. */
export function proposeFunction(ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const names = new Names();
  const leaf = (write: ToolDecl, expr: string): string => {
    const w = write.name.name;
    const seen = write.seen.length ? `    const unseen = seen_${w}(action.args, task);\n    if (unseen) return unseen;\n` : "";
    return `  if (readField(${expr}, "tool") === ${str(w)}) {
    const action = await check_${w}(omitKey(${expr}, "tool"), ctx, deps);
    if (!action.ok) return action.result;
${seen}    proposals.push({ operation_id: randomUUID(), tool: ${str(w)}, args: action.args });
  }
`;
  };
  const actions = tool.args.map((a) => walkCode(ts, a.type, `args${propAccess(a.name.name)}`, { kind: "write", leaf }, names)).join("");
  return `${jsDoc(`Proposes the actions of a ${name} call; nothing runs until \`execute\`.`)}async function propose_${name}(input: unknown, ctx: Context, task: Task, deps: Deps): Promise<ToolResult> {
  const checked = await check_${name}(input, ctx, deps);
  if (!checked.ok) return checked.result;
  const args = checked.args;
  const proposals: Proposal[] = [];
${actions}  return results_${name}.ok(args, proposals);
}
`;
}

/** `seen_<tool>` of a write with `seen`: each named id must be evidence of this task. */
export function seenFunction(ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const names = new Names();
  const body = tool.seen
    .map((s) => {
      const arg = tool.args.find((a) => a.name.name === s.arg.name);
      if (!arg) return "";
      const top = `args${propAccess(arg.name.name)}`;
      const maybe = arg.optional || arg.default !== undefined || derefType(ts, arg.type).kind === "nullable";
      const leaf = (res: ResourceDecl, e: string): string =>
        `  if (${maybe && e === top ? `${e} != null && ` : ""}!task.hasSeen(${str(res.name.name)}, ${e})) return results_${name}.refuse("not_seen", ${notSeenText(res, tool, e)});\n`;
      return walkCode(ts, arg.type, top, { kind: "resource", ownedOnly: false, leaf }, names);
    })
    .join("");
  return `${jsDoc(`The \`seen\` evidence a proposed ${name} needs.`)}function seen_${name}(args: ArgsOf<${str(name)}>, task: Task): ToolResult | undefined {
${body}  return undefined;
}
`;
}

/** `execute_<tool>` of a write: its gates again, now; the run-once claim; then the writer, once. */
export function executeFunction(tool: ToolDecl): string {
  const name = tool.name.name;
  return `${jsDoc(`Runs an approved ${name}: checked again at this moment, claimed once, then written.`)}async function execute_${name}(operationId: string, input: unknown, ctx: Context, approval: unknown, deps: Deps): Promise<ToolResult> {
  const results = results_${name};
  const checked = await check_${name}(input, ctx, deps);
  if (!checked.ok) return checked.result;
  const args = checked.args;
  const claimed = await settle(() => deps.runOnce.claim(operationId));
  if (!claimed.ok) return results.failure(claimed);
  if (claimed.value !== true) return results.refuse("already_executed", ${str(ALREADY_EXECUTED)});
  const done = await settle(() => deps.writers${propAccess(name)}(args, ctx, { operation_id: operationId, approval }), timeoutFor(deps.timeoutMs, ${str(name)}));
  if (!done.ok) return results.failure(done);
  return results.ok(done.value);
}
`;
}
