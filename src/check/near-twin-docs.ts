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
    // Words become small integers, so that ordering, indexing and intersecting work on
    // numbers: a 1,000-tool contract has some 15,000 words to sort and compare.
    const ids = new Map<string, number>();
    const spelled: string[] = [];
    const sets = tools.map((t) => {
      const out: number[] = [];
      for (const w of words(t.doc.value)) {
        let id = ids.get(w);
        if (id === undefined) {
          ids.set(w, (id = spelled.length));
          spelled.push(w);
        }
        out.push(id);
      }
      return out;
    });
    // Global word frequency orders each set rarest-first (ties by spelling); two sets
    // with Jaccard ≥ t must share a word among the first |A| - ceil(t·|A|) + 1 of each.
    const freq = new Float64Array(spelled.length);
    for (const s of sets) for (const id of s) freq[id] = (freq[id] ?? 0) + 1;
    const bySpelling = spelled.map((_, id) => id).sort((x, y) => ((spelled[x] as string) < (spelled[y] as string) ? -1 : 1));
    const order = new Float64Array(spelled.length);
    bySpelling.forEach((id, rank) => (order[id] = (freq[id] ?? 0) * spelled.length + rank));
    const index = new Map<number, number[]>();
    // mark[id] === i + 1 while doc i is being compared: its words, for counting shared ones.
    const mark = new Int32Array(spelled.length);
    sets.forEach((set, i) => {
      const ordered = [...set].sort((x, y) => (order[x] ?? 0) - (order[y] ?? 0));
      const prefix = ordered.slice(0, ordered.length - Math.ceil(TWIN_THRESHOLD * ordered.length) + 1);
      const candidates = new Set<number>();
      for (const w of prefix) for (const j of index.get(w) ?? []) candidates.add(j);
      if (candidates.size > 0) {
        for (const id of set) mark[id] = i + 1;
        for (const j of [...candidates].sort((x, y) => x - y)) {
          const other = sets[j] as number[];
          let both = 0;
          for (const id of other) if (mark[id] === i + 1) both++;
          const sim = both / (other.length + set.length - both);
          if (sim >= TWIN_THRESHOLD) {
            const a = tools[j] as ToolDecl;
            const b = tools[i] as (typeof tools)[number];
            report("near-twin-docs", b.doc.span, { a: a.name.name, b: b.name.name, similarity: Math.round(sim * 100) });
            break;
          }
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
