// The ReDoS analyser (redos-detector) does not read named groups, though they change
// nothing about how a pattern backtracks. Taking the names out, and turning a named
// backreference into the numbered one it stands for, gives it a pattern it can judge.

/** The pattern with `(?<name>...)` as `(...)` and `\k<name>` as `(?:\N)`, N being the group's number; other text as it is. */
export function withoutGroupNames(source: string): string {
  const numbers = new Map<string, number>();
  // Two passes: a reference may come before the group it names.
  for (const pass of [0, 1]) {
    let out = "";
    let groups = 0;
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
      const c = source[i]!;
      if (c === "\\") {
        const end = !inClass && source[i + 1] === "k" && source[i + 2] === "<" ? source.indexOf(">", i + 3) : -1;
        const n = end === -1 ? undefined : numbers.get(source.slice(i + 3, end));
        if (n !== undefined) {
          out += `(?:\\${n})`;
          i = end;
        } else {
          out += source.slice(i, i + 2);
          i++;
        }
      } else if (inClass) {
        if (c === "]") inClass = false;
        out += c;
      } else if (c === "[") {
        inClass = true;
        out += c;
      } else if (c === "(" && source[i + 1] !== "?") {
        groups++;
        out += c;
      } else if (c === "(" && source[i + 2] === "<" && source[i + 3] !== "=" && source[i + 3] !== "!") {
        const end = source.indexOf(">", i + 3);
        if (end === -1) return source;
        groups++;
        if (pass === 0) numbers.set(source.slice(i + 3, end), groups);
        out += "(";
        i = end;
      } else out += c;
    }
    if (pass === 1) return out;
  }
  return source;
}
