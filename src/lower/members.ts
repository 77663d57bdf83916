// Lowering of tool members (doc, arg, scope, effect, budget, returns, ensure, seen,
// rule, result max, hint) into the tool's AST node.
import type { CstNode } from "chevrotain";
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
  SeenMember,
  Text,
  ToolDecl,
  ToolKind,
  TypeNode,
} from "../ast.js";
import { diag } from "../diagnostics/diagnostic.js";
import { ident, node, nodeSpan, nodes, token, tokens } from "./cst.js";
import { lowerField, lowerLiteral, lowerText, lowerType, numberLiteral, type LowerContext } from "./types.js";

/** Lowers a `path` node. */
export function lowerPath(n: CstNode): Path {
  return { kind: "path", span: nodeSpan(n), parts: tokens(n, "parts").map(ident) };
}

function lowerCondition(n: CstNode, cx: LowerContext): Condition | undefined {
  const span = nodeSpan(n);
  const countPath = node(n, "countPath");
  const value = node(n, "value");
  if (countPath) {
    const op = token(n, "op");
    if (!value || !op) return undefined;
    return { kind: "count", span, path: lowerPath(countPath), op: op.image as "==", value: lowerLiteral(value, cx) };
  }
  const path = node(n, "path");
  if (!path) return undefined;
  const presence = token(n, "presence");
  if (presence) return { kind: "presence", span, path: lowerPath(path), present: presence.image === "present" };
  const op = token(n, "op");
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
  rules: RuleMember[];
  resultMax: Literal | undefined;
  hints: HintMember[];
}

/** Lowers a `toolDecl` node; singular members given twice are reported. */
export function lowerTool(n: CstNode, cx: LowerContext): ToolDecl | undefined {
  const kw = token(n, "toolKind");
  const name = token(n, "name");
  if (!kw || !name) return undefined;
  const toolKind = kw.image as ToolKind;
  const m: Members = { doc: undefined, args: [], scopes: [], effects: [], budget: undefined, returns: undefined, ensures: [], seen: [], rules: [], resultMax: undefined, hints: [] };
  const once = <K extends "doc" | "budget" | "returns" | "resultMax">(key: K, label: string, value: Members[K], at: CstNode): void => {
    if (value === undefined) return;
    if (m[key] !== undefined) {
      cx.diagnostics.push(diag("duplicate-member", cx.file, nodeSpan(at), { member: label, owner: `tool '${name.image}'` }));
      return;
    }
    m[key] = value;
  };
  for (const inner of nodes(n, "members")) {
    const span = nodeSpan(inner);
    switch (inner.name) {
      case "docMember":
        once("doc", "doc", lowerText(token(inner, "doc"), cx), inner);
        break;
      case "argMember": {
        const f = node(inner, "field");
        const field = f && lowerField(f, cx);
        if (field) m.args.push({ ...field, span });
        break;
      }
      case "scopeMember": {
        const arg = token(inner, "arg");
        const field = token(inner, "field");
        if (arg && field) m.scopes.push({ kind: "scope", span, arg: ident(arg), field: ident(field), message: lowerText(token(inner, "message"), cx) });
        break;
      }
      case "effectMember": {
        const arg = token(inner, "arg");
        const max = token(inner, "max");
        if (arg && max) m.effects.push({ kind: "effect", span, arg: ident(arg), max: numberLiteral(max, cx) });
        break;
      }
      case "budgetMember": {
        const b = token(inner, "budget");
        if (b) once("budget", "budget", numberLiteral(b, cx), inner);
        break;
      }
      case "returnsMember": {
        const t = node(inner, "type");
        if (t) once("returns", "returns", lowerType(t, cx), inner);
        break;
      }
      case "ensureMember": {
        const p = node(inner, "result");
        const arg = token(inner, "arg");
        if (!p || !arg) break;
        const path = lowerPath(p);
        const [head, ...rest] = path.parts;
        if (head?.name !== "result" || rest.length === 0) {
          cx.diagnostics.push(diag("syntax-error", cx.file, path.span, { message: "ensure compares a field of the reply: write 'ensure result.FIELD == ARG'" }));
          break;
        }
        const first = rest[0];
        const resultPath: Path = { kind: "path", span: first ? { start: first.span.start, end: path.span.end } : path.span, parts: rest };
        m.ensures.push({ kind: "ensure", span, result: resultPath, arg: ident(arg) });
        break;
      }
      case "seenMember": {
        const arg = token(inner, "arg");
        if (arg) m.seen.push({ kind: "seen", span, arg: ident(arg) });
        break;
      }
      case "ruleMember": {
        const w = node(inner, "when");
        const t = node(inner, "then");
        const when = w && lowerCondition(w, cx);
        const then = t && lowerCondition(t, cx);
        if (when && then) m.rules.push({ kind: "rule", span, when, then, message: lowerText(token(inner, "message"), cx) });
        break;
      }
      case "resultMember": {
        const max = token(inner, "max");
        if (max) once("resultMax", "result max", numberLiteral(max, cx), inner);
        break;
      }
      case "hintMember": {
        const code = token(inner, "code");
        const text = lowerText(token(inner, "text"), cx);
        if (code && text) m.hints.push({ kind: "hint", span, code: ident(code), text });
        break;
      }
    }
  }
  return { kind: "tool", span: nodeSpan(n), toolKind, name: ident(name), ...m };
}


