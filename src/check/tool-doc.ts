// The model chooses tools and fills arguments from their docs, so every tool needs
// one, no doc may be empty, and none may pass 1024 characters: providers refuse (or
// silently cut) longer descriptions. Length counts code points, as providers do.
import type { Text } from "../ast.js";
import type { Report, Rule } from "./rule.js";
import { forEachField } from "./walk.js";

/** The longest doc providers accept. */
export const MAX_DOC = 1024;

function checkText(t: Text | undefined, report: Report): void {
  if (!t) return;
  if (t.value.trim() === "") report("empty-doc", t.span);
  // A string has at least as many UTF-16 units as code points, so only a long one is counted.
  else if (t.value.length > MAX_DOC) {
    const length = [...t.value].length;
    if (length > MAX_DOC) report("doc-too-long", t.span, { length });
  }
}

/** Tools without a doc, empty docs anywhere, and docs over 1024 characters. */
export const toolDoc: Rule = {
  name: "tool-doc",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      if (!tool.doc) report("missing-doc", tool.name.span, { name: tool.name.name });
      checkText(tool.doc, report);
    }
    // Argument and field docs reach the model as parameter descriptions.
    forEachField(ts, (f, place) => {
      if (place !== "context") checkText(f.doc, report);
    });
  },
};
