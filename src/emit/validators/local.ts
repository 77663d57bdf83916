// A whole input's check that calls no other check keeps its issues in a list of its own, a
// local variable, rather than the module's list of the check in progress: measured on invalid
// inputs, the module's list cost about a quarter of the time (every issue read and written
// through a module binding, every `report` a call). Checks that call others (objects, lists
// of objects, tagged unions) share the module's list with them, between `begin` and `end`.
import { use, type Gen } from "./gen.js";
import type { Expr, Stmt } from "./layout.js";
import { flat, isStringLiteral } from "./measure.js";

/**
 * How a table entry that shares the module's list returns: it starts and ends that list
 * itself, so that a whole input costs one call rather than an entry's call of its check.
 */
export const ENTRY = { ok: (value: string) => `return end(${value}, outer);`, fail: "return failed(outer);" };


/** How a check with its own list returns: the value when it found nothing, else every issue. */
const LOCAL = {
  ok: (value: string) => `return issues === undefined ? { ok: true, ${value === "value" ? "value" : `value: ${value}`} } : { ok: false, issues };`,
  fail: "return { ok: false, issues: issues ?? [] };",
};

/**
 * The body of an entry check, whose returns are `ENTRY`'s, rewritten to keep its issues in
 * `issues`; or, when it calls another check that reports, started with `begin` as it is.
 * Either way the helpers it ends up calling are the ones noted for it.
 */
export function entryBody(g: Gen, body: readonly Stmt[]): readonly Stmt[] {
  const checks = reportingChecks(g);
  if (body.some((st) => sharesList(st, checks))) {
    use(g, "end");
    use(g, "failed");
    return [`const outer = ${use(g, "begin")}();`, ...body];
  }
  // Every `report` of this function is rewritten as a push: it calls `report` no more.
  g.helpers.delete("report");
  return ["let issues: Issue[] | undefined;", ...body.map(rewrite)];
}

/** The check functions written so far that report issues: all but the pattern matchers, which answer true or false. */
function reportingChecks(g: Gen): Set<string> {
  const names = new Set<string>();
  for (const [key, name] of g.fnNames) if (!(typeof key === "string" && key.startsWith("matcher:"))) names.add(name);
  return names;
}

/** Whether a piece of code calls one of `checks`. */
function textShares(text: string, checks: ReadonlySet<string>): boolean {
  if (text.startsWith("//")) return false;
  // Names start only where no name character precedes, so a long run of name characters is scanned once.
  for (const m of text.matchAll(/(?<![\w$])([A-Za-z_$][\w$]*)\(/g)) if (checks.has(m[1] as string)) return true;
  return false;
}

function exprShares(e: Expr, checks: ReadonlySet<string>): boolean {
  if (typeof e === "string") return textShares(e, checks);
  if ("concat" in e) return e.concat.some((p) => textShares(p, checks));
  if ("key" in e) return exprShares(e.value, checks);
  return checks.has(e.call) || e.args.some((a) => exprShares(a, checks));
}

function sharesList(st: Stmt, checks: ReadonlySet<string>): boolean {
  if (typeof st === "string") return textShares(st, checks);
  if ("expr" in st) return exprShares(st.expr, checks) || textShares(st.prefix ?? "", checks);
  if ("doc" in st) return textShares(st.flat, checks);
  if ("branches" in st)
    return st.branches.some((b) => {
      const cond = b.cond === undefined ? "" : typeof b.cond === "string" ? b.cond : b.cond.parts.join(" ");
      return textShares(cond, checks) || (Array.isArray(b.body) ? b.body : [b.body as Stmt]).some((s) => sharesList(s, checks));
    });
  return textShares(typeof st.head === "string" ? st.head : "fn" in st.head ? st.head.fn : st.head.flat, checks) || st.body.some((s) => sharesList(s, checks));
}

/** An argument of `report` as one line of text (a path or message that is a `+` chain, a call). */
function flatText(e: Expr | undefined): string {
  return e === undefined ? "undefined" : flat(e);
}

/**
 * `report(...)` as a push onto `issues`, written in place: a helper called from a dozen
 * branches is past what the optimiser inlines into a check, and a call per issue cost about
 * a sixth of an invalid input's time. The entry's returns become `LOCAL`'s.
 */
function rewrite(st: Stmt): Stmt {
  if (typeof st === "string") {
    if (st === ENTRY.fail) return LOCAL.fail;
    const ok = /^return end\((.*), outer\);$/.exec(st);
    return ok ? LOCAL.ok(ok[1] as string) : st;
  }
  if ("expr" in st) {
    const e = st.expr;
    if (typeof e !== "object" || !("call" in e) || e.call !== "report") return st;
    const [path, type, message] = e.args;
    // A message built at run time breaks after its key, as prettier breaks a long `+` chain there.
    // So does a string literal too long for the line of its key.
    const text = typeof message === "object" && "concat" in message ? { key: "message", value: message } : typeof message === "string" && isStringLiteral(message) ? { key: "message", value: { concat: [message] } } : `message: ${flatText(message)}`;
    return { expr: { call: "(issues ??= []).push", object: true, args: [`path: ${flatText(path)}`, `type: ${flatText(type)}`, text] } };
  }
  if ("doc" in st) return st;
  if ("branches" in st) return { branches: st.branches.map((b) => ({ ...b, body: Array.isArray(b.body) ? b.body.map(rewrite) : rewrite(b.body as Stmt) })) };
  return { ...st, body: st.body.map(rewrite) };
}
