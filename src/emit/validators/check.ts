// The check of any type expression, written inline where it can be: scalars, lists and
// `null` inline; objects and named types as calls to their own functions.
import type { ListType, RefType, TypeNode } from "../../ast.js";
import { resolveRef } from "../../model.js";
import { pascal } from "../types/names.js";
import { quote as str } from "../schemas/literal.js";
import { assign, functionFor, issue, itemPath, localNames, pathArgs, pathExpr, quoted, tsType, use, useType, type Cx, type Gen } from "./gen.js";
import type { Stmt } from "./layout.js";
import { MESSAGE, message } from "./messages.js";
import { actionFn, inlineObjectFn, PARAMS, SELF } from "./object.js";
import { boolCode, chain, enumCode, numberCode, stringCode } from "./scalar.js";
import { letUndefined, newArray } from "./typed.js";
import { unionCode } from "./union.js";

/** Statements that check `c.src` against `t`, setting `c.dst` only when it passes. */
export function checkCode(g: Gen, t: TypeNode, c: Cx): Stmt[] {
  switch (t.kind) {
    case "string":
      return [stringCode(g, t, c)];
    case "int":
    case "number":
      return [numberCode(g, t, c)];
    case "bool":
      return [boolCode(g, c)];
    case "literalType":
      return [enumCode(g, [t.value], c)];
    case "nullable":
      return [orNull(c, checkCode(g, t.inner, c))];
    case "list":
      return listCode(g, t, c);
    case "object":
      return objectCall(g, inlineObjectFn(g, t, c.hint), c);
    case "union":
      return unionCode(g, t.members, c);
    case "ref":
      return refCode(g, t, c);
  }
}

/** `null` taken as is, anything else checked by `code`. */
export function orNull(c: Cx, code: Stmt[]): Stmt {
  return { branches: [{ cond: `${c.src} === null`, body: `${c.dst} = null;` }, { body: code }] };
}

/** `dst = checkX(src, parentPath, key);` */
export function call(fn: string, c: Cx): Stmt {
  return { expr: { call: fn, args: [c.src, ...pathArgs(c.path)] }, prefix: `${c.dst} = ` };
}

/** `dst = checkX(src, proto, parentPath, key);`: an object's function, given the prototype found. */
export function objectFnCall(fn: string, c: Cx, proto: string): Stmt {
  return { expr: { call: fn, args: [c.src, proto, ...pathArgs(c.path)] }, prefix: `${c.dst} = ` };
}

/** An object's function called on what is first tested to be a plain object. */
export function objectCall(g: Gen, fn: string, c: Cx): Stmt[] {
  const proto = c.local("proto");
  return [
    { expr: { call: use(g, "plainProto"), args: [c.src] }, prefix: `const ${proto} = ` },
    { branches: [{ cond: `${proto} === false`, body: issue(g, c.path, "object_type", quoted(MESSAGE.object_type)) }, { body: objectFnCall(fn, c, proto) }] },
  ];
}

/** The function of an object-like type (an object, a named object, a write tool's action), if it is one. */
export function objectFnOf(g: Gen, t: TypeNode, hint: string): string | undefined {
  if (t.kind === "object") return inlineObjectFn(g, t, hint);
  if (t.kind !== "ref") return undefined;
  const r = resolveRef(g.ts, t);
  if (r?.kind === "write") return actionFn(g, r.tool);
  if (r?.kind === "type" && r.decl.type.kind === "object") return namedTypeFn(g, r.decl.name.name);
  return undefined;
}

/** The function that checks a named contract type. */
export function namedTypeFn(g: Gen, name: string): string {
  const decl = g.ts.types.get(name);
  const tsName = useType(g, g.names.type(name));
  if (!decl) return "";
  if (decl.type.kind === "object") return inlineObjectFn(g, decl.type, pascal(tsName), tsName, `type:${name}`);
  return functionFor(g, `type:${name}`, `check${pascal(tsName)}`, (fn) => {
    const body = checkCode(g, decl.type, { src: "input", path: SELF, dst: "value", hint: pascal(tsName), local: localNames() });
    return valueFn(fn, `a value of the contract type \`${name}\`.`, tsName, body);
  });
}

/** A check function around inline statements that fill `value`. */
export function valueFn(fn: string, doc: string, type: string, body: Stmt[]): Stmt[] {
  return [`/** Checks ${doc} */`, { head: { fn, params: PARAMS, ret: `${type} | undefined` }, body: [`let value: ${type} | undefined;`, ...body, "return value;"] }];
}

