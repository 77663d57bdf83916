// docs/grammar.html is drawn from the parser; it must be what the script draws now.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { toolParser } from "../../grammar/parser.js";
import { GRAMMAR_HTML, grammarDiagramsHtml } from "../../scripts/diagrams.js";

describe("docs/grammar.html", () => {
  const committed = fs.existsSync(GRAMMAR_HTML) ? fs.readFileSync(GRAMMAR_HTML, "utf8") : "";

  it("is up to date with grammar/parser.ts (regenerate with npm run docs:grammar)", () => {
    expect(committed).toBe(grammarDiagramsHtml());
  });

  it("draws every rule of the parser", () => {
    const rules = Object.keys(toolParser.getGAstProductions());
    expect(rules.length).toBeGreaterThan(20);
    for (const rule of rules) expect(committed).toContain(`"name": "${rule}"`);
  });

  it("loads its drawing scripts only from the installed chevrotain package, offline", () => {
    const urls = [...committed.matchAll(/(?:src|href)='([^']+)'/g)].map((m) => m[1] ?? "");
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith("../node_modules/chevrotain/diagrams/"), url).toBe(true);
      expect(fs.existsSync(fileURLToPath(new URL(url, GRAMMAR_HTML))), url).toBe(true);
    }
  });
});
