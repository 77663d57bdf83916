// A small document printer in the manner of prettier's own (after Wadler's "prettier
// printer"): a layout is a tree of text, groups, indents and possible line breaks, and a
// group is printed flat when the rest of its line fits the width, else broken. The rules
// are prettier's `printDocToString`, so what is laid out here is byte for byte what
// prettier prints for the same document.
import { textWidth } from "./printer.js";

/** A line break: `line` is a space when flat, `softline` nothing, `hardline` always breaks. */
export interface Line {
  readonly kind: "line";
  readonly soft: boolean;
  readonly hard: boolean;
}

/** A document: text (never a newline in it), a list of parts, or a layout node. */
export type Doc =
  | string
  | readonly Doc[]
  | Line
  | { readonly kind: "group"; readonly contents: Doc; readonly broken: boolean; readonly id?: symbol }
  | { readonly kind: "indent"; readonly contents: Doc; readonly by: number }
  | { readonly kind: "ifBreak"; readonly broken: Doc; readonly flat: Doc; readonly groupId?: symbol };

/** Text, as is. */
export const text = (s: string): Doc => s;

/** A space when its group is flat, else a newline at the current indent. */
export const line: Doc = { kind: "line", soft: false, hard: false };
/** Nothing when its group is flat, else a newline at the current indent. */
export const softline: Doc = { kind: "line", soft: true, hard: false };
/** Always a newline; every group around it is broken. */
export const hardline: Doc = { kind: "line", soft: false, hard: true };

/**
 * Contents printed flat when they fit, else broken. A group holding a hardline, or a group
 * that is broken, is broken itself: found here once, as prettier's `propagateBreaks` does.
 */
export function group(contents: Doc, shouldBreak = false, id?: symbol): Doc {
  const broken = shouldBreak || breaks(contents);
  return id === undefined ? { kind: "group", contents, broken } : { kind: "group", contents, broken, id };
}

/** Contents whose lines start two columns deeper. */
export const indent = (contents: Doc): Doc => ({ kind: "indent", contents, by: 2 });

/** Contents whose lines start `n` columns deeper. */
export const align = (n: number, contents: Doc): Doc => ({ kind: "indent", contents, by: n });

/** `broken` when the enclosing group (or the group `groupId`, printed before it) is broken, else `flat`. */
export const ifBreak = (broken: Doc, flat: Doc = "", groupId?: symbol): Doc =>
  groupId === undefined ? { kind: "ifBreak", broken, flat } : { kind: "ifBreak", broken, flat, groupId };

/** Contents two columns deeper when the group `groupId` (printed before them) is broken. */
export const indentIfBreak = (contents: Doc, groupId: symbol): Doc => ifBreak(indent(contents), contents, groupId);

/**
 * `lhs = rhs` in prettier's fluid assignment layout: the right side moves to the next line,
 * indented, only when what it starts with (up to its first possible break) does not fit after
 * the `=` (or `op`, an object property's `:`).
 */
export function fluid(lhs: Doc, rhs: Doc, op = " ="): Doc {
  const id = Symbol("assignment");
  return group([group(lhs), op, group(indent(line), false, id), indentIfBreak(rhs, id)]);
}

/** The docs with `sep` between each two. */
export function join(sep: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = [];
  docs.forEach((d, i) => (i === 0 ? out.push(d) : out.push(sep, d)));
  return out;
}

/** True when printing `doc` must break the group around it (a hardline, or a broken group, not inside another group). */
function breaks(doc: Doc): boolean {
  if (typeof doc === "string") return false;
  if (isList(doc)) return doc.some(breaks);
  switch (doc.kind) {
    case "line":
      return doc.hard;
    case "group":
      return doc.broken;
    case "indent":
      return breaks(doc.contents);
    case "ifBreak":
      return breaks(doc.broken) || breaks(doc.flat);
  }
}

const isList = (d: Doc): d is readonly Doc[] => Array.isArray(d);

/** One piece of work: a doc at an indent, in flat or broken mode. */
interface Cmd {
  readonly ind: number;
  readonly flat: boolean;
  readonly doc: Doc;
}

/** The text of `doc` laid out in `width` columns; spaces before each line break are dropped. */
export function printDoc(doc: Doc, width: number): string {
  const cmds: Cmd[] = [{ ind: 0, flat: false, doc }];
  let out = "";
  let pos = 0;
  // The mode each group with an id was printed in, for an `ifBreak` that names it.
  const modes = new Map<symbol, boolean>();
  // After a hardline inside a flat group, the groups that follow are measured again.
  let remeasure = false;
  while (cmds.length > 0) {
    const { ind, flat, doc: d } = cmds.pop() as Cmd;
    if (typeof d === "string") {
      out += d;
      pos += textWidth(d);
    } else if (isList(d)) {
      for (let i = d.length - 1; i >= 0; i--) cmds.push({ ind, flat, doc: d[i] as Doc });
    } else if (d.kind === "indent") cmds.push({ ind: ind + d.by, flat, doc: d.contents });
    else if (d.kind === "ifBreak") cmds.push({ ind, flat, doc: (d.groupId === undefined ? flat : (modes.get(d.groupId) ?? true)) ? d.flat : d.broken });
    else if (d.kind === "group") {
      if (flat && !remeasure) cmds.push({ ind, flat: !d.broken, doc: d.contents });
      else {
        remeasure = false;
        const next = { ind, flat: true, doc: d.contents };
        cmds.push(!d.broken && fits(next, cmds, width - pos, modes) ? next : { ind, flat: false, doc: d.contents });
      }
      if (d.id !== undefined) modes.set(d.id, (cmds[cmds.length - 1] as Cmd).flat);
    } else if (flat && !d.hard) {
      if (!d.soft) {
        out += " ";
        pos++;
      }
    } else {
      if (flat) remeasure = true;
      out = trimEnd(out) + "\n" + " ".repeat(ind);
      pos = ind;
    }
  }
  return out;
}

/** `out` without the spaces and tabs at its end, looked at from the end only. */
function trimEnd(out: string): string {
  let end = out.length;
  while (end > 0 && (out.charCodeAt(end - 1) === 0x20 || out.charCodeAt(end - 1) === 0x09)) end--;
  return end === out.length ? out : out.slice(0, end);
}

/**
 * True when `next`, flat, and what follows it up to the first possible line break of the
 * rest (in the rest's own mode) fit in `left` columns. A space owed by a flat `line` is
 * counted only once text follows it.
 */
function fits(next: Cmd, rest: readonly Cmd[], left: number, modes: ReadonlyMap<symbol, boolean>): boolean {
  const stack: { flat: boolean; doc: Doc }[] = [next];
  let restAt = rest.length;
  let space = false;
  while (left >= 0) {
    if (stack.length === 0) {
      if (restAt === 0) return true;
      stack.push(rest[--restAt] as Cmd);
      continue;
    }
    const { flat, doc } = stack.pop() as { flat: boolean; doc: Doc };
    if (typeof doc === "string") {
      if (doc === "") continue;
      left -= textWidth(doc) + (space ? 1 : 0);
      space = false;
    } else if (isList(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) stack.push({ flat, doc: doc[i] as Doc });
    } else if (doc.kind === "indent") stack.push({ flat, doc: doc.contents });
    else if (doc.kind === "ifBreak") stack.push({ flat, doc: (doc.groupId === undefined ? flat : (modes.get(doc.groupId) ?? true)) ? doc.flat : doc.broken });
    else if (doc.kind === "group") stack.push({ flat: flat && !doc.broken, doc: doc.contents });
    else if (!flat || doc.hard) return true;
    else if (!doc.soft) space = true;
  }
  return false;
}
