// An argument named like a context field ("customer_id" beside the trusted customer_id)
// is a value the model chooses, handed to the handler beside the trusted one: code that
// reads the wrong one acts for whoever the model names (seed 000: no tool has a customer
// argument). Pinning it with `scope ARG = context.FIELD` makes the two the same value.
import type { Rule } from "./rule.js";

/** The context field an argument name looks like: the same name, or one with or without `_id`. */
function lookalike(arg: string, fields: ReadonlySet<string>): string | undefined {
  for (const name of [arg, `${arg}_id`, arg.endsWith("_id") ? arg.slice(0, -3) : undefined])
    if (name !== undefined && fields.has(name)) return name;
  return undefined;
}

/** Arguments named like a context field that no `scope` ties to it. */
export const contextNamedArg: Rule = {
  name: "context-named-arg",
  check(ts, report) {
    if (ts.context.size === 0) return;
    const fields = new Set(ts.context.keys());
    for (const tool of ts.file.tools)
      for (const a of tool.args) {
        const field = lookalike(a.name.name, fields);
        if (field === undefined) continue;
        if (tool.scopes.some((s) => s.arg.name === a.name.name && s.field.name === field)) continue;
        report("context-named-arg", a.name.span, { name: a.name.name, tool: tool.name.name, field });
      }
  },
};
