// `scope ARG = context.FIELD` pins an argument to a trusted fact, and `scope ARG in
// context.FIELD` to one item of a trusted list. Both names must exist, an `in` field
// must be a list, and the argument must be able to hold the same value as the field
// (or its items), or every call would be refused as out of scope.
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { describeType, kindsOf, kindsOverlap, unwrap } from "./type-facts.js";

/** Scopes naming an unknown argument or context field, or comparing types that can never be equal. */
export const scopeMember: Rule = {
  name: "scope-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const s of tool.scopes) {
        const arg = tool.args.find((a) => a.name.name === s.arg.name);
        const field = ts.context.get(s.field.name);
        if (!arg) report("unknown-arg", s.arg.span, { tool: tool.name.name, name: s.arg.name, suggestion: didYouMean(s.arg.name, tool.args.map((a) => a.name.name)) });
        if (!field) report("unknown-context-field", s.field.span, { name: s.field.name, suggestion: didYouMean(s.field.name, [...ts.context.keys()]) });
        if (!arg || !field) continue;
        let target = field.type;
        if (s.op === "in") {
          const list = unwrap(ts, field.type);
          if (list.kind !== "list") {
            report("scope-not-list", s.field.span, { field: s.field.name, type: describeType(field.type) });
            continue;
          }
          target = list.item;
        } else if (unwrap(ts, field.type).kind === "list" && unwrap(ts, arg.type).kind !== "list") {
          report("scope-equals-list", s.span, { arg: s.arg.name, field: s.field.name });
          continue;
        }
        if (!kindsOverlap(kindsOf(ts, arg.type), kindsOf(ts, target))) {
          report("scope-type-mismatch", s.span, { arg: s.arg.name, argType: describeType(arg.type), field: s.field.name, fieldType: describeType(target) });
        }
      }
    }
  },
};
