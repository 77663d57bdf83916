// A union must be representable in every provider schema and decidable by a validator
// without guessing: literals (an enum), objects tagged by one literal field, or a
// single type with null. `string | int` or `{a} | {b}` would leave both the model and
// the validator to guess which member was meant.
import type { Span, TypeNode } from "../ast.js";
import { resolveRef, type Toolset } from "../model.js";
import type { Report, Rule } from "./rule.js";
import { describeType } from "./type-facts.js";
import { forEachTypeOf } from "./walk.js";

/** One member after named types, nested unions and `?` are flattened away. */
interface Member {
  readonly span: Span;
  readonly type: TypeNode;
  /** For objects: each field that could serve as a tag, with its literal value. */
  readonly tags?: ReadonlyMap<string, string | number | boolean | null>;
  readonly label: string;
}

function flatten(ts: Toolset, t: TypeNode, span: Span, out: Member[], depth: number): void {
  if (depth > 32) return;
  if (t.kind === "union") for (const m of t.members) flatten(ts, m, depth === 0 ? m.span : span, out, depth + 1);
  else if (t.kind === "nullable") {
    out.push({ span, type: { kind: "literalType", span, value: null }, label: "null" });
    flatten(ts, t.inner, span, out, depth + 1);
  } else if (t.kind === "ref") {
    const r = resolveRef(ts, t);
    if (r?.kind === "type") flatten(ts, r.decl.type, span, out, depth + 1);
    else if (r?.kind === "write") out.push({ span, type: t, tags: new Map([["tool", r.tool.name.name]]), label: `write tool '${r.tool.name.name}'` });
    else out.push({ span, type: t, label: describeType(t) });
  } else if (t.kind === "object") {
    const tags = new Map<string, string | number | boolean | null>();
    for (const f of t.fields) {
      if (f.optional || f.default !== undefined) continue;
      let ft: TypeNode = f.type;
      for (let i = 0; i < 32 && ft.kind === "ref"; i++) {
        const r = resolveRef(ts, ft);
        if (r?.kind !== "type") break;
        ft = r.decl.type;
      }
      if (ft.kind === "literalType") tags.set(f.name.name, ft.value);
    }
    out.push({ span, type: t, tags, label: "an object" });
  } else out.push({ span, type: t, label: describeType(t) });
}

/** Why a union of objects has no tag, or undefined when one field tags every member. */
function untaggedReason(objects: readonly Member[]): string | undefined {
  const first = objects[0]?.tags ?? new Map();
  const common = [...first.keys()].filter((k) => objects.every((o) => o.tags?.has(k)));
  if (common.length === 0) return "no required field has a literal type in every member; give each member a field such as kind: \"...\" with its own value";
  for (const key of common) {
    const values = objects.map((o) => JSON.stringify(o.tags?.get(key)));
    if (new Set(values).size === values.length) return undefined;
  }
  const key = common[0] as string;
  const values = objects.map((o) => JSON.stringify(o.tags?.get(key)));
  const twice = values.find((v, i) => values.indexOf(v) !== i);
  return `field '${key}' has the value ${twice} in more than one member; each member needs its own value`;
}

/** Reports literals listed twice, for a union written as literals other than null only. */
function checkEnum(t: TypeNode & { kind: "union" }, report: Report): boolean {
  for (const m of t.members) if (m.kind !== "literalType" || m.value === null) return false;
  const seen = new Set<string>();
  for (const m of t.members) {
    const key = JSON.stringify((m as { value: unknown }).value);
    if (seen.has(key)) report("duplicate-literal", m.span, { value: key });
    seen.add(key);
  }
  return true;
}

function checkUnion(ts: Toolset, t: TypeNode & { kind: "union" }, report: Report): void {
  // Most unions are enums; they need no flattening and can only repeat a literal.
  if (checkEnum(t, report)) return;
  const members: Member[] = [];
  flatten(ts, t, t.span, members, 0);
  const literals = members.filter((m) => m.type.kind === "literalType" && m.type.value !== null);
  const objects = members.filter((m) => m.tags !== undefined);
  const others = members.filter((m) => m.type.kind !== "literalType" && m.tags === undefined);
  const seen = new Set<string>();
  for (const m of literals) {
    const key = JSON.stringify((m.type as { value: unknown }).value);
    if (seen.has(key)) report("duplicate-literal", m.span, { value: key });
    seen.add(key);
  }
  const groups = [literals.length > 0, objects.length > 0, others.length > 0].filter(Boolean).length;
  if (groups > 1) {
    const what = [literals.length > 0 ? "literals" : "", objects.length > 0 ? "objects" : "", others.length > 0 ? others.map((o) => o.label).join(", ") : ""].filter(Boolean);
    report("mixed-union", t.span, { reason: `it mixes ${what.join(" with ")}` });
  } else if (others.length > 1) {
    report("mixed-union", t.span, { reason: `${others.map((o) => o.label).join(" and ")} cannot be told apart reliably; keep one type, or use literals or tagged objects` });
  } else if (objects.length > 1) {
    const reason = untaggedReason(objects);
    if (reason !== undefined) report("untagged-union", t.span, { reason });
  }
}

/** Unions mixing kinds that cannot be told apart, untagged unions of objects, and literals listed twice. */
export const unionShape: Rule = {
  name: "union-shape",
  check(ts, report) {
    forEachTypeOf(ts, "union", (t) => checkUnion(ts, t, report));
  },
};
