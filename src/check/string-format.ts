// `string(FORMAT)` names one of the built-in formats, each defined exactly in the docs
// and checked by a fixed function in the generated validators; any other name is an error.
import { didYouMean } from "../diagnostics/suggest.js";
import { FORMATS, isFormat } from "../language/formats.js";
import type { Rule } from "./rule.js";
import { forEachTypeOf } from "./walk.js";

/** A format name that is not a built-in format. */
export const stringFormat: Rule = {
  name: "string-format",
  check(ts, report) {
    forEachTypeOf(ts, "string", (t) => {
      if (!t.format || isFormat(t.format.name)) return;
      report("unknown-format", t.format.span, { name: t.format.name, formats: FORMATS.join(", "), suggestion: didYouMean(t.format.name, FORMATS) });
    });
  },
};
