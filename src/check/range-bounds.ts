// Ranges must be satisfiable and mean what they say: lengths and item counts are whole
// numbers of at least 0, an int range has whole bounds, and no range is empty (`5..3`).
import type { Range } from "../ast.js";
import type { Report, Rule } from "./rule.js";
import { forEachType } from "./walk.js";

type Measure = "length" | "count" | "int" | "number";

const WHAT: Record<Measure, string> = {
  length: "a string length counts characters",
  count: "a list size counts items",
  int: "an int range bounds integers",
  number: "a number range",
};

/** Reports what is wrong with one range, at most one problem per range. */
function checkRange(r: Range, measure: Measure, report: Report): void {
  const { min, max } = r;
  if (measure !== "number") {
    const fraction = min !== undefined && !Number.isInteger(min) ? min : max !== undefined && !Number.isInteger(max) ? max : undefined;
    if (fraction !== undefined) {
      report("invalid-range", r.span, { reason: `${WHAT[measure]}, so its bounds must be whole numbers, not ${fraction}` });
      return;
    }
  }
  if (measure === "length" || measure === "count") {
    const negative = min !== undefined && min < 0 ? min : max !== undefined && max < 0 ? max : undefined;
    if (negative !== undefined) {
      report("invalid-range", r.span, { reason: `${WHAT[measure]}, so it cannot be negative (${negative}); start the range at 0 or more` });
      return;
    }
  }
  if (min !== undefined && max !== undefined && min > max) report("empty-range", r.span, { min, max });
}

/** Empty ranges, negative lengths and counts, and fractional bounds where only integers make sense. */
export const rangeBounds: Rule = {
  name: "range-bounds",
  check(ts, report) {
    forEachType(ts, (t) => {
      if (t.kind === "string" && t.length) checkRange(t.length, "length", report);
      else if (t.kind === "list" && t.count) checkRange(t.count, "count", report);
      else if (t.kind === "int" && t.range) checkRange(t.range, "int", report);
      else if (t.kind === "number" && t.range) checkRange(t.range, "number", report);
    });
  },
};
