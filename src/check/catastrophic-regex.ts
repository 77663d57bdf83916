// A pattern that can backtrack catastrophically lets one crafted argument stall the
// validator (ReDoS). The analysis uses `redos-detector`: pure JavaScript (no native
// binary to build), maintained, and deterministic for a given step limit. It works on
// the pattern's structure, so the answer does not depend on the machine's speed except
// past the time limit, which only ordinary-looking patterns far larger than any
// contract's ever reach.
import { createRequire } from "node:module";
import type * as RedosDetector from "redos-detector";
import type { Rule } from "./rule.js";
import { withoutGroupNames } from "./group-names.js";
import { compilePattern } from "./type-facts.js";
import { forEachTypeOf } from "./walk.js";

// Loaded with `require`: importing its CommonJS entry from ESM makes Node scan all of its
// source for export names first, several times the cost of loading it (its ESM build has no
// types). Loaded only when a pattern has no known answer: loading it costs about as much as
// parsing a contract, and a build remembers the answers (see `knownVerdicts`).
let analyser: typeof RedosDetector | undefined;
const isSafePattern: (typeof RedosDetector)["isSafePattern"] = (...args) => {
  analyser ??= createRequire(import.meta.url)("redos-detector") as typeof RedosDetector;
  return analyser.isSafePattern(...args);
};

// The analysis costs a few milliseconds per pattern; contracts repeat patterns through
// named types and across files, so answers are kept for the life of the process.
const cache = new Map<string, string | undefined>();
const CACHE_LIMIT = 5000;

/** Every answer this process knows, by `flags/source`: why the pattern is unsafe, or undefined when it is safe. */
export function knownVerdicts(): ReadonlyMap<string, string | undefined> {
  return cache;
}

/** Takes answers found by an earlier run of this very checker (a build's memory), so their patterns are not analysed again. */
export function learnVerdicts(answers: Iterable<readonly [string, string | undefined]>): void {
  for (const [key, detail] of answers) if (cache.size < CACHE_LIMIT && !cache.has(key)) cache.set(key, detail);
}

// Escapes that mean something else without the `u` flag.
const UNICODE_ONLY = /\\[pPu]\{/;

/** Why a pattern is unsafe (the text after "catastrophically"), or undefined when it is safe. */
export function unsafeDetail(source: string, flags: string): string | undefined {
  const key = `${flags}/${source}`;
  if (cache.has(key)) return cache.get(key);
  let detail: string | undefined;
  const caseInsensitive = flags.includes("i");
  try {
    // The analyser takes `i` only without `u`; that reads the same structure, unless the
    // pattern uses syntax `u` alone gives a meaning to (`\p{L}`, `\u{1F600}`).
    if (caseInsensitive && UNICODE_ONLY.test(source)) throw new Error("a case-insensitive pattern with \\p{...} or \\u{...}");
    const r = isSafePattern(withoutGroupNames(source), { unicode: !caseInsensitive, caseInsensitive, dotAll: flags.includes("s"), maxSteps: 20000, timeout: 500 });
    if (!r.safe) detail = r.error === "hitMaxScore" ? "" : " (it is too complex to be proven safe)";
  } catch (error) {
    // The analyser refuses a few constructs it cannot model (group modifiers such as
    // `(?i:...)`, which newer engines accept). A pattern no one could judge may still
    // stall the validator, so it is refused, saying why, rather than let through.
    const why = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();
    detail = ` (it cannot be proven safe: the ReDoS analyser cannot read it, "${why}")`;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, detail);
  return detail;
}

/** Patterns that can backtrack catastrophically (checked only once they compile). */
export const catastrophicRegex: Rule = {
  name: "catastrophic-regex",
  check(ts, report) {
    forEachTypeOf(ts, "string", (t) => {
      if (!t.pattern) return;
      const { source, flags, span } = t.pattern;
      if (/[^ius]/.test(flags) || !compilePattern(source, flags)) return; // regex-syntax reports it
      const detail = unsafeDetail(source, flags);
      if (detail !== undefined) report("catastrophic-regex", span, { detail });
    });
  },
};
