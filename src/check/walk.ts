// Walking every type expression of a toolset, for rules that look at types wherever they stand.
import type { TypeNode } from "../ast.js";
import type { Toolset } from "../model.js";

/** Where a type expression stands, for messages and for rules that care (e.g. returns vs args). */
export type TypePlace = "type" | "resource-id" | "context" | "arg" | "returns";

/** Calls `visit` on every type node of the file, outermost first. */
export function forEachType(ts: Toolset, visit: (t: TypeNode, place: TypePlace) => void): void {
  const walk = (t: TypeNode, place: TypePlace): void => {
    visit(t, place);
    switch (t.kind) {
      case "union":
        for (const m of t.members) walk(m, place);
        break;
      case "list":
        walk(t.item, place);
        break;
      case "nullable":
        walk(t.inner, place);
        break;
      case "object":
        for (const f of t.fields) walk(f.type, place);
        break;
      default:
        break;
    }
  };
  for (const d of ts.file.types) walk(d.type, "type");
  for (const r of ts.file.resources) if (r.id) walk(r.id, "resource-id");
  for (const f of ts.file.context?.fields ?? []) walk(f.type, "context");
  for (const tool of ts.file.tools) {
    for (const a of tool.args) walk(a.type, "arg");
    if (tool.returns) walk(tool.returns, "returns");
  }
}
