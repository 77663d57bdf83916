// Patterns must compile exactly as the generated validators compile them: JavaScript
// syntax with the `u` flag always added (so code points, not UTF-16 units, are matched,
// and sloppy escapes such as `\-` outside a class are refused). Only i, u and s are
// allowed: `g` and `y` make `test()` stateful, `m` changes what ^ and $ anchor.
import type { Rule } from "./rule.js";
import { forEachTypeOf } from "./walk.js";

const ALLOWED_FLAGS = new Set(["i", "u", "s"]);

/** Strips the engine's "Invalid regular expression: /.../u: " prefix, keeping the reason. */
function reasonOf(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /^Invalid regular expression: \/.*\/[a-z]*: (.*)$/s.exec(message);
  return (m?.[1] ?? message).trim();
}

// Named types and tools repeat patterns: each is compiled once per process, and the
// answer (why it does not compile, or undefined) kept.
const reasons = new Map<string, string | undefined>();
const REASON_LIMIT = 5000;

/** Why a pattern with valid flags does not compile, or undefined when it does. */
function compileProblem(source: string, flags: string): string | undefined {
  const key = `${flags}/${source}`;
  if (reasons.has(key)) return reasons.get(key);
  let reason: string | undefined;
  try {
    new RegExp(source, flags.includes("u") ? flags : flags + "u");
  } catch (e) {
    reason = reasonOf(e);
  }
  if (reasons.size >= REASON_LIMIT) reasons.clear();
  reasons.set(key, reason);
  return reason;
}

/** Regex flags other than i, u, s (or given twice), and patterns that do not compile. */
export const regexSyntax: Rule = {
  name: "regex-syntax",
  check(ts, report) {
    forEachTypeOf(ts, "string", (t) => {
      if (!t.pattern) return;
      const p = t.pattern;
      let flagsOk = true;
      // Flags are ASCII letters (the lexer's rule), so indexes are characters.
      for (let k = 0; k < p.flags.length; k++) {
        const flag = p.flags[k] as string;
        if (!ALLOWED_FLAGS.has(flag) || p.flags.indexOf(flag) < k) {
          report("invalid-regex-flag", p.span, { flag });
          flagsOk = false;
        }
      }
      if (!flagsOk) return;
      const reason = compileProblem(p.source, p.flags);
      if (reason !== undefined) report("invalid-regex", p.span, { reason });
    });
  },
};
