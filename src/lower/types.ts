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

/** Lowers a `typeExpr` node: a union of members, each a primary type with its suffixes. */
export function lowerType(n: CstNode, cx: LowerContext): TypeNode {
  const primaries = nodes(n, "members");
  const lists = tokens(n, "list");
  const nullables = tokens(n, "nullable");
  if (primaries.length === 1 && lists.length === 0 && nullables.length === 0) return lowerPrimary(primaries[0] as CstNode, cx);
  const members = primaries.map((p) => lowerPrimary(p, cx));
  if (lists.length > 0 || nullables.length > 0) applySuffixes(n, members, lists, nullables, cx);
  if (members.length === 1 && members[0]) return members[0];
  return { kind: "union", span: nodeSpan(n), members };
}

/**
 * Wraps each member in its suffixes, in the order written (`T[]?` is not `T?[]`). A
 * suffix belongs to the member after as many `|` as come before it; a `[...]` count is
 * the range between its brackets.
 */
function applySuffixes(n: CstNode, members: TypeNode[], lists: readonly IToken[], nullables: readonly IToken[], cx: LowerContext): void {
  const pipes = tokens(n, "Pipe");
  const closes = tokens(n, "close");
  const ranges = nodes(n, "count");
  const suffixes = [...lists, ...nullables].sort((a, b) => a.startOffset - b.startOffset);
  for (const s of suffixes) {
    let i = 0;
    while (i < pipes.length && (pipes[i] as IToken).startOffset < s.startOffset) i++;
    const t = members[i];
    if (!t) continue;
    if (s.tokenType.name !== "LBracket") {
      members[i] = { kind: "nullable", span: join(t.span, tokenSpan(s)), inner: t };
      continue;
    }
    const close = closes.find((c) => c.startOffset > s.startOffset);
    const limit = close ? close.startOffset : Infinity;
    const range = ranges.find((r) => {
      const at = nodeSpan(r).start;
      return at > s.startOffset && at < limit;
    });
    const end = close ? tokenSpan(close) : range ? nodeSpan(range) : tokenSpan(s);
    members[i] = { kind: "list", span: join(t.span, join(tokenSpan(s), end)), item: t, count: lowerRange(range, cx) };
  }
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
  if (token(n, "LCurly")) return { kind: "object", span, fields: lowerFields(nodes(n, "fields"), cx) };
  // Only reachable after error recovery; the syntax error is already reported.
  return { kind: "bool", span };
}

/** Lowers `fieldDecl` nodes, leaving out those that recovery left without a name or type. */
export function lowerFields(list: readonly CstNode[], cx: LowerContext): Field[] {
  const out: Field[] = [];
  for (const n of list) {
    const f = lowerField(n, cx);
    if (f) out.push(f);
  }
  return out;
}

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
    optional: token(n, "optional") !== undefined,
    type: lowerType(type, cx),
    default: def ? lowerLiteral(def, cx) : undefined,
    doc: lowerText(token(n, "doc"), cx),
  };
}
