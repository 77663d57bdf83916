// Tokenises `.tool` text with the editor grammar, the way VS Code does: the real
// TextMate engine (vscode-textmate) on the real regex engine (vscode-oniguruma).
import fs from "node:fs";
import { createRequire } from "node:module";
import textmate from "vscode-textmate";
import oniguruma from "vscode-oniguruma";

const require = createRequire(import.meta.url);

/** The grammar file under test. */
export const GRAMMAR_PATH = new URL("../../editors/tool.tmLanguage.json", import.meta.url);

/** One token of one line: its text, where it starts and its scopes, outermost first. */
export interface Token {
  line: number;
  start: number;
  text: string;
  scopes: string[];
}

/** A tokeniser for whole files. */
export type Tokenize = (text: string) => Token[][];

let loaded: Promise<Tokenize> | undefined;

/** The tokeniser; the wasm engine and the grammar are loaded once and shared by the tests of a file. */
export function loadTokenizer(): Promise<Tokenize> {
  loaded ??= (async () => {
    const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    const registry = new textmate.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
        createOnigString: (text: string) => new oniguruma.OnigString(text),
      }),
      loadGrammar: async (scopeName: string) =>
        scopeName === "source.tool" ? textmate.parseRawGrammar(fs.readFileSync(GRAMMAR_PATH, "utf8"), "tool.tmLanguage.json") : null,
    });
    const grammar = await registry.loadGrammar("source.tool");
    if (!grammar) throw new Error("the grammar source.tool did not load");
    return (text: string) => {
      let stack = textmate.INITIAL;
      // Split on "\n" only and drop a trailing "\r", so columns stay offsets into the line.
      return text.split("\n").map((raw, line) => {
        const source = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
        const result = grammar.tokenizeLine(source, stack);
        stack = result.ruleStack;
        return result.tokens.map((t) => ({ line, start: t.startIndex, text: source.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
      });
    };
  })();
  return loaded;
}

/** The scopes of every token of line `line` that overlaps the columns [from, to). */
export function scopesIn(lines: Token[][], line: number, from: number, to: number): string[][] {
  return (lines[line] ?? []).filter((t) => t.start < to && t.start + t.text.length > from).map((t) => t.scopes);
}

/** The scopes of every token covering `needle` on the first line that matches `line`. */
export function scopesAt(lines: Token[][], line: RegExp, needle: string): string[][] {
  for (const tokens of lines) {
    const source = tokens.map((t) => t.text).join("");
    if (!line.test(source)) continue;
    const from = source.indexOf(needle);
    if (from < 0) throw new Error(`'${needle}' is not on the line '${source}'`);
    return scopesIn(lines, tokens[0]?.line ?? 0, from, from + needle.length);
  }
  throw new Error(`no line matches ${String(line)}`);
}

/** Whether a scope list holds `scope` itself or a more specific scope under it. */
export const hasScope = (scopes: string[], scope: string): boolean => scopes.some((s) => s === scope || s.startsWith(`${scope}.`));
