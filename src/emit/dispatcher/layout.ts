// Line layout for the dispatcher's code, as prettier prints it (width 100): a construct
// that fits stays on one line, one that does not breaks where prettier breaks it.
import { codeIsAscii, textWidth, WIDTH } from "../printer.js";
import type { DispatcherFile } from "./file.js";
import { binaryDoc, callDoc, constDoc, printed } from "./docs.js";
import { exprDoc, exprText, textDoc } from "../expr-doc.js";
import { parseExpr, type Node } from "../expr-parse.js";

// How lines are measured while a file is written: by their length, every piece taken to be
// ASCII, or (`exact`) in columns as prettier counts them. Set only by `measuredText`.
let exact = false;

/** True when a line of code fits the width. */
export function fits(line: string): boolean {
  return (exact ? textWidth(line) : line.length) <= WIDTH;
}

/**
 * A file's sections of text from `write`, laid out first with each line's length for its
 * width. Every piece measured is code that lands on a code line, so when those lines are
 * ASCII the widths were exact; otherwise the text is written again, each line measured in
 * columns.
 */
export function measuredText(write: () => string[]): string[] {
  const text = write();
  if (text.every(codeIsAscii)) return text;
  exact = true;
  try {
    return write();
  } finally {
    exact = false;
  }
}

/** `head(a, b): ret {`, or one parameter a line (with a trailing comma) past the width. */
export function signature(head: string, params: readonly string[], tail: string, indent = ""): string {
  const flat = `${indent}${head}(${params.join(", ")})${tail}`;
  if (fits(flat) || params.length === 0) return `${flat}\n`;
  return `${indent}${head}(\n${params.map((p) => `${indent}  ${p},\n`).join("")}${indent})${tail}\n`;
}

/** `lead callee(a, b);`, or a last arrow hugged, or one argument a line past the width. */
export function callStatement(lead: string, callee: string, args: readonly string[], indent = "  "): string {
  const flat = `${indent}${lead}${callee}(${args.join(", ")});`;
  if (fits(flat) || args.length === 0) return `${flat}\n`;
  const read = parseExpr(`${callee}(${args.join(", ")})`);
  const hugged = read?.t === "call" ? huggedArrow(read, indent, lead, ";") : undefined;
  if (hugged) return hugged;
  const call = callDoc(callee, args.map((a) => textDoc(a)));
  // A declaration's call moves under its `=` when its `(` does not fit after it, as prettier's fluid assignment does.
  const decl = /^const ([\w$]+) = (await )?$/.exec(lead);
  return printed([decl ? constDoc(decl[1] as string, [decl[2] ?? "", call]) : [lead, call], ";"], indent);
}

/** `if (cond) return value;`, with the `return` on a line of its own past the width. */
export function ifReturn(cond: string, value: string, indent = "  "): string {
  const flat = `${indent}if (${cond}) return ${value};`;
  if (fits(flat)) return `${flat}\n`;
  const ret = `${indent}  return ${value};`;
  return `${ifHead(cond, indent)}${fits(ret) ? ret : breakReturn(value, `${indent}  `)}\n`;
}

/**
 * `if (cond)tail`, or past the width the test between the parentheses on a line of its own;
 * still too long there, a comparison broken after its operator (both sides at the test's
 * indent, as prettier leaves a binary in an `if`), a call (negated or not) broken as an expression.
 */
export function ifHead(cond: string, indent: string, tail = ""): string {
  const flat = `${indent}if (${cond})${tail}`;
  if (fits(flat)) return `${flat}\n`;
  const inner = `${indent}  `;
  const read = parseExpr(cond);
  const test = fits(`${inner}${cond}`)
    ? `${inner}${cond}\n`
    : read?.t === "bin" && (read.op === "===" || read.op === "!==") && !/ (?:&&|\|\|) /.test(cond)
      ? printed(binaryDoc(exprDoc(read.left, "call"), read.op, exprDoc(read.right, "call")), inner)
      : cond.startsWith("!")
        ? exprLines(cond.slice(1), inner, "!")
        : exprLines(cond, inner);
  return `${indent}if (\n${test}${indent})${tail}\n`;
}

/** `return step(value, ...args);` when `value` is there, else `resume` once its promise settles: a direct call on the common path. */
export function stepStatements(f: DispatcherFile, value: string, step: string, args: readonly string[], indent = "  "): string {
  return ifReturn(`${value} instanceof Promise`, `${f.gate("resume")}(${[value, step, ...args].join(", ")})`, indent) + callStatement("return ", step, [value, ...args], indent);
}

/** `return value;`; past the width the value goes in parentheses, and a `+` chain that still does not fit puts each operand on its own line. */
export function returnStatement(value: string, indent = "  "): string {
  const flat = `${indent}return ${value};`;
  if (fits(flat)) return `${flat}\n`;
  const inner = `${indent}  `;
  const parts = operands(parseExpr(value));
  // A lone literal cannot be broken, and prettier gives it no parentheses.
  if (parts.length < 2) return `${flat}\n`;
  if (fits(`${inner}${value}`)) return `${indent}return (\n${inner}${value}\n${indent});\n`;
  return `${indent}return (\n${inner}${parts.map(exprText).join(` +\n${inner}`)}\n${indent});\n`;
}

