// Unions. `null` is split off first; literals of one kind form an enum; members are then
// grouped by the JSON kind they accept, so the input's own kind picks the branch. Objects
// are told apart by their tag field with a `switch`, never by trying one after another.
import type { Field, TypeNode } from "../../ast.js";
import { derefType, resolveRef } from "../../model.js";
import { quote as str } from "../schemas/literal.js";
import { pascal } from "../types/names.js";
import { checkCode, objectFnCall, objectFnOf, orNull } from "./check.js";
import { issue, quoted, type Cx, type Gen } from "./gen.js";
import type { Branch, Stmt } from "./layout.js";
import { MESSAGE, message } from "./messages.js";
import { enumCode } from "./scalar.js";

type Kind = "string" | "number" | "boolean" | "array" | "object" | "other";
type Scalar = string | number | boolean | null;

/** Members with nested unions, `?` and `null` taken apart; named unions are opened too. */
function flatten(g: Gen, members: readonly TypeNode[], seen: Set<string> = new Set()): { nullable: boolean; members: TypeNode[] } {
  let nullable = false;
  const out: TypeNode[] = [];
  const add = (t: TypeNode): void => {
    const d = t.kind === "ref" && !seen.has(t.name.name) ? derefType(g.ts, t) : t;
    if (d.kind === "union" || d.kind === "nullable") {
      if (t.kind === "ref") seen.add(t.name.name);
      if (d.kind === "nullable") nullable = true;
      for (const m of d.kind === "union" ? d.members : [d.inner]) add(m);
    } else if (d.kind === "literalType" && d.value === null) nullable = true;
    else out.push(t);
  };
  members.forEach(add);
  return { nullable, members: out };
}

/** The JSON kind a (non-union) member accepts. */
function kindOf(g: Gen, t: TypeNode): Kind {
  const d = derefType(g.ts, t);
  if (d.kind === "ref") {
    const r = resolveRef(g.ts, d);
    if (r?.kind === "write") return "object";
    return r?.kind === "resource" ? (r.decl.id ? kindOf(g, r.decl.id) : "string") : "other";
  }
  if (d.kind === "literalType") return typeof d.value === "string" ? "string" : typeof d.value === "number" ? "number" : "boolean";
  const kinds: Record<string, Kind> = { string: "string", int: "number", number: "number", bool: "boolean", list: "array", object: "object" };
  return kinds[d.kind] ?? "other";
}

const TEST: Record<Kind, (s: string) => string> = {
  string: (s) => `typeof ${s} === "string"`,
  number: (s) => `typeof ${s} === "number"`,
  boolean: (s) => `typeof ${s} === "boolean"`,
  array: (s) => `Array.isArray(${s})`,
  object: (s) => `isObject(${s})`,
  other: () => "true",
};

/** The fields of an object-like member (inline, named, or a write tool's action form). */
function fieldsOf(g: Gen, t: TypeNode): readonly Field[] | undefined {
  const d = derefType(g.ts, t);
  if (d.kind === "object") return d.fields;
  const r = d.kind === "ref" ? resolveRef(g.ts, d) : undefined;
  if (r?.kind !== "write") return undefined;
  const span = r.tool.name.span;
  const tag: Field = { kind: "field", span, name: { kind: "ident", span, name: "tool" }, optional: false, type: { kind: "literalType", span, value: r.tool.name.name }, default: undefined, doc: undefined };
  return [tag, ...r.tool.args];
}

/** The tag of a union of objects: a field every member has, with a distinct literal in each. */
function findTag(g: Gen, members: readonly TypeNode[]): { field: string; values: Scalar[] } | undefined {
  const all = members.map((m) => fieldsOf(g, m));
  const first = all[0];
  if (!first || all.some((f) => f === undefined)) return undefined;
  for (const candidate of first) {
    const values = all.map((fields) => {
      const f = fields?.find((x) => x.name.name === candidate.name.name);
      const d = f && !f.optional ? derefType(g.ts, f.type) : undefined;
      return d?.kind === "literalType" ? d.value : undefined;
    });
    if (values.every((v) => v !== undefined) && new Set(values).size === values.length) return { field: candidate.name.name, values: values as Scalar[] };
  }
  return undefined;
}

/** A literal as it is written in a `case`. */
function caseLiteral(value: Scalar): string {
  return typeof value === "string" ? str(value) : String(value).replace("e+", "e");
}

