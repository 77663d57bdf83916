// A task ends with one finish call; with several finish tools the model has to choose
// how to end, and it sometimes picks the wrong one or calls two. Not an error: some
// toolsets serve several kinds of task.
import type { Rule } from "./rule.js";

/** More than one finish tool in a toolset (a warning). */
export const finishCount: Rule = {
  name: "finish-count",
  check(ts, report) {
    const finishes = ts.file.tools.filter((t) => t.toolKind === "finish");
    const second = finishes[1];
    if (second) report("multiple-finish", second.name.span, { count: finishes.length });
  },
};
