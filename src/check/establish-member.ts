// `establish context.FIELD = result.PATH` lets a read's checked reply set a context field
// the application leaves out until then (the user found by an authentication read), once
// per task. The field must be optional in the context, since it is absent before; the
// reply must be checked (`returns`), since only a checked value may become trusted; and
// the path must reach one value the field can hold.
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { describeType, followPath, kindsOf, kindsOverlap, unwrap } from "./type-facts.js";

/** `establish` on a tool other than a read, of an unknown or required field, without `returns`, or of a path the reply lacks or whose type the field cannot hold. */
export const establishMember: Rule = {
  name: "establish-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      const fields = new Set<string>();
      for (const e of tool.establishes) {
        const name = e.field.name;
        if (tool.toolKind !== "read") report("establish-not-read", e.span, { kind: tool.toolKind });
        if (fields.has(name)) report("duplicate-member", e.span, { member: `establish context.${name}`, owner: `tool '${tool.name.name}'` });
        fields.add(name);
        const field = ts.context.get(name);
        if (!field) {
          report("unknown-context-field", e.field.span, { name, suggestion: didYouMean(name, ts.context.keys()) });
          continue;
        }
        if (!field.optional) report("establish-required-field", e.field.span, { name, type: ts.file.source.slice(field.type.span.start, field.type.span.end) });
        if (!tool.returns) {
          report("establish-without-returns", e.span);
          continue;
        }
        let type = tool.returns;
        if (e.result.parts.length > 0) {
          const reply = unwrap(ts, tool.returns);
          const names = e.result.parts.map((p) => p.name);
          const step = reply.kind === "object" ? followPath(ts, reply.fields, names, (prefix) => (prefix.length === 0 ? "the reply" : `result.${prefix.join(".")}`)) : undefined;
          if (!step?.ok) {
            const part = e.result.parts[step?.at ?? 0];
            if (part) report("unknown-path", part.span, { where: step?.where ?? `the reply (${describeType(tool.returns)}, not an object)`, name: part.name, suggestion: step ? didYouMean(part.name, step.candidates) : "" });
            continue;
          }
          type = step.type;
        }
        const kinds = kindsOf(ts, type);
        if (kinds.has("list") || kinds.has("object") || !kindsOverlap(kinds, kindsOf(ts, field.type)))
          report("establish-mismatch", e.result.span, { name, fieldType: describeType(field.type), resultType: describeType(type) });
      }
    }
  },
};
