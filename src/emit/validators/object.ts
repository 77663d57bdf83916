// Object checks: one function per object. Own keys are read once with a `switch`, so an
// undeclared key (`__proto__`, `constructor` and the like included) is only ever named in
// an issue, never read or assigned; the value is a fresh object of the declared keys.
import type { Field, ObjectType, ToolDecl } from "../../ast.js";
import { json, str } from "../printer.js";
import { uniqueFields } from "../types/expr.js";
import { pascal } from "../types/names.js";
import { checkCode } from "./check.js";
import { functionFor, localNames, pushIssue, tsType, useType, type Gen } from "./gen.js";
import { MESSAGE } from "./messages.js";

/** A key in an object literal; `__proto__` is computed, since a plain `__proto__:` would set the prototype. */
function literalKey(name: string): string {
  return name === "__proto__" ? `[${str(name)}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : str(name);
}

/** The statements that read, check and default one field into `v_<name>`. */
function fieldCode(g: Gen, f: Field, hint: string, local: (stem: string) => string): string {
  const name = f.name.name;
  const raw = `raw_${name}`;
  const v = `v_${name}`;
  const path = `at(path, ${str(name)})`;
  const absent = f.optional || f.default !== undefined ? `${raw} === undefined || ${raw} === null` : `${raw} === undefined`;
  const check = checkCode(g, f.type, { src: raw, path, dst: v, sink: "issues", hint: `${hint}${pascal(name)}`, local });
  const ifAbsent =
    f.default !== undefined ? `${v} = ${json(f.default.value)};` : f.optional ? "// Not given: left out of the value." : pushIssue({ sink: "issues", path }, "missing", str(MESSAGE.missing));
  return `let ${v}: ${tsType(g, f.type)} | undefined;\nif (${absent}) {\n${ifAbsent}\n} else {\n${check}\n}`;
}

/** The body of an object check function, from the `isObject` test to the fresh value. */
function objectBody(g: Gen, fields: readonly Field[], type: string, hint: string): string {
  g.helpers.add("isObject").add("at");
  const own = uniqueFields(fields);
  const local = localNames();
  const head = `if (!isObject(input)) {\n${pushIssue({ sink: "issues", path: "path" }, "object_type", str(MESSAGE.object_type))}\nreturn undefined;\n}`;
  const extraIssue = pushIssue({ sink: "issues", path: "at(path, key)" }, "extra_forbidden", str(MESSAGE.extra_forbidden));
  if (own.length === 0) return `${head}\nfor (const key of Object.keys(input)) ${extraIssue}\nreturn issues.length === start ? {} : undefined;`;
  const reads = own.map((f) => `let raw_${f.name.name}: unknown;`).join("\n");
  const cases = own.map((f) => `case ${str(f.name.name)}:\nraw_${f.name.name} = input[key];\nbreak;`).join("\n");
  const checks = own.map((f) => fieldCode(g, f, hint, local)).join("\n\n");
  const required = own.filter((f) => !f.optional || f.default !== undefined).map((f) => ` || v_${f.name.name} === undefined`);
  const props = own.map((f) => {
    const v = `v_${f.name.name}`;
    const key = literalKey(f.name.name);
    return f.optional && f.default === undefined ? `...(${v} === undefined ? {} : { ${key}: ${v} })` : `${key}: ${v}`;
  });
  return `${head}
${reads}
let extra: string[] | undefined;
for (const key of Object.keys(input)) {
switch (key) {
${cases}
default:
(extra ??= []).push(key);
}
}

${checks}

// Keys the contract does not declare come last, in the order they were given.
if (extra !== undefined) for (const key of extra) ${extraIssue}
if (issues.length !== start${required.join("")}) return undefined;
const value: ${type} = { ${props.join(", ")} };
return value;`;
}

/** An object check function. */
function objectFn(g: Gen, key: unknown, base: string, doc: string, fields: readonly Field[], type: string): string {
  return functionFor(g, key, `check${base}`, (fn) => {
    const body = objectBody(g, fields, type, base);
    return `/** Checks ${doc} */\nfunction ${fn}(input: unknown, path: string, issues: Issue[]): ${type} | undefined {\nconst start = issues.length;\n${body}\n}\n`;
  });
}

/** The check function of an object type written in place (or as a named type, when `name` is given). */
export function inlineObjectFn(g: Gen, t: ObjectType, hint: string, name?: string, key: unknown = t): string {
  const type = name ?? tsType(g, t);
  return objectFn(g, key, hint, name ? `a value of the contract type \`${name}\`.` : "an object.", t.fields, type);
}

/** The check function of a tool's arguments. */
export function argsFn(g: Gen, tool: ToolDecl): string {
  const type = useType(g, g.names.args(tool.name.name));
  return objectFn(g, `args:${tool.name.name}`, type, `the arguments of \`${tool.name.name}\`.`, tool.args, type);
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
