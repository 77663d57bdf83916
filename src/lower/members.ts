// Lowering of tool members (doc, arg, scope, effect, budget, returns, ensure, seen, once,
// require, establish, rule, result max, hint, refusals max) into the tool's AST node.
import type { ConditionNode, PathNode, SyntaxNode, ToolNode } from "../../grammar/syntax.js";
import type {
  Condition,
  EffectMember,
  EnsureMember,
  Field,
  HintMember,
  Literal,
  Path,
  RuleMember,
  ScopeMember,
  OnceMember,
  EstablishMember,
  RequireMember,
  SeenMember,
  Text,
  ToolDecl,
  ToolKind,
  TypeNode,
  PolicyMember,
  UntrustedMember,
} from "../ast.js";
import { diag } from "../diagnostics/diagnostic.js";
import { ident, kid, nodeSpan } from "./syntax.js";
import { lowerPolicy, lowerUntrusted } from "./provenance.js";
import { lowerField, lowerLiteral, lowerText, lowerType, numberLiteral, type LowerContext } from "./types.js";

/** Lowers a `path` node. */
export function lowerPath(n: PathNode): Path {
  return { kind: "path", span: nodeSpan(n), parts: n.parts.map(ident) };
}

function lowerCondition(n: ConditionNode, cx: LowerContext): Condition | undefined {
  const span = nodeSpan(n);
  // The path comes first in both forms; `count` says which form it is.
  const first = kid(n, "path");
  const value = kid(n, "literal");
  const op = n.op;
  if (n.count && first) {
    if (!value || !op) return undefined;
    return { kind: "count", span, path: lowerPath(first), op: op.image as "==", value: lowerLiteral(value, cx) };
  }
  const path = n.count ? undefined : first;
  if (!path) return undefined;
  const presence = n.presence;
  if (presence) return { kind: "presence", span, path: lowerPath(path), present: presence.image === "present" };
  if (!op || !value) return undefined;
  return { kind: "compare", span, path: lowerPath(path), op: op.image as "==" | "!=", value: lowerLiteral(value, cx) };
}

/** Mutable collection of a tool's members while lowering. */
interface Members {
  doc: Text | undefined;
  args: Field[];
  scopes: ScopeMember[];
  effects: EffectMember[];
  budget: Literal | undefined;
  returns: TypeNode | undefined;
  ensures: EnsureMember[];
  seen: SeenMember[];
  onces: OnceMember[];
  requires: RequireMember[];
  establishes: EstablishMember[];
  rules: RuleMember[];
  resultMax: Literal | undefined;
  hints: HintMember[];
  refusals: Literal | undefined;
  untrusted: UntrustedMember[];
  policies: PolicyMember[];
}

/** Sets a member a tool may have once; a second one is reported at its own place and left out. */
function once<K extends "doc" | "budget" | "returns" | "resultMax" | "refusals">(m: Members, key: K, label: string, value: Members[K], at: SyntaxNode, tool: string, cx: LowerContext): void {
  if (value === undefined) return;
  if (m[key] !== undefined) {
    cx.diagnostics.push(diag("duplicate-member", cx.file, nodeSpan(at), { member: label, owner: `tool '${tool}'` }));
    return;
  }
  m[key] = value;
}

