// Emitters that mark a file `formatted` promise it is exactly what prettier prints, so
// `build` skips prettier for it. This holds them to it over every contract the project
// has and a generated large one; a file left unmarked still goes through prettier.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import { formatTs } from "../../src/output/format.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const tools = (dir: string): string[] =>
  fs.existsSync(path.join(ROOT, dir)) ? fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith(".tool")).map((f) => path.join(dir, f)) : [];
const golden = fs.readdirSync(path.join(ROOT, "test/golden/cases")).map((d) => `test/golden/cases/${d}/${d}.tool`);
const files = [...tools("contracts"), ...golden, ...tools("test/fixtures"), ...tools("test/schemas/fixtures")];
const sources = [
  ...files.map((f) => ({ path: path.basename(f), headerPath: `contracts/${path.basename(f)}`, text: fs.readFileSync(path.join(ROOT, f), "utf8") })),
  { path: "large.tool", headerPath: "contracts/large.tool", text: largeContract(60) },
];
/** A contract of `count` similar read tools, the shape the compiler benchmark uses. */
function largeContract(count: number): string {
  const tool = (i: number): string => `read lookup_${i} {
  doc "Look up record ${i} by its ID. Returns its status and dates."
  arg record_id: RecordId "The record ID: R- and 6 digits."
  arg limit?: int(1..50) "How many entries to return."
  arg status: "open" | "closed" | "pending" "Which records to include."
  returns { id: RecordId, count: int(0..1000), note: string(0..200) }
}
`;
  const tools = Array.from({ length: count }, (_, i) => tool(i)).join("\n");
  return `toolset large "Many tools."\n\ncontext {\n  customer_id: string\n}\n\ntype RecordId = string /^R-\\d{6}$/\n\n${tools}`;
}

/** Files still formatted by prettier on every build. */
const UNMARKED: string[] = [];

describe("emitted TypeScript is already formatted", () => {
  for (const source of sources) {
    it(`${source.path}: every file marked formatted is prettier's own output`, async () => {
      const compiled = compileSources([source]);
      expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      for (const ts of compiled.toolsets)
        for (const f of EMITTERS.flatMap((e) => e.emit(ts)).filter((x) => x.path.endsWith(".ts"))) {
          expect(f.formatted === true, f.path).toBe(!UNMARKED.includes(f.path));
          if (f.formatted) expect(await formatTs(f.text), `${ts.name}/${f.path}`).toBe(f.text);
        }
    });
  }
});

describe("validators.ts falls back to prettier for a line it cannot lay out", () => {
  // A field name so long that its declaration cannot fit the width: prettier would break the
  // type annotation, a layout the validators emitter does not write, so the file is left unmarked.
  const long = "a".repeat(100);
  const text = `toolset wide "A field name past the line width."\n\nread look {\n  doc "Look one record up."\n  arg ${long}: "x" | "y" "A value."\n}\n`;

  it("is unmarked, and prettier does change it", async () => {
    const compiled = compileSources([{ path: "wide.tool", headerPath: "contracts/wide.tool", text }]);
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ts = compiled.toolsets[0];
    if (!ts) throw new Error("no toolset");
    const v = EMITTERS.flatMap((e) => e.emit(ts)).find((f) => f.path === "validators.ts");
    expect(v?.formatted).toBe(false);
    expect(await formatTs(v?.text ?? "")).not.toBe(v?.text);
  });
});
