// The model-facing texts a dispatcher's refusals carry, fixed at build time from the
// contract: a resource's `missing` text, scope, effect, budget and `seen` refusals,
// and each tool's hints.
import type { ResourceDecl, ToolDecl } from "../../ast.js";
import { str } from "../printer.js";

/** A JS expression for the `missing` text of `res` with `{id}` filled from `idExpr`. */
export function missingText(res: ResourceDecl, idExpr: string): string {
  const text = res.missing?.value ?? `No ${res.name.name} {id} is available.`;
  return fillId(text, idExpr);
}

/** A JS expression for the `not_seen` text of a proposed write, or of a read or finish call. */
export function notSeenText(res: ResourceDecl, tool: ToolDecl, idExpr: string): string {
  const verb = tool.toolKind === "write" ? "proposing" : "calling";
  return fillId(`The ${res.name.name} {id} has not been seen in this task. Look it up before ${verb} ${tool.name.name}.`, idExpr);
}

/** The `not_seen` text of `seen RESOURCE`, when no id of that resource was seen in the task. */
export function notSeenKindText(res: ResourceDecl, tool: ToolDecl): string {
  const verb = tool.toolKind === "write" ? "proposing" : "calling";
  return str(`No ${res.name.name} has been seen in this task. Look one up before ${verb} ${tool.name.name}.`);
}

// Splits the text at build time, so filling in the id is plain concatenation. The id is
// the model's, so its control characters are escaped (the runtime's `idText`).
function fillId(text: string, idExpr: string): string {
  return text
    .split("{id}")
    .map((part, i) => (i === 0 ? str(part) : `idText(${idExpr}) + ${str(part)}`))
    .join(" + ")
    .replace(/^"" \+ /, "")
    .replace(/ \+ ""$/, "");
}

/** The default `out_of_scope` text, when the `scope` carries none. */
export function scopeText(arg: string): string {
  return `The ${arg} given is outside the scope of this task.`;
}

/** The `effect_exceeded` text for a list argument or a number. */
export function effectText(arg: string, max: number, list: boolean): string {
  return list ? `${arg} may hold at most ${max} ${max === 1 ? "item" : "items"} in one call.` : `${arg} may be at most ${max} in one call.`;
}

/** The `effect_exceeded` text of `effect ARG max N per task`. */
export function effectTaskText(arg: string, max: number, list: boolean): string {
  return list ? `${arg} may hold at most ${max} ${max === 1 ? "item" : "items"} in all calls of one task.` : `${arg} may add up to at most ${max} in one task.`;
}

/** The `budget_exhausted` text; a write's budget counts its proposals. */
export function budgetText(tool: string, max: number, unit: "call" | "proposal" = "call"): string {
  return `The budget of ${tool} is spent: at most ${max} ${max === 1 ? unit : `${unit}s`} in one task.`;
}

/**
 * A tool's hints by code (the first hint of a code wins). A hint on `not_found` also
 * serves `other_owner` (and the reverse), so the two refusals stay byte-identical.
 */
export function hintsOf(tool: ToolDecl): Map<string, string> {
  const hints = new Map<string, string>();
  for (const h of tool.hints) if (!hints.has(h.code.name)) hints.set(h.code.name, h.text.value);
  const owner = hints.get("not_found") ?? hints.get("other_owner");
  if (owner !== undefined) {
    hints.set("not_found", owner);
    hints.set("other_owner", owner);
  }
  return hints;
}
