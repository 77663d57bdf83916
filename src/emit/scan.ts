// Scanning emitted code outside its string literals: the pieces of a list at its top level,
// such as the clauses of a `for` head the validators' layout breaks.

/**
 * Walks `text` from `start` outside string literals, showing `stop` each character and the
 * depth of brackets around it; the index where `stop` answers true, else -1.
 */
function scan(text: string, start: number, stop: (ch: string, depth: number, i: number) => boolean): number {
  let depth = 0;
  let quote = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === '"') quote = false;
    } else if (ch === '"') quote = true;
    else if (stop(ch, depth, i)) return i;
    else if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
  }
  return -1;
}

/** `text` split at `sep` outside strings and brackets, each part trimmed. */
export function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let start = 0;
  scan(text, 0, (_, depth, i) => {
    if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i).trim());
      start = i + sep.length;
    }
    return false;
  });
  out.push(text.slice(start).trim());
  return out;
}
