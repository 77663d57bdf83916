// Formatting generated TypeScript with prettier's standalone build (lighter to load
// than the CLI entry) and fixed options, so output never depends on a user's config.
import type { Options } from "prettier";

/** The prettier options generated code is formatted with. */
export const PRETTIER_OPTIONS: Options = { parser: "typescript", printWidth: 100, trailingComma: "all", endOfLine: "lf" };

let loaded: Promise<(text: string) => Promise<string>> | undefined;

/** Formats a TypeScript text; loads prettier on first use. */
export async function formatTs(text: string): Promise<string> {
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
