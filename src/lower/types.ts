// Lowering of type expressions, ranges, literals and fields.
import type { CstNode, IToken } from "chevrotain";
import type { Field, Literal, LiteralValue, Range, Text, TypeNode } from "../ast.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { ident, join, node, nodeSpan, nodes, token, tokens, tokenSpan } from "./cst.js";
import { decodeNumber, decodeString, foldTriple, splitRegex } from "./literals.js";

/** Lowering state for one file: its path and the diagnostics found so far. */
export interface LowerContext {
  readonly file: string;
  readonly diagnostics: Diagnostic[];
}

/** Lowers a `text` node (a `"..."` or `"""..."""` string). */
export function lowerText(n: CstNode | undefined, cx: LowerContext): Text | undefined {
  const t = n && token(n, "str");
  if (!t) return undefined;
  const value = t.tokenType.name === "TripleString" ? foldTriple(t) : decodeString(t, cx.file, cx.diagnostics);
  return { kind: "text", span: tokenSpan(t), value };
}

function scalar(t: IToken, cx: LowerContext): string | number | boolean | null {
  switch (t.tokenType.name) {
    case "StringLit":
      return decodeString(t, cx.file, cx.diagnostics);
    case "NumberLit":
      return decodeNumber(t, cx.file, cx.diagnostics);
    case "True":
      return true;
    case "False":
      return false;
    default:
      return null;
  }
}

/** Lowers a `literal` node: a scalar or a list of literals. */
export function lowerLiteral(n: CstNode, cx: LowerContext): Literal {
  const s = token(n, "scalar");
  if (s) return { kind: "literal", span: tokenSpan(s), value: scalar(s, cx) };
  const items: LiteralValue[] = nodes(n, "items").map((i) => lowerLiteral(i, cx).value);
  return { kind: "literal", span: nodeSpan(n), value: items };
}

/** Lowers a number token into a literal. */
export function numberLiteral(t: IToken, cx: LowerContext): Literal {
  return { kind: "literal", span: tokenSpan(t), value: decodeNumber(t, cx.file, cx.diagnostics) };
}

/** Lowers a `range` node; a lone number `n` means `n..n`. */
export function lowerRange(n: CstNode | undefined, cx: LowerContext): Range | undefined {
  if (!n) return undefined;
  const min = token(n, "min");
  const max = token(n, "max");
  const dots = token(n, "dots");
  const lo = min ? decodeNumber(min, cx.file, cx.diagnostics) : undefined;
  const hi = max ? decodeNumber(max, cx.file, cx.diagnostics) : dots ? undefined : lo;
  return { kind: "range", span: nodeSpan(n), min: lo, max: hi };
}

/** Lowers a `typeExpr` node. */
export function lowerType(n: CstNode, cx: LowerContext): TypeNode {
  const members = nodes(n, "members").map((m) => lowerPostfix(m, cx));
  if (members.length === 1 && members[0]) return members[0];
  return { kind: "union", span: nodeSpan(n), members };
}

function lowerPostfix(n: CstNode, cx: LowerContext): TypeNode {
  const base = node(n, "base");
  let t: TypeNode = base ? lowerPrimary(base, cx) : { kind: "bool", span: nodeSpan(n) };
  for (const s of nodes(n, "suffixes")) {
    const span = join(t.span, nodeSpan(s));
    t = token(s, "nullable")
      ? { kind: "nullable", span, inner: t }
      : { kind: "list", span, item: t, count: lowerRange(node(s, "count"), cx) };
  }
  return t;
}

function lowerPrimary(n: CstNode, cx: LowerContext): TypeNode {
  const span = nodeSpan(n);
  const lit = token(n, "literal");
  if (lit) return { kind: "literalType", span, value: scalar(lit, cx) };
  const ref = token(n, "ref");
  if (ref) return { kind: "ref", span, name: ident(ref) };
  if (token(n, "StringKw")) {
    const p = token(n, "pattern");
    const pattern = p ? { kind: "pattern" as const, ...splitRegex(p) } : undefined;
    return { kind: "string", span, length: lowerRange(node(n, "range"), cx), pattern };
  }
  if (token(n, "IntKw")) return { kind: "int", span, range: lowerRange(node(n, "range"), cx) };
  if (token(n, "NumberKw")) return { kind: "number", span, range: lowerRange(node(n, "range"), cx) };
  if (token(n, "BoolKw")) return { kind: "bool", span };
  const inner = node(n, "inner");
  if (inner) return lowerType(inner, cx);
  if (token(n, "LCurly")) return { kind: "object", span, fields: nodes(n, "fields").map((f) => lowerField(f, cx)).filter(isField) };
  // Only reachable after error recovery; the syntax error is already reported.
  return { kind: "bool", span };
}

const isField = (f: Field | undefined): f is Field => f !== undefined;

/** Lowers a `fieldDecl` node (object field, context field or argument). */
export function lowerField(n: CstNode, cx: LowerContext): Field | undefined {
  const name = token(n, "name");
  const type = node(n, "type");
  if (!name || !type) return undefined;
  const def = node(n, "default");
  return {
    kind: "field",
    span: nodeSpan(n),
    name: ident(name),
    optional: tokens(n, "optional").length > 0,
    type: lowerType(type, cx),
    default: def ? lowerLiteral(def, cx) : undefined,
    doc: lowerText(node(n, "doc"), cx),
  };
}
