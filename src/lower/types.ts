// Lowering of type expressions, ranges, literals and fields.
import type { IToken } from "chevrotain";
import type { FieldNode, LiteralNode, PrimaryNode, RangeNode, SyntaxNode, TypeExprNode } from "../../grammar/syntax.js";
import type { Field, Literal, LiteralValue, Range, Span, Text, TypeNode } from "../ast.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { decodeNumber, decodeString, foldTriple, splitRegex } from "./literals.js";
import { ident, join, kid, nodeSpan, tokenSpan } from "./syntax.js";

/** Lowering state for one file: its path and the diagnostics found so far. */
export interface LowerContext {
  readonly file: string;
  readonly diagnostics: Diagnostic[];
}

/** Lowers a string token (`"..."` or `"""..."""`). */
export function lowerText(t: IToken | undefined, cx: LowerContext): Text | undefined {
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
export function lowerLiteral(n: LiteralNode, cx: LowerContext): Literal {
  const s = n.scalar;
  if (s) return { kind: "literal", span: tokenSpan(s), value: scalar(s, cx) };
  const items: LiteralValue[] = [];
  for (let i = n.first; i !== undefined; i = i.next) if (i.rule === "literal") items.push(lowerLiteral(i, cx).value);
  return { kind: "literal", span: nodeSpan(n), value: items };
}

/** Lowers a number token into a literal. */
export function numberLiteral(t: IToken, cx: LowerContext): Literal {
  return { kind: "literal", span: tokenSpan(t), value: decodeNumber(t, cx.file, cx.diagnostics) };
}

/** Lowers a `range` node; a lone number `n` means `n..n`. */
export function lowerRange(n: RangeNode | undefined, cx: LowerContext): Range | undefined {
  if (!n) return undefined;
  const lo = n.min ? decodeNumber(n.min, cx.file, cx.diagnostics) : undefined;
  const hi = n.max ? decodeNumber(n.max, cx.file, cx.diagnostics) : n.dots ? undefined : lo;
  return { kind: "range", span: nodeSpan(n), min: lo, max: hi };
}

/** Lowers a `typeExpr` node: a union of members, each a primary type with its suffixes. */
export function lowerType(n: TypeExprNode, cx: LowerContext): TypeNode {
  const only = n.first;
  if (n.marks === undefined && only?.rule === "primaryType" && only.next === undefined) return lowerPrimary(only, cx);
  const members: TypeNode[] = [];
  for (let p = n.first; p !== undefined; p = p.next) if (p.rule === "primaryType") members.push(lowerPrimary(p, cx));
  if (n.marks !== undefined) applySuffixes(n.marks, n, members, cx);
  if (members.length === 1 && members[0]) return members[0];
  return { kind: "union", span: nodeSpan(n), members };
}

/**
 * Wraps each member in its suffixes, in the order written (`T[]?` is not `T?[]`). A
 * suffix belongs to the member after as many `|` as come before it; a `[...]` count is
 * the range between its brackets. `marks` holds the `|`, `[`, `]` and `?` in order.
 */
function applySuffixes(marks: readonly IToken[], n: TypeExprNode, members: TypeNode[], cx: LowerContext): void {
  let i = 0; // the member of the suffix: how many `|` came before it
  for (let k = 0; k < marks.length; k++) {
    const s = marks[k] as IToken;
    const mark = s.tokenType.name;
    if (mark === "Pipe") i++;
    if (mark !== "LBracket" && mark !== "Question") continue;
    const t = members[i];
    if (!t) continue;
    if (mark === "Question") {
      members[i] = { kind: "nullable", span: join(t.span, tokenSpan(s)), inner: t };
      continue;
    }
    let close: IToken | undefined;
    for (let c = k + 1; c < marks.length && !close; c++) if ((marks[c] as IToken).tokenType.name === "RBracket") close = marks[c];
    const limit = close ? close.startOffset : Infinity;
    let range: RangeNode | undefined;
    for (let r = n.first; r !== undefined && !range; r = r.next) {
      if (r.rule !== "range") continue;
      const at = nodeSpan(r).start;
      if (at > s.startOffset && at < limit) range = r;
    }
    const end = close ? tokenSpan(close) : range ? nodeSpan(range) : tokenSpan(s);
    members[i] = { kind: "list", span: join(t.span, join(tokenSpan(s), end)), item: t, count: lowerRange(range, cx) };
  }
}

function lowerPrimary(n: PrimaryNode, cx: LowerContext): TypeNode {
  const span = nodeSpan(n);
  if (n.literal) return { kind: "literalType", span, value: scalar(n.literal, cx) };
  if (n.ref) return { kind: "ref", span, name: ident(n.ref) };
  const keyword = n.keyword?.tokenType.name;
  if (keyword === "StringKw") {
    const p = n.pattern;
    const pattern = p ? splitRegex(p) : undefined;
    const format = n.format ? ident(n.format) : undefined;
    return { kind: "string", span, length: lowerRange(kid(n, "range"), cx), pattern, format };
  }
  if (keyword === "IntKw") return { kind: "int", span, range: lowerRange(kid(n, "range"), cx) };
  if (keyword === "NumberKw") return { kind: "number", span, range: lowerRange(kid(n, "range"), cx) };
  if (keyword === "BoolKw") return { kind: "bool", span };
  const inner = kid(n, "typeExpr");
  if (inner) return lowerType(inner, cx);
  if (keyword === "LCurly") return { kind: "object", span, fields: lowerFields(n, cx), open: n.open ? tokenSpan(n.open) : undefined };
  // Only reachable after error recovery; the syntax error is already reported.
  return { kind: "bool", span };
}

/** Lowers the `fieldDecl` children of a node, leaving out those that recovery left without a name or type. */
export function lowerFields(parent: SyntaxNode, cx: LowerContext): Field[] {
  const out: Field[] = [];
  for (let n = parent.first; n !== undefined; n = n.next) {
    if (n.rule !== "fieldDecl") continue;
    const f = lowerField(n, cx);
    if (f) out.push(f);
  }
  return out;
}

/** Lowers a `fieldDecl` node (object field, context field or argument); `span` replaces the node's own. */
export function lowerField(n: FieldNode, cx: LowerContext, span: Span = nodeSpan(n)): Field | undefined {
  const name = n.name;
  const type = kid(n, "typeExpr");
  if (!name || !type) return undefined;
  const def = kid(n, "literal");
  return {
    kind: "field",
    span,
    name: ident(name),
    optional: n.optional !== undefined,
    type: lowerType(type, cx),
    default: def ? lowerLiteral(def, cx) : undefined,
    doc: lowerText(n.doc, cx),
  };
}
