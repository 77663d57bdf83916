// Emits `validators.ts`: straight-line checks written for one contract, the `validators`
// table, `validate` by name, `replyValidators` and `ruleChecks`. The text is laid out as
// prettier prints it.
import type { ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { Imports, jsDoc, textWidth, tsFile, WIDTH, type EmittedFile } from "../printer.js";
import { quote } from "../schemas/literal.js";
import { checkCode, namedTypeFn, valueFn } from "./check.js";
import { createGen, functionFor, localNames, shapeKey, use, usedHelpers, useType, type Gen } from "./gen.js";
import { RUNTIME_FOLDER } from "../runtime.js";
import { layout, layoutAll, type Stmt } from "./layout.js";
import { argsFn, inlineObjectFn, SELF } from "./object.js";
import { ruleEntry } from "./rules.js";

/** Where the fixed helpers are, seen from a toolset's folder. */
const HELPERS = `../${RUNTIME_FOLDER}/validators.js`;

/** A key of the exported tables; `__proto__` is computed so it names a property, not the prototype. */
function tableKey(name: string): string {
  return name === "__proto__" ? `[${quote(name)}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

/** The check function of a tool's reply; tools whose replies have one shape share it. */
function replyFn(g: Gen, tool: ToolDecl): string {
  const name = tool.name.name;
  const returns = tool.returns;
  const key = `reply:${shapeKey(returns)}`;
  // A shared check is named for the first tool; later tools import no type of their own for it.
  const type = g.fnNames.has(key) ? g.names.reply(name) : useType(g, g.names.reply(name));
  if (returns?.kind === "object") return inlineObjectFn(g, returns, type, type, key, true);
  return functionFor(g, key, `check${type}`, (fn) => {
    const body = returns ? checkCode(g, returns, { src: "input", path: SELF, dst: "value", hint: type, local: localNames() }) : [];
    return valueFn(fn, `the reply of \`${name}\`.`, type, body);
  });
}

/** One table entry: the check of a whole input, between `begin` and `end`; an object's check is its own entry. */
function entry(g: Gen, key: string, fn: string, param: string, root: boolean): Stmt {
  // Two columns in: past the width, the function's name goes on the next line, as prettier breaks a property.
  if (root) return 2 + textWidth(`${tableKey(key)}: ${fn},`) <= WIDTH ? `${tableKey(key)}: ${fn},` : `${tableKey(key)}:\n  ${fn},`;
  const args = [param, '""', '""'];
  return {
    head: `${tableKey(key)}: (${param}) =>`,
    body: [`const outer = ${use(g, "begin")}();`, { expr: { call: use(g, "end"), args: [{ call: fn, args }, "outer"] }, prefix: "return " }],
    tail: ",",
  };
}

/** `export const name: { ... } = frozen({ entries });` as prettier breaks it. */
function frozen(g: Gen, doc: string, head: string, entries: readonly Stmt[]): Stmt[] {
  const start = `${jsDoc(doc).trimEnd()}\nexport const ${head}\n} = ${use(g, "frozen")}(`;
  if (entries.length === 0) return [`${start}{});`];
  return [{ head: start, body: entries, tail: ");" }];
}

