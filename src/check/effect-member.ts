// `effect ARG max N` caps how much one call may do: the number of items of a list
// argument, or the value of an int argument. Any other argument has no size to cap,
// and N must be a whole number, since effects are counted.
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { describeType, unwrap } from "./type-facts.js";

/** Effects on unknown arguments, on arguments that are neither a list nor an int, or with a max that is not a whole number of at least 0. */
export const effectMember: Rule = {
  name: "effect-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const e of tool.effects) {
        const arg = tool.args.find((a) => a.name.name === e.arg.name);
        if (!arg) {
          report("unknown-arg", e.arg.span, { tool: tool.name.name, name: e.arg.name, suggestion: didYouMean(e.arg.name, tool.args.map((a) => a.name.name)) });
        } else {
          const t = unwrap(ts, arg.type);
          const sized = t.kind === "list" || t.kind === "int" || (t.kind === "literalType" && typeof t.value === "number" && Number.isInteger(t.value));
          if (!sized) report("effect-type", e.arg.span, { arg: e.arg.name, type: describeType(arg.type) });
        }
        const max = e.max.value;
        if (typeof max !== "number" || !Number.isInteger(max) || max < 0) report("effect-max", e.max.span, { value: JSON.stringify(max) });
      }
    }
  },
};
