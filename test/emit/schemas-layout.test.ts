// The schema files of contracts at the edges of their layout are prettier's own output: a
// toolset with no model-facing tool, and a key so long that its value starts a line of its own.
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import { formatTs } from "../../src/output/format.js";

const WIDE = "a".repeat(100);
const CASES: Record<string, string> = {
  "no tools": `toolset empty "Nothing yet."\n`,
  "only a write": `toolset onlywrite "Only a write."\n\nwrite set_note {\n  doc "Set the note."\n  arg note: string(0..100) "The note."\n}\n`,
  "a 100-character argument name": `toolset widekey "A wide key."\n\nread look {\n  doc "Look one record up."\n  arg ${WIDE}: "x" | "y" "A value."\n  arg ${WIDE.slice(0, 93)}: bool "A flag."\n}\n`,
};

describe("schema files at the edges of their layout", () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(`${name}: schemas.ts and schemas-constraints.ts are prettier's output`, async () => {
      const compiled = compileSources([{ path: "edge.tool", headerPath: "contracts/edge.tool", text }]);
      expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const ts = compiled.toolsets[0];
      if (!ts) throw new Error("no toolset");
      const files = EMITTERS.flatMap((e) => e.emit(ts)).filter((f) => f.path.startsWith("schemas"));
      expect(files.map((f) => f.path).sort()).toEqual(["schemas-constraints.ts", "schemas.ts"]);
      for (const f of files) expect(f.text, f.path).toBe(await formatTs(f.text));
    });
  }
});
