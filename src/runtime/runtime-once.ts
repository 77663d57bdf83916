// `once ARG`: a tool's runs keyed by one argument's value. Per task, the key is a per-task
// reservation of one (a call, or a write's proposals, counted with the budget); for good,
// the run-once store binds the key to the first operation that claims it, so a second
// operation on the same value never runs, in any task or process.
import type { ToolResult } from "./runtime.js";
import { idText, type ToolResults, type Want } from "./runtime-steps.js";
import { onceUsedText } from "./runtime-texts.js";

/** The key of one value of `tool`'s argument `arg` (its JSON text, so `"1"` and `1` differ). */
export function onceKey(tool: string, arg: string, value: unknown): string {
  return `${tool}#${arg}=${JSON.stringify(value)}`;
}

/** The refusal `once_used`, with the contract's message or the standard text. */
function onceUsed(
  results: ToolResults,
  tool: string,
  arg: string,
  value: unknown,
  message: string | undefined,
  forGood: boolean,
): ToolResult {
  const text = message ?? onceUsedText(tool, arg, idText(value), forGood);
  return results.refuse("once_used", text, `once ${arg}${forGood ? "" : " per task"}`);
}

/** The per-task wants of `once ARG per task` over the values of one call or of a finish's proposals: one key per value, so a value given twice does not fit. */
export function onceWants(
  results: ToolResults,
  tool: string,
  arg: string,
  values: readonly unknown[],
  message?: string,
): Want[] {
  const counts = new Map<string, { value: unknown; n: number }>();
  for (const value of values) {
    if (value === undefined || value === null) continue;
    const key = onceKey(tool, arg, value);
    const c = counts.get(key);
    if (c) c.n += 1;
    else counts.set(key, { value, n: 1 });
  }
  return [...counts].map(([key, c]) => [
    key,
    1,
    c.n,
    () => onceUsed(results, tool, arg, c.value, message, false),
  ]);
}

/** One `once ARG` for good of a write: its key in the store, and its refusal when another operation holds it. */
export type OnceBind = readonly [key: string, refusal: () => ToolResult];

/** The bindings of an executed write's `once ARG` values (none for an absent value). */
export function onceBinds(
  results: ToolResults,
  tool: string,
  arg: string,
  value: unknown,
  message?: string,
): OnceBind[] {
  if (value === undefined || value === null) return [];
  return [[onceKey(tool, arg, value), () => onceUsed(results, tool, arg, value, message, true)]];
}
