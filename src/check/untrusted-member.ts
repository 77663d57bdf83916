// `untrusted result.PATH` marks part of a read's reply as written by anyone: the dispatcher
// labels the values found there `untrusted` instead of `read`. Only a read has a reply the
// model sees as data, and a path the reply type does not have would silently mark nothing,
// so both are errors.
import type { ToolDecl, TypeNode, UntrustedMember } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Toolset } from "../model.js";
import type { Report, Rule } from "./rule.js";
import { describeType, unwrap } from "./type-facts.js";

// Follows the path through the reply type; reports the first step the type does not have.
function checkPath(ts: Toolset, tool: ToolDecl, u: UntrustedMember, report: Report): void {
  let t: TypeNode | undefined = tool.returns;
  let where = "result";
  for (const step of u.steps) {
    if (t === undefined) {
      report("untrusted-path", step.span, { reason: `read '${tool.name.name}' declares no 'returns', so its reply has no parts to name; write 'untrusted result' for the whole reply` });
      return;
    }
    const shape = unwrap(ts, t);
    if (step.kind === "items") {
      if (shape.kind !== "list") {
        report("untrusted-path", step.span, { reason: `'${where}' is ${describeType(t)}, not a list, so it has no items '[]'` });
        return;
      }
      t = shape.item;
      where += "[]";
      continue;
    }
    const field = shape.kind === "object" ? shape.fields.find((f) => f.name.name === step.name) : undefined;
    if (!field) {
      const names = shape.kind === "object" ? shape.fields.map((f) => f.name.name) : [];
      const suffix = shape.kind === "object" ? didYouMean(step.name, names) : ` (it is ${describeType(t)})`;
      report("untrusted-path", step.span, { reason: `'${where}' has no field '${step.name}'${suffix}` });
      return;
    }
    t = field.type;
    where += `.${step.name}`;
  }
}

/** `untrusted` on a tool other than a read, or along a path its reply type does not have. */
export const untrustedMember: Rule = {
  name: "untrusted-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const u of tool.untrusted) {
        if (tool.toolKind !== "read") report("untrusted-not-read", u.span, { tool: tool.name.name, kind: tool.toolKind });
        else checkPath(ts, tool, u, report);
      }
    }
  },
};
