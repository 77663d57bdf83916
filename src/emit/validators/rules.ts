// `ruleChecks`: each tool's `rule`s as plain conditions on the checked value. A rule
// whose condition holds and whose consequence does not gives one issue at the
// consequence's path.
import type { Condition, RuleMember, ToolDecl } from "../../ast.js";
import { flat as literal, quote } from "../schemas/literal.js";
import { use, type Gen } from "./gen.js";
import type { Stmt } from "./layout.js";
import { quoteLiteral } from "./messages.js";

/** The checked value at a dotted path, read key by key through own properties only. */
function valueAt(g: Gen, parts: readonly string[]): string {
  return parts.reduce((expr, p) => `${use(g, "get")}(${expr}, ${quote(p)})`, "value");
}

/** A condition as TypeScript over the checked value. */
function conditionCode(g: Gen, c: Condition): string {
  const parts = c.path.parts.map((p) => p.name);
  const at = valueAt(g, parts);
  switch (c.kind) {
    case "presence":
      return c.present ? `(${at} ?? null) !== null` : `(${at} ?? null) === null`;
    case "count":
      return `${use(g, "count")}(${at}) ${c.op} ${literal(c.value.value)}`;
    case "compare": {
      // An absent field compares as `null`; a list literal compares by its JSON text.
      const v = c.value.value;
      const op = c.op === "==" ? "===" : "!==";
      return Array.isArray(v) ? `JSON.stringify(${at} ?? null) ${op} ${quote(JSON.stringify(v))}` : `(${at} ?? null) ${op} ${literal(v)}`;
    }
  }
}

/** A condition as the contract reads, for the default message. */
function conditionText(c: Condition): string {
  const path = c.path.parts.map((p) => p.name).join(".");
  const lit = (v: unknown): string => (Array.isArray(v) || v === null || typeof v !== "string" ? JSON.stringify(v) : quoteLiteral(v));
  if (c.kind === "presence") return `${path} ${c.present ? "present" : "absent"}`;
  if (c.kind === "count") return `count(${path}) ${c.op} ${JSON.stringify(c.value.value)}`;
  return `${path} ${c.op} ${lit(c.value.value)}`;
}

function ruleCode(g: Gen, r: RuleMember): Stmt {
  const path = r.then.path.parts.map((p) => p.name).join(".");
  const text = r.message?.value ?? `Expected ${conditionText(r.then)} when ${conditionText(r.when)}.`;
  const push: Stmt = { expr: { call: "issues.push", object: true, args: [`path: ${quote(path)}`, 'type: "rule"', { key: "message", value: { concat: [quote(text)] } }] } };
  return { branches: [{ cond: { op: "&&", parts: [conditionCode(g, r.when), `!(${conditionCode(g, r.then)})`] }, body: push }] };
}

/** The `ruleChecks` entry of one tool, or undefined when it has no rules. */
export function ruleEntry(g: Gen, tool: ToolDecl, key: string): Stmt | undefined {
  if (tool.rules.length === 0) return undefined;
  // Contract text goes into a line comment, so anything that would end the line is blanked.
  const comment = (r: RuleMember): string => `${conditionText(r.when)} => ${conditionText(r.then)}`.replace(/[\r\n\u2028\u2029]/g, " ");
  const body = tool.rules.flatMap((r) => [`// rule ${comment(r)}`, ruleCode(g, r)]);
  return { head: `${key}: (value) =>`, body: ["const issues: Issue[] = [];", ...body, "return issues;"], tail: "," };
}