function refCode(g: Gen, t: RefType, c: Cx, seen: ReadonlySet<string> = new Set()): Stmt[] {
  const r = resolveRef(g.ts, t);
  if (r?.kind === "type") {
    const name = r.decl.name.name;
    // A named scalar, list or union is checked in place, so its issue path is built only when
    // it fails; an object, or a type met again inside itself, is checked by its own function.
    if (r.decl.type.kind === "object") return objectCall(g, namedTypeFn(g, name), c);
    if (g.inlining.has(name)) return [call(namedTypeFn(g, name), c)];
    g.inlining.add(name);
    const code = checkCode(g, r.decl.type, { ...c, hint: pascal(g.names.type(name)) });
    g.inlining.delete(name);
    return code;
  }
  if (r?.kind === "write") return objectCall(g, actionFn(g, r.tool), c);
  // A resource-typed value is checked against the resource's id type.
  if (r?.kind === "resource" && r.decl.id && !seen.has(r.decl.name.name)) {
    const id = r.decl.id;
    return id.kind === "ref" ? refCode(g, id, c, new Set([...seen, r.decl.name.name])) : checkCode(g, id, c);
  }
  if (r?.kind === "resource") return checkCode(g, { kind: "string", span: t.span, length: undefined, pattern: undefined, format: undefined }, c);
  // An unknown name is an error the checks report before anything is written.
  return [assign(c.dst, c.src)];
}

/** `T[]`, with parentheses where `T` is a union. */
export function arrayOf(item: string): string {
  let depth = 0;
  let quote = "";
  for (const ch of item) {
    if (quote) quote = ch === quote ? "" : quote;
    else if (ch === '"') quote = ch;
    else if ("([{<".includes(ch)) depth++;
    else if (")]}>".includes(ch)) depth--;
    else if (depth === 0 && (ch === "|" || ch === "&")) return `(${item})[]`;
  }
  return `${item}[]`;
}

/** A list: its type, then its item count, then every item into a list of its final size. */
function listCode(g: Gen, t: ListType, c: Cx): Stmt[] {
  const items = c.local("items");
  const i = c.local("i");
  const raw = c.local("raw");
  const v = c.local("v");
  const failed = c.local("failed");
  const itemType = tsType(g, t.item);
  const min = t.count?.min;
  const max = t.count?.max;
  const src = c.src;
  const failures: [string, Stmt][] = [[`!Array.isArray(${src})`, issue(g, c.path, "list_type", quoted(MESSAGE.list_type))]];
  if (min !== undefined && min > 0)
    failures.push([`${src}.length < ${min}`, issue(g, c.path, "too_short", { concat: [str(message.listTooShort(min)), `${src}.length`] })]);
  if (max !== undefined) failures.push([`${src}.length > ${max}`, issue(g, c.path, "too_long", { concat: [str(message.listTooLong(max)), `${src}.length`] })]);
  // The list's own path is built once per list, and only when it is not known statically.
  const pre: Stmt[] = [];
  let base = pathExpr(g, c.path);
  if (!("parts" in c.path)) {
    const p = c.local("path");
    pre.push({ expr: base, prefix: `const ${p} = ` });
    base = p;
  }
  const inner = checkCode(g, t.item, { ...c, src: raw, path: itemPath(base, i), dst: v, hint: `${c.hint}Item` });
  const loop: Stmt = {
    head: `for (let ${i} = 0; ${i} < ${src}.length; ${i}++)`,
    body: [assign(`const ${raw}: unknown`, `${src}[${i}]`), letUndefined(g, v, t.item, itemType), ...inner, { branches: [{ cond: `${v} === undefined`, body: `${failed} = true;` }, { body: `${items}[${i}] = ${v};` }] }],
  };
  const fill: Stmt[] = [
    ...pre,
    newArray(g, items, t.item, itemType, `${src}.length`),
    `let ${failed} = false;`,
    loop,
    { branches: [{ cond: `!${failed}`, body: assign(c.dst, items) }] },
  ];
  const whole = chain(c, failures) as { branches: { cond?: unknown; body: Stmt | Stmt[] }[] };
  return [{ branches: [...whole.branches.slice(0, -1), { body: fill }] } as Stmt];
}