/** The operands of a `+` chain, left to right; none when `n` is not one. */
function operands(n: Node | undefined): Node[] {
  return n?.t === "bin" && n.op === "+" ? [...(n.left.t === "bin" && n.left.op === "+" ? operands(n.left) : [n.left]), n.right] : [];
}

// `return f(x, "text");` past the width: prettier breaks the outermost call's arguments.
function breakReturn(value: string, indent: string): string {
  return exprLines(value, indent, "return ", ";").slice(0, -1);
}

/**
 * `lead expr trail` on a line at `indent`, broken as prettier breaks it past the width: a
 * call's arguments and an array's items one a line (each laid out again), an arrow's body on
 * the next line, a spread as what it spreads and (`arg`, an argument) a `+` chain one operand
 * a line. Any other expression stays on its line, as prettier leaves it.
 */
export function exprLines(expr: string, indent: string, lead = "", trail = "", arg = false): string {
  const flat = `${indent}${lead}${expr}${trail}`;
  if (fits(flat)) return `${flat}\n`;
  const read = parseExpr(expr);
  return read === undefined ? `${flat}\n` : nodeLines(read, indent, lead, trail, arg);
}

/** `lead n trail` laid out as exprLines lays out its text. */
function nodeLines(n: Node, indent: string, lead: string, trail: string, arg: boolean): string {
  const flat = `${indent}${lead}${exprText(n)}${trail}`;
  if (fits(flat)) return `${flat}\n`;
  const inner = `${indent}  `;
  const each = (items: readonly Node[]): string => items.map((a) => nodeLines(a, inner, "", ",", true)).join("");
  // A call or list the document leaves as its text (a hugged argument, numbers prettier fills) stays on its line.
  const asText = typeof exprDoc(n, "call") === "string";
  switch (n.t) {
    case "spread":
      return nodeLines(n.arg, indent, `${lead}...`, trail, false);
    case "arrow":
      return `${indent}${lead}${n.params} =>\n${nodeLines(n.body, inner, "", trail, false)}`;
    case "list":
      return asText ? `${flat}\n` : `${indent}${lead}[\n${each(n.items)}${indent}]${trail}\n`;
    case "member":
      // A property read of a call's result: the document decides whether the read moves to a line of its own.
      return n.obj.t === "call" && named(n.obj.callee) ? printed([lead, exprDoc(n, "call"), trail], indent) : `${flat}\n`;
    case "call": {
      const hugged = huggedArrow(n, indent, lead, trail);
      if (hugged) return hugged;
      if (asText || !named(n.callee) || n.args.length === 0) return `${flat}\n`;
      return `${indent}${lead}${exprText(n.callee)}(\n${each(n.args)}${indent})${trail}\n`;
    }
    case "bin":
      return arg && lead === "" && n.op === "+" ? printed([exprDoc(n, "call"), trail], indent) : `${flat}\n`;
    default:
      return `${flat}\n`;
  }
}

/** Whether `n` is a name or a chain of property reads from one. */
function named(n: Node): boolean {
  return n.t === "atom" ? /^[A-Za-z_$]/.test(n.s) : n.t === "member" && !n.s.startsWith("?") && named(n.obj);
}

/**
 * A call of a name, or of a method of a call's result, whose last argument is an arrow:
 * prettier keeps the call's head and the arrow's `=>` on the line when they fit, the arrow's
 * body on the next line; else every argument on a line of its own. Undefined for any other
 * call, or when not even the call's `(` fits.
 */
function huggedArrow(n: Node & { t: "call" }, indent: string, lead: string, trail: string): string | undefined {
  const c = n.callee;
  // The method's call takes no call, nor any parenthesis, in its arguments.
  const method = c.t === "member" && c.obj.t === "call" && named(c.obj.callee) && !/[()`]/.test(c.obj.args.map(exprText).join(", "));
  const arrow = n.args[n.args.length - 1];
  if ((!named(c) && !method) || arrow?.t !== "arrow") return undefined;
  const callee = `${exprText(c)}(`;
  const head = `${indent}${lead}${callee}${[...n.args.slice(0, -1).map(exprText), `${arrow.params} =>`].join(", ")}`;
  // Its head past the width, prettier breaks every argument out instead, each laid out again.
  if (!fits(head) && fits(`${indent}${lead}${callee}`)) return `${indent}${lead}${callee}\n${n.args.map((a) => nodeLines(a, `${indent}  `, "", ",", true)).join("")}${indent})${trail}\n`;
  // Hugged, the body goes on the next line, broken again there when still too long.
  return fits(head) ? `${head}\n${nodeLines(arrow.body, `${indent}  `, "", ",", false)}${indent})${trail}\n` : undefined;
}
