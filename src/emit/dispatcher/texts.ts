// The model-facing texts a dispatcher's refusals carry, fixed at build time from the
// contract: a resource's `missing` text, scope, effect, budget and `seen` refusals, from
// the runtime's templates (src/runtime/runtime-texts.ts), and each tool's hints.
import type { ResourceDecl, ToolDecl } from "../../ast.js";
import { missingTemplate, notSeenKindText as kindText, notSeenTemplate } from "../../runtime/runtime-texts.js";
import { str } from "../printer.js";
import type { DispatcherFile } from "./file.js";

export { budgetText, effectTaskText, effectText, scopeText } from "../../runtime/runtime-texts.js";

/** A JS expression for the `missing` text of `res` with `{id}` filled from `idExpr`. */
export function missingText(f: DispatcherFile, res: ResourceDecl, idExpr: string): string {
  const text = res.missing?.value ?? missingTemplate(res.name.name);
  return fillId(f, text, idExpr);
}

/** A JS expression for the `not_seen` text of a proposed write, or of a read or finish call. */
export function notSeenText(f: DispatcherFile, res: ResourceDecl, tool: ToolDecl, idExpr: string): string {
  return fillId(f, notSeenTemplate(res.name.name, tool.name.name, tool.toolKind === "write"), idExpr);
}

/** The `not_seen` text of `seen RESOURCE`, when no id of that resource was seen in the task. */
export function notSeenKindText(res: ResourceDecl, tool: ToolDecl): string {
  return str(kindText(res.name.name, tool.name.name, tool.toolKind === "write"));
}

// Splits the text at build time, so filling in the id is plain concatenation. The id is
// the model's, so its control characters are escaped (the runtime's `idText`).
function fillId(f: DispatcherFile, text: string, idExpr: string): string {
  return text
    .split("{id}")
    .map((part, i) => (i === 0 ? str(part) : `${f.gate("idText")}(${idExpr}) + ${str(part)}`))
    .join(" + ")
    .replace(/^"" \+ /, "")
    .replace(/ \+ ""$/, "");
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
