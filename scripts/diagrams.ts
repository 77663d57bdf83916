// Draws the railroad diagrams of the `.tool` grammar into docs/grammar.html, straight
// from the Chevrotain parser, so the picture cannot disagree with what is parsed.
// Run with `npm run docs:grammar`; a test fails when the committed page is stale.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSyntaxDiagramsCode } from "chevrotain";
import { toolParser } from "../grammar/parser.js";

/** Where the diagram page is committed. */
export const GRAMMAR_HTML = new URL("../docs/grammar.html", import.meta.url);

/** The diagram page for the grammar as it is now. */
export function grammarDiagramsHtml(): string {
  // Scripts and styles come from the chevrotain package installed beside the repository,
  // so the page works offline after `npm ci` (the default points at a CDN).
  const base = "../node_modules/chevrotain/diagrams/";
  const html = createSyntaxDiagramsCode(toolParser.getSerializedGastProductions(), { resourceBase: base, css: `${base}diagrams.css` });
  // Chevrotain's header says only "generated"; say from what and how, for whoever opens the file.
  // Trailing blanks go too, so an editor that trims them on save does not make the page stale.
  return html
    .replace("<!-- This is a generated file -->", "<!-- Generated from grammar/parser.ts by `npm run docs:grammar`; do not edit by hand. -->")
    .replace(/[ \t]+$/gm, "");
}

// Write only when run as a script: the test imports this module to compare.
const invoked = process.argv[1];
if (invoked !== undefined && path.resolve(invoked) === fileURLToPath(import.meta.url)) {
  const html = grammarDiagramsHtml();
  const file = fileURLToPath(GRAMMAR_HTML);
  const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  if (html !== before) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  process.stdout.write(html === before ? "docs/grammar.html is up to date\n" : "docs/grammar.html written\n");
}
