// The model chooses tools and fills arguments from their docs, so every tool needs
// one, no doc may be empty, and none may pass 1024 characters: providers refuse (or
// silently cut) longer descriptions. Length counts code points, as providers do.
// Every doc is also sent on every turn, used or not, so a doc is judged by its words
// too: a tool doc of a paragraph (over 100 words) or an argument doc over 50 usually
// means the tool does too much, and costs tokens on each turn.
import type { Text } from "../ast.js";
import type { Report, Rule } from "./rule.js";
import { forEachField } from "./walk.js";

/** The longest doc providers accept. */
export const MAX_DOC = 1024;
/** The most words of a tool's doc before it is called wordy. */
export const MAX_TOOL_WORDS = 100;
/** The most words of an argument's or field's doc before it is called wordy. */
export const MAX_ARG_WORDS = 50;

/** The words of a text: runs of letters or digits. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
}

function checkText(t: Text | undefined, report: Report, maxWords: number): void {
  if (!t) return;
  if (t.value.trim() === "") return report("empty-doc", t.span);
  // A string has at least as many UTF-16 units as code points, so only a long one is counted.
  if (t.value.length > MAX_DOC) {
    const length = [...t.value].length;
    if (length > MAX_DOC) return report("doc-too-long", t.span, { length });
  }
  // A word takes at least two characters with its space, so only a doc that long is counted.
  if (t.value.length > maxWords * 2) {
    const words = wordCount(t.value);
    if (words > maxWords) report("doc-too-wordy", t.span, { words, max: maxWords });
  }
}

/** Tools without a doc, empty docs anywhere, docs over 1024 characters, and wordy docs. */
export const toolDoc: Rule = {
  name: "tool-doc",
  check(ts, report) {
    for (const tool of ts.file.tools) {
      if (!tool.doc) report("missing-doc", tool.name.span, { name: tool.name.name });
      checkText(tool.doc, report, MAX_TOOL_WORDS);
    }
    // Argument and field docs reach the model as parameter descriptions.
    forEachField(ts, (f, place) => {
      if (place !== "context") checkText(f.doc, report, MAX_ARG_WORDS);
    });
  },
};
