// A write is approved by a person who reads its doc, and proposed by a model that reads
// it too: the doc must name the change (refunds, creates, deletes, sends ...). The
// check looks for a verb of change at the start of any word, so "Refund part of an
// order" and "Creates a label" both pass, and "Handles the order." does not.
import type { Rule } from "./rule.js";

// Stems of verbs that say what a write changes; matched at the start of a word.
const CHANGE = new RegExp(
  "\\b(?:" +
    [
      "add", "adjust", "appl", "approv", "archiv", "assign", "attach", "ban", "block", "book", "cancel", "chang", "charg", "clos", "creat",
      "credit", "debit", "delet", "deposit", "detach", "disabl", "edit", "email", "enabl", "enrol", "escalat", "grant", "insert", "invit",
      "issu", "link", "lock", "mark", "merg", "modif", "mov", "notif", "open", "pay", "post", "publish", "purg", "put", "rais",
      "reassign", "refund", "regist", "reject", "remov", "renam", "reopen", "replac", "reschedul", "reserv", "reset", "restor", "revok",
      "schedul", "send", "sent", "set", "ship", "stor", "submit", "subscrib", "suspend", "transfer", "unblock", "unlink", "unlock",
      "unsubscrib", "updat", "upload", "void", "withdraw", "writ",
    ].join("|") +
    ")",
  "i",
);

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
