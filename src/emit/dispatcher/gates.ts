// The gates every tool shares, emitted once per tool as `check_<tool>`: arguments
// (JSON, contract), rules, scope, effect and ownership, in that order; plus one
// ownership function per owned resource and each tool's result builder.
import type { ResourceDecl, ToolDecl, TypeNode } from "../../ast.js";
import { DEFAULT_RESULT_MAX, derefType, resourceOf, type Toolset } from "../../model.js";
import { Names, walkCode, type Target } from "./walk.js";
import { effectText, hintsOf, missingText, scopeText } from "./texts.js";
import { callStatement, fits, ifReturn, returnStatement, signature, stepStatements } from "./layout.js";
import { afterOperator, binaryDoc, callDoc, listDoc, printed, propDoc } from "./docs.js";
import { textDoc } from "../expr-doc.js";
import { jsDoc, propAccess, propKey, str } from "../printer.js";
import { member } from "../schemas/literal.js";
import { group, type Doc } from "../doc.js";
import type { DispatcherFile } from "./file.js";

/** The numeric value of a literal member (`budget 2`, `result max 4000`), if it is one. */
export function literalNumber(lit: { readonly value: unknown } | undefined): number | undefined {
  return typeof lit?.value === "number" ? lit.value : undefined;
}

/** `const results_<tool> = new ToolResults(cap, hints)`: the tool's cap and hints, applied to each result; the group has one doc. */
export function resultsConst(f: DispatcherFile, tool: ToolDecl): string {
  const max = literalNumber(tool.resultMax) ?? DEFAULT_RESULT_MAX;
  const hints: string[] = [];
  for (const [code, text] of hintsOf(tool)) hints.push(`${propKey(code)}: ${str(text)}`);
  const head = `const results_${tool.name.name} = new ${f.gate("ToolResults")}(`;
  const flat = hints.length ? `${head}${max}, { ${hints.join(", ")} });` : `${head}${max});`;
  if (fits(flat)) return `${flat}\n`;
  // Past the width prettier breaks the arguments one a line, unless the hints object can be hugged, one hint a line.
  if (!hints.length) return `${head}\n  ${max},\n);\n`;
  // A hint too long for its line breaks after its code, as prettier breaks a property.
  const rows = (indent: number): string => [...hintsOf(tool)].map(([code, text]) => member(code, text, indent)).join("");
  if (fits(`${head}${max}, {`)) return `${head}${max}, {\n${rows(2)}});\n`;
  return `${head}\n  ${max},\n  {\n${rows(4)}  },\n);\n`;
}

/** The owned resources the tools' arguments name, in declaration order. */
export function ownedResources(ts: Toolset): ResourceDecl[] {
  const used = new Set<string>();
  // Only which resources are reached counts here, not the code written on the way.
  const target: Target = { kind: "resource", ownedOnly: true, leaf: (res) => (used.add(res.name.name), "x") };
  const names = new Names();
  for (const tool of ts.tools.values()) for (const arg of tool.args) walkCode(ts, arg.type, "x", target, names);
  return ts.file.resources.filter((r) => used.has(r.name.name) && ts.resources.get(r.name.name) === r);
}

/** The TypeScript type of a resource's id, as an owner lookup receives it. */
export function idType(ts: Toolset, res: ResourceDecl): "string" | "number" | "string | number" {
  const t = res.id ? derefType(ts, res.id) : undefined;
  if (!t || t.kind === "string") return "string";
  if (t.kind === "int" || t.kind === "number") return "number";
  if (t.kind === "literalType") return typeof t.value === "number" ? "number" : "string";
  return "string | number";
}

/** `own_<resource>`: one owner lookup; "not there" and "not yours" do the same work and read the same. */
export function ownerFunction(f: DispatcherFile, ts: Toolset, res: ResourceDecl): string {
  const name = res.name.name;
  const field = res.owner?.name ?? "";
  const type = idType(ts, res);
  const guard = type === "string | number" ? `typeof id !== "string" && typeof id !== "number"` : `typeof id !== ${str(type)}`;
  const ctx = f.contract("Context");
  const params = ["id: unknown", `ctx: ${ctx}`, "deps: Deps", "tool: string", `results: ${f.gate("ToolResults")}`];
  const missing = `missing_${name}(id)`;
  return `${jsDoc(`Checks that the ${name} \`id\` belongs to \`ctx.${field}\`; absent ids (optional arguments) name nothing.`)}${signature(`function own_${name}`, params, `: ${f.gateType("Later")}<${f.runtimeType("ToolResult")} | undefined> {`)}  if (id === undefined || id === null) return undefined;
