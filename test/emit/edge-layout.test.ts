// Contracts at the edges of the layout: every file build writes is marked laid out and is
// prettier's own output for a toolset with no tools, one with only a write, and argument
// names of 24 and 32 characters, two writes whose proposal union fits on the line after its `=` (optional, owned, listed, in a write and its finish); the
// schema files also for a key so long that its value starts a line of its own.
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import { formatTs } from "../prettier.js";

const WIDE = "a".repeat(100);

/** A toolset whose argument names are `n` characters long, in every place a name is written. */
function longNames(n: number): string {
  const k = "a".repeat(n);
  return `toolset wide "Long argument names."

context {
  customer_id: string
}

type OrderId = string /^LK-\\d{6}$/

resource order {
  id OrderId
  owner customer_id
  missing "No order {id} is available."
}

read look {
  doc "Look one record up."
  arg ${k}: "x" | "y" "A value."
  arg ${k}_2?: order "An order."
  arg ${k}_3?: string(1..10)[0..5] "Names."
  returns { ${k}: string, n: int(0..9) }
}

write set_it {
  doc "Set it."
  arg ${k}: string(1..50) "A value."
  arg ${k}_2: order "The order."
}

finish done {
  doc "Finish."
  arg actions: set_it[0..3] "Proposed writes."
}
`;
}

/** Contracts every file of which is checked, not only the schema files. */
const WHOLE = new Set(["no tools", "only a write", "a proposal union that fits after its =", "24-character names", "32-character names"]);
const CASES: Record<string, string> = {
  "no tools": `toolset empty "Nothing yet."\n`,
  "only a write": `toolset onlywrite "Only a write."\n\nwrite set_note {\n  doc "Set the note."\n  arg note: string(0..100) "The note."\n}\n`,
  "a proposal union that fits after its =": `toolset pu "Two writes."\n\nwrite send_money {\n  doc "Send money to a saved payee."\n  arg amount: int(1..100) "How much."\n}\n\nwrite note {\n  doc "Add a note to the account."\n  arg text: string(1..100) "The text."\n}\n\nfinish done {\n  doc "Finish."\n  arg actions: (send_money | note)[0..3] "Proposed writes."\n}\n`,
  "24-character names": longNames(24),
  "32-character names": longNames(32),
  "a 100-character argument name": `toolset widekey "A wide key."\n\nread look {\n  doc "Look one record up."\n  arg ${WIDE}: "x" | "y" "A value."\n  arg ${WIDE.slice(0, 93)}: bool "A flag."\n}\n`,
};

describe("files at the edges of their layout", () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(`${name}: ${WHOLE.has(name) ? "every file is" : "schemas.ts and schemas-constraints.ts are"} prettier's output`, async () => {
      const compiled = compileSources([{ path: "edge.tool", headerPath: "contracts/edge.tool", text }]);
      expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const ts = compiled.toolsets[0];
      if (!ts) throw new Error("no toolset");
      const all = EMITTERS.flatMap((e) => e.emit(ts)).filter((f) => f.path.endsWith(".ts") && !f.path.startsWith("../"));
      const files = WHOLE.has(name) ? all : all.filter((f) => f.path.startsWith("schemas"));
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const f of files) {
        expect(f.text, f.path).toBe(await formatTs(f.text));
      }
    });
  }
});
