// Documents of the dispatcher's statements for the doc printer: a call, a list, an object,
// a property, a comparison and an assignment built as prettier builds them, so prettier's
// own rules decide where a line too long for the width breaks.
import { align, fluid, group, ifBreak, indent, join, line, printDoc, type Doc } from "../doc.js";
import { bracketed } from "../expr-doc.js";
import { WIDTH } from "../printer.js";

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

/** A statement's document printed at `at`, ending in a newline. */
export function printed(doc: Doc, at: string): string {
  return `${printDoc([at, align(at.length, doc)], WIDTH)}\n`;
}
