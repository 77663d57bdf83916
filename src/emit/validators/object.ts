// Object checks: one function per object. Declared keys are read directly, and one
// `for...in` counts the input's keys: when that count is the number of declared keys found
// and no prototype can answer for them, the input has nothing else, the common case. Else
// (an undeclared key, a prototype with such a key, an odd object) each declared key is read
// again as an own key, and the own keys are walked for undeclared ones, which are only ever
// named in an issue, never read or assigned. The value is a fresh object of the declared keys.
import type { Field, ObjectType, ToolDecl } from "../../ast.js";
import { textWidth, WIDTH } from "../printer.js";
import { flat as literal, quote } from "../schemas/literal.js";
import { uniqueFields } from "../types/expr.js";
import { pascal } from "../types/names.js";
import { checkCode } from "./check.js";
import { assign, fieldPath, functionFor, issue, localNames, pathExpr, quoted, ROOT, shapeKey, tsType, use, useType, type Gen, type Hoisted, type PathCode } from "./gen.js";
import type { Branch, Cond, Stmt } from "./layout.js";
import { ENTRY, entryBody } from "./local.js";
import { MESSAGE } from "./messages.js";
import { letUndefined, orUndefinedDoc, valueDecl } from "./typed.js";

/** The parameters of a check function that can sit anywhere: its input, its parent's path and its key. */
export const PARAMS = ["input: unknown", "path: string", "key: string | number"];

/** The same for an object's function, whose caller has already found the input a plain object with prototype `proto`. */
const OBJECT_PARAMS = ["input: unknown", "proto: object | null", "path: string", "key: string | number"];

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
    f.default !== undefined ? assign(v, literal(f.default.value)) : f.optional ? NOT_GIVEN : issue(g, path, "missing", quoted(MESSAGE.missing));
  const only = check.length === 1 ? check[0] : undefined;
  // A single chain of checks continues the `if` that tests for absence.
  const first: Branch = { cond: absent, body: ifAbsent };
  const branches: Branch[] = only !== undefined && typeof only === "object" && "branches" in only ? [first].concat(only.branches) : [first, { body: only ?? check }];
  out.push(letUndefined(g, v, f.type), { branches });
}

const NOT_GIVEN: readonly Stmt[] = ["// Not given: left out of the value."];

/** The path expression of an undeclared key `name` under the object at `self`. */
function extraPath(g: Gen, self: PathCode): string {
  return "parts" in self && self.parts.length === 0 ? "name" : `${use(g, "at")}(${pathExpr(g, self)}, name)`;
}

/** The report of an undeclared key `name` under the object at `self`. */
function extraIssue(g: Gen, self: PathCode): Stmt {
  return { expr: { call: use(g, "report"), args: [extraPath(g, self), quoted("extra_forbidden"), quoted(MESSAGE.extra_forbidden)] } };
}

/** `object.name`, or `object["name"]` for a key that is no identifier. */
function member(object: string, name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? `${object}.${name}` : `${object}[${quote(name)}]`;
}

/** How a check function returns its value (`ok`) or says it failed (`fail`). */
interface Returns {
  ok(value: string): string;
  fail: string;
}

/** A check that gives the value, or undefined. */
const PLAIN: Returns = { ok: (value) => `return ${value};`, fail: "return undefined;" };


/**
 * The body of an object check function, from the plain-object test to the fresh value; an
 * open object drops undeclared keys; `ret` writes its returns.
 */
