// Line layout for the dispatcher's code, as prettier prints it (width 100): a construct
// that fits stays on one line, one that does not breaks where prettier breaks it.
import { codeIsAscii, textWidth, WIDTH } from "../printer.js";
import type { DispatcherFile } from "./file.js";
import { closer, scan, splitTop } from "../scan.js";
import { binaryDoc, callDoc, constDoc, printed } from "./docs.js";
import { textDoc } from "../expr-doc.js";

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

// An arrow function with an expression body: its parameters and its body.
const ARROW = /^(\([\w$, ]*\)) => ([^{].*)$/s;

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
  const hugged = huggedArrow(`${callee}(${args.join(", ")})`, indent, lead, ";");
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
  const op = ["===", "!=="].find((o) => splitTop(cond, ` ${o} `).length === 2);
  const [left, right] = op ? splitTop(cond, ` ${op} `) : [];
  const test = fits(`${inner}${cond}`)
    ? `${inner}${cond}\n`
    : op && left && right && !/ (?:&&|\|\|) /.test(cond)
      ? printed(binaryDoc(textDoc(left), op, textDoc(right)), inner)
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
  const parts = splitTop(value, " + ");
  // A lone literal cannot be broken, and prettier gives it no parentheses.
  if (parts.length < 2) return `${flat}\n`;
  if (fits(`${inner}${value}`)) return `${indent}return (\n${inner}${value}\n${indent});\n`;
  return `${indent}return (\n${inner}${parts.join(` +\n${inner}`)}\n${indent});\n`;
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
  const inner = `${indent}  `;
  if (expr.startsWith("...")) return exprLines(expr.slice(3), indent, `${lead}...`, trail);
  const arrow = ARROW.exec(expr);
  if (arrow) return `${indent}${lead}${arrow[1]} =>\n${exprLines(arrow[2] ?? "", inner, "", trail)}`;
  const hugged = huggedArrow(expr, indent, lead, trail);
  if (hugged) return hugged;
  // A property read of a call's result: the document decides whether the read moves to a line of its own.
  if (/^[\w.$]+\(.*\)\.[\w$]+$/s.test(expr) && closer(expr, expr.indexOf("(")) === expr.lastIndexOf(".") - 1) return printed([lead, textDoc(expr), trail], indent);
  const call = /^([\w.$]+)\(/.exec(expr);
  if (call && closer(expr, call[0].length - 1) === expr.length - 1) {
    const args = splitArgs(expr.slice(call[0].length, -1));
    // A function or literal first or last may be hugged by prettier: a layout not written here.
    const hugs = args?.some((a, i) => (i === 0 || i === args.length - 1) && /^(\[|\{|\(|function\b|`)/.test(a));
    if (!args || hugs || args.every((a) => a === "")) return `${flat}\n`;
    return `${indent}${lead}${call[1]}(\n${args.map((a) => exprLines(a, inner, "", ",", true)).join("")}${indent})${trail}\n`;
  }
  if (expr.startsWith("[") && closer(expr, 0) === expr.length - 1) {
    const items = splitArgs(expr.slice(1, -1));
    // Prettier fills a list of numbers as many a line as fit.
    if (!items || items.every((i) => /^[\d.-]*$/.test(i))) return `${flat}\n`;
    return `${indent}${lead}[\n${items.map((i) => exprLines(i, inner, "", ",", true)).join("")}${indent}]${trail}\n`;
  }
  const parts = arg && lead === "" ? splitTop(expr, " + ") : [];
  if (parts.length > 1) return printed([textDoc(expr), trail], indent);
  return `${flat}\n`;
}

/**
 * A call of a name, or of a method of a call's result, whose last argument is an arrow:
 * prettier keeps the call's head and the arrow's `=>` on the line when they fit, the arrow's
 * body on the next line; else every argument on a line of its own. Undefined for any other
 * expression, or when not even the call's `(` fits.
 */
function huggedArrow(expr: string, indent: string, lead: string, trail: string): string | undefined {
  const callee = /^[\w.$]+(?:\([^()`]*\)\.[\w$]+)?\(/.exec(expr)?.[0];
  if (!callee || closer(expr, callee.length - 1) !== expr.length - 1) return undefined;
  const args = splitArgs(expr.slice(callee.length, -1));
  const arrow = args && ARROW.exec(args[args.length - 1] ?? "");
  if (!args || !arrow) return undefined;
  const head = `${indent}${lead}${callee}${[...args.slice(0, -1), `${arrow[1]} =>`].join(", ")}`;
  // Its head past the width, prettier breaks every argument out instead, each laid out again.
  if (!fits(head) && fits(`${indent}${lead}${callee}`)) return `${indent}${lead}${callee}\n${args.map((a) => exprLines(a, `${indent}  `, "", ",", true)).join("")}${indent})${trail}\n`;
  // Hugged, the body goes on the next line, broken again there when still too long.
  return fits(head) ? `${head}\n${exprLines(arrow[2] as string, `${indent}  `, "", ",")}${indent})${trail}\n` : undefined;
}

/** The top-level arguments of an argument list, or undefined when it cannot tell (a template). */
export function splitArgs(list: string): string[] | undefined {
  return list.includes("`") ? undefined : splitTop(list, ",");
}