/** Lowers a `toolDecl` node; singular members given twice are reported. */
export function lowerTool(n: ToolNode, cx: LowerContext): ToolDecl | undefined {
  const kw = n.toolKind;
  const name = n.name;
  if (!kw || !name) return undefined;
  const toolKind = kw.image as ToolKind;
  const tool = name.image;
  const m: Members = { doc: undefined, args: [], scopes: [], effects: [], budget: undefined, returns: undefined, ensures: [], seen: [], onces: [], requires: [], establishes: [], rules: [], resultMax: undefined, hints: [], refusals: undefined, untrusted: [], policies: [] };
  for (let inner = n.first; inner !== undefined; inner = inner.next) {
    switch (inner.rule) {
      case "docMember":
        once(m, "doc", "doc", lowerText(inner.doc, cx), inner, tool, cx);
        break;
      case "argMember": {
        // An argument's span is its whole member, `arg` included.
        const f = kid(inner, "fieldDecl");
        const field = f && lowerField(f, cx, nodeSpan(inner));
        if (field) m.args.push(field);
        break;
      }
      case "scopeMember": {
        const { arg, field } = inner;
        const op = inner.op?.image === "in" ? "in" : "=";
        if (arg && field) m.scopes.push({ kind: "scope", span: nodeSpan(inner), arg: ident(arg), op, field: ident(field), message: lowerText(inner.message, cx) });
        break;
      }
      case "effectMember": {
        const { arg, number: max } = inner;
        if (arg && max) m.effects.push({ kind: "effect", span: nodeSpan(inner), arg: ident(arg), max: numberLiteral(max, cx), perTask: inner.per !== undefined });
        break;
      }
      case "budgetMember":
        if (inner.number) once(m, "budget", "budget", numberLiteral(inner.number, cx), inner, tool, cx);
        break;
      case "returnsMember": {
        const t = kid(inner, "typeExpr");
        if (t) once(m, "returns", "returns", lowerType(t, cx), inner, tool, cx);
        break;
      }
      case "ensureMember": {
        const p = kid(inner, "path");
        const arg = inner.arg;
        if (!p || !arg) break;
        const path = lowerPath(p);
        const [head, ...rest] = path.parts;
        if (head?.name !== "result" || rest.length === 0) {
          cx.diagnostics.push(diag("syntax-error", cx.file, path.span, { message: "ensure compares a field of the reply: write 'ensure result.FIELD == ARG'" }));
          break;
        }
        const first = rest[0];
        const resultPath: Path = { kind: "path", span: first ? { start: first.span.start, end: path.span.end } : path.span, parts: rest };
        m.ensures.push({ kind: "ensure", span: nodeSpan(inner), result: resultPath, arg: ident(arg) });
        break;
      }
      case "seenMember":
        if (inner.arg) m.seen.push({ kind: "seen", span: nodeSpan(inner), arg: ident(inner.arg) });
        break;
      case "onceMember":
        if (inner.arg) m.onces.push({ kind: "once", span: nodeSpan(inner), arg: ident(inner.arg), perTask: inner.per !== undefined, message: lowerText(inner.message, cx) });
        break;
      case "requireMember": {
        const states = inner.states.map((t) => lowerText(t, cx)).filter((t): t is Text => t !== undefined);
        if (inner.arg && states.length) m.requires.push({ kind: "require", span: nodeSpan(inner), arg: ident(inner.arg), states, message: lowerText(inner.message, cx) });
        break;
      }
      case "establishMember": {
        const p = kid(inner, "path");
        if (!p || !inner.field) break;
        const path = lowerPath(p);
        const [head, ...rest] = path.parts;
        if (head?.name !== "result") {
          cx.diagnostics.push(diag("syntax-error", cx.file, path.span, { message: "establish takes the reply or a field of it: write 'establish context.FIELD = result' or '= result.FIELD'" }));
          break;
        }
        const first = rest[0];
        const result: Path = { kind: "path", span: first ? { start: first.span.start, end: path.span.end } : path.span, parts: rest };
        m.establishes.push({ kind: "establish", span: nodeSpan(inner), field: ident(inner.field), result, message: lowerText(inner.message, cx) });
        break;
      }
      case "ruleMember": {
        // The two conditions are the children, `when` first.
        const w = inner.first;
        const t = w?.next;
        const when = w?.rule === "condition" ? lowerCondition(w, cx) : undefined;
        const then = t?.rule === "condition" ? lowerCondition(t, cx) : undefined;
        if (when && then) m.rules.push({ kind: "rule", span: nodeSpan(inner), when, then, message: lowerText(inner.message, cx) });
        break;
      }
      case "resultMember":
        if (inner.number) once(m, "resultMax", "result max", numberLiteral(inner.number, cx), inner, tool, cx);
        break;
      case "refusalsMember":
        if (inner.number) once(m, "refusals", "refusals max", numberLiteral(inner.number, cx), inner, tool, cx);
        break;
      case "hintMember": {
        const code = inner.code;
        const text = lowerText(inner.text, cx);
        if (code && text) m.hints.push({ kind: "hint", span: nodeSpan(inner), code: ident(code), text });
        break;
      }
      case "untrustedMember":
        m.untrusted.push(lowerUntrusted(inner, cx));
        break;
      case "policyMember": {
        const policy = lowerPolicy(inner, cx);
        if (policy) m.policies.push(policy);
        break;
      }
      default:
        break;
    }
  }
  const { doc, args, scopes, effects, budget, returns, ensures, seen, onces, requires, establishes, rules, resultMax, hints, refusals, untrusted, policies } = m;
  return { kind: "tool", span: nodeSpan(n), toolKind, name: ident(name), doc, args, scopes, effects, budget, returns, ensures, seen, onces, requires, establishes, rules, resultMax, hints, refusals, untrusted, policies };
}
