// A write is approved by a person who reads its doc, and proposed by a model that reads
// it too: the doc must name the change (refunds, creates, deletes, sends, restarts ...).
// The check looks for a verb of change at the start of any word (verbs.ts), so "Refund
// part of an order" and "Restarts one service" both pass, and "Handles the order." does not.
import type { Rule } from "./rule.js";
import { CHANGE } from "./verbs.js";

/** Write tools whose doc names no change. */
export const writeDocVague: Rule = {
  name: "write-doc-vague",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      if (tool.toolKind !== "write" || !tool.doc || tool.doc.value.trim() === "") continue; // tool-doc reports those
      if (!CHANGE.test(tool.doc.value)) report("write-doc-vague", tool.doc.span, { name: tool.name.name });
    }
  },
};
