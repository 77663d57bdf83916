// Walking every type expression of a toolset, for rules that look at types wherever they stand.
// A dozen rules walk the same toolset, so each walk is done once per toolset and its
// visits are kept (the AST is plain data that nothing changes after lowering); later
// rules replay the list in the same order instead of walking the tree again. Lists are
// kept as parallel arrays, and replayed with index loops, so that a replay allocates nothing.
import type { Field, TypeNode } from "../ast.js";
import type { Toolset } from "../model.js";

/** Where a field stands: a context field, a tool argument, or a field of an object type. */
type FieldPlace = "context" | "arg" | "field";

/** Type nodes with where each stands, in walk order. */
interface TypeList {
  readonly t: TypeNode[];
  readonly place: TypePlace[];
}

interface Walks {
  types?: TypeList;
  /** The same nodes split by kind, each list in walk order. */
  kinds?: Map<TypeNode["kind"], TypeList>;
  fields?: { readonly f: Field[]; readonly place: FieldPlace[] };
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
  const { t, place } = (w.types ??= typeList(ts));
  for (let i = 0; i < t.length; i++) visit(t[i] as TypeNode, place[i] as TypePlace);
}

/**
 * Calls `visit` on every type node of one kind, in the order forEachType visits them.
 * Most rules look at one kind only, and skipping the rest saves a call per node.
 */
export function forEachTypeOf<K extends TypeNode["kind"]>(ts: Toolset, kind: K, visit: (t: Extract<TypeNode, { kind: K }>, place: TypePlace) => void): void {
  const w = walksOf(ts);
  const list = (w.kinds ??= byKind((w.types ??= typeList(ts)))).get(kind);
  if (!list) return;
  const { t, place } = list;
  for (let i = 0; i < t.length; i++) visit(t[i] as Extract<TypeNode, { kind: K }>, place[i] as TypePlace);
}

function byKind(all: TypeList): Map<TypeNode["kind"], TypeList> {
  const out = new Map<TypeNode["kind"], TypeList>();
  for (let i = 0; i < all.t.length; i++) {
    const t = all.t[i] as TypeNode;
    let list = out.get(t.kind);
    if (!list) out.set(t.kind, (list = { t: [], place: [] }));
    list.t.push(t);
    list.place.push(all.place[i] as TypePlace);
  }
  return out;
}

function typeList(ts: Toolset): TypeList {
  const out: TypeList = { t: [], place: [] };
  const walk = (t: TypeNode, place: TypePlace): void => {
    out.t.push(t);
    out.place.push(place);
    switch (t.kind) {
      case "union":
        for (const m of t.members) walk(m, place);
        break;
      case "list":
        walk(t.item, place);
        break;
      case "nullable":
        walk(t.inner, place);
        break;
      case "object":
        for (const f of t.fields) walk(f.type, place);
        break;
      default:
        break;
    }
  };
  for (const d of ts.file.types) walk(d.type, "type");
  for (const r of ts.file.resources) if (r.id) walk(r.id, "resource-id");
  for (const f of ts.file.context?.fields ?? []) walk(f.type, "context");
  for (const tool of ts.file.tools) {
    for (const a of tool.args) walk(a.type, "arg");
    if (tool.returns) walk(tool.returns, "returns");
  }
  return out;
}

/** Every field of the file with where it stands: context fields, arguments and object fields. */
export function forEachField(ts: Toolset, visit: (f: Field, place: FieldPlace) => void): void {
  const w = walksOf(ts);
  let list = w.fields;
  if (!list) {
    const out: NonNullable<Walks["fields"]> = { f: [], place: [] };
    const add = (f: Field, place: FieldPlace): void => {
      out.f.push(f);
      out.place.push(place);
    };
    for (const f of ts.file.context?.fields ?? []) add(f, "context");
    for (const tool of ts.file.tools) for (const a of tool.args) add(a, "arg");
    forEachTypeOf(ts, "object", (t) => {
      for (const f of t.fields) add(f, "field");
    });
    w.fields = list = out;
  }
  const { f, place } = list;
  for (let i = 0; i < f.length; i++) visit(f[i] as Field, place[i] as FieldPlace);
}
