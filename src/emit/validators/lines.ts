// The lines of the pieces of a statement that break as prettier breaks them: an expression
// (a call's arguments or a `+` chain, one a line), an `if` test (a chain's operands, one a
// line) and a function header (one parameter a line). Each is measured from its pieces.
import { printDoc } from "../doc.js";
import { closer, splitTop } from "../scan.js";
import { textWidth, WIDTH } from "../printer.js";
import type { Cond, Expr, FnHead } from "./stmt.js";
import { condLength, condText, flat, flatLength, isFinal, isStringLiteral, over, put, type Out } from "./measure.js";

const INDENTS: string[] = [];

/** A chain of property reads, `a.b`, `a["b"]` or `a[i]`. */
const MEMBER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\["(?:[^"\\]|\\.)*"\]|\[[A-Za-z_$][\w$]*\])+$/;

/** A name. */
const NAME = /^[A-Za-z_$][\w$]*$/;

/** The operator (with its spaces) of a comparison of a name, a member read or its `typeof`, else undefined. */
function comparison(text: string): string | undefined {
  return [" !== ", " === ", " <= ", " >= ", " < ", " > "].find((s) => splitTop(text, s).length === 2 && /^(typeof )?[\w$.]+$/.test(splitTop(text, s)[0] as string));
}

/** A comparison broken after its operator `sep`: its left side after `first`, its right side after `next`, then `end`. */
function compared(text: string, sep: string, first: string, next: string, end = ""): [string, string] {
  const [left, right] = splitTop(text, sep) as [string, string];
  return [`${first}${left}${sep.trimEnd()}`, `${next}${right}${end}`];
}

/** A call, perhaps negated, `!f.g(args)`. */
const CALL = /^!?[A-Za-z_$][\w$.]*\(.*\)$/;

/** A call too long for its line: its arguments one a line, as prettier breaks them; one still too long is a layout not known here. */
function callLines(call: string, ind: string, o: Out): void {
  const open = call.indexOf("(");
  if (closer(call, open) !== call.length - 1) {
    o.stable = false;
    o.lines.push(`${ind}${call}`);
    return;
  }
  o.lines.push(`${ind}${call.slice(0, open + 1)}`);
  for (const a of splitTop(call.slice(open + 1, -1), ",")) put(o, `${deeper(ind)}${a},`);
  o.lines.push(`${ind})`);
}

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
  if (!fits && typeof e === "string" && lead.endsWith(" = ") && (MEMBER.test(e) || NAME.test(e) || isStringLiteral(e))) {
    // A member read, a name or a string too long after its `=` moves to the next line, as prettier breaks an assignment.
    o.lines.push(`${ind}${lead.trimEnd()}`);
    put(o, `${deeper(ind)}${e}${trail}`);
    return;
  }
  if (fits || typeof e === "string") {
    // A string literal never breaks; any other long text is a layout this module does not know.
    const line = one ?? `${ind}${lead}${flat(e)}${trail}`;
    if (!fits && !isStringLiteral(e as string) && !isFinal(line)) o.stable = false;
    o.lines.push(line);
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
        const part = parts[i] as string;
        if (!isStringLiteral(part) && over(o, `${inner}${part} +`)) o.stable = false;
        o.lines.push(`${inner}${part}${i === parts.length - 1 ? trail : " +"}`);
      }
    return;
  }
  if ("concat" in e) {
    const parts = e.concat;
    const first = parts[0] ?? "";
    const head = `${ind}${lead}${first} +`;
    if (!isStringLiteral(first) && over(o, head)) o.stable = false;
    o.lines.push(head);
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
  // Past the width even when broken, prettier would break before the call instead.
  if (!e.object && over(o, open)) o.stable = false;
  o.lines.push(e.object ? `${open}{` : open);
  for (const a of e.args) exprLines(a, inner, "", ",", o);
  o.lines.push(e.object ? `${ind}})${trail}` : `${ind})${trail}`);
}

/** `lead + kw (cond)` and the text after it, breaking a chain condition one operand per line. */
export function headLines(lead: string, kw: string, cond: Cond, after: string, ind: string, o: Out): void {
  const one = o.exact ? `${lead}${kw} (${condText(cond)})${after}` : undefined;
  const fits = (one === undefined ? lead.length + kw.length + 3 + condLength(cond) + after.length : textWidth(one)) <= WIDTH;
  if (!fits && typeof cond === "string" && (!over(o, `${deeper(ind)}${cond}`) || CALL.test(cond) || comparison(cond) !== undefined)) {
    // A lone test too long for the line of its `if` goes on a line of its own between the parentheses.
    o.lines.push(`${lead}${kw} (`);
    if (!over(o, `${deeper(ind)}${cond}`)) o.lines.push(`${deeper(ind)}${cond}`);
    else if (CALL.test(cond)) callLines(cond, deeper(ind), o);
    // A lone comparison breaks after its operator, both sides at one indent.
    else put(o, ...compared(cond, comparison(cond) as string, deeper(ind), deeper(ind)));
    o.lines.push(`${ind})${after}`);
    return;
  }
  if (fits || typeof cond === "string" || cond.parts.length < 2) {
    if (!fits) o.stable = false;
    o.lines.push(one ?? `${lead}${kw} (${condText(cond)})${after}`);
    return;
  }
  o.lines.push(`${lead}${kw} (`);
  const inner = deeper(ind);
  const parts = cond.parts;
  for (let i = 0; i < parts.length; i++) {
    const tail = i === parts.length - 1 ? "" : ` ${cond.op}`;
    const l = `${inner}${parts[i] as string}${tail}`;
    if (!over(o, l)) o.lines.push(l);
    else nestedChain(parts[i] as string, inner, tail, o);
  }
  o.lines.push(`${ind})${after}`);
}

