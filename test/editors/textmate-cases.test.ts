// The editor grammar on small made-up lines: the corners real contracts may not
// reach yet, what it must flag as invalid, and its sync with the compiler's keywords.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { allTokens, Identifier } from "../../grammar/tokens.js";
import { GRAMMAR_PATH, hasScope, loadTokenizer, scopesAt, scopesIn, type Tokenize } from "./tokenize.js";

let tokenize: Tokenize;
beforeAll(async () => {
  tokenize = await loadTokenizer();
});

/** Every token covering the `nth` `needle` (-1: the last) of `text` has `scope`, or none has, with `not`. */
function expectScope(text: string, needle: string, scope: string, { not = false, nth = 0 } = {}): void {
  const lines = tokenize(text);
  const sources = text.split("\n");
  const hits = sources.flatMap((source, line) => [...source.matchAll(new RegExp(needle.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"), "g"))].map((m) => ({ line, from: m.index })));
  const hit = hits.at(nth);
  if (!hit) throw new Error(`'${needle}' is not in ${JSON.stringify(text)}`);
  const scopes = scopesIn(lines, hit.line, hit.from, hit.from + needle.length);
  expect(scopes.length, needle).toBeGreaterThan(0);
  for (const s of scopes) expect(hasScope(s, scope), `'${needle}' in ${JSON.stringify(text)}: ${s.join(" ")}`).toBe(!not);
}

describe("literals", () => {
  it("numbers: negative, decimal, exponent, and the ends of ranges", () => {
    const text = "arg n: int(-5..10) = -5\narg x: number(0.25..1e3)\narg l: string[..64]\n";
    for (const n of ["-5", "10", "0.25", "1e3", "64"]) expectScope(text, n, "constant.numeric");
    expectScope(text, "-5", "constant.numeric", { nth: 1 });
    for (const nth of [0, 1, 2]) expectScope(text, "..", "keyword.operator.range", { nth });
  });
  it("strings: JSON escapes, and what JSON does not allow", () => {
    expectScope('doc "a\\"b\\n\\u00e9"', '\\"', "constant.character.escape");
    expectScope('doc "a\\"b\\n\\u00e9"', "\\u00e9", "constant.character.escape");
    expectScope('doc "bad \\q"', "\\q", "invalid.illegal");
    expectScope('doc "not closed', "d", "invalid.illegal", { nth: -1 });
  });
  it('"""folded strings""" span lines', () => {
    const text = 'doc """\n  first line\n\n  second // not a comment\n"""\nbudget 3';
    expectScope(text, "first line", "string.quoted.triple");
    expectScope(text, "// not a comment", "string.quoted.triple");
    expectScope(text, "// not a comment", "comment", { not: true });
    expectScope(text, "budget", "keyword");
  });
  it("regex literals: classes, escapes, flags", () => {
    const text = "type P = string /^[/a-z]+\\/x(?:y|z){2,3}$/iu";
    expectScope(text, "/^[/a-z]+\\/x(?:y|z){2,3}$/iu", "string.regexp");
    expectScope(text, "[/a-z]", "constant.other.character-class");
    expectScope(text, "{2,3}", "keyword.operator.quantifier");
    expectScope(text, "iu", "keyword.other.flag");
    expectScope("type P = string /^a$/g", "g", "invalid.illegal", { nth: -1 });
  });
  it("constants and type keywords", () => {
    for (const w of ["true", "false", "null"]) expectScope(`arg a: ${w} = ${w}`, w, "constant.language");
    for (const w of ["string", "int", "number", "bool"]) expectScope(`arg a: ${w}`, w, "support.type.primitive");
  });
});

describe("names and keywords", () => {
  it("declaration names", () => {
    expectScope("write send_mail {", "send_mail", "entity.name.function");
    expectScope("finish done {", "done", "entity.name.function");
    expectScope("type Email = string(5..320)", "Email", "entity.name.type");
    expectScope("resource ticket {", "ticket", "entity.name.type");
  });
  it("a keyword that serves as a name is not coloured as a keyword", () => {
    expectScope("  arg type: string", "type", "keyword", { not: true });
    expectScope("returns { id: string, count?: int }", "id", "variable.other.property");
    expectScope("returns { id: string, count?: int }", "count", "keyword", { not: true });
    expectScope("  ensure result.id == id", "result", "variable.language");
    expectScope("  ensure result.id == id", "id", "variable.other.property");
    expectScope("  ensure result.id == id", "==", "keyword.operator.comparison");
    expectScope("  ensure result.id == id", "id", "variable.parameter", { nth: -1 });
    expectScope("  scope ticket_id = context.ticket_id", "context", "variable.language");
    expectScope("  rule type == \"a\" => note present", "type", "keyword", { not: true });
    expectScope("  rule type == \"a\" => note present", "present", "keyword");
  });
  it("operators", () => {
    const text = 'rule a != "x" => count(b) <= 2';
    for (const op of ["!=", "=>", "<="]) expectScope(text, op, "keyword.operator");
    expectScope("arg a?: (x | y)[]?", "|", "keyword.operator");
    expectScope("arg a?: (x | y)[]?", "?", "keyword.operator");
  });
  it("a character the language does not have is invalid", () => {
    for (const c of ["#", "@", ";", "*"]) expectScope(`budget 3 ${c}`, c, "invalid.illegal");
  });
  it("knows every keyword of the compiler's lexer", () => {
    const words = allTokens.filter((t) => t !== Identifier && typeof t.PATTERN === "object" && /^[a-z]+$/.test((t.PATTERN as RegExp).source));
    expect(words.length).toBeGreaterThan(30);
    for (const t of words) {
      const word = (t.PATTERN as RegExp).source;
      const line = word === "count" ? "count(actions)" : word;
      const scopes = scopesAt(tokenize(line), /./, word);
      const ok = scopes.every((s) => ["keyword", "support.type", "constant.language"].some((k) => hasScope(s, k)));
      expect(ok, `'${word}': ${scopes.map((s) => s.join(" ")).join(" | ")}`).toBe(true);
    }
  });
});

describe("the VS Code extension manifest", () => {
  it("points at the grammar and the language configuration", () => {
    const dir = new URL("../../editors/", import.meta.url);
    const manifest = JSON.parse(fs.readFileSync(new URL("package.json", dir), "utf8")) as {
      contributes: { languages: { id: string; extensions: string[]; configuration: string }[]; grammars: { language: string; scopeName: string; path: string }[] };
    };
    const grammar = JSON.parse(fs.readFileSync(GRAMMAR_PATH, "utf8")) as { scopeName: string };
    const [language] = manifest.contributes.languages;
    const [contributed] = manifest.contributes.grammars;
    expect(language?.extensions).toEqual([".tool"]);
    expect(contributed).toMatchObject({ language: language?.id, scopeName: grammar.scopeName });
    expect(grammar.scopeName).toBe("source.tool");
    expect(fs.existsSync(new URL(contributed?.path ?? "missing", dir))).toBe(true);
    const config = JSON.parse(fs.readFileSync(new URL(language?.configuration ?? "missing", dir), "utf8")) as { comments: { lineComment: string } };
    expect(config.comments.lineComment).toBe("//");
  });

  it("starts the language server for the language it contributes", () => {
    const dir = new URL("../../editors/", import.meta.url);
    const manifest = JSON.parse(fs.readFileSync(new URL("package.json", dir), "utf8")) as { main: string; activationEvents: string[]; contributes: { languages: { id: string }[] } };
    expect(manifest.activationEvents).toContain(`onLanguage:${manifest.contributes.languages[0]?.id}`);
    // The manifest's main is the bundle of extension.js and the command it runs.
    expect(manifest.main).toBe("./dist/extension.js");
    const main = fs.readFileSync(new URL("extension.js", dir), "utf8") + fs.readFileSync(new URL("server-command.js", dir), "utf8");
    expect(main).toContain('args: ["lsp"]');
    expect(main).toContain(`language: "${manifest.contributes.languages[0]?.id}"`);
  });
});

describe("names in type position, formats, rule paths, `...` and unclosed classes", () => {
  it("scopes a type, resource or write tool named where a type goes", () => {
    expectScope('arg o: order "The order."', "order", "entity.name.type");
    expectScope('arg a: refund[..5] "Refunds."', "refund", "entity.name.type");
    expectScope("type X = OrderId | Other", "OrderId", "entity.name.type");
    expectScope("type X = OrderId | Other", "Other", "entity.name.type");
    expectScope("  id OrderId", "OrderId", "entity.name.type");
    expectScope("  returns Reply", "Reply", "entity.name.type");
    expectScope("  scope region = context.region", "context", "entity.name.type", { not: true });
    expectScope("arg a: string(1..5)", "string", "support.type.primitive");
  });
  it("scopes a format name", () => {
    expectScope('arg m: string(email) "Mail."', "email", "support.constant.format");
    expectScope('arg m: string(email) "Mail."', "string", "support.type.primitive");
  });
  it("scopes the argument paths of a rule", () => {
    const text = 'rule outcome == "resolve" => count(actions) >= 1 "Needs one."';
    expectScope(text, "outcome", "variable.parameter");
    expectScope(text, "actions", "variable.parameter");
    expectScope(text, "=>", "keyword.operator.implies");
  });
  it("scopes `...` as one operator", () => {
    const lines = tokenize("returns { a: int, ... }");
    const scopes = scopesIn(lines, 0, 18, 21);
    expect(scopes).toHaveLength(1);
    expect(hasScope(scopes[0]!, "keyword.operator.rest")).toBe(true);
  });
  it("marks a character class left open at the end of the line as invalid", () => {
    expectScope("type P = string /[a-z", "z", "invalid.illegal");
    expectScope("type P = string /[a-z]/", "z", "invalid.illegal", { not: true });
  });
});
