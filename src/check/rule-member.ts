// `rule COND => COND` constrains arguments across fields. Every path must name an
// argument (and fields of object arguments), count() needs a list, and a compared
// literal must be a value the field can hold, or the condition is decided before any
// call and the rule is dead or always refuses.
import type { Condition, ToolDecl } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Toolset } from "../model.js";
import type { Report, Rule } from "./rule.js";
import { describeType, followPath, unwrap, valueProblem } from "./type-facts.js";

const dotted = (names: readonly string[]): string => names.join(".");

function checkCondition(ts: Toolset, tool: ToolDecl, c: Condition, report: Report): void {
  const names = c.path.parts.map((p) => p.name);
  if (names.length === 0) return;
  const step = followPath(ts, tool.args, names, dotted);
  if (!step.ok) {
    const part = c.path.parts[step.at];
    if (!part) return;
    const suggestion = didYouMean(part.name, step.candidates);
    if (step.at === 0) report("unknown-arg", part.span, { tool: tool.name.name, name: part.name, suggestion });
    else report("unknown-path", part.span, { where: `'${step.where}'`, name: part.name, suggestion });
    return;
  }
  if (c.kind === "count") {
    const t = unwrap(ts, step.type);
    if (t.kind !== "list") report("rule-count-not-list", c.path.span, { path: dotted(names), type: describeType(step.type) });
    const n = c.value.value;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) {
      report("rule-type-mismatch", c.value.span, { reason: `count() is a whole number of items; compare it with one, not ${JSON.stringify(n)}` });
    }
  } else if (c.kind === "compare") {
    const v = c.value.value;
    if (v === null && step.optional) return; // an optional argument that was not given reads as null
    const problem = valueProblem(ts, step.type, v);
    if (problem !== undefined) {
      report("rule-type-mismatch", c.value.span, {
        reason: `'${dotted(names)}' is ${describeType(step.type)} and can never be ${JSON.stringify(v)} (${problem}), so this condition is decided before any call`,
      });
    }
  }
}

/** Rule conditions on unknown paths, count() of a non-list, and literals a field can never hold. */
export const ruleMember: Rule = {
  name: "rule-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const r of tool.rules) {
        checkCondition(ts, tool, r.when, report);
        checkCondition(ts, tool, r.then, report);
      }
    }
  },
};
