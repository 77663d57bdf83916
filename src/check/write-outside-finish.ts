// A write tool as a type means "a proposal of that write". Only a finish tool may carry
// proposals (they are approved by a person before anything happens); anywhere else the
// model would seem to be able to run a write, or a reply would carry one.
import type { RefType, TypeNode } from "../ast.js";
import { resolveRef } from "../model.js";
import type { Rule } from "./rule.js";
import { eachRef } from "./walk.js";

/** A write tool used as a type anywhere but (directly or through named types) in a finish tool's arguments. */
export const writeOutsideFinish: Rule = {
  name: "write-outside-finish",
  check(ts, report) {
    // Which named types carry a write, and which one: a fixpoint over the type table.
    const carries = new Map<string, string>();
    for (let changed = true; changed; ) {
      changed = false;
      for (const [name, decl] of ts.types) {
        if (carries.has(name)) continue;
        eachRef(decl.type, (r) => {
          if (carries.has(name)) return;
          const res = resolveRef(ts, r);
          const write = res?.kind === "write" ? r.name.name : res?.kind === "type" ? carries.get(res.decl.name.name) : undefined;
          if (write !== undefined) {
            carries.set(name, write);
            changed = true;
          }
        });
      }
    }
    const refused = (r: RefType): void => {
      const res = resolveRef(ts, r);
      const write = res?.kind === "write" ? r.name.name : res?.kind === "type" ? carries.get(res.decl.name.name) : undefined;
      if (write !== undefined) report("write-outside-finish", r.name.span, { name: write });
    };
    const forbid = (t: TypeNode): void => eachRef(t, refused);
    // Named types themselves are judged where they are used.
    for (const r of ts.file.resources) if (r.id) forbid(r.id);
    for (const f of ts.file.context?.fields ?? []) forbid(f.type);
    for (const tool of ts.file.tools) {
      if (tool.toolKind !== "finish") for (const a of tool.args) forbid(a.type);
      if (tool.returns) forbid(tool.returns);
    }
  },
};
