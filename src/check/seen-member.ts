// `seen ARG` asks that an id was returned by a read earlier in the task: checked when a
// write is proposed, and before the handler of a read or the resolution of a finish.
// Evidence is made of resource ids, so the argument must be resource-typed. `seen
// RESOURCE`, naming a resource where no argument has that name, asks only that some id
// of that resource was seen (a draft tool with no id: seed 003, no draft before a fact).
import { didYouMean } from "../diagnostics/suggest.js";
import { resourceOf } from "../model.js";
import type { Rule } from "./rule.js";
import { describeType } from "./type-facts.js";

/** `seen` on an unknown argument, or on an argument that is not of a resource type. */
export const seenMember: Rule = {
  name: "seen-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const s of tool.seen) {
        const arg = tool.args.find((a) => a.name.name === s.arg.name);
        if (!arg && ts.resources.has(s.arg.name)) continue;
        if (!arg) report("unknown-arg", s.arg.span, { tool: tool.name.name, name: s.arg.name, suggestion: didYouMean(s.arg.name, [...tool.args.map((a) => a.name.name), ...ts.resources.keys()]) });
        else if (!resourceOf(ts, arg.type)) report("seen-not-resource", s.arg.span, { arg: s.arg.name, type: describeType(arg.type) });
      }
    }
  },
};
