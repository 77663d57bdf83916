// The one reader of generated code's expressions: an expression's one-line text, as an
// emitter wrote it, read back into a tree (expr-doc.ts turns the tree into prettier's
// document). Only what emitters write is read: names, strings, numbers, member and index
// reads, calls, lists, spreads, arrows with an expression body, `!`, `typeof`, `-`, `as`
// and binary operators; anything else (an object, a template, a conditional) is no tree,
// and the caller keeps its text.

/** A node of a read expression; `paren` keeps the parentheses of the text. */
export type Node =
  | { readonly t: "atom"; readonly s: string }
  | { readonly t: "member"; readonly obj: Node; readonly s: string }
  | { readonly t: "index"; readonly obj: Node; readonly key: Node }
  | { readonly t: "call"; readonly callee: Node; readonly args: readonly Node[] }
  | { readonly t: "list"; readonly items: readonly Node[] }
  | { readonly t: "spread"; readonly arg: Node }
  | { readonly t: "arrow"; readonly params: string; readonly body: Node }
  | { readonly t: "unary"; readonly op: string; readonly arg: Node }
  | { readonly t: "bin"; readonly op: string; readonly left: Node; readonly right: Node }
  | { readonly t: "as"; readonly e: Node; readonly type: string }
  | { readonly t: "paren"; readonly e: Node };

const TOKEN = /\s*("(?:[^"\\]|\\.)*"|\d+(?:\.\d+)?|[A-Za-z_$][\w$]*|\.\.\.|===|!==|=>|[<>]=|&&|\|\||\?\?|\?\.|[<>+\-*%!().,[\]])/y;

/** Binary operators by precedence, lowest first, as prettier ranks them. */
export const LEVELS: readonly (readonly string[])[] = [["??"], ["||"], ["&&"], ["===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "%"]];

const NAME = /^[A-Za-z_$]/;

/** The tree of `text` (an expression, or a spread of one), or undefined when it holds anything not read here. */
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
  // An argument or a list's item: an expression, or a spread of one.
  const element = (): Node | undefined => {
    if (!take("...")) return binary(0);
    const arg = binary(0);
    return arg === undefined ? undefined : { t: "spread", arg };
  };
  // Elements up to `close`, after a comma each.
  const elements = (close: string): Node[] | undefined => {
    const out: Node[] = [];
    while (!take(close)) {
      const e = element();
      if (e === undefined || (peek() !== close && !take(","))) return undefined;
      out.push(e);
    }
    return out;
  };
  const binary = (level: number): Node | undefined => {
    if (level === LEVELS.length) return unary();
    let left = binary(level + 1);
    // `as` and a type's name binds as a comparison does.
    while (left !== undefined && level === 4 && peek() === "as" && NAME.test(toks[i + 1] ?? "")) {
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
        if (!NAME.test(name)) return undefined;
        n = { t: "member", obj: n, s: `${dot}${name}` };
        i += 2;
      } else if (take("[")) {
        const key = binary(0);
        if (key === undefined || !take("]")) return undefined;
        n = { t: "index", obj: n, key };
      } else if (take("(")) {
        const args = elements(")");
        n = args === undefined ? undefined : { t: "call", callee: n, args };
      } else return n;
    }
    return n;
  };
  // The parameters of the arrow whose `(` is at `i`, names only, and where its body starts; undefined when that `(` opens none.
  const arrowHead = (): { params: string; body: number } | undefined => {
    let j = i + 1;
    const names: string[] = [];
    while (toks[j] !== ")") {
      if (!NAME.test(toks[j] ?? "") || (toks[j + 1] !== ")" && toks[j + 1] !== ",")) return undefined;
      names.push(toks[j] as string);
      j += toks[j + 1] === "," ? 2 : 1;
    }
    return toks[j + 1] === "=>" ? { params: `(${names.join(", ")})`, body: j + 2 } : undefined;
  };
  const primary = (): Node | undefined => {
    if (peek() === "(") {
      const head = arrowHead();
      if (head !== undefined) {
        i = head.body;
        const body = binary(0);
        return body === undefined ? undefined : { t: "arrow", params: head.params, body };
      }
      i++;
      const e = binary(0);
      return e !== undefined && take(")") ? { t: "paren", e } : undefined;
    }
    if (take("[")) {
      const items = elements("]");
      return items === undefined ? undefined : { t: "list", items };
    }
    const tok = toks[i++];
    return tok !== undefined && /^["\w$]/.test(tok) && tok !== "typeof" ? { t: "atom", s: tok } : undefined;
  };
  const n = element();
  return i === toks.length ? n : undefined;
}
