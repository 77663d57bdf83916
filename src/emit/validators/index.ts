// Emits `validators.ts`: straight-line checks written for one contract, the `validators`
// table, `validate` by name, `replyValidators` and `ruleChecks`.
import type { ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { Imports, jsDoc, str, tsFile, type EmittedFile } from "../printer.js";
import { checkCode, namedTypeFn, valueFn } from "./check.js";
import { createGen, functionFor, localNames, useType, type Gen } from "./gen.js";
import { helperText } from "./helpers.js";
import { argsFn, inlineObjectFn } from "./object.js";
import { ruleEntry } from "./rules.js";

const ISSUE = `${jsDoc("One problem found in an input: where (a dotted path, `\"\"` for the whole input), what kind, and pydantic's wording.")}export interface Issue {
  path: string;
  type: string;
  message: string;
}

${jsDoc("The outcome of a check: the fresh checked value, or every issue found.")}export type Validation<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };
`;

/** A key of the exported tables; `__proto__` is computed so it names a property, not the prototype. */
function tableKey(name: string): string {
  return name === "__proto__" ? `[${str(name)}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : str(name);
}

/** The check function of a tool's reply. */
function replyFn(g: Gen, tool: ToolDecl): string {
  const name = tool.name.name;
  const type = useType(g, g.names.reply(name));
  const returns = tool.returns;
  if (returns?.kind === "object") return inlineObjectFn(g, returns, type, type, `reply:${name}`);
  return functionFor(g, `reply:${name}`, `check${type}`, (fn) => {
    const body = returns ? checkCode(g, returns, { src: "input", path: "path", dst: "value", sink: "issues", hint: type, local: localNames() }) : "";
    return valueFn(fn, `the reply of \`${name}\`.`, type, body);
  });
}

function tables(g: Gen, tools: readonly ToolDecl[]): string {
  g.helpers.add("result");
  const entry = (key: string, fn: string, param: string): string =>
    `${tableKey(key)}: (${param}) => {\nconst issues: Issue[] = [];\nreturn result(${fn}(${param}, "", issues), issues);\n}`;
  const args = tools.map((t) => entry(t.name.name, argsFn(g, t), "input"));
  const replies = tools.filter((t) => t.returns).map((t) => entry(t.name.name, replyFn(g, t), "reply"));
  const rules = tools.flatMap((t) => ruleEntry(g, t, tableKey(t.name.name)) ?? []);
  const cases = tools.map((t) => `case ${str(t.name.name)}:\nreturn validators[${str(t.name.name)}](input);`);
  const unknown = `{ ok: false, issues: [{ path: "", type: "unknown_tool", message: \`There is no tool named \${name}.\` }] }`;
  return `${jsDoc("Checks a tool's arguments, every tool including write tools; `value` is a fresh object of the declared keys with defaults filled in.")}export const validators: { readonly [K in keyof ToolArgs]: (input: unknown) => Validation<ToolArgs[K]> } = Object.freeze({
${args.join(",\n")}
});

${jsDoc("Checks the arguments of a tool given by name; a name that is no tool gives an `unknown_tool` issue.")}export function validate(name: string, input: unknown): Validation<unknown> {
switch (name) {
${cases.join("\n")}
default:
return ${unknown};
}
}

${jsDoc("Checks a tool's reply against its `returns` type before it becomes evidence.")}export const replyValidators: { readonly [K in keyof ToolReplies]: (reply: unknown) => Validation<ToolReplies[K]> } = Object.freeze({
${replies.join(",\n")}
});

${jsDoc("Checks a tool's `rule`s on its already checked arguments; an empty list means every rule holds.")}export const ruleChecks: { readonly [K in keyof ToolArgs]?: (value: ToolArgs[K]) => Issue[] } = Object.freeze({
${rules.join(",\n")}
});
`;
}

/** Emits `validators.ts`. */
export function emitValidators(ts: Toolset): EmittedFile[] {
  const g = createGen(ts);
  // Named types first, in contract order, then each tool: the file reads top-down like the contract.
  for (const name of ts.types.keys()) namedTypeFn(g, name);
  const tools = [...ts.tools.values()];
  const exported = tables(g, tools);
  const imports = new Imports().type("./types.js", "ToolArgs", "ToolReplies", ...[...g.typeImports].filter((n) => n !== "unknown"));
  const patterns = [...g.patterns.values()].map((p) => p.decl).join("\n");
  const head = `// The ${ts.name} toolset's argument and reply checks, written out for this contract.\n`;
  return [
    {
      path: "validators.ts",
      text: tsFile(imports, head + ISSUE, patterns ? `// Patterns, compiled once.\n${patterns}\n` : "", exported, helperText(g.helpers), ...g.functions),
    },
  ];
}
