// `once ARG` keys a tool's runs by one argument's value: `per task`, one call or
// proposal per value in a task (an order's items are modified once); for good, one
// executed write per value ever, held by the run-once store (one refund per invoice).
// The key is the value itself, so the argument must carry one value; only a write's
// runs are recorded in the store, so `once` for good is for writes.
import { didYouMean } from "../diagnostics/suggest.js";
import { derefType } from "../model.js";
import type { Rule } from "./rule.js";
import { describeType, kindsOf } from "./type-facts.js";

/** `once` on an unknown argument, on one that is not a single value, for good on a read or finish, or twice on one argument. */
export const onceMember: Rule = {
  name: "once-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      const keyed = new Set<string>();
      for (const o of tool.onces) {
        const name = o.arg.name;
        const arg = tool.args.find((a) => a.name.name === name);
        if (!arg) {
          report("unknown-arg", o.arg.span, { tool: tool.name.name, name, suggestion: didYouMean(name, tool.args.map((a) => a.name.name)) });
          continue;
        }
        const kinds = kindsOf(ts, derefType(ts, arg.type));
        if (kinds.has("list") || kinds.has("object") || kinds.size === 0) report("once-not-value", o.arg.span, { arg: name, type: describeType(arg.type) });
        if (!o.perTask && tool.toolKind !== "write") report("once-for-good-not-write", o.span, { arg: name, kind: tool.toolKind });
        const key = `${name}/${o.perTask ? "task" : "good"}`;
        if (keyed.has(key)) report("duplicate-member", o.span, { member: `once ${name}${o.perTask ? " per task" : ""}`, owner: `tool '${tool.name.name}'` });
        keyed.add(key);
      }
    }
  },
};
