// Hover on the language's own words (names are hover.ts's): a keyword at the start of a
// member or declaration, a built-in type, a format inside `string(...)`, a refusal code
// after `hint`. Read from the text around the cursor, so it works in a broken file too.
import type { Span } from "../ast.js";
import { BUILTIN_TYPES, formatText, KEYWORDS, refusalText } from "./glossary.js";

const WORD = /[A-Za-z0-9_]/;

/** The hover text of the language's word under an offset, if it is one. */
export function describeWord(text: string, offset: number): { text: string; span: Span } | undefined {
  let start = offset;
  while (start > 0 && WORD.test(text[start - 1] ?? "")) start--;
  let end = offset;
  while (end < text.length && WORD.test(text[end] ?? "")) end++;
  if (start === end) return undefined;
  const word = text.slice(start, end);
  const before = text.slice(text.lastIndexOf("\n", start - 1) + 1, start);
  const span = { start, end };
  if (/\bhint\s+$/.test(before)) {
    const t = refusalText(word);
    return t ? { text: t, span } : undefined;
  }
  if (/\bstring\(\s*$/.test(before)) {
    const t = formatText(word);
    return t ? { text: t, span } : undefined;
  }
  const builtin = BUILTIN_TYPES[word];
  if (builtin && Object.hasOwn(BUILTIN_TYPES, word) && /[:|=(\[{,]\s*$|^\s*(id|returns)\s+$/.test(before)) return { text: `**${word}** (built-in type)\n\n${builtin}`, span };
  const keyword = KEYWORDS[word];
  if (keyword && Object.hasOwn(KEYWORDS, word) && /^\s*((refusals|result)\s+)?$/.test(before)) return { text: `**${word}** (keyword)\n\n${keyword}`, span };
  return undefined;
}
