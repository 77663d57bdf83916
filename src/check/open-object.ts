// `{ a: T, ... }` lets a service add fields to a reply without breaking the tool: they
// are dropped before the reply is evidence or reaches the model. Model input and the
// trusted context stay closed, so an open object anywhere they reach is an error.
import type { TypeNode } from "../ast.js";
import type { Toolset } from "../model.js";
import type { Rule } from "./rule.js";

/** Open objects in arguments (following named types and resource ids) or in the context. */
export const openObject: Rule = {
  name: "open-object",
  check(ts, report) {
    const reported = new Set<TypeNode>();
    const entered = new Set<string>();
    const walk = (t: TypeNode, where: string): void => {
      switch (t.kind) {
        case "object":
          if (t.open && !reported.has(t)) {
            reported.add(t);
            report("open-object-input", t.open, { where });
          }
          for (const f of t.fields) walk(f.type, where);
          break;
        case "union":
          for (const m of t.members) walk(m, where);
          break;
        case "list":
          walk(t.item, where);
          break;
        case "nullable":
          walk(t.inner, where);
          break;
        case "ref":
          follow(ts, t.name.name, entered, (inner) => walk(inner, where));
          break;
        default:
          break;
      }
    };
    for (const f of ts.file.context?.fields ?? []) walk(f.type, `context field '${f.name.name}'`);
    for (const tool of ts.file.tools) for (const a of tool.args) walk(a.type, `argument '${a.name.name}' of '${tool.name.name}'`);
  },
};

// Enters a named type or a resource's id once.
function follow(ts: Toolset, name: string, entered: Set<string>, visit: (t: TypeNode) => void): void {
  if (entered.has(name)) return;
  entered.add(name);
  const inner = ts.types.get(name)?.type ?? ts.resources.get(name)?.id;
  if (inner) visit(inner);
}
