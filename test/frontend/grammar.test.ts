// The production parser skips Chevrotain's grammar validations to start faster; this
// test runs them, so an ambiguous or left-recursive change still fails loudly.
import { describe, expect, it } from "vitest";
import { RULE_WORDS } from "../../grammar/messages.js";
import { ToolParser, toolParser } from "../../grammar/parser.js";

describe("the grammar", () => {
  it("passes Chevrotain's validations", () => {
    expect(() => new ToolParser({ skipValidations: false })).not.toThrow();
  });
  it("names only existing rules in its error messages", () => {
    const rules = new Set(Object.keys(toolParser.getGAstProductions()));
    for (const name of Object.keys(RULE_WORDS)) expect(rules, name).toContain(name);
  });
});
