// The production lexer and parser skip Chevrotain's validations to start faster; these
// tests run them, so an ambiguous or left-recursive change still fails loudly.
import { describe, expect, it } from "vitest";
import { RULE_WORDS } from "../../grammar/messages.js";
import { Lexer } from "../../grammar/chevrotain.js";
import { ToolParser, toolParser } from "../../grammar/parser.js";
import { allTokens, LEXER_OPTIONS } from "../../grammar/tokens.js";

describe("the grammar", () => {
  it("passes Chevrotain's validations", () => {
    expect(() => new ToolParser({ skipValidations: false })).not.toThrow();
  });
  it("has a lexer that passes Chevrotain's validations (the one in use skips them)", () => {
    expect(() => new Lexer(allTokens, { ...LEXER_OPTIONS, skipValidations: false })).not.toThrow();
  });
  it("names only existing rules in its error messages", () => {
    const rules = new Set(Object.keys(toolParser.getGAstProductions()));
    for (const name of Object.keys(RULE_WORDS)) expect(rules, name).toContain(name);
  });
});
