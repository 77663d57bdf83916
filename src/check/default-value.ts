// A default is filled in when the model leaves an argument out, after validation, so
// a default that its own type refuses would hand the handler a value no call could
// send. Evaluated statically, with the same rules as the generated validators.
import type { Rule } from "./rule.js";
import { valueProblem } from "./type-facts.js";
import { forEachField } from "./walk.js";

/** A default that violates its own field's type: range, length, pattern, literal or kind. */
export const defaultValue: Rule = {
  name: "default-value",
  check(ts, report) {
    forEachField(ts, (f) => {
      if (!f.default) return;
      const problem = valueProblem(ts, f.type, f.default.value);
      if (problem !== undefined) report("default-type-mismatch", f.default.span, { value: JSON.stringify(f.default.value), reason: problem });
    });
  },
};
