// Walking every type expression of a toolset, for rules that look at types wherever they stand.
// A dozen rules walk the same toolset, so each walk is done once per toolset and its
// visits are kept (the AST is plain data that nothing changes after lowering); later
// rules replay the list in the same order instead of walking the tree again.
import type { Field, TypeNode } from "../ast.js";
import type { Toolset } from "../model.js";

interface Walks {
  types?: { readonly t: TypeNode; readonly place: TypePlace }[];
  inputs?: { readonly t: TypeNode; readonly holder: Holder }[];
  fields?: { readonly f: Field; readonly place: "context" | "arg" | "field" }[];
}

const memo = new WeakMap<Toolset, Walks>();

function walksOf(ts: Toolset): Walks {
  let w = memo.get(ts);
  if (!w) memo.set(ts, (w = {}));
  return w;
}

/** Where a type expression stands, for messages and for rules that care (e.g. returns vs args). */
export type TypePlace = "type" | "resource-id" | "context" | "arg" | "returns";

/** Calls `visit` on every node of one type expression, outermost first (named types are not followed). */
export function eachNode(t: TypeNode, visit: (t: TypeNode) => void): void {
  visit(t);
  switch (t.kind) {
    case "union":
      for (const m of t.members) eachNode(m, visit);
      break;
    case "list":
      eachNode(t.item, visit);
      break;
    case "nullable":
      eachNode(t.inner, visit);
      break;
    case "object":
      for (const f of t.fields) eachNode(f.type, visit);
      break;
    default:
      break;
  }
}

/** Calls `visit` on every ref of one type expression (named types are not followed). */
export function eachRef(t: TypeNode, visit: (r: Extract<TypeNode, { kind: "ref" }>) => void): void {
  eachNode(t, (n) => {
    if (n.kind === "ref") visit(n);
  });
}

/** Calls `visit` on every type node of the file, outermost first. */
export function forEachType(ts: Toolset, visit: (t: TypeNode, place: TypePlace) => void): void {
  const w = walksOf(ts);
  const list = (w.types ??= typeList(ts));
  for (const v of list) visit(v.t, v.place);
}

function typeList(ts: Toolset): NonNullable<Walks["types"]> {
  const out: NonNullable<Walks["types"]> = [];
  const walk = (t: TypeNode, place: TypePlace): void => eachNode(t, (n) => out.push({ t: n, place }));
  for (const d of ts.file.types) walk(d.type, "type");
  for (const r of ts.file.resources) if (r.id) walk(r.id, "resource-id");
  for (const f of ts.file.context?.fields ?? []) walk(f.type, "context");
  for (const tool of ts.file.tools) {
    for (const a of tool.args) walk(a.type, "arg");
    if (tool.returns) walk(tool.returns, "returns");
  }
  return out;
}

/** The nearest named thing around a type: an argument, a field, a named type or a resource id. */
export interface Holder {
  readonly name: string;
  readonly doc: string | undefined;
  /** What the holder is, for messages: "argument", "field", "type", "resource id". */
  readonly what: "argument" | "field" | "type" | "resource id";
}

/**
 * Calls `visit` on every type the model can send: the arguments of every tool (a write
 * tool's arguments arrive inside a finish call), following named types and resource ids.
 * Each named type and resource is entered once, so a problem in one is reported once,
 * where it is written.
 */
export function forEachInputType(ts: Toolset, visit: (t: TypeNode, holder: Holder) => void): void {
  const w = walksOf(ts);
  const list = (w.inputs ??= inputList(ts));
  for (const v of list) visit(v.t, v.holder);
}

function inputList(ts: Toolset): NonNullable<Walks["inputs"]> {
  const out: NonNullable<Walks["inputs"]> = [];
  const entered = new Set<string>();
  const walk = (t: TypeNode, holder: Holder): void => {
    out.push({ t, holder });
    switch (t.kind) {
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
          if (!entered.has(`type:${name}`)) {
            entered.add(`type:${name}`);
            walk(decl.type, { name, doc: undefined, what: "type" });
          }
          break;
        }
        const res = ts.resources.get(name);
        if (res?.id && !entered.has(`resource:${name}`)) {
          entered.add(`resource:${name}`);
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

/** Every field of the file with where it stands: context fields, arguments and object fields. */
export function forEachField(ts: Toolset, visit: (f: Field, place: "context" | "arg" | "field") => void): void {
  const w = walksOf(ts);
  let list = w.fields;
  if (!list) {
    const out: NonNullable<Walks["fields"]> = [];
    for (const f of ts.file.context?.fields ?? []) out.push({ f, place: "context" });
    for (const tool of ts.file.tools) for (const a of tool.args) out.push({ f: a, place: "arg" });
    forEachType(ts, (t) => {
      if (t.kind === "object") for (const f of t.fields) out.push({ f, place: "field" });
    });
    w.fields = list = out;
  }
  for (const v of list) visit(v.f, v.place);
}