${ifReturn(guard, `results.refuse("not_found", ${missing}, "id of the wrong type")`)}${callStatement("const owner = ", f.gate("settleCall"), ["deps.owners", str(name), "id", "ctx", `${f.gate("timeoutFor")}(deps.timeoutMs, tool)`])}${stepStatements(f, "owner", `owned_${name}`, ["ctx", "id", "results"])}}

${jsDoc(`The ${name} owner lookup's answer: a failure, else \`not_found\` or \`other_owner\`, which read the same.`)}${signature(`function owned_${name}`, [`owner: ${f.gateType("Settled")}<unknown>`, `ctx: ${ctx}`, `id: ${type}`, `results: ${f.gate("ToolResults")}`], `: ${f.runtimeType("ToolResult")} | undefined {`)}${ifReturn(`!owner.ok && owner.code === "absent"`, `results.refuse("not_found", ${missing}, "no owner")`)}  if (!owner.ok) return results.failure(owner, false);
${ifReturn("owner.value === null || owner.value === undefined", `results.refuse("not_found", ${missing}, "no owner")`)}${ifReturn(`owner.value !== ctx${propAccess(field)}`, `results.refuse("other_owner", ${missing}, "another owner")`)}  return undefined;
}

${jsDoc(`The text of \`not_found\` and \`other_owner\` for the ${name} \`id\`; built only for a refusal.`)}${signature(`function missing_${name}`, ["id: unknown"], ": string {")}${returnStatement(missingText(f, res, "id"))}}
`;
}

/** `require_<tool>_<arg>`: the state gate of each `require` of a tool. */
export function requireConsts(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  let out = "";
  for (const r of tool.requires) {
    const arg = tool.args.find((a) => a.name.name === r.arg.name);
    const res = arg && resourceOf(ts, arg.type);
    if (!res) continue;
    const missing = res.owner ? `missing_${res.name.name}` : `(id) => ${missingText(f, res, "id")}`;
    const states = r.states.map((s) => str(s.value));
    const message = r.message ? str(r.message.value) : "undefined";
    const fields = [`resource: ${str(res.name.name)}`, `states: [${states.join(", ")}]`, `message: ${message}`, `missing: ${missing}`];
    const rows = [propDoc("resource", str(res.name.name)), propDoc("states", listDoc(states)), propDoc("message", message), propDoc("missing", textDoc(missing))];
    const lhs = `const require_${tool.name.name}_${r.arg.name} =`;
    const call = `${f.gate("stateGate")}(`;
    const doc = jsDoc(`The state ${tool.name.name} needs its ${r.arg.name} in: ${r.states.map((s) => s.value).join(" or ")}.`);
    const flat = `${lhs} ${call}{ ${fields.join(", ")} });`;
    out += `${doc}${fits(flat) ? flat : stateGateLines(lhs, call, rows)}\n`;
  }
  return out;
}

/**
 * `lhs stateGate({ fields })` past the width, as prettier breaks it: the object hugged when
 * `({` fits after the `=`; else, when `(` does, the object on lines of its own inside the
 * call's; else the call on the next line under the `=`, its object hugged there.
 */
function stateGateLines(lhs: string, call: string, rows: readonly Doc[]): string {
  const object = (at: string): string => `${rows.map((r) => printed([r, ","], `${at}  `)).join("")}${at}}`;
  if (fits(`${lhs} ${call}{`)) return `${lhs} ${call}{\n${object("")});`;
  if (fits(`${lhs} ${call}`)) return `${lhs} ${call}\n  {\n${object("  ")},\n);`;
  return `${lhs}\n  ${call}{\n${object("  ")});`;
}

/** `check_<tool>`: the gates of one tool up to (not including) its budget; synchronous until an owner lookup answers with a promise. */
export function checkFunction(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const gates = [rulesGate(f, tool), scopeGates(f, tool), effectGates(f, ts, tool)].join("");
  const params = ["input: unknown", `ctx: ${f.contract("Context")}`, "deps: Deps"];
  return `${jsDoc(`The gates of ${name} before its budget: arguments, rules, scope, effect, ownership.`)}${signature(`function check_${name}`, params, `: ${f.gateType("Later")}<${f.gateType("Checked")}<${f.contract("ArgsOf")}<${str(name)}>>> {`)}  const results = results_${name};
  const raw = ${f.gate("parseArguments")}(input);
  if (raw === ${f.gate("NOT_JSON")}) return ${f.gate("refused")}(results.notJson());
  const checked = ${f.table("validators")}${propAccess(name)}(raw);
${ifReturn("!checked.ok", `${f.gate("refused")}(results.invalidArguments(${str(name)}, checked.issues))`)}  const args = checked.value;
${gates}${ownershipGates(f, ts, tool)}}
`;
}

function rulesGate(f: DispatcherFile, tool: ToolDecl): string {
  if (tool.rules.length === 0) return "";
  const name = tool.name.name;
  const broken = group(binaryDoc(callDoc(`${f.table("ruleChecks")}${propAccess(name)}?.`, ["args"]), "??", "[]"));
  return `${printed([afterOperator("const broken =", broken), ";"], "  ")}${ifReturn("broken.length > 0", `${f.gate("refused")}(results.invalidArguments(${str(name)}, broken))`)}`;
}

/** The argument `name` of `tool`: whether it may be absent, and its type. */
export function argOf(tool: ToolDecl, name: string): { optional: boolean; type: TypeNode } | undefined {
  for (const f of tool.args) if (f.name.name === name) return { optional: f.optional || f.default !== undefined, type: f.type };
  return undefined;
}

function scopeGates(f: DispatcherFile, tool: ToolDecl): string {
  let out = "";
  for (const s of tool.scopes) {
    const arg = `args${propAccess(s.arg.name)}`;
    const present = argOf(tool, s.arg.name)?.optional ? `${arg} !== undefined && ` : "";
    const text = s.message?.value ?? scopeText(s.arg.name);
    const test = s.op === "in" ? `!${f.gate("inList")}(ctx${propAccess(s.field.name)}, ${arg})` : `!${f.gate("sameValue")}(${arg}, ctx${propAccess(s.field.name)})`;
    out += ifReturn(`${present}${test}`, `${f.gate("refused")}(results.refuse("out_of_scope", ${str(text)}))`);
  }
  return out;
}

function effectGates(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  let out = "";
  for (const e of tool.effects) {
    // A cap per task is reserved with the budget, once every gate of the call passed.
    if (e.perTask) continue;
    const max = literalNumber(e.max);
    const arg = argOf(tool, e.arg.name);
    if (max === undefined || !arg) continue;
    let t = derefType(ts, arg.type);
    if (t.kind === "nullable") t = derefType(ts, t.inner);
    const expr = `args${propAccess(e.arg.name)}`;
    if (t.kind === "list")
      out += ifReturn(`${f.gate("listItems")}(${expr}).length > ${max}`, `${f.gate("refused")}(results.refuse("effect_exceeded", ${str(effectText(e.arg.name, max, true))}))`);
    else if (t.kind === "int" || t.kind === "number")
      out += ifReturn(`typeof ${expr} === "number" && ${expr} > ${max}`, `${f.gate("refused")}(results.refuse("effect_exceeded", ${str(effectText(e.arg.name, max, false))}))`);
  }
  return out;
}

// The owned ids the arguments name, collected first (reading checked arguments runs no
// application code), then looked up in order by \`ownAll\`; without any, the gates pass.
// One id at a fixed place (no loop, no union member), the common case, needs no list.
function ownershipGates(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const names = new Names(f);
  const found: { check: string; expr: string; at: string }[] = [];
  const leaf2 = (check: string, expr: string, at = "  "): string => {
    found.push({ check, expr, at });
    const flat = `${at}owned.push([${check}, ${expr}]);`;
    return fits(flat) ? `${flat}\n` : `${at}owned.push([\n${at}  ${check},\n${at}  ${expr},\n${at}]);\n`;
  };
  const leaf = (res: ResourceDecl, expr: string, at: string): string => leaf2(`own_${res.name.name}`, expr, at);
  const target: Target = { kind: "resource", ownedOnly: true, leaf };
  let pushes = "";
  for (const a of tool.args) pushes += walkCode(ts, a.type, `args${propAccess(a.name.name)}`, target, names);
  // Each `require` reads its resource's state after every ownership check has passed.
  for (const r of tool.requires) if (argOf(tool, r.arg.name)) pushes += leaf2(`require_${tool.name.name}_${r.arg.name}`, `args${propAccess(r.arg.name)}`);
  if (!pushes) return "  return { ok: true, args };\n";
  const only = found.length === 1 && found[0]?.at === "  " && tool.requires.length === 0 ? found[0] : undefined;
  if (only) {
    const check = callStatement("const denied = ", only.check, [only.expr, "ctx", "deps", str(tool.name.name), "results"]);
    return `${check}  return ${f.gate("ownedArgs")}(denied, args);\n`;
  }
  const lookups = callStatement("return ", f.gate("ownAll"), ["owned", "args", "ctx", "deps", str(tool.name.name), "results"]);
  return `  const owned: ${f.gateType("Owned")}<${f.contract("Context")}, Deps>[] = [];\n${pushes}${lookups}`;
}
