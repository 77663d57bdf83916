// Names are unique per kind: types, resources, tools, and the fields of one object.
import type { Ident } from "../ast.js";
import type { Code } from "../diagnostics/codes.js";
import { LineMap } from "../diagnostics/print.js";
import type { Rule } from "./rule.js";
import { forEachTypeOf } from "./walk.js";

type ReportFn = Parameters<Rule["check"]>[1];

/** The codes of a name declared twice in one list; each template names `{name}` and `{line}`. */
type DuplicateCode = "duplicate-type" | "duplicate-resource" | "duplicate-tool" | "duplicate-arg" | "duplicate-field";

/** Lists this short are searched pairwise: cheaper than a map for the few arguments of a tool. */
const SHORT = 16;

/** Reports the second and later declarations of a name within one list, naming the line of the first. */
function uniques<T>(items: readonly T[], nameOf: (x: T) => Ident, code: DuplicateCode, lines: () => LineMap, report: ReportFn): void {
  if (items.length < 2) return;
  if (items.length <= SHORT) {
    for (let k = 1; k < items.length; k++) {
      const n = nameOf(items[k] as T);
      for (let p = 0; p < k; p++) {
        const prev = nameOf(items[p] as T);
        if (prev.name === n.name) {
          report(code, n.span, { name: n.name, line: lines().position(prev.span.start).line });
          break;
        }
      }
    }
    return;
  }
  const first = new Map<string, Ident>();
  for (const x of items) {
    const n = nameOf(x);
    const prev = first.get(n.name);
    if (prev) report(code, n.span, { name: n.name, line: lines().position(prev.span.start).line });
    else first.set(n.name, n);
  }
}

const declName = (d: { readonly name: Ident }): Ident => d.name;

/** Duplicate types, resources, tools, arguments, context and object fields. */
export const duplicateNames: Rule = {
  name: "duplicate-names",
  check(ts, report) {
    // Line starts are needed only to name where a duplicate was first declared, which is rare.
    let map: LineMap | undefined;
    const lines = (): LineMap => (map ??= new LineMap(ts.file.source));
    uniques(ts.file.types, declName, "duplicate-type", lines, report);
    uniques(ts.file.resources, declName, "duplicate-resource", lines, report);
    uniques(ts.file.tools, declName, "duplicate-tool", lines, report);
    uniques(ts.file.context?.fields ?? [], declName, "duplicate-field", lines, report);
    for (const tool of ts.file.tools) uniques(tool.args, declName, "duplicate-arg", lines, report);
    forEachTypeOf(ts, "object", (t) => uniques(t.fields, declName, "duplicate-field", lines, report));
  },
};
