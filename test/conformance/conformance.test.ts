// Runs each suite of `suites/` against freshly generated code: validators, scenarios
// through the dispatcher, diagnostics of bad sources, provider schemas free of private
// keywords, and the generated folder clean under `tsc --strict`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadToolset, privateKeywords, runDiagnostics, runScenarios, runValidate, typeCheckFolder, type Suite } from "./harness.js";

const root = path.join(import.meta.dirname, "suites");

describe("conformance suites", () => {
  for (const name of fs.readdirSync(root).sort()) {
    const dir = path.join(root, name);
    const suite = JSON.parse(fs.readFileSync(path.join(dir, "cases.json"), "utf8")) as Suite;
    const tool = fs.readdirSync(dir).find((f) => f.endsWith(".tool"));
    it(`${name}: every case holds on the generated code`, async () => {
      expect(runDiagnostics(suite)).toEqual([]);
      if (!tool) return;
      const loaded = await loadToolset(name, fs.readFileSync(path.join(dir, tool), "utf8"));
      expect(runValidate(loaded, suite)).toEqual([]);
      expect(await runScenarios(loaded, suite)).toEqual([]);
      expect(privateKeywords(loaded.mod)).toEqual([]);
      expect(typeCheckFolder(loaded.dir)).toEqual([]);
      fs.rmSync(loaded.dir, { recursive: true, force: true });
    });
  }
});
