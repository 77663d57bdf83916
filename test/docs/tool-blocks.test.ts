// Every contract shown in the README and docs/ (a ```tool block) is what a user may copy
// into a file: it compiles without errors and `contractc fmt --check` passes on it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prettierFormat } from "../../src/cli/fmt.js";
import { compileSources } from "../../src/compile.js";

const ROOT = path.join(import.meta.dirname, "../..");
const FILES = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** The ```tool blocks of a Markdown text, each with the line its fence is on. */
function toolBlocks(markdown: string): { line: number; text: string }[] {
  const lines = markdown.split("\n");
  const blocks: { line: number; text: string }[] = [];
  let open = -1;
  for (const [i, l] of lines.entries()) {
    if (open < 0 && l === "```tool") open = i;
    else if (open >= 0 && l === "```") {
      blocks.push({ line: open + 1, text: lines.slice(open + 1, i).join("\n") + "\n" });
      open = -1;
    } else if (open < 0 && l.startsWith("```") && l !== "```") open = -2 - i; // another language's block: skip to its end
    else if (open < -1 && l === "```") open = -1;
  }
  return blocks;
}

const blocks = FILES.flatMap((f) => toolBlocks(fs.readFileSync(path.join(ROOT, f), "utf8")).map((b) => ({ ...b, file: f })));

describe("contracts in the docs", () => {
  it("finds the README's first contract and the language page's whole file", () => {
    expect(blocks.map((b) => b.file)).toEqual(expect.arrayContaining(["README.md", "docs/LANGUAGE.md"]));
  });
  it.each(blocks.map((b) => [`${b.file}:${b.line}`, b] as const))("%s compiles and is formatted", async (_, b) => {
    const errors = compileSources([{ path: "doc.tool", headerPath: "contracts/doc.tool", text: b.text }]).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.message)).toEqual([]);
    expect(await prettierFormat(b.text)).toBe(b.text);
  });
});
