// Named types must bottom out: validators are straight-line code written for each type,
// and a type that contains itself would need recursion (and unbounded input depth).
import type { TypeNode } from "../ast.js";
import type { Rule } from "./rule.js";
import { eachRef } from "./walk.js";

/** The named types a type expression mentions directly. */
function namesIn(t: TypeNode, out: Set<string>): Set<string> {
  eachRef(t, (r) => out.add(r.name.name));
  return out;
}

/** A named type that refers to itself, directly or through other named types. */
export const recursiveType: Rule = {
  name: "recursive-type",
  check(ts, report) {
    const edges = new Map<string, Set<string>>();
    for (const [name, decl] of ts.types) edges.set(name, new Set([...namesIn(decl.type, new Set())].filter((n) => ts.types.has(n))));
    // Depth-first search from each type: it is recursive when it can reach itself.
    for (const [name, decl] of ts.types) {
      const seen = new Set<string>();
      const stack = [...(edges.get(name) ?? [])];
      let cyclic = false;
      while (stack.length > 0 && !cyclic) {
        const n = stack.pop() as string;
        if (n === name) cyclic = true;
        else if (!seen.has(n)) {
          seen.add(n);
          stack.push(...(edges.get(n) ?? []));
        }
      }
      if (cyclic) report("recursive-type", decl.name.span, { name });
    }
  },
};
