// Prettier's output for generated TypeScript, with the options the emitters print for
// (width 100, trailing commas), so tests can hold every emitted file to it. The build
// itself never loads prettier: each emitter prints its file as prettier would.
import type { Options } from "prettier";
import { WIDTH } from "../src/emit/printer.js";

/** The prettier options generated code is formatted with. */
export const PRETTIER_OPTIONS: Options = { parser: "typescript", printWidth: WIDTH, trailingComma: "all", endOfLine: "lf" };

let loaded: Promise<(text: string) => Promise<string>> | undefined;

/** Texts formatted in this process; files copied into every toolset (the runtime) are formatted once. */
const memo = new Map<string, Promise<string>>();

/** Formats a TypeScript text; loads prettier on first use and formats each distinct text once. */
export function formatTs(text: string): Promise<string> {
  let done = memo.get(text);
  if (!done) memo.set(text, (done = formatUncached(text)));
  return done;
}

async function formatUncached(text: string): Promise<string> {
  loaded ??= (async () => {
    const [prettier, ts, estree] = await Promise.all([
      import("prettier/standalone"),
      import("prettier/plugins/typescript"),
      import("prettier/plugins/estree"),
    ]);
    const plugins = [ts.default ?? ts, estree.default ?? estree] as NonNullable<Options["plugins"]>;
    return (t: string) => prettier.format(t, { ...PRETTIER_OPTIONS, plugins });
  })();
  return (await loaded)(text);
}