function tables(g: Gen, tools: readonly ToolDecl[]): Stmt[] {
  const args = tools.map((t) => entry(g, t.name.name, argsFn(g, t), "input", true));
  const replies = tools.filter((t) => t.returns).map((t) => entry(g, t.name.name, replyFn(g, t), "reply", t.returns?.kind === "object"));
  const cases = tools.map((t) => `case ${quote(t.name.name)}:\n  return validators[${quote(t.name.name)}](input);`);
  // The text for a name that is no tool is the dispatcher's: both call the one helper.
  const unknown = `return ${use(g, "unknownToolIssue")}(name);`;
  return [
    ...frozen(
      g,
      "Checks a tool's arguments, every tool including write tools; `value` is a fresh object of the declared keys with defaults filled in.",
      "validators: {\n  readonly [K in keyof ToolArgs]: (input: unknown) => Validation<ToolArgs[K]>;",
      args,
    ),
    "",
    jsDoc("Checks the arguments of a tool given by name; a name that is no tool gives an `unknown_tool` issue.").trimEnd(),
    { head: "export function validate(name: string, input: unknown): Validation<unknown>", body: [{ head: "switch (name)", body: [...cases, `default:\n  ${unknown}`] }] },
    "",
    ...frozen(
      g,
      "Checks a tool's reply against its `returns` type before it becomes evidence.",
      "replyValidators: {\n  readonly [K in keyof ToolReplies]: (reply: unknown) => Validation<ToolReplies[K]>;",
      replies,
    ),
  ];
}

/** Emits `validators.ts`. */
export function emitValidators(ts: Toolset): EmittedFile[] {
  const g = createGen(ts);
  // Named object types first, in contract order, then each tool: the file reads top-down like the contract.
  for (const [name, decl] of ts.types) if (decl.type.kind === "object") namedTypeFn(g, name);
  const tools = [...ts.tools.values()];
  const exported = layout(tables(g, tools));
  const rules = rulesTable(g, tools);
  const imports = new Imports().type("./types.js", "ToolArgs", "ToolReplies", ...[...g.typeImports].filter((n) => n !== "unknown"));
  const patterns = [...g.patterns.values()].map((p): Stmt => ({ expr: p.call, prefix: `const ${p.name} = ` }));
  // One line each: past the width, the file goes to prettier, which breaks a long array flat.
  for (const e of g.enums.values()) patterns.push(`const ${e.name} = new Set([${e.literals.join(", ")}] as const);`);
  const laidPatterns = layout(patterns);
  const fns = layoutAll(g.functions);
  const head = `// The ${ts.name} toolset's argument and reply checks, written out for this contract.\n`;
  // A helper named like a contract type the file imports (`at`, `report`) cannot be imported
  // under that name too: it is read from the module as a local constant instead.
  const typesUsed = new Set(["ToolArgs", "ToolReplies", ...g.typeImports]);
  const helpers = [...usedHelpers(g)].sort();
  const clash = helpers.filter((n) => typesUsed.has(n));
  imports.value(HELPERS, ...helpers.filter((n) => !typesUsed.has(n))).type(HELPERS, "Issue", "Validation");
  let ns = "helpers";
  for (let i = 2; typesUsed.has(ns) || g.taken.has(ns); i++) ns = `helpers${i}`;
  const local = clash.length ? `import * as ${ns} from "${HELPERS}";\n\nconst { ${clash.join(", ")} } = ${ns};\n` : "";
  const text = tsFile(
    imports,
    `${head}export type { Issue, Validation } from "${HELPERS}";\n${local}`,
    patterns.length ? `// Patterns, compiled once${g.enums.size ? ", and the values of large enums" : ""}.\n${laidPatterns.text}` : "",
    exported.text + "\n" + rules.text,
    fns.text,
  );
  return [{ path: "validators.ts", text }];
}

/** `ruleChecks`, whose entries sit one level deeper: prettier breaks its long head after `=`. */
function rulesTable(g: Gen, tools: readonly ToolDecl[]): { text: string } {
  const rules = tools.flatMap((t) => ruleEntry(g, t, tableKey(t.name.name)) ?? []);
  const doc = jsDoc("Checks a tool's `rule`s on its already checked arguments; an empty list means every rule holds.");
  const head = `export const ruleChecks: { readonly [K in keyof ToolArgs]?: (value: ToolArgs[K]) => Issue[] } =\n  ${use(g, "frozen")}(`;
  if (rules.length === 0) return { text: `${doc}${head}{});\n` };
  const body = layout(rules, 2);
  return { text: `${doc}${head}{\n${body.text}  });\n` };
}
