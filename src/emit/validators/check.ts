// The check of any type expression, written inline where it can be: scalars, lists and
// `null` inline; objects and named types as calls to their own functions.
import type { ListType, RefType, TypeNode } from "../../ast.js";
import { resolveRef } from "../../model.js";
import { pascal } from "../types/names.js";
import { str } from "../printer.js";
import { functionFor, localNames, pushIssue, tsType, useType, type Cx, type Gen } from "./gen.js";
import { MESSAGE, message } from "./messages.js";
import { actionFn, inlineObjectFn } from "./object.js";
import { boolCode, enumCode, numberCode, stringCode } from "./scalar.js";
import { unionCode } from "./union.js";

/** Statements that check `c.src` against `t`, setting `c.dst` only when it passes. */
export function checkCode(g: Gen, t: TypeNode, c: Cx): string {
  switch (t.kind) {
    case "string":
      return stringCode(g, t, c);
    case "int":
    case "number":
      return numberCode(t, c);
    case "bool":
      return boolCode(c);
    case "literalType":
      return enumCode([t.value], c);
    case "nullable":
      return `if (${c.src} === null) ${c.dst} = null;\nelse {\n${checkCode(g, t.inner, c)}\n}`;
    case "list":
      return listCode(g, t, c);
    case "object":
      return call(inlineObjectFn(g, t, c.hint), c);
    case "union":
      return unionCode(g, t.members, c);
    case "ref":
      return refCode(g, t, c);
  }
}

/** `dst = checkX(src, path, sink);` */
export function call(fn: string, c: Cx): string {
  return `${c.dst} = ${fn}(${c.src}, ${c.path}, ${c.sink});`;
}

/** The function that checks a named contract type. */
export function namedTypeFn(g: Gen, name: string): string {
  const decl = g.ts.types.get(name);
  const tsName = useType(g, g.names.type(name));
  if (!decl) return "";
  if (decl.type.kind === "object") return inlineObjectFn(g, decl.type, pascal(tsName), tsName, `type:${name}`);
  return functionFor(g, `type:${name}`, `check${pascal(tsName)}`, (fn) => {
    const body = checkCode(g, decl.type, { src: "input", path: "path", dst: "value", sink: "issues", hint: pascal(tsName), local: localNames() });
    return valueFn(fn, `a value of the contract type \`${name}\`.`, tsName, body);
  });
}

/** A check function around inline statements that fill `value`. */
export function valueFn(fn: string, doc: string, type: string, body: string): string {
  return `/** Checks ${doc} */\nfunction ${fn}(input: unknown, path: string, issues: Issue[]): ${type} | undefined {\nlet value: ${type} | undefined;\n${body}\nreturn value;\n}\n`;
}

function refCode(g: Gen, t: RefType, c: Cx, seen: ReadonlySet<string> = new Set()): string {
  const r = resolveRef(g.ts, t);
  if (r?.kind === "type") return call(namedTypeFn(g, r.decl.name.name), c);
  if (r?.kind === "write") return call(actionFn(g, r.tool), c);
  // A resource-typed value is checked against the resource's id type.
  if (r?.kind === "resource" && r.decl.id && !seen.has(r.decl.name.name)) {
    const id = r.decl.id;
    return id.kind === "ref" ? refCode(g, id, c, new Set([...seen, r.decl.name.name])) : checkCode(g, id, c);
  }
  if (r?.kind === "resource") return checkCode(g, { kind: "string", span: t.span, length: undefined, pattern: undefined }, c);
  // An unknown name is an error the checks report before anything is written.
  return `${c.dst} = ${c.src};`;
}

/** A list: its type, then its item count, then every item. */
function listCode(g: Gen, t: ListType, c: Cx): string {
  const items = c.local("items");
  const i = c.local("i");
  const raw = c.local("raw");
  const v = c.local("v");
  const itemType = tsType(g, t.item);
  const min = t.count?.min;
  const max = t.count?.max;
  const lines = [`if (!Array.isArray(${c.src})) ${pushIssue(c, "list_type", str(MESSAGE.list_type))}`];
  if (min !== undefined && min > 0)
    lines.push(`else if (${c.src}.length < ${min}) ${pushIssue(c, "too_short", `${str(message.listTooShort(min))} + ${c.src}.length`)}`);
  if (max !== undefined)
    lines.push(`else if (${c.src}.length > ${max}) ${pushIssue(c, "too_long", `${str(message.listTooLong(max))} + ${c.src}.length`)}`);
  const inner = checkCode(g, t.item, { ...c, src: raw, path: `at(${c.path}, ${i})`, dst: v, hint: `${c.hint}Item` });
  g.helpers.add("at");
  lines.push(`else {
const ${items}: (${itemType})[] = [];
for (let ${i} = 0; ${i} < ${c.src}.length; ${i}++) {
const ${raw}: unknown = ${c.src}[${i}];
let ${v}: ${itemType} | undefined;
${inner}
if (${v} !== undefined) ${items}.push(${v});
}
if (${items}.length === ${c.src}.length) ${c.dst} = ${items};
}`);
  return lines.join("\n");
}
