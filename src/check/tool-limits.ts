// `budget N` counts calls (a write's: proposals), `refusals max N` refused calls and
// `result max N` characters, so all are whole numbers. A budget of 0 would make the
// tool uncallable (leave the tool out instead), a refusal cap of 0 would stop a task
// before its first call, and a result cap below 200 characters cannot even hold a
// refusal's text with its hint, so the model would read truncated errors.
import type { Rule } from "./rule.js";

/** The smallest `result max` that still fits a refusal text and its hint. */
export const MIN_RESULT_MAX = 200;

const whole = (v: unknown, min: number): boolean => typeof v === "number" && Number.isInteger(v) && v >= min;

/** Budgets, refusal caps and result caps that are not whole numbers of a sensible size. */
export const toolLimits: Rule = {
  name: "tool-limits",
  check(ts, report) {
    const cap = ts.file.refusals;
    if (cap && !whole(cap.value, 1)) report("refusals-value", cap.span, { value: JSON.stringify(cap.value) });
    for (const tool of ts.file.tools) {
      if (tool.budget && !whole(tool.budget.value, 1)) report("budget-value", tool.budget.span, { value: JSON.stringify(tool.budget.value) });
      if (tool.refusals && !whole(tool.refusals.value, 1)) report("refusals-value", tool.refusals.span, { value: JSON.stringify(tool.refusals.value) });
      if (tool.resultMax && !whole(tool.resultMax.value, MIN_RESULT_MAX)) {
        report("result-max-value", tool.resultMax.span, { value: JSON.stringify(tool.resultMax.value), min: MIN_RESULT_MAX });
      }
    }
  },
};
