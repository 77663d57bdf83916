// The statements of `validators.ts` as a small tree, laid out the way prettier prints them
// (printWidth 100, two-space indent), so the file needs no formatting pass: every shape the
// emitter writes is laid out here as prettier lays it out (tests hold the text to prettier's).
import { group, indent as docIndent, join, line, softline } from "../doc.js";
import { exprDoc } from "../expr-doc.js";
import { parseExpr } from "../expr-parse.js";
import { splitTop } from "../scan.js";
import { codeIsAscii, isAscii, textWidth, WIDTH } from "../printer.js";
import { deeper, docLines, exprLines, fnHead, headLines, indent } from "./lines.js";
import { condLength, condText, flat, flatLength, isComment, over, put, type Out } from "./measure.js";
import type { Branch, Cond, Expr, Stmt, Typed } from "./stmt.js";

export type { Branch, CallExpr, Concat, Cond, Expr, FnHead, Stmt, Typed } from "./stmt.js";

/** Laid-out text. */
export interface Laid {
  readonly text: string;
}

/** Lays out statements at an indent of `depth` levels. */
export function layout(stmts: readonly Stmt[], depth = 0): Laid {
  return measured((o) => stmtLines(stmts, indent(2 * depth), o));
}

/**
 * Lays out groups of statements (the check functions) each as `layout` would, as one text
 * with a blank line between; a group that lays out blank is left out, as `tsFile` leaves out
 * a blank section. One array and one join for all of them, not one per group.
 */
export function layoutAll(groups: readonly (readonly Stmt[])[]): Laid {
  return measured((o) => {
    for (const group of groups) {
      const start = o.lines.length;
      if (start > 0) o.lines.push("");
      stmtLines(group, "", o);
      let blank = true;
      for (let i = start; i < o.lines.length && blank; i++) blank = (o.lines[i] as string).trim() === "";
      if (!blank) continue;
      // Left out of the text, so the test of the text for ASCII must see them here.
      if (!o.exact && !isAscii(o.lines.slice(start).join(""))) o.ascii = false;
      o.lines.length = start;
    }
  });
}

/**
 * Lays out lines with `write`, first taking every piece to be ASCII. Every piece of code
 * measured is on a code line of the text (a comment line's width decides nothing), so when
 * those lines are ASCII each width taken was exact; else it is laid out again, measuring
 * each line built.
 */
function measured(write: (o: Out) => void): Laid {
  const o: Out = { lines: [], exact: false, ascii: true };
  write(o);
  const text = o.lines.join("\n") + "\n";
  if (o.ascii && codeIsAscii(text)) return { text };
  const exact: Out = { lines: [], exact: true, ascii: true };
  write(exact);
  return { text: exact.lines.join("\n") + "\n" };
}

/** The lines of statements at indent `ind`; blank lines only between statements, one at most, as prettier keeps them. */
function stmtLines(stmts: readonly Stmt[], ind: string, o: Out): void {
  let seen = false;
  let blank = false;
  for (const st of stmts) {
    if (st === "") {
      blank = seen;
      continue;
    }
    if (blank) {
      o.lines.push("");
      blank = false;
    }
    seen = true;
    stmtLine(st, ind, o);
  }
}

function stmtLine(st: Stmt, ind: string, o: Out): void {
  if (typeof st === "string") textLines(st, ind, o);
  else if ("expr" in st) exprLines(st.expr, ind, st.prefix ?? "", ";", o);
  else if ("doc" in st) typedLines(st, ind, o);
  else if ("branches" in st) branchLines(st.branches, ind, o);
  else {
    const h = st.head;
    if (typeof h !== "string" && "doc" in h) typedLines(h, ind, o);
    else if (typeof h !== "string") fnHead(h, ind, o);
    else {
      // `f({` hugs its brace; any other head is followed by a space. Lines after a head's first are not indented.
      const open = h.endsWith("(") ? "{" : " {";
      if (h.startsWith("for (") && over(o, `${ind}${h}${open}`)) forHead(h, ind, o);
      else put(o, ...`${ind}${h}${open}`.split("\n"));
    }
    stmtLines(st.body, deeper(ind), o);
    o.lines.push(`${ind}}${st.tail ?? ""}`);
  }
}