/** Members of a union of objects, picked by their tag with a `switch`. */
function taggedCode(g: Gen, members: readonly TypeNode[], tag: { field: string; values: Scalar[] }, c: Cx): Stmt[] {
  g.helpers.add("plainProto").add("own").add("describe").add("report");
  const t = c.local("tag");
  const proto = c.local("proto");
  const cases = members.flatMap((m, i) => {
    const value = tag.values[i] ?? null;
    const cx = { ...c, hint: `${c.hint}${pascal(String(value))}` };
    // The input is already known to be a plain object here, so an object's function is called as is.
    const fn = objectFnOf(g, m, cx.hint);
    const code = fn !== undefined ? [objectFnCall(fn, cx, proto)] : checkCode(g, m, cx);
    return [{ head: `case ${caseLiteral(value)}:`, body: [...code, "break;"] } as Stmt];
  });
  const [before, after] = message.tagInvalid(tag.field, tag.values);
  const invalid = issue(c.path, "union_tag_invalid", { concat: [str(before), `describe(${t})`, str(after)] });
  const missing = issue(c.path, "union_tag_not_found", str(message.tagNotFound(tag.field)));
  const read: Stmt = { expr: { call: "own", args: [`${c.src} as object`, str(tag.field)] }, prefix: `const ${t} = ` };
  const fallback: Stmt = { branches: [{ cond: `${t} === undefined`, body: missing }, { body: invalid }] };
  return [
    { expr: { call: "plainProto", args: [c.src] }, prefix: `const ${proto} = ` },
    {
      branches: [
        { cond: `${proto} === false`, body: issue(c.path, "object_type", quoted(MESSAGE.object_type)) },
        { body: [read, { head: `switch (${t})`, body: [...cases, { head: "default:", body: [fallback] }] }] },
      ],
    },
  ];
}

/**
 * Members of one kind tried in order, each on a fresh issue list; the last member's issues
 * are kept if none passes. The list of the check in progress is set aside meanwhile.
 */
function triedCode(g: Gen, members: readonly TypeNode[], c: Cx): Stmt[] {
  g.helpers.add("report");
  const outer = c.local("outer");
  const tried = c.local("tried");
  const steps: Stmt[] = members.flatMap((m, i) => {
    const code = checkCode(g, m, { ...c, hint: `${c.hint}${i + 1}` });
    return i === 0 ? code : [{ branches: [{ cond: `${c.dst} === undefined`, body: ["found = undefined;", ...code] }] }];
  });
  return [
    `const ${outer} = found;`,
    "found = undefined;",
    ...steps,
    `const ${tried} = found;`,
    `found = ${outer};`,
    { branches: [{ cond: { op: "&&", parts: [`${c.dst} === undefined`, `${tried} !== undefined`] }, body: `(found ??= []).push(...${tried});` }] },
  ];
}

/** The members of one kind: literals as one enum, objects by tag, the rest tried in order. */
function groupCode(g: Gen, kind: Kind, members: readonly TypeNode[], c: Cx): Stmt[] {
  const literals = members.map((m) => derefType(g.ts, m)).filter((d) => d.kind === "literalType").map((d) => (d.kind === "literalType" ? d.value : null));
  const others = members.filter((m) => derefType(g.ts, m).kind !== "literalType");
  if (others.length === 0) return [enumCode(literals, c, g)];
  if (literals.length === 0 && others.length === 1 && others[0]) return checkCode(g, others[0], c);
  const tag = kind === "object" && literals.length === 0 ? findTag(g, others) : undefined;
  if (tag) return taggedCode(g, others, tag, c);
  const lit: TypeNode[] = literals.length ? [{ kind: "union", span: { start: 0, end: 0 }, members: literals.map((value) => ({ kind: "literalType", span: { start: 0, end: 0 }, value })) }] : [];
  return triedCode(g, [...lit, ...others], c);
}

/** Statements that check `c.src` against a union. */
export function unionCode(g: Gen, members: readonly TypeNode[], c: Cx): Stmt[] {
  const flat = flatten(g, members);
  const literals = flat.members.map((m) => derefType(g.ts, m));
  if (literals.length > 0 && literals.every((d) => d.kind === "literalType")) {
    const code = enumCode(literals.map((d) => (d.kind === "literalType" ? d.value : null)), c, g);
    return [flat.nullable ? orNull(c, [code]) : code];
  }
  const groups = new Map<Kind, TypeNode[]>();
  for (const m of flat.members) {
    const k = kindOf(g, m);
    const group = groups.get(k);
    if (group) group.push(m);
    else groups.set(k, [m]);
  }
  let code: Stmt[];
  const entries = [...groups.entries()];
  if (entries.length === 0) code = [enumCode([null], c)];
  else if (entries.length === 1 && entries[0]) code = groupCode(g, entries[0][0], entries[0][1], c);
  else {
    if (groups.has("object")) g.helpers.add("isObject");
    const branches: Branch[] = entries.map(([k, ms]) => ({ cond: TEST[k](c.src), body: groupCode(g, k, ms, c) }));
    // An input of no member's kind gets the first member's own type issue.
    const first = entries[0];
    code = [{ branches: [...branches, { body: first ? groupCode(g, first[0], first[1], c) : [] }] }];
  }
  return flat.nullable && entries.length > 0 ? [orNull(c, code)] : code;
}
