// Walking every string the model can send, for rules about model input (blob arguments,
// unbounded strings, enums written in prose): those rules judge strings only. Done once
// per toolset and replayed, as in walk.ts.
import type { StringType, TypeNode } from "../ast.js";
import type { Toolset } from "../model.js";

/** The nearest named thing around a type: an argument, a field, a named type or a resource id. */
export interface Holder {
  readonly name: string;
  readonly doc: string | undefined;
  /** What the holder is, for messages: "argument", "field", "type", "resource id". */
  readonly what: "argument" | "field" | "type" | "resource id";
}

interface Inputs {
  readonly t: StringType[];
  readonly holder: Holder[];
}

const memo = new WeakMap<Toolset, Inputs>();

/**
 * Calls `visit` on every string type the model can send: in the arguments of every tool
 * (a write tool's arguments arrive inside a finish call), following named types and
 * resource ids. Each named type and resource is entered once, so a problem in one is
 * reported once, where it is written.
 */
export function forEachInputString(ts: Toolset, visit: (t: StringType, holder: Holder) => void): void {
  let list = memo.get(ts);
  if (!list) memo.set(ts, (list = inputList(ts)));
  const { t, holder } = list;
  for (let i = 0; i < t.length; i++) visit(t[i] as StringType, holder[i] as Holder);
}

function inputList(ts: Toolset): Inputs {
  const out: Inputs = { t: [], holder: [] };
  const enteredTypes = new Set<string>();
  const enteredResources = new Set<string>();
  const walk = (t: TypeNode, holder: Holder): void => {
    switch (t.kind) {
      case "string":
        out.t.push(t);
        out.holder.push(holder);
        break;
      case "union":
        for (const m of t.members) walk(m, holder);
        break;
      case "list":
        walk(t.item, holder);
        break;
      case "nullable":
        walk(t.inner, holder);
        break;
      case "object":
        for (const f of t.fields) walk(f.type, { name: f.name.name, doc: f.doc?.value, what: "field" });
        break;
      case "ref": {
        const name = t.name.name;
        const decl = ts.types.get(name);
        if (decl) {
          if (!enteredTypes.has(name)) {
            enteredTypes.add(name);
            walk(decl.type, { name, doc: undefined, what: "type" });
          }
          break;
        }
        const res = ts.resources.get(name);
        if (res?.id && !enteredResources.has(name)) {
          enteredResources.add(name);
          walk(res.id, { name, doc: undefined, what: "resource id" });
        }
        break;
      }
      default:
        break;
    }
  };
  for (const tool of ts.file.tools) for (const a of tool.args) walk(a.type, { name: a.name.name, doc: a.doc?.value, what: "argument" });
  return out;
}
