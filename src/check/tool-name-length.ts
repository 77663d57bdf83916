// Providers accept tool names matching ^[A-Za-z0-9_-]{1,64}$; identifiers already keep
// to the character set, so only the length is left to check.
import type { Rule } from "./rule.js";

/** The longest tool name providers accept. */
export const MAX_TOOL_NAME = 64;

/** A tool name over 64 characters. */
export const toolNameLength: Rule = {
  name: "tool-name-length",
  check(ts, report) {
    for (const t of ts.file.tools) {
      const length = t.name.name.length;
      if (length > MAX_TOOL_NAME) report("tool-name-too-long", t.name.span, { name: t.name.name, length });
    }
  },
};
