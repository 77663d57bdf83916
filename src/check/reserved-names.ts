// `__proto__`, `constructor`, `prototype` and the other members of Object.prototype
// have a meaning of their own on every JavaScript object; as keys of validated input
// they invite prototype pollution, break plain-object lookups and clash with the
// methods every generated table inherits, so no contract name may take them.
import type { Ident } from "../ast.js";
import type { Rule } from "./rule.js";
import { forEachField } from "./walk.js";

/** The names no argument, field, type, resource or tool may have. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "toLocaleString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
]);

const REASON = "every JavaScript object already has it, and using it as a key invites prototype pollution";

/** Reserved JavaScript object keys used as names. */
export const reservedNames: Rule = {
  name: "reserved-names",
  check(ts, report) {
    const check = (id: Ident, what: string): void => {
      if (RESERVED_NAMES.has(id.name)) report("reserved-name", id.span, { name: id.name, what, reason: REASON });
    };
    forEachField(ts, (f, place) => check(f.name, place === "arg" ? "an argument name" : place === "context" ? "a context field name" : "a field name"));
    for (const t of ts.file.types) check(t.name, "a type name");
    for (const r of ts.file.resources) check(r.name, "a resource name");
    for (const t of ts.file.tools) check(t.name, "a tool name");
  },
};
