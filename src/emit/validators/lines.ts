// The lines of the pieces of a statement that break as prettier breaks them: an expression
// (a call's arguments or a `+` chain, one a line), an `if` test and a function header (one
// parameter a line). Each is measured from its pieces; an expression or test too long for
// its line is read back into its document (expr-doc.ts), so prettier's rules break it.
import { fluid, group, indent as docIndent, line, printDoc, softline, type Doc } from "../doc.js";
import { exprDoc } from "../expr-doc.js";
import { parseExpr, type Node } from "../expr-parse.js";
import { textWidth, WIDTH } from "../printer.js";
import type { Cond, Expr, FnHead } from "./stmt.js";
import { condLength, condText, flat, flatLength, isStringLiteral, over, put, type Out } from "./measure.js";

/** The lead of an assignment to a name or member read, perhaps declared (`unknown` is the one type that comes with it). */
const ASSIGN = /^(?:(?:let|const) )?[A-Za-z_$][\w$.]*(?:: unknown)? = $/;

/** An object's property, `key: value`, written as one text. */
const PROP = /^([A-Za-z_$][\w$]*): (.*)$/s;

const INDENTS: string[] = [];

/** `n` spaces, made once for every block at that depth. */
export function indent(n: number): string {
  return (INDENTS[n] ??= " ".repeat(n));
}

/** The indent one level inside `ind`. */
export function deeper(ind: string): string {
  return indent(ind.length + 2);
}

/** An expression that starts after `lead` on a line indented `ind` and is followed by `trail`. */
export function exprLines(e: Expr, ind: string, lead: string, trail: string, o: Out): void {
  // Built first only to be measured exactly; otherwise its length is its width.
  const one = o.exact ? `${ind}${lead}${flat(e)}${trail}` : undefined;
  const fits = (one === undefined ? ind.length + lead.length + flatLength(e) + trail.length : textWidth(one)) <= WIDTH;
  if (!fits && typeof e === "string" && readLines(e, ind, lead, trail, o)) return;
  if (fits || typeof e === "string") {
    // A string literal never breaks; other text that does not fit is no longer than a break would leave it.
    o.lines.push(one ?? `${ind}${lead}${flat(e)}${trail}`);
    return;
  }
  const inner = deeper(ind);
  if ("key" in e) {
    // Prettier breaks after the key, then, if the chain still does not fit, after each `+`.
    o.lines.push(`${ind}${lead}${e.key}:`);
    const parts = e.value.concat;
    const one = `${inner}${flat(e.value)}${trail}`;
    if (!over(o, one)) o.lines.push(one);
    else
      for (let i = 0; i < parts.length; i++) {
        o.lines.push(`${inner}${parts[i] as string}${i === parts.length - 1 ? trail : " +"}`);
      }
    return;
  }
  if ("concat" in e) {
    const parts = e.concat;
    const first = parts[0] ?? "";
    o.lines.push(`${ind}${lead}${first} +`);
    for (let i = 1; i < parts.length; i++) o.lines.push(`${inner}${parts[i] as string}${i === parts.length - 1 ? trail : " +"}`);
    return;
  }
  const open = `${ind}${lead}${e.call}(`;
  if (lead.endsWith(" = ") && over(o, e.object ? `${open}{` : open)) {
    // Its opening parenthesis (or brace) past the width, the call moves to the next line, as prettier's fluid assignment does.
    o.lines.push(`${ind}${lead.trimEnd()}`);
    exprLines(e, inner, "", trail, o);
    return;
  }
  o.lines.push(e.object ? `${open}{` : open);
  for (const a of e.args) exprLines(a, inner, "", ",", o);
  o.lines.push(e.object ? `${ind}})${trail}` : `${ind})${trail}`);
}