function objectBody(g: Gen, fields: readonly Field[], type: string, hint: string, self: PathCode, open: boolean, ret = PLAIN): Stmt[] {
  const root = "parts" in self;
  const own = uniqueFields(fields);
  const out: Stmt[] = [];
  // Only a whole input is tested here; anywhere else the caller tests it and passes its prototype.
  if (root) {
    out.push(`const proto = ${use(g, "plainProto")}(input);`, { branches: [{ cond: "proto === false", body: [issue(g, self, "object_type", quoted(MESSAGE.object_type)), ret.fail] }] });
  }
  out.push("const fields = input as Record<string, unknown>;");
  if (own.length === 0 && open) {
    out.push(ret.ok("{}"));
    return out;
  }
  if (own.length === 0) {
    out.push("const names = Object.keys(fields);", { head: "for (const name of names)", body: [extraIssue(g, self)] }, { branches: [{ cond: "names.length !== 0", body: ret.fail }] }, ret.ok("{}"));
    return out;
  }
  const local = localNames();
  // A field checked by a call gets its parent path as a string, built once for the object.
  const here: Hoisted | undefined = root ? undefined : { name: "here", used: false };
  const checks: Stmt[] = [];
  const failed: string[] = open ? [] : ["extra"];
  const props: string[] = [];
  // Each property of the broken `value`, laid out once its column is known.
  const entries: [key: string, v: string, left: boolean][] = [];
  for (const f of own) {
    const name = f.name.name;
    checks.push("");
    fieldCode(g, f, self, hint, local, here, checks);
    const v = `v_${name}`;
    const key = literalKey(name);
    // An optional field left out is undefined too; it failed only when it was given.
    const left = f.optional && f.default === undefined;
    failed.push(left ? `(${v} === undefined && raw_${name} !== undefined && raw_${name} !== null)` : `${v} === undefined`);
    const prop = left ? `...(${v} === undefined ? {} : { ${key}: ${v} })` : `${key}: ${v}`;
    props.push(prop);
    entries.push([key, v, left]);
  }
  if (here?.used) out.push(`const here = ${pathExpr(g, self)};`);
  for (const f of own) out.push({ expr: member("fields", f.name.name), prefix: `let raw_${f.name.name} = ` });
  // Read directly, the declared keys are the input's own unless a prototype has them too:
  // only then are they read again as own keys. An open object reports no extra key; a closed
  // one looks for them only when the input has keys besides those found.
  const base = use(g, "BASE");
  const inherited: string[] = [`(proto !== null && proto !== ${base})`, ...own.map((f) => `${member(base, f.name.name)} !== undefined`)];
  const reads = own.map((f): Stmt => ({ expr: { call: use(g, "own"), args: ["fields", quote(f.name.name)] }, prefix: `raw_${f.name.name} = ` }));
  if (open) {
    out.push("// Read directly, the declared keys are the input's own unless a prototype has them too.");
    out.push({ branches: [{ cond: { op: "||", parts: inherited }, body: reads }] });
  } else {
    out.push(
      "// Read directly, the declared keys are the input's own unless a prototype has them too;",
      "// undeclared keys are looked for only when the input has keys besides those found.",
      "let known = 0;",
    );
    for (const f of own) out.push({ branches: [{ cond: `raw_${f.name.name} !== undefined`, body: "known++;" }] });
    out.push(`let exact = ${use(g, "keyCount")}(fields) !== known;`, { branches: [{ cond: { op: "||", parts: inherited }, body: ["exact = true;", ...reads] }] });
  }
  for (const st of checks) out.push(st);
  const one = `const value: ${type} = { ${props.join(", ")} };`;
  const declared = own.map((f) => `case ${quote(f.name.name)}:`).join("\n");
  out.push(
    "",
    ...(open ? OPEN_TAIL : closedTail(declared, extraIssue(g, self))),
    { branches: [{ cond: { op: "||", parts: failed }, body: ret.fail }] },
    // Indented one level in the function: two columns before it.
    2 + textWidth(one) <= WIDTH ? one : brokenValue(g, type, fields, one, entries),
    ret.ok("value"),
  );
  return out;
}

