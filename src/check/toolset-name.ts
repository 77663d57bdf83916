// The toolset name becomes a folder name (`generated/NAME/`) and an import path, so it
// is kept to lower-case letters, digits, `_` and `-`, the same on every file system.
import type { Rule } from "./rule.js";

const FOLDER_SAFE = /^[a-z][a-z0-9_-]*$/;

/** A toolset name that is not a portable folder name. */
export const toolsetName: Rule = {
  name: "toolset-name",
  check(ts, report) {
    const decl = ts.file.toolset;
    if (decl && !FOLDER_SAFE.test(decl.name.name)) report("invalid-toolset-name", decl.name.span, { name: decl.name.name });
  },
};