/** `lead + kw (cond)` and the text after it; a test too long for its line breaks as prettier breaks it between the parentheses. */
export function headLines(lead: string, kw: string, cond: Cond, after: string, ind: string, o: Out): void {
  const one = o.exact ? `${lead}${kw} (${condText(cond)})${after}` : undefined;
  const fits = (one === undefined ? lead.length + kw.length + 3 + condLength(cond) + after.length : textWidth(one)) <= WIDTH;
  const read = fits ? undefined : parseExpr(condText(cond));
  if (read === undefined) {
    o.lines.push(one ?? `${lead}${kw} (${condText(cond)})${after}`);
    return;
  }
  // The lead is the indent, or the indent and the `} ` of the block before an `else`.
  docLines([lead.slice(ind.length), kw, " (", group([docIndent([softline, exprDoc(read, "if")]), softline]), ")", after], ind, o);
}

/** `doc` laid out from column `ind`, as prettier prints it there: its lines, each after `ind`. */
export function docLines(doc: Doc, ind: string, o: Out): void {
  for (const l of printDoc(doc, WIDTH - ind.length).split("\n")) o.lines.push(l === "" ? "" : ind + l);
}

/**
 * An expression too long for its line, read back into its document and laid out as prettier
 * breaks it: alone (an argument), an object's property or the value of an assignment. False,
 * writing nothing, when it is none of those or holds what is not read.
 */
function readLines(e: string, ind: string, lead: string, trail: string, o: Out): boolean {
  const prop = lead === "" ? PROP.exec(e) : null;
  const read = lead === "" || ASSIGN.test(lead) ? parseExpr(prop === null ? e : (prop[2] as string)) : undefined;
  if (read === undefined) return false;
  if (prop !== null) docLines([assignment(prop[1] as string, ":", read), trail], ind, o);
  else docLines([lead === "" ? exprDoc(read, "call") : assignment(lead.slice(0, -3), " =", read), trail], ind, o);
  return true;
}

/** `left = value` (or an object's `left: value`), in the layout prettier's printAssignment chooses for it. */
function assignment(left: string, op: " =" | ":", value: Node): Doc {
  const v = value.t === "unary" ? value.arg : value;
  // A key shorter than five columns keeps its value on its line, as a literal number or boolean does.
  const short = op === ":" && textWidth(left) < 5;
  const doc = exprDoc(value, "assign");
  if (value.t === "bin" || (!short && ((v.t === "atom" && v.s.startsWith('"')) || poorlyBreakable(v)))) return group([left, op, group(docIndent([line, doc]))]);
  if (short || (value.t === "atom" && /^(?:true|false|\d)/.test(value.s))) return [left, op, " ", doc];
  return fluid(left, doc, op);
}

/** Prettier's poorly breakable chain: member reads and calls with no argument or one short one, from a name. */
function poorlyBreakable(n: Node, deep = false): boolean {
  if (n.t === "call") return (n.args.length === 0 || (n.args.length === 1 && n.args[0]?.t === "atom" && n.args[0].s.length <= WIDTH / 4)) && poorlyBreakable(n.callee, true);
  if (n.t === "member" || n.t === "index") return poorlyBreakable(n.obj, true);
  return deep && n.t === "atom" && /^[A-Za-z_$]/.test(n.s);
}

/** `function name(params): ret {`, or one parameter a line past the width. */
export function fnHead(h: FnHead, ind: string, o: Out): void {
  const one = o.exact ? `${ind}function ${h.fn}(${h.params.join(", ")}): ${h.ret} {` : undefined;
  let length = h.params.length > 0 ? -2 : 0;
  for (const p of h.params) length += p.length + 2;
  // `function ` (9), `(` (1), `): ` (3) and ` {` (2) around the name, the parameters and the return type.
  if ((one === undefined ? ind.length + 15 + h.fn.length + h.ret.length + length : textWidth(one)) <= WIDTH) {
    o.lines.push(one ?? `${ind}function ${h.fn}(${h.params.join(", ")}): ${h.ret} {`);
    return;
  }
  // Its name and its parameters, one a line, have no break left in them.
  o.lines.push(`${ind}function ${h.fn}(`, ...h.params.map((p) => `${ind}  ${p},`));
  const last = `${ind}): ${h.ret} {`;
  // A return type too long for the line of the `)` breaks as prettier breaks a type annotation.
  if (h.retDoc !== undefined && over(o, last)) docLines([")", ": ", h.retDoc(), " {"], ind, o);
  else put(o, last);
}
