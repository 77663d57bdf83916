// An expression of generated code, read back from its one-line text (expr-parse.ts) into
// the document prettier prints for it: a call's arguments and a list's items one a line when
// broken, a binary chain broken after its operators (prettier's printBinaryishExpression), a
// negated chain between `!(` and `)`, an arrow's body under its `=>`, a call's property read
// on the next line. What prettier may hug or fill (a call whose first or last argument is a
// list or an arrow, a list of numbers) is left as its text.
import { group, ifBreak, indent, join, line, printDoc, softline, type Doc } from "./doc.js";
import { LEVELS, parseExpr, type Node } from "./expr-parse.js";

const LEVEL = new Map(LEVELS.flatMap((ops, i) => ops.map((op) => [op, i] as const)));

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
 * `index` (of or in an index read), `assign` (the right side of an assignment), `arrow` (an
 * arrow's body), or the type of the parent expression (`logical`, `binary`, `call`).
 */
export type Place = "if" | "for" | "unary" | "callee" | "object" | "index" | "assign" | "arrow" | "logical" | "binary" | "call";

/** The document of the expression `text` at `place` (an argument's when not given), or the text itself when it is not read. */
export function textDoc(text: string, place: Place = "call"): Doc {
  const read = parseExpr(text);
  return read === undefined ? text : exprDoc(read, place);
}

/** Items between brackets: flat when they fit, else one a line with a trailing comma. */
export function bracketed(open: string, items: readonly Doc[], close: string): Doc {
  return group([open, indent([softline, join([",", line], items)]), ifBreak(","), softline, close]);
}

/** A document printed on one line: an expression's text as the emitter wrote it. */
const oneLine = (doc: Doc): string => printDoc(doc, Infinity);

/** The one-line text of `n`, as the emitter wrote it. */
export const exprText = (n: Node): string => oneLine(exprDoc(n, "call"));

// What prettier may hug, when a call's first or last argument: a layout not written here.
const hugs = (n: Node | undefined): boolean => n?.t === "list" || n?.t === "arrow";

// A number, maybe negative: a list of them only is filled by prettier, as many a line as fit.
const isNumber = (n: Node): boolean => (n.t === "unary" && n.op === "-" ? isNumber(n.arg) : n.t === "atom" && /^\d/.test(n.s));

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
      // A property read of a call's result (not itself called) moves to the next line, indented, when it does not fit after the call.
      return n.obj.t === "call" && place !== "callee" ? [exprDoc(n.obj, "object"), group(indent([softline, n.s]))] : [exprDoc(n.obj, "object"), n.s];
    case "index": {
      // A number's brackets never break; any other key's may, as prettier's printMemberLookup has them.
      const key = n.key.t === "atom" && /^\d/.test(n.key.s) ? ["[", n.key.s, "]"] : group(["[", indent([softline, exprDoc(n.key, "index")]), softline, "]"]);
      return [exprDoc(n.obj, "index"), key];
    }
    case "unary":
      return [n.op, exprDoc(n.arg, "unary")];
    case "spread":
      return ["...", exprDoc(n.arg, "call")];
    case "arrow":
      // Prettier puts an arrow's body (here never an object or a block) under its `=>` when it does not fit.
      return group([n.params, " =>", group(indent([line, exprDoc(n.body, "arrow")]))]);
    case "list": {
      const list = n.items.length === 0 ? "[]" : bracketed("[", n.items.map((i) => exprDoc(i, "call")), "]");
      return n.items.length > 0 && n.items.every(isNumber) ? oneLine(list) : list;
    }
    case "call": {
      const args = n.args.length === 0 ? "()" : bracketed("(", n.args.map((a) => exprDoc(a, "call")), ")");
      // A method's call is printed as prettier's one-line member chain: the two in one group.
      const call = n.callee.t === "member" ? group([exprDoc(n.callee, "callee"), args]) : [exprDoc(n.callee, "callee"), args];
      return hugs(n.args[0]) || hugs(n.args[n.args.length - 1]) ? oneLine(call) : call;
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
  if (place === "assign" || place === "for" || place === "arrow") return group(parts);
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