/** `const value: T = { ... };` too long for its line, its properties one a line at the column `valueDecl` gives. */
function brokenValue(g: Gen, type: string, fields: readonly Field[], one: string, entries: readonly [string, string, boolean][]): Stmt {
  return valueDecl(g, type, fields, one, (col) =>
    entries.map(([key, v, left]) => {
      const prop = left ? `...(${v} === undefined ? {} : { ${key}: ${v} })` : `${key}: ${v}`;
      return !left ? `${broken(key, v, col)},` : col + textWidth(prop) + 1 > WIDTH ? spread(key, v, col) : `${prop},`;
    }),
  );
}

/** `key: v` at column `col` of a broken object: past the width, `v` goes on the next line, as prettier breaks an assignment. */
function broken(key: string, v: string, col: number): string {
  return col + textWidth(`${key}: ${v},`) <= WIDTH ? `${key}: ${v}` : `${key}:\n  ${v}`;
}

/**
 * An optional field's spread too long for its line (`col` columns in), broken before its `?`
 * and `:` as prettier breaks a conditional; an object too long after its `:` breaks too, its
 * member four columns deeper than the `:`.
 */
function spread(key: string, v: string, col: number): string {
  // A test too long for its line breaks after its `===`, `undefined` under the spread.
  const test = col + textWidth(`...(${v} === undefined`) <= WIDTH ? `...(${v} === undefined` : `...(${v} ===\nundefined`;
  const head = `${test}\n  ? {}\n`;
  if (col + 2 + textWidth(`: { ${key}: ${v} }),`) <= WIDTH) return `${head}  : { ${key}: ${v} }),`;
  return `${head}  : {\n${broken(key, v, col + 6).replace(/^/gm, "      ")},\n    }),`;
}

const OPEN_TAIL: Stmt[] = ["// Keys the contract does not declare are dropped: a service may add fields."];

/** The extra-key report of a closed object: keys it does not declare come last, in input order. */
function closedTail(declared: string, extraIssue: Stmt): Stmt[] {
  return [
    "// Keys the contract does not declare come last, in the order they were given.",
    "let extra = false;",
    {
      branches: [
        {
          cond: "exact",
          body: [{ head: "for (const name of Object.keys(fields))", body: [{ head: "switch (name)", body: [`${declared}\n  break;`, { head: "default:", body: ["extra = true;", extraIssue] }] }] }],
        },
      ],
    },
  ];
}

/**
 * An object check function. One only ever called on the whole input (`root`) writes its paths
 * as literals, and is itself the table's entry: it starts the issue list and gives the outcome.
 */
function objectFn(g: Gen, key: unknown, base: string, doc: string, fields: readonly Field[], type: string, root = false, open = false): string {
  return functionFor(g, key, `check${base}`, (fn) => {
    if (!root) {
      const body = objectBody(g, fields, type, base, SELF, open);
      return [`/** Checks ${doc} */`, { head: { fn, params: OBJECT_PARAMS, ret: `${type} | undefined`, ...orUndefinedDoc(g, type, fields) }, body }];
    }
    const body = entryBody(g, objectBody(g, fields, type, base, ROOT, open, ENTRY));
    return [`/** Checks ${doc} */`, { head: { fn, params: ["input: unknown"], ret: `Validation<${type}>` }, body }];
  });
}

/** The check function of an object type written in place (or as a named type, when `name` is given). */
export function inlineObjectFn(g: Gen, t: ObjectType, hint: string, name?: string, key: unknown = t, root = false): string {
  const type = name ?? tsType(g, t);
  return objectFn(g, key, hint, name ? `a value of the contract type \`${name}\`.` : "an object.", t.fields, type, root, t.open !== undefined);
}

/** The check function of a tool's arguments, called only on a whole input; tools whose arguments have one shape share it. */
export function argsFn(g: Gen, tool: ToolDecl): string {
  const key = `args:${shapeKey(tool.args)}`;
  // A shared check is named for the first tool; later tools import no type of their own for it.
  const type = g.fnNames.has(key) ? g.names.args(tool.name.name) : useType(g, g.names.args(tool.name.name));
  return objectFn(g, key, type, `the arguments of \`${tool.name.name}\`.`, tool.args, type, true);
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
