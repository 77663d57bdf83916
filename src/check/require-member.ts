// `require ARG is "pending"` is a precondition on a resource's state, which the
// application's state lookup reads when the call is checked (for a write: when proposed
// and again when executed). The resource says which states exist (`state "a" | "b"`), so
// a state misspelt in a tool is caught here rather than refusing every call at run time.
import { didYouMean } from "../diagnostics/suggest.js";
import { resourceOf, statesOf } from "../model.js";
import type { Rule } from "./rule.js";
import { describeType } from "./type-facts.js";

/** A `state` that is not a union of strings; a `require` on an unknown argument, a non-resource, a resource without states, or a state it does not have. */
export const requireMember: Rule = {
  name: "require-member",
  check(ts, report) {
    for (const res of ts.file.resources)
      if (res.state && !statesOf(ts, res)) report("state-type", res.state.span, { resource: res.name.name, type: describeType(res.state) });
    for (const tool of ts.file.tools) {
      for (const r of tool.requires) {
        const name = r.arg.name;
        const arg = tool.args.find((a) => a.name.name === name);
        if (!arg) {
          report("unknown-arg", r.arg.span, { tool: tool.name.name, name, suggestion: didYouMean(name, tool.args.map((a) => a.name.name)) });
          continue;
        }
        const res = resourceOf(ts, arg.type);
        if (!res) {
          report("require-not-resource", r.arg.span, { arg: name, type: describeType(arg.type) });
          continue;
        }
        if (!res.state) {
          report("require-stateless", r.arg.span, { arg: name, resource: res.name.name });
          continue;
        }
        const states = statesOf(ts, res);
        if (!states) continue;
        for (const s of r.states)
          if (!states.includes(s.value)) report("require-unknown-state", s.span, { state: s.value, resource: res.name.name, suggestion: didYouMean(s.value, states) });
      }
    }
  },
};
