// `scope ARG = context.FIELD` pins an argument to a trusted fact. Both names must
// exist, and the two types must be able to hold the same value, or every call would
// be refused as out of scope.
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { describeType, kindsOf, kindsOverlap } from "./type-facts.js";

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
        if (!kindsOverlap(kindsOf(ts, arg.type), kindsOf(ts, field.type))) {
          report("scope-type-mismatch", s.span, { arg: s.arg.name, argType: describeType(arg.type), field: s.field.name, fieldType: describeType(field.type) });
        }
      }
    }
  },
};