/** A `for` head too long for its line: its three clauses between the parentheses, as prettier breaks them (a test broken after its operator). */
function forHead(h: string, ind: string, o: Out): void {
  const parts = splitTop(h.slice(5, -1), "; ");
  // A `for ... of` head has no clauses to break between.
  if (parts.length !== 3) return put(o, `${ind}${h} {`);
  const clauses = parts.map((c) => {
    const read = parseExpr(c);
    return read === undefined ? c : exprDoc(read, "for");
  });
  docLines(["for (", group([docIndent([softline, join([";", line], clauses)]), softline]), ") {"], ind, o);
}

/** A typed declaration: its one line when that fits at `ind`, else its document laid out in the columns left. */
function typedLines(st: Typed, ind: string, o: Out): void {
  if (ind.length + (o.exact ? textWidth(st.flat) : st.flat.length) <= WIDTH) o.lines.push(ind + st.flat);
  // Laid out by its document, each line is prettier's.
  else docLines(st.doc(), ind, o);
}

/** The lines of a (possibly multi-line) text statement, each indented by `ind` unless blank. */
function textLines(st: string, ind: string, o: Out): void {
  for (let from = 0; ; ) {
    const nl = st.indexOf("\n", from);
    const l = nl < 0 ? (from === 0 ? st : st.slice(from)) : st.slice(from, nl);
    // Measured apart from the indent, so the joined line is never flattened just to be measured.
    o.lines.push(l === "" ? "" : ind + l);
    if (nl < 0) return;
    from = nl + 1;
  }
}

/** An `if` chain; `else` follows a block's closing brace, and a lone statement stays on the line of its test when it fits. */
function branchLines(b: readonly Branch[], ind: string, o: Out): void {
  let braced = false;
  for (let i = 0; i < b.length; i++) {
    const br = b[i] as Branch;
    const cond = br.cond;
    const kw = i === 0 ? "if" : cond !== undefined ? "else if" : "else";
    // After a block, `else` follows its closing brace; after a statement, it starts a line.
    const lead = braced ? `${o.lines.pop() ?? ""} ` : ind;
    if (Array.isArray(br.body)) {
      if (cond !== undefined) headLines(lead, kw, cond, " {", ind, o);
      else o.lines.push(`${lead}${kw} {`);
      stmtLines(br.body as readonly Stmt[], deeper(ind), o);
      o.lines.push(`${ind}}`);
      braced = true;
      continue;
    }
    braced = false;
    const body = br.body as Stmt;
    if (sameLine(lead, kw, cond, body, o)) continue;
    if (cond !== undefined) headLines(lead, kw, cond, "", ind, o);
    else o.lines.push(`${lead}${kw}`);
    if (body !== "") stmtLine(body, deeper(ind), o);
  }
}

/** `lead kw (cond)`: the head of a branch on one line. */
function headText(lead: string, kw: string, cond: Cond | undefined): string {
  return cond !== undefined ? `${lead}${kw} (${condText(cond)})` : `${lead}${kw}`;
}

/** Writes `lead kw (cond) body` on one line and returns true when the body takes one line and it all fits. */
function sameLine(lead: string, kw: string, cond: Cond | undefined, body: Stmt, o: Out): boolean {
  if (typeof body !== "string" && !("expr" in body)) {
    // A block takes two lines at least; a nested chain is laid out apart, at indent 0, to see if it takes one.
    if (!("branches" in body)) return false;
    const alone: Out = { lines: [], exact: o.exact, ascii: true };
    branchLines(body.branches, "", alone);
    const line = alone.lines.length === 1 ? `${headText(lead, kw, cond)} ${alone.lines[0] as string}` : undefined;
    if (line === undefined || over(o, line)) return false;
    o.lines.push(line);
    return true;
  }
  if (typeof body === "string" && (body === "" || body.includes("\n"))) return false;
  // Whatever fits after the head fits alone too, so an expression statement is then its one-line form.
  const prefix = typeof body === "string" ? "" : (body.prefix ?? "");
  const e: Expr = typeof body === "string" ? body : body.expr;
  const end = typeof body === "string" ? "" : ";";
  // A comment that does not fit stays on a comment line, where its width is not checked afterwards: it is measured now.
  const line = o.exact || (typeof body === "string" && isComment(body)) ? `${headText(lead, kw, cond)} ${prefix}${flat(e)}${end}` : undefined;
  const length = lead.length + kw.length + (cond !== undefined ? 3 + condLength(cond) : 0) + 1 + prefix.length + flatLength(e) + end.length;
  if (line === undefined ? length > WIDTH : textWidth(line) > WIDTH) return false;
  o.lines.push(line ?? `${headText(lead, kw, cond)} ${prefix}${flat(e)}${end}`);
  return true;
}
