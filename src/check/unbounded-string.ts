// A string the model sends needs an upper length bound: without one a single call can
// carry megabytes, and providers' schema hints lose their best cue for how much to
// write. A pattern without unbounded repetition (`^LK-\d{6}$`) bounds the length by
// itself; one with `*`, `+` or `{n,}` does not. Only model input is judged: context
// fields are trusted, and replies are the application's own.
import type { Rule } from "./rule.js";
import { forEachInputString } from "./inputs.js";

/** True when a pattern can match arbitrarily long text (`*`, `+` or `{n,}` outside a class). */
export function patternUnbounded(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "*" || c === "+") return true;
    else if (c === "{" && /^\{\d+,\}/.test(source.slice(i))) return true;
  }
  return false;
}

/** Strings in model input with no upper length bound. */
export const unboundedString: Rule = {
  name: "unbounded-string",
  check(ts, report) {
    forEachInputString(ts, (t, holder) => {
      if (t.length?.max !== undefined || t.format) return;
      if (t.pattern && !patternUnbounded(t.pattern.source)) return;
      report("unbounded-string", t.span, { name: holder.name });
    });
  },
};
