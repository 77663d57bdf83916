// The formatter as a prettier plugin, in prettier's own pieces: the language (which
// files), the parser (text to our tree), the printer (tree to prettier's document).
// `prettier --plugin <this file> --write "contracts/**/*.tool"` and `contractc fmt`
// give the same bytes: `contractc fmt` runs prettier with this plugin.
import { doc, type Doc, type Parser, type Plugin, type Printer, type SupportLanguage } from "prettier";
import { LineMap } from "../diagnostics/print.js";
import { BREAK, layout } from "./layout.js";
import { readForFormat, type FormatSource } from "./source.js";

/** The parser and AST format name. */
export const PARSER = "contractc";

/** `.tool` files. */
export const languages: SupportLanguage[] = [{ name: "Tool contract", parsers: [PARSER], extensions: [".tool"], vscodeLanguageIds: ["tool"] }];

/** A syntax error as prettier reports it: a message and a location. */
class ContractSyntaxError extends SyntaxError {
  constructor(
    message: string,
    readonly loc: { start: { line: number; column: number } },
  ) {
    super(message);
  }
}

/** Parses a file for formatting; the first syntax error is thrown with its location. */
export const parsers: Record<string, Parser<FormatSource>> = {
  [PARSER]: {
    parse(text: string): FormatSource {
      const read = readForFormat(text, "");
      if (read.source) return read.source;
      const d = read.diagnostics[0];
      const pos = new LineMap(text).position(d?.span.start ?? 0);
      throw new ContractSyntaxError(d ? `${d.message} [${d.code}]` : "syntax error", { start: { line: pos.line, column: pos.column } });
    },
    astFormat: PARSER,
    locStart: () => 0,
    locEnd: (n: FormatSource) => n.text.length,
  },
};

/** Prints the whole file at once: the layout owns every line break. */
export const printers: Record<string, Printer<FormatSource>> = {
  [PARSER]: {
    print(path): Doc {
      return layout(path.node).map((p) => (p === BREAK ? doc.builders.hardline : p));
    },
  },
};

/** The plugin object, for prettier's API. */
const plugin: Plugin<FormatSource> = { languages, parsers, printers };
export default plugin;
