// Unions. `null` is split off first; literals form an enum; objects are told apart by their
// tag field with a `switch`, never by trying one after another. The checks admit no other
// union (`union-shape`), so no other is written.
import type { Field, TypeNode } from "../../ast.js";
import { derefType, resolveRef } from "../../model.js";
import { quote as str } from "../schemas/literal.js";
import { pascal } from "../types/names.js";
import { checkCode, objectFnCall, objectFnOf, orNull } from "./check.js";
import { issue, quoted, use, type Cx, type Gen } from "./gen.js";
import type { Stmt } from "./layout.js";
import { MESSAGE, message } from "./messages.js";
import { enumCode } from "./scalar.js";

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
  const invalid = issue(g, c.path, "union_tag_invalid", { concat: [str(before), `${use(g, "describe")}(${t})`, str(after)] });
  const missing = issue(g, c.path, "union_tag_not_found", str(message.tagNotFound(tag.field)));
  const read: Stmt = { expr: { call: use(g, "own"), args: [`${c.src} as object`, str(tag.field)] }, prefix: `const ${t} = ` };
  const fallback: Stmt = { branches: [{ cond: `${t} === undefined`, body: missing }, { body: invalid }] };
  return [
    { expr: { call: use(g, "plainProto"), args: [c.src] }, prefix: `const ${proto} = ` },
    {
      branches: [
        { cond: `${proto} === false`, body: issue(g, c.path, "object_type", quoted(MESSAGE.object_type)) },
        { body: [read, { head: `switch (${t})`, body: [...cases, { head: "default:", body: [fallback] }] }] },
      ],
    },
  ];
}

/**
 * Statements that check `c.src` against a union as the checks admit it (`union-shape`):
 * literals, objects told apart by a tag, or one type; any of them with `null`.
 */
export function unionCode(g: Gen, members: readonly TypeNode[], c: Cx): Stmt[] {
  const flat = flatten(g, members);
  if (flat.members.length === 0) return [enumCode(g, [null], c)];
  const derefs = flat.members.map((m) => derefType(g.ts, m));
  let code: Stmt[];
  if (derefs.every((d) => d.kind === "literalType")) code = [enumCode(g, derefs.map((d) => (d.kind === "literalType" ? d.value : null)), c)];
  else if (flat.members.length === 1 && flat.members[0]) code = checkCode(g, flat.members[0], c);
  else {
    const tag = findTag(g, flat.members);
    if (!tag) throw new Error(`internal error: a union of ${flat.members.length} members that is not tagged; the checks refuse it`);
    code = taggedCode(g, flat.members, tag, c);
  }
  return flat.nullable ? [orNull(c, code)] : code;
}
