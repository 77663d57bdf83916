// Lowering of the provenance members: `untrusted result.PATH` and `refuse|auto when COND`.
import type { PolicyAtomNode, PolicyNode, UntrustedNode } from "../../grammar/syntax.js";
import type { PolicyAtom, PolicyMember, UntrustedMember, UntrustedStep } from "../ast.js";
import { ident, kid, nodeSpan, tokenSpan } from "./syntax.js";
import { lowerLiteral, lowerText, type LowerContext } from "./types.js";

/** Lowers `untrusted result.a[].b "msg"`. */
export function lowerUntrusted(n: UntrustedNode, cx: LowerContext): UntrustedMember {
  const steps: UntrustedStep[] = n.steps.map((t) =>
    t.image === "]" ? { kind: "items", span: { start: tokenSpan(t).start - 1, end: tokenSpan(t).end } } : ident(t),
  );
  return { kind: "untrusted", span: nodeSpan(n), steps, message: lowerText(n.message, cx) };
}

function lowerAtom(n: PolicyAtomNode, cx: LowerContext): PolicyAtom | undefined {
  const { arg, op } = n;
  if (!arg || !op) return undefined;
  const span = nodeSpan(n);
  if (op.image === "from" || op.image === "only") return { kind: op.image, span, arg: ident(arg), sources: n.sources.map(ident) };
  const value = kid(n, "literal");
  if (!value) return undefined;
  return { kind: n.count ? "count" : "compare", span, arg: ident(arg), op: op.image as "==", value: lowerLiteral(value, cx) };
}

/** Lowers `refuse when ... "msg"` or `auto when ... ["why"]`; a member an error cut short is left out. */
export function lowerPolicy(n: PolicyNode, cx: LowerContext): PolicyMember | undefined {
  const verb = n.verb?.image;
  if (verb !== "refuse" && verb !== "auto") return undefined;
  const when: PolicyAtom[] = [];
  for (let k = n.first; k !== undefined; k = k.next) {
    if (k.rule !== "policyAtom") continue;
    const atom = lowerAtom(k, cx);
    if (!atom) return undefined;
    when.push(atom);
  }
  if (when.length === 0) return undefined;
  return { kind: "policy", span: nodeSpan(n), verb, when, message: lowerText(n.message, cx) };
}
