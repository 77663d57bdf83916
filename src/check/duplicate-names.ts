// Names are unique per kind: types, resources, tools, and the fields of one object.
import type { Field, Ident } from "../ast.js";
import type { Code } from "../diagnostics/codes.js";
import { LineMap } from "../diagnostics/print.js";
import type { Rule } from "./rule.js";
import { forEachType } from "./walk.js";

/** Reports the second and later declarations of a name within one list. */
function uniques(names: readonly Ident[], code: Code, lines: () => LineMap, report: Parameters<Rule["check"]>[1]): void {
  if (names.length < 2) return;
  const first = new Map<string, Ident>();
  for (const n of names) {
    const prev = first.get(n.name);
    if (prev) report(code, n.span, { name: n.name, line: lines().position(prev.span.start).line });
    else first.set(n.name, n);
  }
}

const fieldNames = (fields: readonly Field[]): Ident[] => fields.map((f) => f.name);

/** Duplicate types, resources, tools, arguments, context and object fields. */
export const duplicateNames: Rule = {
  name: "duplicate-names",
  check(ts, report) {
    // Line starts are needed only to name where a duplicate was first declared, which is rare.
    let map: LineMap | undefined;
    const lines = (): LineMap => (map ??= new LineMap(ts.file.source));
    uniques(ts.file.types.map((t) => t.name), "duplicate-type", lines, report);
    uniques(ts.file.resources.map((r) => r.name), "duplicate-resource", lines, report);
    uniques(ts.file.tools.map((t) => t.name), "duplicate-tool", lines, report);
    uniques(fieldNames(ts.file.context?.fields ?? []), "duplicate-field", lines, report);
    for (const tool of ts.file.tools) uniques(fieldNames(tool.args), "duplicate-arg", lines, report);
    forEachType(ts, (t) => {
      if (t.kind === "object") uniques(fieldNames(t.fields), "duplicate-field", lines, report);
    });
  },
};
