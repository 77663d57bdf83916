// All semantic checks, run in a fixed order over each toolset.
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { Toolset } from "../model.js";
import { duplicateNames } from "./duplicate-names.js";
import type { Rule } from "./rule.js";

/** Every rule, in the order it runs. */
export const RULES: readonly Rule[] = [duplicateNames];

/** Runs every rule over one toolset and returns what they found. */
export function checkToolset(ts: Toolset, rules: readonly Rule[] = RULES): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of rules) rule.check(ts, (code, span, params) => out.push(diag(code, ts.file.path, span, params)));
  return out;
}
