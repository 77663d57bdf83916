// A type or resource nothing refers to is dead weight in review, and often the trace
// of a renamed argument whose type was meant to be the checked one.
import type { Rule } from "./rule.js";
import { forEachTypeOf } from "./walk.js";

/** Types and resources never referred to (a type's reference to itself does not count). */
export const unusedDeclarations: Rule = {
  name: "unused-declarations",
  check(ts, report) {
    const refs = new Map<string, number[]>(); // name → offsets where it is referred to
    forEachTypeOf(ts, "ref", (t) => {
      const list = refs.get(t.name.name);
      if (list) list.push(t.span.start);
      else refs.set(t.name.name, [t.span.start]);
    });
    for (const d of ts.file.types) {
      if (ts.types.get(d.name.name) !== d) continue; // a duplicate is reported as such
      const outside = (refs.get(d.name.name) ?? []).some((at) => at < d.span.start || at >= d.span.end);
      if (!outside) report("unused-type", d.name.span, { name: d.name.name });
    }
    for (const r of ts.file.resources) {
      if (ts.resources.get(r.name.name) === r && !refs.has(r.name.name)) report("unused-resource", r.name.span, { name: r.name.name });
    }
  },
};