/**
 * An operand of a chain that is itself a chain in parentheses, `(a && b)`, too long for its
 * line: prettier breaks it after each operator, the operands after the first one level deeper,
 * the `)` and the outer operator after the last. Any other operand is a layout not known here.
 */
function nestedChain(part: string, ind: string, tail: string, o: Out): void {
  const op = part.startsWith("(") && closer(part, 0) === part.length - 1 ? [" && ", " || "].find((sep) => splitTop(part.slice(1, -1), sep).length > 1) : undefined;
  // A comparison of a name or member read breaks after its operator, its right side one level deeper.
  const sep = op === undefined ? comparison(part) : undefined;
  if (sep !== undefined) {
    put(o, ...compared(part, sep, ind, deeper(ind), tail));
    return;
  }
  if (op === undefined) {
    if (brokenCall(part, ind, tail, o)) return;
    o.stable = false;
    o.lines.push(`${ind}${part}${tail}`);
    return;
  }
  const pieces = splitTop(part.slice(1, -1), op);
  const deep = deeper(ind);
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    const [at, open, end] = [i === 0 ? ind : deep, i === 0 ? "(" : "", i === pieces.length - 1 ? `)${tail}` : op.trimEnd()];
    const l = `${at}${open}${piece}${end}`;
    const sep = over(o, l) ? comparison(piece) : undefined;
    if (sep === undefined && over(o, l) && brokenCall(`${open}${piece}`, at, end, o)) continue;
    // A comparison too long for its line breaks after its operator, its right side one level deeper than the line.
    put(o, ...(sep === undefined ? [l] : compared(piece, sep, `${at}${open}`, deeper(at), end)));
  }
}

/** A call at the start of an operand, after an opening parenthesis perhaps: its callee (with a `!`) and where its `(` is. */
const CALLED = /^\(?!?[A-Za-z_$][\w$.]*\(/;

/**
 * An operand of a chain that is a call, or starts with one, too long for its line, laid out
 * as prettier breaks it: the call's arguments one a line (an argument that is a call too long
 * for its line broken the same way), what follows the call after its `)`; a negated
 * parenthesized operand, `!(...)`, between `!(` and `)` one level deeper. False, writing
 * nothing, for any other operand.
 */
function brokenCall(part: string, ind: string, tail: string, o: Out): boolean {
  if (part.startsWith("!(") && closer(part, 1) === part.length - 1) {
    const start = o.lines.length;
    o.lines.push(`${ind}!(`);
    const inner = part.slice(2, -1);
    const at = deeper(ind);
    const sep = [" !== ", " === "].find((x) => splitTop(inner, x).length === 2);
    const sides = sep === undefined ? undefined : compared(inner, sep, at, at);
    // Between the parentheses a comparison breaks after its operator first, both sides at one indent.
    if (!over(o, `${at}${inner}`)) o.lines.push(`${at}${inner}`);
    else if (sides !== undefined && !over(o, sides[0])) put(o, ...sides);
    else if (!brokenCall(inner, at, "", o)) {
      o.lines.length = start;
      return false;
    }
    o.lines.push(`${ind})${tail}`);
    return true;
  }
  const open = CALLED.exec(part)?.[0].length;
  const end = open === undefined ? -1 : closer(part, open - 1);
  if (open === undefined || end < 0) return false;
  // Prettier breaks the call only when it does not fit up to the first break after it (an operator's, or the chain's).
  const rest = part.slice(end + 1);
  if (!over(o, `${ind}${part.slice(0, end + 1)}${rest === "" ? tail : (/^ \S+/.exec(rest)?.[0] ?? rest)}`)) return false;
  o.lines.push(`${ind}${part.slice(0, open)}`);
  for (const a of splitTop(part.slice(open, end), ",")) {
    const l = `${deeper(ind)}${a},`;
    if (!over(o, l) || !CALLED.test(a) || !brokenCall(a, deeper(ind), ",", o)) put(o, l);
  }
  put(o, `${ind})${part.slice(end + 1)}${tail}`);
  return true;
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
  const lines = [`${ind}function ${h.fn}(`, ...h.params.map((p) => `${ind}  ${p},`), `${ind}): ${h.ret} {`];
  // A return type too long for the line of the `)` breaks as prettier breaks a type annotation.
  if (h.retDoc !== undefined && over(o, lines[lines.length - 1] as string)) {
    lines.pop();
    for (const l of printDoc([")", ": ", h.retDoc(), " {"], WIDTH - ind.length).split("\n")) lines.push(`${ind}${l}`);
  }
  put(o, ...lines);
}
