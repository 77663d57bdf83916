// LANGUAGE.md makes `arg x: T = d` optional: the default is used when the model leaves
// it out. Written without `?`, it reads like a required argument, and a reviewer (or
// the author) who meant "required" gets a silent default instead of a refusal when the
// model forgets it. The smell is therefore an argument with a default but no `?`; the
// explicit form `arg x?: T = d` says "optional, defaulting to d" and is not reported.
import type { Rule } from "./rule.js";

/** Arguments that have a default but are not marked optional with `?`. */
export const requiredWithDefault: Rule = {
  name: "required-with-default",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const a of tool.args) if (a.default && !a.optional) report("required-with-default", a.name.span, { name: a.name.name });
    }
  },
};
