// A name in type position is looked up among types, resources and write tools; if two
// of them share a name, which one a reference means would depend on lookup order.
import type { Ident } from "../ast.js";
import type { Rule } from "./rule.js";

/** A type, resource or write tool whose name is already taken by another of those kinds. */
export const nameClash: Rule = {
  name: "name-clash",
  check(ts, report) {
    const taken = new Map<string, { kind: string; at: Ident }>();
    const claim = (id: Ident, kind: string): void => {
      const prev = taken.get(id.name);
      if (!prev) taken.set(id.name, { kind, at: id });
      else if (prev.kind !== kind) report("name-clash", id.span, { name: id.name, first: prev.kind, second: kind });
    };
    // Declaration order decides which one is reported: the later one.
    const all: { id: Ident; kind: string }[] = [
      ...ts.file.types.map((t) => ({ id: t.name, kind: "type" })),
      ...ts.file.resources.map((r) => ({ id: r.name, kind: "resource" })),
      ...ts.file.tools.filter((t) => t.toolKind === "write").map((t) => ({ id: t.name, kind: "write tool" })),
    ].sort((a, b) => a.id.span.start - b.id.span.start);
    for (const { id, kind } of all) claim(id, kind);
  },
};
