// A `read` is called freely, without a person's approval, and MCP tells clients it is
// read-only. A read whose doc says it also changes something ("Lists the files and
// deletes the empty ones", "sends an announcement email") is a lying contract: either
// the tool is a write, or its doc is wrong. Verbs are read as verbs only (verbs.ts), so
// "Lists the user's posts" and "Shows the refunds issued" are left alone.
import type { Rule } from "./rule.js";
import { sideEffectOf } from "./verbs.js";

/** Read tools whose doc says they change something. */
export const readSideEffect: Rule = {
  name: "read-side-effect",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      if (tool.toolKind !== "read" || !tool.doc) continue;
      const effect = sideEffectOf(tool.doc.value);
      if (effect) report("read-side-effect", tool.doc.span, { name: tool.name.name, word: effect.word });
    }
  },
};
