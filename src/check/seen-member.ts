// `seen ARG` asks that a proposed write's id was returned by a read earlier in the task.
// Evidence is made of resource ids, and it is checked when a write is proposed, so the
// argument must be resource-typed and the member belongs to write tools only.
import { didYouMean } from "../diagnostics/suggest.js";
import { resourceOf } from "../model.js";
import type { Rule } from "./rule.js";
import { describeType } from "./type-facts.js";

/** `seen` outside a write tool, on an unknown argument, or on an argument that is not of a resource type. */
export const seenMember: Rule = {
  name: "seen-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const s of tool.seen) {
        if (tool.toolKind !== "write") report("seen-outside-write", s.span);
        const arg = tool.args.find((a) => a.name.name === s.arg.name);
        if (!arg) report("unknown-arg", s.arg.span, { tool: tool.name.name, name: s.arg.name, suggestion: didYouMean(s.arg.name, tool.args.map((a) => a.name.name)) });
        else if (!resourceOf(ts, arg.type)) report("seen-not-resource", s.arg.span, { arg: s.arg.name, type: describeType(arg.type) });
      }
    }
  },
};
