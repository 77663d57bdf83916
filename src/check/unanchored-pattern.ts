// Generated validators use `test()`, which finds a match anywhere: `/LK-\d{6}/` accepts
// `xxLK-1234567`. A pattern must start with `^` and end with an unescaped `$`, and a
// top-level `|` must not split them (`/^a|b$/` is `^a` or `b$`). Every pattern is
// judged, replies' too: an unanchored `returns` pattern lets a wrong reply through.
import type { Rule } from "./rule.js";
import { compilePattern } from "./type-facts.js";
import { forEachTypeOf } from "./walk.js";

/** The top-level alternatives of a pattern (split on `|` outside groups and classes). */
export function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** True when an alternative ends in `$` that is not escaped. */
const endsAnchored = (s: string): boolean => {
  if (!s.endsWith("$")) return false;
  let slashes = 0;
  for (let i = s.length - 2; i >= 0 && s[i] === "\\"; i--) slashes++;
  return slashes % 2 === 0;
};

/** Which ends of a pattern are not anchored: "the start", "the end", "the start and the end", or undefined. */
export function unanchoredEnds(source: string): string | undefined {
  const alts = topLevelAlternatives(source);
  const start = alts.every((a) => a.startsWith("^"));
  const end = alts.every(endsAnchored);
  if (start && end) return undefined;
  const where = !start && !end ? "the start and the end" : !start ? "the start" : "the end";
  return alts.length > 1 ? `${where} of every alternative (wrap them: /^(?:a|b)$/)` : where;
}

/** Patterns not anchored with `^` and `$`. */
export const unanchoredPattern: Rule = {
  name: "unanchored-pattern",
  check(ts, report) {
    const judged = new Map<string, string | undefined>(); // patterns repeat across tools
    forEachTypeOf(ts, "string", (t) => {
      if (!t.pattern || !compilePattern(t.pattern.source, t.pattern.flags)) return; // regex-syntax reports it
      const source = t.pattern.source;
      let where = judged.get(source);
      if (where === undefined && !judged.has(source)) judged.set(source, (where = unanchoredEnds(source)));
      if (where !== undefined) report("unanchored-pattern", t.pattern.span, { where });
    });
  },
};
