// Where the cursor is, for completion: read back from the cursor to the start of its
// declaration, keeping count of the braces opened and not closed, and whether each
// opens a declaration's block or an object type (`type X = {`, `returns {`, `arg a: {`).
// Strings and comments are skipped, so a brace inside them counts for nothing.

/** What the innermost open brace before the cursor opens, if any. */
export type Brace = "block" | "object";

/** The braces open at `offset`, innermost last, counted from the declaration starting at `declStart`. */
export function openBraces(text: string, declStart: number, offset: number): Brace[] {
  const stack: Brace[] = [];
  let stmtStart = declStart;
  for (let i = declStart; i < offset; i++) {
    const c = text[i];
    if (c === '"') {
      i = skipString(text, i, offset);
    } else if (c === "/" && text[i + 1] === "/") {
      const nl = text.indexOf("\n", i);
      i = nl < 0 || nl > offset ? offset : nl - 1;
    } else if (c === "{") {
      // A declaration's block opens on its first line, after its name; any other brace is a type.
      const head = text.slice(stmtStart, i);
      stack.push(stack.length === 0 && /^\s*(read|write|finish|resource|context)\b[^:=]*$/.test(head) ? "block" : "object");
    } else if (c === "}") stack.pop();
    if (c === "\n" && stack.length === 0) stmtStart = i + 1;
  }
  return stack;
}

function skipString(text: string, at: number, limit: number): number {
  if (text.startsWith('"""', at)) {
    const end = text.indexOf('"""', at + 3);
    return end < 0 || end + 2 >= limit ? limit : end + 2;
  }
  for (let i = at + 1; i < limit; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"' || text[i] === "\n") return i;
  }
  return limit;
}
