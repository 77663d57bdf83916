// An argument of a resource type is checked for ownership only when the resource has
// an owner; without one, any id the model sends is accepted, which is rarely what a
// contract that bothered to declare a resource means.
import type { Field, ResourceDecl, TypeNode } from "../ast.js";
import { resolveRef, type Toolset } from "../model.js";
import type { Rule } from "./rule.js";

/** The resources a type mentions, through lists, objects, unions and named types. */
function resourcesIn(ts: Toolset, t: TypeNode, out: Map<string, ResourceDecl>, seen: Set<string>): void {
  switch (t.kind) {
    case "ref": {
      const r = resolveRef(ts, t);
      if (r?.kind === "resource") out.set(r.decl.name.name, r.decl);
      else if (r?.kind === "type" && !seen.has(r.decl.name.name)) {
        seen.add(r.decl.name.name);
        resourcesIn(ts, r.decl.type, out, seen);
      }
      break;
    }
    case "union":
      for (const m of t.members) resourcesIn(ts, m, out, seen);
      break;
    case "list":
      resourcesIn(ts, t.item, out, seen);
      break;
    case "nullable":
      resourcesIn(ts, t.inner, out, seen);
      break;
    case "object":
      for (const f of t.fields) resourcesIn(ts, f.type, out, seen);
      break;
    default:
      break;
  }
}

/** Arguments naming a resource that has no owner (write proposals are judged by their own tool's arguments). */
export const unownedResource: Rule = {
  name: "unowned-resource",
  check(ts, report) {
    // One map and set, emptied for each argument, serve the whole toolset.
    const found = new Map<string, ResourceDecl>();
    const seen = new Set<string>();
    const check = (a: Field): void => {
      if (found.size > 0) found.clear(); // clearing allocates, even when empty
      if (seen.size > 0) seen.clear();
      resourcesIn(ts, a.type, found, seen);
      if (found.size > 0) for (const r of found.values()) if (!r.owner) report("unowned-resource", a.name.span, { name: a.name.name, resource: r.name.name });
    };
    for (const tool of ts.file.tools) for (const a of tool.args) check(a);
  },
};
