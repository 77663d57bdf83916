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

const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** Calls `visit` with each word of a doc, lower-cased: each run of letters and digits. */
function eachWord(doc: string, visit: (w: string) => void): void {
  const text = doc.toLowerCase();
  if (!ASCII.test(text)) {
    for (const m of text.matchAll(WORD)) visit(m[0]);
    return;
  }
  // In ASCII, letters and digits are a-z (the text is lower-cased) and 0-9.
  let start = -1;
  for (let k = 0; k <= text.length; k++) {
    const c = k < text.length ? text.charCodeAt(k) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = k;
    } else if (start >= 0) {
      visit(text.slice(start, k));
      start = -1;
    }
  }
}

/** Puts the `count` words of `set` that come first by `order` into `out[0..count)` (a partial selection sort). */
function selectRarest(set: readonly number[], count: number, order: Float64Array, out: number[]): void {
  out.length = 0;
  for (const id of set) out.push(id);
  for (let p = 0; p < count; p++) {
    let best = p;
    for (let q = p + 1; q < out.length; q++) if ((order[out[q] as number] ?? 0) < (order[out[best] as number] ?? 0)) best = q;
    const w = out[best] as number;
    out[best] = out[p] as number;
    out[p] = w;
  }
}

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
    // numbers: a 1,000-tool contract has some 15,000 words to sort and compare. Stamps
    // (the doc's number + 1, per word or per doc) stand in for per-doc sets.
    const ids = new Map<string, number>();
    const spelled: string[] = [];
    const stamp: number[] = [];
    const sets = tools.map((t, i) => {
      const out: number[] = [];
      eachWord(t.doc.value, (w) => {
        let id = ids.get(w);
        if (id === undefined) {
          ids.set(w, (id = spelled.length));
          spelled.push(w);
          stamp.push(0);
        }
        if (stamp[id] !== i + 1) {
          stamp[id] = i + 1;
          out.push(id);
        }
      });
      return out;
    });
    // Global word frequency orders each set rarest-first (ties by spelling); two sets
    // with Jaccard ≥ t must share a word among the first |A| - ceil(t·|A|) + 1 of each.
    const freq = new Float64Array(spelled.length);
    for (const s of sets) for (const id of s) freq[id] = (freq[id] ?? 0) + 1;
    const bySpelling = spelled.map((_, id) => id).sort((x, y) => ((spelled[x] as string) < (spelled[y] as string) ? -1 : 1));
    const order = new Float64Array(spelled.length);
    bySpelling.forEach((id, rank) => (order[id] = (freq[id] ?? 0) * spelled.length + rank));
    // The docs whose prefix holds each word, in doc order.
    const index: (number[] | undefined)[] = new Array<number[] | undefined>(spelled.length).fill(undefined);
    // mark[id] === i + 1 while doc i is being compared: its words, for counting shared ones;
    // picked[j] === i + 1 once doc j is a candidate of doc i.
    const mark = new Int32Array(spelled.length);
    const picked = new Int32Array(sets.length);
    // The first `prefix` words of a doc in that order; which words, not their order, is what counts.
    const ordered: number[] = [];
    for (let i = 0; i < sets.length; i++) {
      const set = sets[i] as number[];
      const prefix = Math.min(set.length, set.length - Math.ceil(TWIN_THRESHOLD * set.length) + 1);
      selectRarest(set, prefix, order, ordered);
      const candidates: number[] = [];
      for (let p = 0; p < prefix; p++) {
        const list = index[ordered[p] as number];
        if (list === undefined) continue;
        for (let q = 0; q < list.length; q++) {
          const j = list[q] as number;
          if (picked[j] === i + 1) continue;
          picked[j] = i + 1;
          candidates.push(j);
        }
      }
      if (candidates.length > 0) {
        for (const id of set) mark[id] = i + 1;
        // The earliest twin is reported: the smallest candidate whose similarity reaches
        // the threshold (candidates come in no particular order).
        let twin = -1;
        let twinSim = 0;
        for (const j of candidates) {
          if (twin >= 0 && j > twin) continue;
          const other = sets[j] as number[];
          let both = 0;
          for (const id of other) if (mark[id] === i + 1) both++;
          const sim = both / (other.length + set.length - both);
          if (sim >= TWIN_THRESHOLD) {
            twin = j;
            twinSim = sim;
          }
        }
        if (twin >= 0) {
          const a = tools[twin] as ToolDecl;
          const b = tools[i] as (typeof tools)[number];
          report("near-twin-docs", b.doc.span, { a: a.name.name, b: b.name.name, similarity: Math.round(twinSim * 100) });
        }
      }
      for (let p = 0; p < prefix; p++) {
        const w = ordered[p] as number;
        const list = index[w];
        if (list) list.push(i);
        else index[w] = [i];
      }
    }
  },
};
