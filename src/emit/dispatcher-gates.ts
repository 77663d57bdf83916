// The gates every tool shares, emitted once per tool as `check_<tool>`: arguments
// (JSON, contract), rules, scope, effect and ownership, in that order; plus one
// ownership function per owned resource and each tool's result builder.
import type { ResourceDecl, ToolDecl, TypeNode } from "../ast.js";
import { DEFAULT_RESULT_MAX, derefType, type Toolset } from "../model.js";
import { Names, walkCode } from "./dispatcher-walk.js";
import { effectText, hintsOf, missingText, scopeText } from "./dispatcher-texts.js";
import { jsDoc, propAccess, str } from "./printer.js";

/** The numeric value of a literal member (`budget 2`, `result max 4000`), if it is one. */
export function literalNumber(lit: { readonly value: unknown } | undefined): number | undefined {
  return typeof lit?.value === "number" ? lit.value : undefined;
}

/** `const results_<tool> = new ToolResults(cap, hints)`: the tool's cap and hints, applied to each result. */
export function resultsConst(tool: ToolDecl): string {
  const max = literalNumber(tool.resultMax) ?? DEFAULT_RESULT_MAX;
  const hints = [...hintsOf(tool)].map(([code, text]) => `${str(code)}: ${str(text)}`);
  const args = hints.length ? `${max}, { ${hints.join(", ")} }` : `${max}`;
  return `${jsDoc(`The cap and hints of ${tool.name.name}'s results.`)}const results_${tool.name.name} = new ToolResults(${args});\n`;
}

/** The owned resources the tools' arguments name, in declaration order. */
export function ownedResources(ts: Toolset): ResourceDecl[] {
  const used = new Set<string>();
  for (const tool of ts.tools.values())
    for (const arg of tool.args)
      walkCode(ts, arg.type, "x", { kind: "resource", ownedOnly: true, leaf: (res) => (used.add(res.name.name), "x") }, new Names());
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
export function ownerFunction(ts: Toolset, res: ResourceDecl): string {
  const name = res.name.name;
  const field = res.owner?.name ?? "";
  const type = idType(ts, res);
  const guard = type === "string | number" ? `typeof id !== "string" && typeof id !== "number"` : `typeof id !== ${str(type)}`;
  return `${jsDoc(`Checks that the ${name} \`id\` belongs to \`ctx.${field}\`; absent ids (optional arguments) name nothing.`)}async function own_${name}(id: unknown, ctx: Context, deps: Deps, tool: string, results: ToolResults): Promise<ToolResult | undefined> {
  if (id === undefined || id === null) return undefined;
  const text = ${missingText(res, "id")};
  if (${guard}) return results.refuse("not_found", text, "id of the wrong type");
  const owner = await settle(() => deps.owners${propAccess(name)}(id, ctx), timeoutFor(deps.timeoutMs, tool));
  if (!owner.ok) return results.failure(owner);
  if (owner.value === null || owner.value === undefined) return results.refuse("not_found", text, "no owner");
  if (owner.value !== ctx${propAccess(field)}) return results.refuse("other_owner", text, "another owner");
  return undefined;
}
`;
}

/** `check_<tool>`: the gates of one tool up to (not including) its budget. */
export function checkFunction(ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  const gates = [rulesGate(tool), scopeGates(tool), effectGates(ts, tool), ownershipGates(ts, tool)].join("");
  return `${jsDoc(`The gates of ${name} before its budget: arguments, rules, scope, effect, ownership.`)}async function check_${name}(input: unknown, ctx: Context, deps: Deps): Promise<Checked<ArgsOf<${str(name)}>>> {
  const results = results_${name};
  const raw = parseArguments(input);
  if (raw === NOT_JSON) return refused(results.notJson());
  const checked = validators${propAccess(name)}(raw);
  if (!checked.ok) return refused(results.invalidArguments(${str(name)}, checked.issues));
  const args = checked.value;
${gates}  return { ok: true, args };
}
`;
}

function rulesGate(tool: ToolDecl): string {
  if (tool.rules.length === 0) return "";
  const name = tool.name.name;
  return `  const broken = ruleChecks${propAccess(name)}?.(args) ?? [];
  if (broken.length > 0) return refused(results.invalidArguments(${str(name)}, broken));
`;
}

function argOf(tool: ToolDecl, name: string): { optional: boolean; type: TypeNode } | undefined {
  const f = tool.args.find((a) => a.name.name === name);
  return f && { optional: f.optional || f.default !== undefined, type: f.type };
}

function scopeGates(tool: ToolDecl): string {
  return tool.scopes
    .map((s) => {
      const arg = `args${propAccess(s.arg.name)}`;
      const present = argOf(tool, s.arg.name)?.optional ? `${arg} !== undefined && ` : "";
      const text = s.message?.value ?? scopeText(s.arg.name);
      return `  if (${present}!sameValue(${arg}, ctx${propAccess(s.field.name)})) return refused(results.refuse("out_of_scope", ${str(text)}));\n`;
    })
    .join("");
}

function effectGates(ts: Toolset, tool: ToolDecl): string {
  return tool.effects
    .map((e) => {
      const max = literalNumber(e.max);
      const arg = argOf(tool, e.arg.name);
      if (max === undefined || !arg) return "";
      let t = derefType(ts, arg.type);
      if (t.kind === "nullable") t = derefType(ts, t.inner);
      const expr = `args${propAccess(e.arg.name)}`;
      if (t.kind === "list")
        return `  if (listItems(${expr}).length > ${max}) return refused(results.refuse("effect_exceeded", ${str(effectText(e.arg.name, max, true))}));\n`;
      if (t.kind === "int" || t.kind === "number")
        return `  if (typeof ${expr} === "number" && ${expr} > ${max}) return refused(results.refuse("effect_exceeded", ${str(effectText(e.arg.name, max, false))}));\n`;
      return "";
    })
    .join("");
}

function ownershipGates(ts: Toolset, tool: ToolDecl): string {
  const names = new Names();
  const leaf = (res: ResourceDecl, expr: string): string =>
    `  {\n    const denied = await own_${res.name.name}(${expr}, ctx, deps, ${str(tool.name.name)}, results);\n    if (denied) return refused(denied);\n  }\n`;
  return tool.args.map((a) => walkCode(ts, a.type, `args${propAccess(a.name.name)}`, { kind: "resource", ownedOnly: true, leaf }, names)).join("");
}
