// Line layout for the dispatcher's code, as prettier prints it (width 100): a construct
// that fits stays on one line, one that does not breaks where prettier breaks it. What
// these rules do not cover shows as a line still past the width, and `fitsWidth` then
// leaves the file to prettier.
import { codeIsAscii, textWidth, WIDTH } from "../printer.js";


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

/** `lead callee(a, b);`, or one argument a line past the width. */
export function callStatement(lead: string, callee: string, args: readonly string[], indent = "  "): string {
  const flat = `${indent}${lead}${callee}(${args.join(", ")});`;
  if (fits(flat) || args.length === 0) return `${flat}\n`;
  return `${indent}${lead}${callee}(\n${args.map((a) => `${indent}  ${a},\n`).join("")}${indent});\n`;
}

/** `if (cond) return value;`, with the `return` on a line of its own past the width. */
export function ifReturn(cond: string, value: string, indent = "  "): string {
  const flat = `${indent}if (${cond}) return ${value};`;
  if (fits(flat)) return `${flat}\n`;
  const ret = `${indent}  return ${value};`;
  return `${indent}if (${cond})\n${fits(ret) ? ret : breakReturn(value, `${indent}  `)}\n`;
}

/** `return step(value, ...args);` when `value` is there, else `resume` once its promise settles: a direct call on the common path. */
export function stepStatements(value: string, step: string, args: readonly string[], indent = "  "): string {
  return ifReturn(`${value} instanceof Promise`, `resume(${[value, step, ...args].join(", ")})`, indent) + callStatement("return ", step, [value, ...args], indent);
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
  const m = /^([\w.$]+)\((.*)\)$/s.exec(value);
  const args = m?.[2] !== undefined ? splitArgs(m[2]) : undefined;
  if (!m || !args) return `${indent}return ${value};`;
  return `${indent}return ${m[1]}(\n${args.map((a) => argLine(a, `${indent}  `)).join("")}${indent});`;
}

// One broken argument; a `+` chain past the width puts each operand on its own line.
function argLine(arg: string, indent: string): string {
  const parts = splitTop(arg, " + ");
  if (fits(`${indent}${arg},`) || parts.length < 2) return `${indent}${arg},\n`;
  return `${indent}${parts.join(` +\n${indent}  `)},\n`;
}

/** The top-level arguments of an argument list, or undefined when it cannot tell (a template). */
export function splitArgs(list: string): string[] | undefined {
  return list.includes("`") ? undefined : splitTop(list, ",");
}

// `text` split at `sep` outside strings and brackets, each part trimmed.
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === '"') quote = false;
    } else if (ch === '"') quote = true;
    else if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i).trim());
      start = i + sep.length;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}
