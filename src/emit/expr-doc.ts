// An expression of generated code, read back from its one-line text into the document
// prettier prints for it: a call's arguments one a line when broken, a binary chain broken
// after its operators (prettier's printBinaryishExpression), a negated chain between `!(`
// and `)`. Only the expressions emitters write are read: names, member reads, strings,
// numbers, calls, `!`, `typeof` and binary operators; anything else is no document, and
// the caller keeps its line as it was.
import { group, ifBreak, indent, join, line, softline, type Doc } from "./doc.js";

/** A node of a read expression; `paren` keeps the parentheses of the text. */
export type Node =
  | { readonly t: "atom"; readonly s: string }
  | { readonly t: "member"; readonly obj: Node; readonly s: string }
  | { readonly t: "index"; readonly obj: Node; readonly key: Node }
  | { readonly t: "call"; readonly callee: Node; readonly args: readonly Node[] }
  | { readonly t: "unary"; readonly op: string; readonly arg: Node }
  | { readonly t: "bin"; readonly op: string; readonly left: Node; readonly right: Node }
  | { readonly t: "as"; readonly e: Node; readonly type: string }
  | { readonly t: "paren"; readonly e: Node };

const TOKEN = /\s*("(?:[^"\\]|\\.)*"|\d+(?:\.\d+)?|[A-Za-z_$][\w$]*|===|!==|[<>]=|&&|\|\||\?\?|\?\.|[<>+\-*%!().,[\]])/y;

