// A name in type position must be a type, a resource or a write tool of this toolset.
// The suggestion also looks at the built-in type words, so `Int` or `strng` get help.
import { resolveRef } from "../model.js";
import { didYouMean, TYPE_WORDS, typeWordFor } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { forEachTypeOf } from "./walk.js";

/** A reference to a type, resource or write tool that does not exist. */
export const unknownType: Rule = {
  name: "unknown-type",
  check(ts, report) {
    // The names to suggest from are gathered only once a reference is unknown.
    let known: string[] | undefined;
    const candidates = (): string[] =>
      (known ??= [...ts.types.keys(), ...ts.resources.keys(), ...[...ts.tools.values()].filter((t) => t.toolKind === "write").map((t) => t.name.name), ...TYPE_WORDS]);
    forEachTypeOf(ts, "ref", (t) => {
      if (resolveRef(ts, t)) return;
      const name = t.name.name;
      const tool = ts.tools.get(name);
      // A read or finish tool is a call, not a value: only write tools describe a proposal.
      // Names borrowed from other languages (`integer`, `boolean`) are too far for the edit distance.
      const word = typeWordFor(name);
      const suggestion = tool ? ` ('${name}' is a ${tool.toolKind} tool; only write tools can be used as types)` : didYouMean(name, candidates()) || (word ? ` (did you mean '${word}'?)` : "");
      report("unknown-type", t.name.span, { name, suggestion });
    });
  },
};
