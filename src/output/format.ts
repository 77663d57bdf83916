// Formatting generated TypeScript with prettier's standalone build (lighter to load
// than the CLI entry) and fixed options, so output never depends on a user's config.
import type { Options } from "prettier";
import { WIDTH } from "../emit/printer.js";

/** The prettier options generated code is formatted with. */
export const PRETTIER_OPTIONS: Options = { parser: "typescript", printWidth: WIDTH, trailingComma: "all", endOfLine: "lf" };

/**
 * True when every TypeScript file goes through prettier, even those an emitter marks as
 * already formatted: a safety switch (`CONTRACTC_PRETTIER=1`) should an emitter ever drift.
 */
export function alwaysFormat(): boolean {
  return process.env["CONTRACTC_PRETTIER"] === "1";
}

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
