// Object checks: one function per object. Own keys are read once with a `switch`, so an
// undeclared key (`__proto__`, `constructor` and the like included) is only ever named in
// an issue, never read or assigned; the value is a fresh object of the declared keys.
import type { Field, ObjectType, ToolDecl } from "../../ast.js";
import { textWidth } from "../printer.js";
import { flat as literal, quote } from "../schemas/literal.js";
import { uniqueFields } from "../types/expr.js";
import { pascal } from "../types/names.js";
import { checkCode } from "./check.js";
import { fieldPath, functionFor, issue, localNames, pathExpr, quoted, ROOT, tsType, useType, type Gen, type Hoisted, type PathCode } from "./gen.js";
import type { Branch, Cond, Stmt } from "./layout.js";
import { MESSAGE } from "./messages.js";

/** The parameters of a check function that can sit anywhere: its input, its parent's path and its key. */
export const PARAMS = ["input: unknown", "path: string", "key: string | number"];

/** The same for an object's function, whose caller has already tested that it is a plain object. */
const OBJECT_PARAMS = ["input: Record<string, unknown>", "path: string", "key: string | number"];

/** Where the input of such a function sits. */
export const SELF: PathCode = { base: "path", key: "key", expr: "at(path, key)" };

/** A key in an object literal; `__proto__` is computed, since a plain `__proto__:` would set the prototype. */
function literalKey(name: string): string {
  return name === "__proto__" ? `[${quote(name)}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

/** The statements that read, check and default one field into `v_<name>`, appended to `out`. */
function fieldCode(g: Gen, f: Field, self: PathCode, hint: string, local: (stem: string) => string, here: Hoisted | undefined, out: Stmt[]): void {
  const name = f.name.name;
  const raw = `raw_${name}`;
  const v = `v_${name}`;
  const path = fieldPath(self, name, here);
  const absent: Cond = f.optional || f.default !== undefined ? { op: "||", parts: [`${raw} === undefined`, `${raw} === null`] } : `${raw} === undefined`;
  const check = checkCode(g, f.type, { src: raw, path, dst: v, hint: `${hint}${pascal(name)}`, local });
  const ifAbsent: Stmt | readonly Stmt[] =
    f.default !== undefined ? `${v} = ${literal(f.default.value)};` : f.optional ? NOT_GIVEN : issue(path, "missing", quoted(MESSAGE.missing));
  const only = check.length === 1 ? check[0] : undefined;
  // A single chain of checks continues the `if` that tests for absence.
  const first: Branch = { cond: absent, body: ifAbsent };
  const branches: Branch[] = only !== undefined && typeof only === "object" && "branches" in only ? [first].concat(only.branches) : [first, { body: only ?? check }];
  out.push(`let ${v}: ${tsType(g, f.type)} | undefined;`, { branches });
}

const NOT_GIVEN: readonly Stmt[] = ["// Not given: left out of the value."];

/** The path expression of an undeclared key `name` under the object at `self`. */
function extraPath(self: PathCode): string {
  return "parts" in self && self.parts.length === 0 ? "name" : `at(${pathExpr(self)}, name)`;
}

/** The body of an object check function, from the `isObject` test to the fresh value; an open object drops undeclared keys. */
function objectBody(g: Gen, fields: readonly Field[], type: string, hint: string, self: PathCode, open: boolean): Stmt[] {
  g.helpers.add("isObject").add("report");
  const root = "parts" in self;
  if (!root) g.helpers.add("at");
  const own = uniqueFields(fields);
  const extraIssue: Stmt = { expr: { call: "report", args: [extraPath(self), quoted("extra_forbidden"), quoted(MESSAGE.extra_forbidden)] } };
  // Only a whole input is tested here; anywhere else the caller tests it before the call.
  const out: Stmt[] = root ? [{ branches: [{ cond: "!isObject(input)", body: [issue(self, "object_type", quoted(MESSAGE.object_type)), "return undefined;"] }] }] : [];
  if (own.length === 0 && open) {
    out.push("return {};");
    return out;
  }
  if (own.length === 0) {
    out.push("const names = Object.keys(input);", { head: "for (const name of names)", body: [extraIssue] }, "return names.length === 0 ? {} : undefined;");
    return out;
  }
  const local = localNames();
  // A field checked by a call gets its parent path as a string, built once for the object.
  const here: Hoisted | undefined = root ? undefined : { name: "here", used: false };
  const checks: Stmt[] = [];
  const cases: Stmt[] = [];
  const failed: string[] = open ? [] : ["extra !== undefined"];
  const props: string[] = [];
  for (const f of own) {
    const name = f.name.name;
    checks.push("");
    fieldCode(g, f, self, hint, local, here, checks);
    cases.push(`case ${quote(name)}:\n  raw_${name} = input[name];\n  break;`);
    const v = `v_${name}`;
    const key = literalKey(name);
    // An optional field left out is undefined too; it failed only when it was given.
    const left = f.optional && f.default === undefined;
    failed.push(left ? `(${v} === undefined && raw_${name} !== undefined && raw_${name} !== null)` : `${v} === undefined`);
    props.push(left ? `...(${v} === undefined ? {} : { ${key}: ${v} })` : `${key}: ${v}`);
  }
  if (!open) cases.push("default:\n  (extra ??= []).push(name);");
  if (here?.used) out.push(`const here = ${pathExpr(self)};`);
  for (const f of own) out.push(`let raw_${f.name.name}: unknown;`);
  if (!open) out.push("let extra: string[] | undefined;");
  out.push({ head: "for (const name of Object.keys(input))", body: [{ head: "switch (name)", body: cases }] });
  for (const st of checks) out.push(st);
  const one = `const value: ${type} = { ${props.join(", ")} };`;
  out.push(
    "",
    ...(open
      ? ["// Keys the contract does not declare are dropped: a service may add fields."]
      : ["// Keys the contract does not declare come last, in the order they were given.", { branches: [{ cond: "extra !== undefined", body: [{ head: "for (const name of extra)", body: [extraIssue] }] }] } as Stmt]),
    { branches: [{ cond: { op: "||", parts: failed }, body: "return undefined;" }] },
    // Indented one level in the function: two columns before it.
    2 + textWidth(one) <= 100 ? one : { head: `const value: ${type} =`, body: props.map((p) => `${p},`), tail: ";" },
    "return value;",
  );
  return out;
}

/** An object check function; one only ever called on the whole input (`root`) writes its paths as literals. */
function objectFn(g: Gen, key: unknown, base: string, doc: string, fields: readonly Field[], type: string, root = false, open = false): string {
  return functionFor(g, key, `check${base}`, (fn) => {
    const body = objectBody(g, fields, type, base, root ? ROOT : SELF, open);
    return [`/** Checks ${doc} */`, { head: { fn, params: root ? ["input: unknown"] : OBJECT_PARAMS, ret: `${type} | undefined` }, body }];
  });
}

/** The check function of an object type written in place (or as a named type, when `name` is given). */
export function inlineObjectFn(g: Gen, t: ObjectType, hint: string, name?: string, key: unknown = t, root = false): string {
  const type = name ?? tsType(g, t);
  return objectFn(g, key, hint, name ? `a value of the contract type \`${name}\`.` : "an object.", t.fields, type, root, t.open !== undefined);
}

/** The check function of a tool's arguments, called only on a whole input. */
export function argsFn(g: Gen, tool: ToolDecl): string {
  const type = useType(g, g.names.args(tool.name.name));
  return objectFn(g, `args:${tool.name.name}`, type, `the arguments of \`${tool.name.name}\`.`, tool.args, type, true);
}

/** The check function of a write tool proposed as an action: `{ "tool": NAME, ...args }`. */
export function actionFn(g: Gen, tool: ToolDecl): string {
  const name = tool.name.name;
  const type = useType(g, g.names.action(name));
  const span = tool.name.span;
  const tag: Field = {
    kind: "field",
    span,
    name: { kind: "ident", span, name: "tool" },
    optional: false,
    type: { kind: "literalType", span, value: name },
    default: undefined,
    doc: undefined,
  };
  return objectFn(g, `action:${name}`, type, `\`${name}\` proposed as an action.`, [tag, ...tool.args], type);
}
