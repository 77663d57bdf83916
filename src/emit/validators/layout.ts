// The statements of `validators.ts` as a small tree, laid out the way prettier prints them
// (printWidth 100, two-space indent), so the file needs no formatting pass. Only the shapes
// the emitter writes are known here; a line that would need any other layout marks the file
// unstable, and `build` then formats it with prettier as before.
import { textWidth } from "../printer.js";

/** A call `fn(args)`; a sole `object` argument is hugged as prettier does (`fn({ ... })`). */
export interface CallExpr {
  readonly call: string;
  readonly args: readonly Expr[];
  readonly object?: boolean;
}

/** Strings joined by `+`. */
export interface Concat {
  readonly concat: readonly string[];
}

/** An expression: plain text that never breaks, a call, or a concatenation. */
export type Expr = string | CallExpr | Concat;

/** A condition: one text, or operands of one `&&` / `||` chain that break one per line. */
export type Cond = string | { readonly op: "&&" | "||"; readonly parts: readonly string[] };

/** One branch of an `if` chain; a list body is a braced block, a single statement is not. */
export interface Branch {
  readonly cond?: Cond;
  readonly body: Stmt | readonly Stmt[];
}

/** A function header: `function name(params): ret`. */
export interface FnHead {
  readonly fn: string;
  readonly params: readonly string[];
  readonly ret: string;
}

/** A statement: a line (or pre-formatted lines), an expression statement, an `if` chain or a block. */
export type Stmt =
  | string
  | { readonly expr: Expr; readonly prefix?: string }
  | { readonly branches: readonly Branch[] }
  | { readonly head: string | FnHead; readonly body: readonly Stmt[]; readonly tail?: string };

const WIDTH = 100;

/** Laid-out text, and whether every line is one prettier would print unchanged. */
export interface Laid {
  readonly text: string;
  readonly stable: boolean;
}

/** Lays out statements at an indent of `depth` levels. */
export function layout(stmts: readonly Stmt[], depth = 0): Laid {
  const state = { stable: true };
  const text = stmtLines(stmts, "  ".repeat(depth), state).join("\n") + "\n";
  return { text, stable: state.stable };
}

type State = { stable: boolean };

const fits = (line: string): boolean => textWidth(line) <= WIDTH;
const isComment = (line: string): boolean => /^\s*(\/\/|\/\*\*|\*)/.test(line);
const isStringLiteral = (s: string): boolean => /^"(?:[^"\\]|\\.)*"$/.test(s);

/** An expression on one line. */
export function flat(e: Expr): string {
  if (typeof e === "string") return e;
  if ("concat" in e) return e.concat.join(" + ");
  const args = e.args.map(flat).join(", ");
  return e.object ? `${e.call}({ ${args} })` : `${e.call}(${args})`;
}

/** An expression that starts after `lead` on a line indented `ind` and is followed by `trail`. */
function exprLines(e: Expr, ind: string, lead: string, trail: string, s: State): string[] {
  const one = `${ind}${lead}${flat(e)}${trail}`;
  if (fits(one)) return [one];
  if (typeof e === "string") {
    // A string literal never breaks; any other long text is a layout this module does not know.
    if (!isStringLiteral(e)) s.stable = false;
    return [one];
  }
  if ("concat" in e) {
    const [first = "", ...rest] = e.concat;
    if (!isStringLiteral(first) && !fits(`${ind}${lead}${first} +`)) s.stable = false;
    return [`${ind}${lead}${first} +`, ...rest.map((p, i) => `${ind}  ${p}${i === rest.length - 1 ? trail : " +"}`)];
  }
  if (e.object) {
    const props = e.args.map((a) => exprLines(a, `${ind}  `, "", ",", s)).flat();
    return [`${ind}${lead}${e.call}({`, ...props, `${ind}})${trail}`];
  }
  const args = e.args.map((a) => exprLines(a, `${ind}  `, "", ",", s)).flat();
  // Past the width even when broken, prettier would break before the call instead.
  if (!fits(`${ind}${lead}${e.call}(`)) s.stable = false;
  return [`${ind}${lead}${e.call}(`, ...args, `${ind})${trail}`];
}

