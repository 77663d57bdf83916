// Golden files: each `test/golden/cases/<name>/<name>.tool` is compiled and every
// generated file is compared byte for byte with `expected/`. Re-record with
// `UPDATE_GOLDEN=1 npx vitest run test/golden`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { planToolset, type PlannedFile } from "../../src/output/plan.js";

const root = path.join(import.meta.dirname, "cases");
const update = process.env["UPDATE_GOLDEN"] === "1";

function listFiles(dir: string, rel = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? listFiles(path.join(dir, e.name), r) : [r];
  });
}

describe("golden output", () => {
  for (const name of fs.readdirSync(root).sort()) {
    it(`${name} compiles to exactly the recorded files`, async () => {
      const caseDir = path.join(root, name);
      const text = fs.readFileSync(path.join(caseDir, `${name}.tool`), "utf8");
      const compiled = compileSources([{ path: `${name}.tool`, headerPath: `contracts/${name}.tool`, text }]);
      expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const planned: PlannedFile[] = [];
      for (const toolset of compiled.toolsets) planned.push(...(await planToolset(toolset)));
      const expectedDir = path.join(caseDir, "expected");
      if (update) {
        fs.rmSync(expectedDir, { recursive: true, force: true });
        for (const f of planned) {
          fs.mkdirSync(path.dirname(path.join(expectedDir, f.path)), { recursive: true });
          fs.writeFileSync(path.join(expectedDir, f.path), f.text);
        }
      }
      expect(planned.map((f) => f.path).sort()).toEqual(listFiles(expectedDir).sort());
      for (const f of planned) expect(f.text, f.path).toBe(fs.readFileSync(path.join(expectedDir, f.path), "utf8"));
    });
  }
});
