// Two tools whose docs say almost the same thing leave the model to flip a coin.
// Similarity is the Jaccard index of the docs' word sets (lower-cased, letters and
// digits); 0.8 or more is a twin. Word sets rather than edit distance, because two
// docs that only reorder a sentence are just as confusing, and because a word index
// lets all pairs be compared quickly: with prefix filtering, only docs that share one
// of their rarest words are ever compared, so 1,000 tools cost milliseconds, not a
// million comparisons.
import type { ToolDecl } from "../ast.js";
import type { Rule } from "./rule.js";

/** Docs at least this alike (Jaccard index of word sets) are near twins. */
export const TWIN_THRESHOLD = 0.8;

const words = (doc: string): Set<string> => new Set(doc.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Jaccard index of two word sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / (a.size + b.size - both);
}

/** Pairs of tools whose docs are near twins (reported once, on the later tool). */
export const nearTwinDocs: Rule = {
  name: "near-twin-docs",
  check(ts, report) {
    const tools = ts.file.tools.filter((t): t is ToolDecl & { doc: NonNullable<ToolDecl["doc"]> } => t.doc !== undefined && t.doc.value.trim() !== "");
    const sets = tools.map((t) => words(t.doc.value));
    // Global word frequency orders each set rarest-first; two sets with Jaccard ≥ t must
    // share a word among the first |A| - ceil(t·|A|) + 1 of each.
    const freq = new Map<string, number>();
    for (const s of sets) for (const w of s) freq.set(w, (freq.get(w) ?? 0) + 1);
    const index = new Map<string, number[]>();
    const reported = new Set<number>();
    sets.forEach((set, i) => {
      const ordered = [...set].sort((x, y) => (freq.get(x) ?? 0) - (freq.get(y) ?? 0) || (x < y ? -1 : x > y ? 1 : 0));
      const prefix = ordered.slice(0, ordered.length - Math.ceil(TWIN_THRESHOLD * ordered.length) + 1);
      const candidates = new Set<number>();
      for (const w of prefix) for (const j of index.get(w) ?? []) candidates.add(j);
      for (const j of [...candidates].sort((x, y) => x - y)) {
        const other = sets[j];
        const a = tools[j];
        const b = tools[i];
        if (!other || !a || !b || reported.has(i)) continue;
        const sim = jaccard(other, set);
        if (sim >= TWIN_THRESHOLD) {
          reported.add(i);
          report("near-twin-docs", b.doc.span, { a: a.name.name, b: b.name.name, similarity: Math.round(sim * 100) });
        }
      }
      for (const w of prefix) {
        const list = index.get(w);
        if (list) list.push(i);
        else index.set(w, [i]);
      }
    });
  },
};
