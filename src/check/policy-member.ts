// `refuse when COND "msg"` and `auto when COND ["why"]` are a write's approval policy: they
// are judged when a proposal is made, over the arguments the proposal carries. Each atom
// must name an argument and real sources; a numeric comparison needs a number, count() a
// list, and a compared literal must be a value the argument can hold, or the atom is
// decided before any call.
import type { PolicyAtom, ToolDecl } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Toolset } from "../model.js";
import type { Report, Rule } from "./rule.js";
import { describeType, kindsOf, unwrap, valueProblem } from "./type-facts.js";

/** The sources a value can be seen in. */
export const SOURCES = ["context", "read", "untrusted", "user", "nowhere"] as const;

function checkAtom(ts: Toolset, tool: ToolDecl, a: PolicyAtom, report: Report): void {
  const arg = tool.args.find((f) => f.name.name === a.arg.name);
  if (!arg) {
    report("unknown-arg", a.arg.span, { tool: tool.name.name, name: a.arg.name, suggestion: didYouMean(a.arg.name, tool.args.map((f) => f.name.name)) });
    return;
  }
  if ("sources" in a) {
    for (const s of a.sources)
      if (!(SOURCES as readonly string[]).includes(s.name)) report("unknown-source", s.span, { name: s.name, suggestion: didYouMean(s.name, SOURCES) });
    return;
  }
  const v = a.value.value;
  if (a.kind === "count") {
    if (unwrap(ts, arg.type).kind !== "list") report("rule-count-not-list", a.arg.span, { path: a.arg.name, type: describeType(arg.type) });
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0) report("rule-type-mismatch", a.value.span, { reason: `count() is a whole number of items; compare it with one, not ${JSON.stringify(v)}` });
    return;
  }
  if (a.op === "==" || a.op === "!=") {
    const problem = v === null && arg.optional ? undefined : valueProblem(ts, arg.type, v);
    if (problem !== undefined) report("rule-type-mismatch", a.value.span, { reason: `'${a.arg.name}' is ${describeType(arg.type)} and can never be ${JSON.stringify(v)} (${problem}), so this condition is decided before any call` });
    return;
  }
  const kinds = kindsOf(ts, arg.type);
  const numeric = [...kinds].every((k) => k === "int" || k === "number" || k === "null") && (kinds.has("int") || kinds.has("number"));
  if (!numeric) report("policy-not-number", a.arg.span, { arg: a.arg.name, type: describeType(arg.type), op: a.op });
  else if (typeof v !== "number") report("rule-type-mismatch", a.value.span, { reason: `'${a.arg.name}' ${a.op} compares numbers; ${JSON.stringify(v)} is not one` });
}

/** Policies on tools other than writes (a read may `refuse when`), a `refuse` with no text, and atoms over unknown arguments or sources or of the wrong kind. */
export const policyMember: Rule = {
  name: "policy-member",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      for (const p of tool.policies) {
        // A read may refuse a value seen only where outsiders write (a page to visit); only a
        // write is approved, so `auto when` belongs to writes alone.
        if (tool.toolKind !== "write" && !(tool.toolKind === "read" && p.verb === "refuse")) {
          report("policy-not-write", p.span, { verb: p.verb, tool: tool.name.name, kind: tool.toolKind });
          continue;
        }
        if (p.verb === "refuse" && p.message === undefined) report("refuse-needs-message", p.span, {});
        for (const a of p.when) checkAtom(ts, tool, a, report);
      }
    }
  },
};
