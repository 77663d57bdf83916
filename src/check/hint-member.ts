// A hint is appended to one refusal's text, so its code must be a refusal the model can
// read from a call of this tool. Deliberately left out: `other_owner` (a hint on
// `not_found` serves both, so "not yours" and "not there" stay identical, byte for
// byte), `unknown_tool` (no tool to hang it on) and `already_executed` (an answer to
// the application, never to the model).
import { LineMap } from "../diagnostics/print.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Rule } from "./rule.js";

/** The refusal codes a hint may name. */
export const HINT_CODES: readonly string[] = [
  "invalid_arguments",
  "not_found",
  "out_of_scope",
  "effect_exceeded",
  "budget_exhausted",
  "once_used",
  "wrong_state",
  "service_timeout",
  "service_unavailable",
  "absent",
  "tool_error",
  "invalid_output",
  "not_seen",
  "tool_refused",
];

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
        if (!HINT_CODES.includes(code)) {
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
