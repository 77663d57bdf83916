// A schema file imports exactly the shared names its code uses, recorded as the code is
// written: Gemini's `Type` only where a Gemini schema is printed, `toolForms` only where a
// tool's forms are assembled, `JsonObjectSchema` only where an argument schema is a constant.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SHARED = ["toolForms", "toolSchemasOf", "Type", "JsonObjectSchema", "GeminiSchema", "ToolForms", "ToolSchemas"];

/** The names imported from the shared schema module, and the names the rest of the text uses. */
function split(text: string): { imported: string[]; used: string[] } {
  const m = /^import \{([^}]*)\} from "\.\.\/_runtime\/schemas\.js";$/m.exec(text);
  const imported = (m?.[1] ?? "").split(",").map((s) => s.trim().replace(/^type /, "")).filter(Boolean).sort();
  const body = text.replace(/^import .*$/gm, "").replace(/^\s*(\/\/|\/\*\*|\*).*$/gm, "");
  const used = SHARED.filter((n) => new RegExp(`\\b${n}\\b`).test(body)).sort();
  return { imported, used };
}

const contracts = [
  ...fs.readdirSync(path.join(ROOT, "contracts")).map((f) => `contracts/${f}`),
  ...fs.readdirSync(path.join(ROOT, "bench/agents/agentdojo/contracts")).map((f) => `bench/agents/agentdojo/contracts/${f}`),
  ...fs.readdirSync(path.join(ROOT, "test/conformance/suites")).map((d) => `test/conformance/suites/${d}/${d}.tool`),
].filter((f) => f.endsWith(".tool") && fs.existsSync(path.join(ROOT, f)));

describe("schema files import what their code uses", () => {
  for (const c of contracts)
    it(c, () => {
      const compiled = compileSources([{ path: path.basename(c), headerPath: c, text: fs.readFileSync(path.join(ROOT, c), "utf8") }]);
      for (const ts of compiled.toolsets)
        for (const f of EMITTERS.flatMap((e) => e.emit(ts)).filter((x) => x.path.startsWith("schemas"))) {
          const { imported, used } = split(f.text);
          expect(imported, `${ts.name}/${f.path}`).toEqual(used);
        }
    });

  it("a toolset with no model-facing tool imports no Gemini `Type` and no `toolForms`", () => {
    const ts = compileSources([{ path: "w.tool", headerPath: "contracts/w.tool", text: `toolset w "Only a write."\n\nwrite set_note {\n  doc "Set the note."\n  arg note: string(0..100) "The note."\n}\n` }]).toolsets[0];
    if (!ts) throw new Error("no toolset");
    const main = EMITTERS.flatMap((e) => e.emit(ts)).find((x) => x.path === "schemas.ts");
    const { imported } = split(main?.text ?? "");
    expect(imported).toEqual(["ToolSchemas", "toolSchemasOf"].sort());
  });
});
