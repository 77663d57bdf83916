// Patterns must compile exactly as the generated validators compile them: JavaScript
// syntax with the `u` flag always added (so code points, not UTF-16 units, are matched,
// and sloppy escapes such as `\-` outside a class are refused). Only i, u and s are
// allowed: `g` and `y` make `test()` stateful, `m` changes what ^ and $ anchor.
import type { Rule } from "./rule.js";
import { forEachType } from "./walk.js";

const ALLOWED_FLAGS = new Set(["i", "u", "s"]);

/** Strips the engine's "Invalid regular expression: /.../u: " prefix, keeping the reason. */
function reasonOf(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /^Invalid regular expression: \/.*\/[a-z]*: (.*)$/s.exec(message);
  return (m?.[1] ?? message).trim();
}

/** Regex flags other than i, u, s (or given twice), and patterns that do not compile. */
export const regexSyntax: Rule = {
  name: "regex-syntax",
  check(ts, report) {
    forEachType(ts, (t) => {
      if (t.kind !== "string" || !t.pattern) return;
      const p = t.pattern;
      const seen = new Set<string>();
      let flagsOk = true;
      for (const flag of p.flags) {
        if (!ALLOWED_FLAGS.has(flag) || seen.has(flag)) {
          report("invalid-regex-flag", p.span, { flag });
          flagsOk = false;
        }
        seen.add(flag);
      }
      if (!flagsOk) return;
      try {
        new RegExp(p.source, seen.has("u") ? p.flags : p.flags + "u");
      } catch (e) {
        report("invalid-regex", p.span, { reason: reasonOf(e) });
      }
    });
  },
};