function condText(c: Cond): string {
  return typeof c === "string" ? c : c.parts.join(` ${c.op} `);
}

/** `lead + kw (cond)` and the text after it, breaking a chain condition one operand per line. */
function headLines(lead: string, kw: string, cond: Cond, after: string, ind: string, s: State): string[] {
  const one = `${lead}${kw} (${condText(cond)})${after}`;
  if (fits(one)) return [one];
  if (typeof cond === "string" || cond.parts.length < 2) {
    s.stable = false;
    return [one];
  }
  const parts = cond.parts.map((p, i) => `${ind}  ${p}${i === cond.parts.length - 1 ? "" : ` ${cond.op}`}`);
  for (const p of parts) if (!fits(p)) s.stable = false;
  return [`${lead}${kw} (`, ...parts, `${ind})${after}`];
}

function branchLines(b: readonly Branch[], ind: string, s: State, out: string[]): void {
  let braced = false;
  b.forEach((br, i) => {
    const kw = i === 0 ? "if" : br.cond !== undefined ? "else if" : "else";
    // After a block, `else` follows its closing brace; after a statement, it starts a line.
    const lead = braced ? `${out.pop() ?? ""} ` : ind;
    if (Array.isArray(br.body)) {
      const head = br.cond !== undefined ? headLines(lead, kw, br.cond, " {", ind, s) : [`${lead}${kw} {`];
      for (const l of head) out.push(l);
      stmtLines(br.body as readonly Stmt[], `${ind}  `, s, out);
      out.push(`${ind}}`);
      braced = true;
      return;
    }
    const body = br.body as Stmt;
    const one = stmtLines([body], "", { stable: true });
    const head = br.cond !== undefined ? `${lead}${kw} (${condText(br.cond)})` : `${lead}${kw}`;
    if (one.length === 1 && fits(`${head} ${one[0]}`)) out.push(`${head} ${one[0]}`);
    else {
      for (const l of br.cond !== undefined ? headLines(lead, kw, br.cond, "", ind, s) : [head]) out.push(l);
      stmtLines([body], `${ind}  `, s, out);
    }
    braced = false;
  });
}

function fnHead(h: FnHead, ind: string, s: State): string[] {
  const one = `${ind}function ${h.fn}(${h.params.join(", ")}): ${h.ret} {`;
  if (fits(one)) return [one];
  const close = `${ind}): ${h.ret} {`;
  if (!fits(close)) s.stable = false;
  return [`${ind}function ${h.fn}(`, ...h.params.map((p) => `${ind}  ${p},`), close];
}

/** Blank lines only between statements, one at most, as prettier keeps them. */
function tidy(stmts: readonly Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  for (const st of stmts) if (st !== "" || (out.length > 0 && out[out.length - 1] !== "")) out.push(st);
  while (out[out.length - 1] === "") out.pop();
  return out;
}

/** The lines of statements at indent `ind`, appended to `out` (one array for a whole file, not one per block). */
function stmtLines(stmts: readonly Stmt[], ind: string, s: State, out: string[] = []): string[] {
  for (const st of tidy(stmts)) {
    if (typeof st === "string") {
      for (const l of st.split("\n")) {
        // Measured apart from the indent, so the joined line is never flattened just to be measured.
        if (ind.length + textWidth(l) > WIDTH && !isComment(l)) s.stable = false;
        out.push(l === "" ? "" : ind + l);
      }
    } else if ("expr" in st) for (const l of exprLines(st.expr, ind, st.prefix ?? "", ";", s)) out.push(l);
    else if ("branches" in st) branchLines(st.branches, ind, s, out);
    else {
      // `f({` hugs its brace; any other head is followed by a space.
      const open = typeof st.head === "string" && st.head.endsWith("(") ? "{" : " {";
      const head = typeof st.head === "string" ? `${ind}${st.head}${open}`.split("\n") : fnHead(st.head, ind, s);
      for (const l of head) {
        if (!fits(l) && !isComment(l)) s.stable = false;
        out.push(l);
      }
      stmtLines(st.body, `${ind}  `, s, out);
      out.push(`${ind}}${st.tail ?? ""}`);
    }
  }
  return out;
}
