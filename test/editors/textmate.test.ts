// The editor grammar, run by the engine VS Code uses, against every contract of the
// repository: the scopes a theme colours, and agreement with the compiler's lexer.
import fs from "node:fs";
import path from "node:path";
import type { TokenType } from "chevrotain";
import { beforeAll, describe, expect, it } from "vitest";
import * as T from "../../grammar/tokens.js";
import { hasScope, loadTokenizer, scopesAt, scopesIn, type Token, type Tokenize } from "./tokenize.js";

const root = path.join(import.meta.dirname, "../..");
const toolFiles = (dir: string): string[] =>
  fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith(".tool")).sort().map((f) => `${dir}/${f}`) : [];
const goldenDir = "test/golden/cases";
const goldenFiles = fs.existsSync(path.join(root, goldenDir))
  ? fs.readdirSync(path.join(root, goldenDir)).flatMap((c) => toolFiles(`${goldenDir}/${c}`))
  : [];
// Fixtures may hold deliberate lexical errors; those are only checked when they lex cleanly.
const mustLex = [...toolFiles("contracts"), ...goldenFiles];
const fixtures = toolFiles("test/fixtures");

// The scope each lexer token must carry wherever it appears. Keywords are left out:
// they may also serve as names, and the grammar tells the two apart by context.
const EXPECTED = new Map<TokenType, string>([
  [T.StringLit, "string.quoted.double"],
  [T.TripleString, "string.quoted.triple"],
  [T.Regex, "string.regexp"],
  [T.NumberLit, "constant.numeric"],
  [T.StringKw, "support.type.primitive"],
  [T.IntKw, "support.type.primitive"],
  [T.NumberKw, "support.type.primitive"],
  [T.BoolKw, "support.type.primitive"],
  [T.True, "constant.language"],
  [T.False, "constant.language"],
  [T.Null, "constant.language"],
  [T.Arrow, "keyword.operator.implies"],
  [T.EqEq, "keyword.operator.comparison"],
  [T.NotEq, "keyword.operator.comparison"],
  [T.GtEq, "keyword.operator.comparison"],
  [T.LtEq, "keyword.operator.comparison"],
  [T.Gt, "keyword.operator.comparison"],
  [T.Lt, "keyword.operator.comparison"],
  [T.Equals, "keyword.operator.assignment"],
  [T.DotDot, "keyword.operator.range"],
  [T.Pipe, "keyword.operator.union"],
  [T.Question, "keyword.operator.optional"],
  [T.LCurly, "punctuation.section.braces"],
  [T.RCurly, "punctuation.section.braces"],
  [T.LBracket, "punctuation.section.brackets"],
  [T.RBracket, "punctuation.section.brackets"],
]);

let tokenize: Tokenize;
beforeAll(async () => {
  tokenize = await loadTokenizer();
});

const read = (file: string): string => fs.readFileSync(path.join(root, file), "utf8");
const invalidLines = (lines: Token[][]): string[] =>
  lines.flatMap((tokens) => tokens.filter((t) => t.scopes.some((s) => s.startsWith("invalid"))).map((t) => `line ${t.line + 1}: '${t.text}' ${t.scopes.join(" ")}`));

describe("the TextMate grammar on every contract", () => {
  it("finds contracts to check", () => {
    expect(mustLex.length).toBeGreaterThan(0);
  });

  for (const file of [...mustLex, ...fixtures]) {
    it(`${file}: no line is invalid, and every token has the scope of its kind`, () => {
      const text = read(file);
      const lexed = T.toolLexer.tokenize(text);
      if (fixtures.includes(file) && lexed.errors.length > 0) return;
      expect(lexed.errors, "the compiler's lexer accepts the file").toEqual([]);
      const lines = tokenize(text);
      expect(invalidLines(lines)).toEqual([]);
      const lineStarts = [0];
      for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
      let checked = 0;
      for (const tok of lexed.tokens) {
        const scope = EXPECTED.get(tok.tokenType);
        if (!scope) continue;
        checked++;
        let line = 0;
        while ((lineStarts[line + 1] ?? Infinity) <= tok.startOffset) line++;
        const from = tok.startOffset - (lineStarts[line] ?? 0);
        const to = from + Math.max(1, (tok.image.split("\n")[0] ?? "").replace(/\r$/, "").length);
        const scopes = scopesIn(lines, line, from, to);
        expect(scopes.length, `${tok.image} on line ${line + 1}`).toBeGreaterThan(0);
        for (const s of scopes) expect(hasScope(s, scope), `${tok.image} on line ${line + 1}: ${s.join(" ")}`).toBe(true);
      }
      expect(checked).toBeGreaterThan(0);
      for (const tokens of lines) {
        const comment = tokens.findIndex((t) => t.text.startsWith("//") && !hasScope(t.scopes, "string"));
        for (const t of comment < 0 ? [] : tokens.slice(comment)) expect(hasScope(t.scopes, "comment.line"), t.text).toBe(true);
      }
    });
  }
});

describe("the scopes of larkfield.tool", () => {
  const cases: [line: RegExp, needle: string, scope: string][] = [
    [/^\/\/ /, "// ", "comment.line.double-slash"],
    [/^toolset larkfield/, "toolset", "keyword"],
    [/^toolset larkfield/, "larkfield", "entity.name.namespace"],
    [/^type OrderId/, "OrderId", "entity.name.type"],
    [/^type OrderId/, "/^LK-\\d{6}$/", "string.regexp"],
    [/^resource order/, "order", "entity.name.type"],
    [/^\s*missing "/, "{id}", "constant.other.placeholder"],
    [/^read get_order/, "read", "keyword"],
    [/^read get_order/, "get_order", "entity.name.function"],
    [/^\s*arg order_id: order "/, "order_id", "variable.parameter"],
    [/^\s*arg order_id: order "/, '"The order ID: LK- and 6 digits."', "string.quoted"],
    [/^\s*arg amount: number\(0\.\.5000\)/, "number", "support.type.primitive"],
    [/^\s*arg amount: number\(0\.\.5000\)/, "5000", "constant.numeric"],
    [/^\s*arg amount: number\(0\.\.5000\)/, "..", "keyword.operator.range"],
    [/^\s*rule outcome ==/, "=>", "keyword.operator"],
    [/^\s*rule outcome ==/, "rule", "keyword"],
    [/^\s*rule outcome ==/, "count", "keyword"],
  ];
  for (const [line, needle, scope] of cases) {
    it(`'${needle}' on ${String(line)} is ${scope}`, () => {
      const scopes = scopesAt(tokenize(read("contracts/larkfield.tool")), line, needle);
      expect(scopes.length).toBeGreaterThan(0);
      for (const s of scopes) expect(hasScope(s, scope), s.join(" ")).toBe(true);
    });
  }
});
