// A hint is appended to one refusal's text, so its code must be a refusal the model can
// read from a call of this tool: one of the language's hintable codes (src/language/refusals.ts).
import { LineMap } from "../diagnostics/print.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { HINT_CODES, isHintCode } from "../language/refusals.js";
import type { Rule } from "./rule.js";

/** Hints on a code that is not a hintable refusal, and two hints for one code. */
export const hintMember: Rule = {
  name: "hint-member",
  check(ts, report) {
    let lines: LineMap | undefined;
    const first = new Map<string, number>(); // emptied for each tool
    for (const tool of ts.file.tools) {
      if (tool.hints.length === 0) continue;
      if (first.size > 0) first.clear(); // clearing allocates, even when empty
      for (const h of tool.hints) {
        const code = h.code.name;
        if (!isHintCode(code)) {
          const suggestion = code === "other_owner" ? " (put it on not_found: that hint also serves other_owner, so the two refusals read the same)" : didYouMean(code, HINT_CODES);
          report("unknown-hint-code", h.code.span, { name: code, suggestion });
          continue;
        }
        const prev = first.get(code);
        if (prev !== undefined) {
          lines ??= new LineMap(ts.file.source);
          report("hint-duplicate", h.code.span, { code, line: lines.position(prev).line });
        } else first.set(code, h.span.start);
      }
    }
  },
};
