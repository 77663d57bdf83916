// A resource is named by an id the model sends and owned by a trusted context field.
// The id must be something a person can type and a database can key on (a string or
// an int); the owner must be a context field, because only trusted facts may decide
// ownership; the `missing` text may name the id as {id} and nothing else.
import type { TypeNode } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";
import { kindsOf } from "./type-facts.js";

/** True when every value of the id type is a string, or every value an integer. */
function isKeyType(kinds: Set<string>): boolean {
  return kinds.size === 1 && (kinds.has("string") || kinds.has("int"));
}

/** A nullable id names nothing: `null` cannot be looked up. */
const isNullable = (t: TypeNode): boolean => t.kind === "nullable";

/** Resources without an id, with an id that is not a string or int, with an owner that is not a context field, or with a bad `missing` text. */
export const resourceDecl: Rule = {
  name: "resource-decl",
  check(ts, report) {
    const contextNames = [...ts.context.keys()];
    for (const r of ts.file.resources) {
      const name = r.name.name;
      if (!r.id) report("missing-resource-id", r.name.span, { name });
      else {
        const kinds = kindsOf(ts, r.id); // empty when the id names an unknown type, reported elsewhere
        if (isNullable(r.id) || (kinds.size > 0 && !isKeyType(kinds))) report("resource-id-type", r.id.span, { name });
      }
      if (r.owner && !ts.context.has(r.owner.name)) {
        report("owner-not-context", r.owner.span, { name: r.owner.name, suggestion: didYouMean(r.owner.name, contextNames) });
      }
      if (r.missing) {
        const holes = [...r.missing.value.matchAll(/\{(\w*)\}/g)].map((m) => m[1] ?? "");
        const wrong = holes.find((h) => h !== "id");
        if (wrong !== undefined) report("unknown-placeholder", r.missing.span, { name: wrong });
        else if (holes.length === 0) report("missing-placeholder", r.missing.span);
      }
    }
  },
};
