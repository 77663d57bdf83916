// "Did you mean" suggestions for misspelt names.

/** Damerau-free Levenshtein distance, small and allocation-light. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** The closest candidate within a third of the name's length (case-insensitive), or undefined. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const limit = Math.max(1, Math.floor(name.length / 3));
  for (const c of candidates) {
    const d = editDistance(name.toLowerCase(), c.toLowerCase());
    if (d <= limit && d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best;
}

/** ` (did you mean 'x'?)` or the empty string, to end a message with. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const c = closest(name, candidates);
  return c === undefined ? "" : ` (did you mean '${c}'?)`;
}

/** The built-in type words. */
export const TYPE_WORDS: readonly string[] = ["string", "int", "number", "bool"];

// Type names other languages and schemas use for the built-in types, too far from them
// for the edit distance to find (`integer` is four edits from `int`).
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  integer: "int",
  long: "int",
  str: "string",
  text: "string",
  float: "number",
  double: "number",
  decimal: "number",
  boolean: "bool",
};

/** The built-in type word a misspelt or borrowed name stands for (`strng`, `integer`, `Boolean`), or undefined. */
export function typeWordFor(name: string): string | undefined {
  return Object.hasOwn(TYPE_ALIASES, name.toLowerCase()) ? TYPE_ALIASES[name.toLowerCase()] : closest(name, TYPE_WORDS);
}

/** Like typeWordFor, but only string, int or number: the types a range can follow. */
export function rangeTypeFor(name: string): string | undefined {
  const word = typeWordFor(name);
  return word === "bool" ? undefined : word;
}
