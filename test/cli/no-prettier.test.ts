// `build` and `check` print every generated file themselves and never load prettier: over
// every contract the project has, and a contract whose names are as long as the language
// allows in every position (tests in test/emit hold such files to prettier's own output).
// The hook that refuses prettier is proven to work on `fmt`, which does format with it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { long, longNamesContract } from "../emit/long-names-contract.js";
import { CLI, ROOT, tempProject } from "./helpers.js";

const HOOK = path.join(ROOT, "test/cli/fixtures/forbid-prettier.mjs");

/** Runs the command with prettier refused. */
function guarded(cwd: string, args: readonly string[]) {
  const r = spawnSync(process.execPath, ["--import", HOOK, CLI, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 120_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The `.tool` files of a folder and, one level down, of its folders. */
function tools(dir: string): string[] {
  const at = path.join(ROOT, dir);
  return fs.readdirSync(at, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tools(path.join(dir, e.name)) : e.name.endsWith(".tool") ? [path.join(dir, e.name)] : [],
  );
}

// Each group builds in a folder of its own, as each is built in the repository.
const GROUPS: Record<string, string[]> = {
  examples: [...tools("contracts"), ...tools("test/golden/cases")],
  benchmarks: [...tools("bench/agents/tau/contracts"), ...tools("bench/agents/agentdojo/contracts")],
  conformance: tools("test/conformance/suites"),
};

describe("build and check never load prettier", () => {
  for (const [group, files] of Object.entries(GROUPS)) {
    it(`${group}: ${files.length} contract(s)`, () => {
      const dir = tempProject(Object.fromEntries(files.map((f) => [`contracts/${path.basename(f)}`, fs.readFileSync(path.join(ROOT, f), "utf8")])));
      const built = guarded(dir, ["build"]);
      expect(built.out).not.toContain("prettier was loaded");
      expect(built.code, built.out).toBe(0);
      expect(fs.readdirSync(path.join(dir, "generated")).length).toBeGreaterThan(1);
      const checked = guarded(dir, ["check"]);
      expect(checked.code, checked.out).toBe(0);
    });
  }

  it("a contract with 100-character names and texts, and 64-character tool names", () => {
    const text = longNamesContract({ ids: [long("field_name_", 100), long("other_", 93)], tools: [long("tool_name_", 61)], texts: [long("Some words ", 100)] });
    const dir = tempProject({ "contracts/long.tool": text });
    const built = guarded(dir, ["build"]);
    expect(built.out).not.toContain("prettier was loaded");
    expect(built.code, built.out).toBe(0);
    const checked = guarded(dir, ["check"]);
    expect(checked.code, checked.out).toBe(0);
  });

  it("the hook does refuse prettier: `fmt` cannot run under it", () => {
    const dir = tempProject({ "contracts/a.tool": fs.readFileSync(path.join(ROOT, (GROUPS["examples"] ?? [])[0] ?? ""), "utf8") });
    const r = guarded(dir, ["fmt", "--check"]);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain("prettier was loaded");
  });
});
