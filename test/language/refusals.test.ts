// The hintable refusal codes are refusals the runtime answers a call with, each documented
// in RUNTIME.md's table of model-facing texts; none is an answer to the application only.
import { describe, expect, it } from "vitest";
import { refusalRows } from "../../src/docs/refusal-texts.js";
import { HINT_CODES, HINT_MEANING, isHintCode } from "../../src/language/refusals.js";

describe("the hintable refusal codes", () => {
  const documented = new Set(refusalRows().flatMap(([c]) => c.split(", ")));

  it("are each a refusal the model reads, with a meaning", () => {
    expect(HINT_CODES.length).toBeGreaterThan(10);
    for (const c of HINT_CODES) {
      expect(documented, c).toContain(c);
      expect(HINT_MEANING[c].length, c).toBeGreaterThan(10);
    }
  });

  it("leave out other_owner (a hint on not_found serves it), unknown_tool and the write path's answers", () => {
    for (const c of ["other_owner", "unknown_tool", "already_executed", "not_approved", "toString"]) expect(isHintCode(c), c).toBe(false);
  });
});
