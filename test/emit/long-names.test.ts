// Long names make lines no short contract does. Over contracts whose names, literals,
// patterns and docs are up to 100 characters long (tool names up to 64), in every position
// the language has, a file an emitter marks formatted must be exactly prettier's output.
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import type { EmittedFile } from "../../src/emit/printer.js";
import { formatTs } from "../../src/output/format.js";

/**
 * Files whose layout of some long-name lines is still prettier's to do: they are marked
 * unformatted then, and `build` formats them. Every other TypeScript file must be marked.
 */
const OPEN = new Set(["types.ts", "validators.ts", "dispatcher.ts"]);

/** The TypeScript files of the one toolset of `text`, which must compile without errors. */
function emitted(text: string): EmittedFile[] {
  const compiled = compileSources([{ path: "long.tool", headerPath: "contracts/long.tool", text }]);
  expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const ts = compiled.toolsets[0];
  if (!ts) throw new Error("no toolset");
  return EMITTERS.flatMap((e) => e.emit(ts)).filter((f) => f.path.endsWith(".ts"));
}

/** Asserts every file is marked formatted (unless its layout is still open) and that each marked one is prettier's output. */
async function prettierOwn(files: readonly EmittedFile[]): Promise<void> {
  for (const f of files) {
    if (!OPEN.has(f.path)) expect(f.formatted, f.path).toBe(true);
    if (f.formatted) expect(await formatTs(f.text), f.path).toBe(f.text);
  }
}

/** `n` characters of `word` repeated. */
const long = (word: string, n: number): string => word.repeat(Math.ceil(n / word.length)).slice(0, n);

describe("contracts with long names are printed as prettier prints them", () => {
  it("a schema constant or call whose opening bracket does not fit starts its object on the next line", async () => {
    const tool = long("tool_name_", 64);
    const text = `toolset long "Long names."\n\nread ${tool} {\n  doc "Look."\n  arg ${long("a", 40)}: string(1..9) "A value."\n}\n`;
    const files = emitted(text);
    await prettierOwn(files);
    const rich = files.find((f) => f.path === "schemas-constraints.ts")?.text ?? "";
    expect(rich).toContain(`const ${tool}_with_constraints_args: JsonObjectSchema =\n  {\n`);
    expect(rich).toContain(`  ${tool}:\n    ${tool}_args,\n`);
    expect(rich).toContain(`const ${tool}_with_constraints = toolForms(\n  {\n`);
  });
});
