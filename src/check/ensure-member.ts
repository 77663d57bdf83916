// `ensure result.PATH == ARG` ties a reply to the call that asked for it. The path must
// exist in the declared `returns` object (without `returns` there is nothing to check
// the reply against), the argument must exist, and the two must be able to be equal.
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { describeType, followPath, kindsOf, kindsOverlap, unwrap } from "./type-facts.js";

/** Ensures without `returns`, with a result path the reply does not have, an unknown argument, or types that can never be equal. */
export const ensureMember: Rule = {
  name: "ensure-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const e of tool.ensures) {
        const arg = tool.args.find((a) => a.name.name === e.arg.name);
        if (!arg) report("unknown-arg", e.arg.span, { tool: tool.name.name, name: e.arg.name, suggestion: didYouMean(e.arg.name, tool.args.map((a) => a.name.name)) });
        if (!tool.returns) {
          report("ensure-without-returns", e.span);
          continue;
        }
        const reply = unwrap(ts, tool.returns);
        if (reply.kind !== "object") {
          report("unknown-path", e.result.span, { where: `the reply (${describeType(tool.returns)}, not an object)`, name: e.result.parts[0]?.name ?? "", suggestion: "" });
          continue;
        }
        const names = e.result.parts.map((p) => p.name);
        const step = followPath(ts, reply.fields, names, (prefix) => (prefix.length === 0 ? "the reply" : `result.${prefix.join(".")}`));
        if (!step.ok) {
          const part = e.result.parts[step.at];
          if (part) report("unknown-path", part.span, { where: step.where, name: part.name, suggestion: didYouMean(part.name, step.candidates) });
          continue;
        }
        if (arg && !kindsOverlap(kindsOf(ts, step.type), kindsOf(ts, arg.type))) {
          report("ensure-mismatch", e.span, { path: names.join("."), resultType: describeType(step.type), arg: e.arg.name, argType: describeType(arg.type) });
        }
      }
    }
  },
};