/** Binary operators by precedence, lowest first, as prettier ranks them. */
const LEVELS: readonly (readonly string[])[] = [["??"], ["||"], ["&&"], ["===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "%"]];
const LEVEL = new Map(LEVELS.flatMap((ops, i) => ops.map((op) => [op, i] as const)));

/** The tree of `text`, or undefined when it holds anything not read here. */
export function parseExpr(text: string): Node | undefined {
  const toks: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (m === null) return /^\s*$/.test(text.slice(at)) ? done(toks) : undefined;
    toks.push(m[1] as string);
  }
  return done(toks);
}

/** The tree of the tokens `toks`, read by precedence climbing; undefined when some are left or none fit. */
function done(toks: readonly string[]): Node | undefined {
  let i = 0;
  const peek = (): string | undefined => toks[i];
  const take = (s: string): boolean => (toks[i] === s ? (i++, true) : false);
  const binary = (level: number): Node | undefined => {
    if (level === LEVELS.length) return unary();
    let left = binary(level + 1);
    // `as` and a type's name binds as a comparison does.
    while (left !== undefined && level === 4 && peek() === "as" && /^[A-Za-z_$]/.test(toks[i + 1] ?? "")) {
      left = { t: "as", e: left, type: toks[i + 1] as string };
      i += 2;
    }
    while (left !== undefined && LEVELS[level]?.includes(peek() ?? "")) {
      const op = toks[i++] as string;
      const right = binary(level + 1);
      left = right === undefined ? undefined : { t: "bin", op, left, right };
    }
    return left;
  };
  const unary = (): Node | undefined => {
    const op = peek() === "!" ? "!" : peek() === "typeof" ? "typeof " : peek() === "-" ? "-" : undefined;
    if (op === undefined) return postfix();
    i++;
    const arg = unary();
    return arg === undefined ? undefined : { t: "unary", op, arg };
  };
  const postfix = (): Node | undefined => {
    let n = primary();
    while (n !== undefined) {
      if (peek() === "." || peek() === "?.") {
        // A name after the dot; an optional call, `?.(`, is not read here.
        const [dot, name] = [toks[i] as string, toks[i + 1] ?? ""];
        if (!/^[A-Za-z_$]/.test(name)) return undefined;
        n = { t: "member", obj: n, s: `${dot}${name}` };
        i += 2;
      } else if (take("[")) {
        const key = binary(0);
        if (key === undefined || !take("]")) return undefined;
        n = { t: "index", obj: n, key };
      } else if (take("(")) {
        const args: Node[] = [];
        while (!take(")")) {
          const a = binary(0);
          if (a === undefined || (peek() !== ")" && !take(","))) return undefined;
          args.push(a);
        }
        n = { t: "call", callee: n, args };
      } else return n;
    }
    return n;
  };
  const primary = (): Node | undefined => {
    const tok = toks[i++];
    if (tok === "(") {
      const e = binary(0);
      return e !== undefined && take(")") ? { t: "paren", e } : undefined;
    }
    return tok !== undefined && /^["\w$]/.test(tok) && tok !== "typeof" ? { t: "atom", s: tok } : undefined;
  };
  const n = binary(0);
  return i === toks.length ? n : undefined;
}

/** The node under its parentheses. */
const bare = (n: Node): Node => (n.t === "paren" ? bare(n.e) : n);

/** Prettier's node type of `n`: a `&&`, `||` or `??` is a logical expression, any other operator a binary one. */
function typeOf(n: Node): string {
  const b = bare(n);
  if (b.t !== "bin") return b.t;
  return ["&&", "||", "??"].includes(b.op) ? "logical" : "binary";
}

/** Prettier's shouldFlatten: `op` and the left operand's `left` print as one chain. */
function flattens(op: string, left: string): boolean {
  if (LEVEL.get(op) !== LEVEL.get(left)) return false;
  if (LEVEL.get(op) === 3) return false;
  return !(op !== left && LEVEL.get(op) === 6);
}

/**
 * Where a node stands, as prettier's printer asks it: `if` (an `if` test), `for` (a clause
 * of a `for` head), `unary` (the operand of `!`), `callee`, `object` (of a member read),
 * `index` (of or in an index read), `assign` (the right side of an assignment), or the type
 * of the parent expression (`logical`, `binary`, `call`).
 */
export type Place = "if" | "for" | "unary" | "callee" | "object" | "index" | "assign" | "logical" | "binary" | "call";

/** The document of `n` standing at `place`. */
export function exprDoc(n: Node, place: Place): Doc {
  switch (n.t) {
    case "atom":
      return n.s;
    case "paren":
      return ["(", exprDoc(n.e, place), ")"];
    case "as":
      return [exprDoc(n.e, "call"), " as ", n.type];
    case "member":
      return [exprDoc(n.obj, "object"), n.s];
    case "index": {
      // A number's brackets never break; any other key's may, as prettier's printMemberLookup has them.
      const key = n.key.t === "atom" && /^\d/.test(n.key.s) ? ["[", n.key.s, "]"] : group(["[", indent([softline, exprDoc(n.key, "index")]), softline, "]"]);
      return [exprDoc(n.obj, "index"), key];
    }
    case "unary":
      return [n.op, exprDoc(n.arg, "unary")];
    case "call": {
      const args = n.args.length === 0 ? "()" : group(["(", indent([softline, join([",", line], n.args.map((a) => exprDoc(a, "call")))]), ifBreak(","), softline, ")"]);
      // A method's call is printed as prettier's one-line member chain: the two in one group.
      return n.callee.t === "member" ? group([exprDoc(n.callee, "callee"), args]) : [exprDoc(n.callee, "callee"), args];
    }
    case "bin":
      return binaryDoc(n, place);
  }
}

/** A binary chain as prettier's printBinaryishExpression prints it at `place`. */
function binaryDoc(n: Node & { t: "bin" }, place: Place): Doc {
  const parts = chainParts(n, place, place === "if");
  if (place === "if") return parts;
  if (place === "callee" || place === "unary" || place === "object") return group([indent([softline, ...parts]), softline]);
  if (place === "assign" || place === "for") return group(parts);
  return group([parts[0] as Doc, indent(parts.slice(1))]);
}

/** Prettier's printBinaryishExpressions: the operands of one precedence level, each but the first after its operator and a line. */
function chainParts(n: Node & { t: "bin" }, parent: Place, inIf: boolean): Doc[] {
  const type = typeOf(n);
  const left = n.left;
  const parts = left.t === "bin" && flattens(n.op, left.op) ? chainParts(left, type as Place, inIf) : [group(exprDoc(left, type as Place))];
  const right: Doc = [n.op, line, exprDoc(n.right, type as Place)];
  const grouped = !(inIf && type === "logical") && parent !== type && typeOf(left) !== type && typeOf(n.right) !== type;
  parts.push(" ", grouped ? group(right) : right);
  return parts;
}
