// Documents of the dispatcher's statements for the doc printer: a call, a list, an object,
// a property, a comparison and an assignment built as prettier builds them, so prettier's
// own rules decide where a line too long for the width breaks.
import { align, fluid, group, ifBreak, indent, join, line, printDoc, softline, type Doc } from "../doc.js";
import { WIDTH } from "../printer.js";
import { closer, splitTop } from "../scan.js";
import { splitArgs } from "./layout.js";

/** Items between brackets: flat when they fit, else one a line with a trailing comma. */
function bracketed(open: string, items: readonly Doc[], close: string): Doc {
  return group([open, indent([softline, join([",", line], items)]), ifBreak(","), softline, close]);
}

/** `callee(a, b)`: its arguments one a line when the call does not fit (no argument hugged). */
export function callDoc(callee: string, args: readonly Doc[]): Doc {
  return args.length === 0 ? `${callee}()` : [callee, bracketed("(", args, ")")];
}

/** `[a, b]`: its items one a line when the list does not fit. */
export function listDoc(items: readonly Doc[]): Doc {
  return items.length === 0 ? "[]" : bracketed("[", items, "]");
}

/** `{ a, b }`: its properties one a line when the object does not fit. */
export function objectDoc(props: readonly Doc[]): Doc {
  return group(["{", indent([line, join([",", line], props)]), ifBreak(","), line, "}"]);
}

/** `callee({ ... })`: a call of one object, hugged, its braces at the parentheses. */
export function huggedDoc(callee: string, props: readonly Doc[]): Doc {
  return [callee, "(", objectDoc(props), ")"];
}

// A key prettier never breaks after: one shorter than the indent it would gain.
const SHORT_KEY = /^[A-Za-z_$][\w$]{0,3}$/;

// A value that cannot break: a string, a name or a chain of property reads.
const UNBROKEN = /^(?:"(?:[^"\\]|\\.)*"|[\w$]+(?:\.[\w$]+)*)$/;

/** `key: value`; a value that cannot break moves under its key when too long, as prettier breaks after the operator. */
export function propDoc(key: string, value: Doc): Doc {
  return typeof value === "string" && UNBROKEN.test(value) && !SHORT_KEY.test(key) ? afterOperator(`${key}:`, value) : [key, ": ", value];
}

/** `head rhs`: the right side on the next line, indented, when it does not fit after the operator that ends `head`. */
export function afterOperator(head: string, rhs: Doc): Doc {
  return group([head, group(indent([line, rhs]))]);
}

/** `const name = rhs`, the right side a call: prettier's fluid assignment. */
export function constDoc(name: string, rhs: Doc): Doc {
  return fluid(`const ${name}`, rhs);
}

/** `left op right`, broken after its operator (a comparison, `??`): a binary expression as prettier groups its right side. */
export function binaryDoc(left: Doc, op: string, right: Doc): Doc {
  return [left, " ", group([op, line, right])];
}

// An arrow function with an expression body: its parameters and its body.
const ARROW = /^(\([\w$, ]*\)) => ([^{].*)$/s;

/**
 * The document of an expression the dispatcher writes: a call of a name with its arguments,
 * a list, a spread, an arrow, a `+` chain (`body`: an arrow's) or a call's property read, each
 * part again an expression; anything else is text.
 */
export function exprDoc(expr: string, body = false): Doc {
  if (expr.startsWith("...")) return ["...", exprDoc(expr.slice(3))];
  const arrow = ARROW.exec(expr);
  // Prettier puts an arrow's body (here never an object or a block) under its `=>` when it does not fit.
  if (arrow) return group([arrow[1] as string, " =>", group(indent([line, exprDoc(arrow[2] as string, true)]))]);
  const parts = splitTop(expr, " + ");
  // A chain of two is grouped again after its operator; a longer one breaks at every `+`; an arrow's body is not indented again.
  const rest = (d: Doc): Doc => (body ? d : indent(d));
  if (parts.length === 2) return group([exprDoc(parts[0] as string), rest([" ", group(["+", line, exprDoc(parts[1] as string)])])]);
  if (parts.length > 2) return group([exprDoc(parts[0] as string), rest(parts.slice(1).map((p) => [" +", line, exprDoc(p)]))]);
  // A property read of a call's result moves to the next line, indented, when it does not fit after the call.
  const read = /^(.*\))(\.[\w$]+)$/s.exec(expr);
  if (read && /^[\w.$]+\(/.test(expr) && closer(expr, expr.indexOf("(")) === (read[1] as string).length - 1) return [exprDoc(read[1] as string), group(indent([softline, read[2] as string]))];
  const call = /^([\w.$]+)\(/.exec(expr);
  if (call && closer(expr, call[0].length - 1) === expr.length - 1) {
    const args = splitArgs(expr.slice(call[0].length, -1));
    // A function or literal first or last may be hugged by prettier: left as text, its line past the width leaves the file to prettier.
    const hugs = args?.some((a, i) => (i === 0 || i === args.length - 1) && /^(\[|\{|\(|function\b|`)/.test(a));
    if (args && !hugs && args.some((a) => a !== "")) return callDoc(call[1] as string, args.map((a) => exprDoc(a)));
  }
  if (expr.startsWith("[") && closer(expr, 0) === expr.length - 1) {
    const items = splitArgs(expr.slice(1, -1));
    // Prettier fills a list of numbers as many a line as fit: left as text.
    if (items && !items.every((i) => /^[\d.-]*$/.test(i))) return listDoc(items.map((i) => exprDoc(i)));
  }
  return expr;
}

/** A statement's document printed at `at`, ending in a newline. */
export function printed(doc: Doc, at: string): string {
  return `${printDoc([at, align(at.length, doc)], WIDTH)}\n`;
}
