// `contractc fmt` as a user runs it: the built command in a throw-away folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noStack, ROOT, run, tempProject } from "../cli/helpers.js";

const MESSY = `// A messy contract.
toolset messy   "Messy tools."
context { customer_id: string }
type   Id = string(1..20)  // trailing
read get_it { doc "Get one thing by its ID, for the tests of the formatter." arg id: Id "The ID." }
`;

const TIDY = `// A messy contract.
toolset messy "Messy tools."

context {
  customer_id: string
}

type Id = string(1..20) // trailing

read get_it {
  doc "Get one thing by its ID, for the tests of the formatter."
  arg id: Id "The ID."
}
`;

const BROKEN = `toolset broken "Broken tools."

read get_it {
  doc "Get one thing."
  arg id: 
}
`;

describe("contractc fmt", () => {
  it("--check names the files not formatted, exits 1 and writes nothing", () => {
    const dir = tempProject({ "contracts/messy.tool": MESSY, "contracts/tidy.tool": TIDY.replace("messy", "tidy") });
    const r = run(dir, ["fmt", "--check"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("contracts/messy.tool: not formatted");
    expect(r.stderr).not.toContain("tidy.tool");
    expect(fs.readFileSync(path.join(dir, "contracts/messy.tool"), "utf8")).toBe(MESSY);
  });

  it("rewrites files in the canonical layout, after which --check passes", () => {
    const dir = tempProject({ "contracts/messy.tool": MESSY });
    const r = run(dir, ["fmt"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("1 file: 1 formatted");
    expect(fs.readFileSync(path.join(dir, "contracts/messy.tool"), "utf8")).toBe(TIDY);
    expect(run(dir, ["fmt", "--check"]).code).toBe(0);
  });

  it("formats only the files named", () => {
    const dir = tempProject({ "a.tool": MESSY, "b.tool": MESSY.replace("messy", "other") });
    expect(run(dir, ["fmt", "a.tool"]).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, "a.tool"), "utf8")).toBe(TIDY);
    expect(fs.readFileSync(path.join(dir, "b.tool"), "utf8")).toBe(MESSY.replace("messy", "other"));
  });

  it("takes a folder: every .tool under it, nested ones too, and nothing else", () => {
    const dir = tempProject({ "contracts/a.tool": MESSY, "contracts/deep/b.tool": MESSY.replace("messy", "other"), "c.tool": MESSY.replace("messy", "third") });
    const check = run(dir, ["fmt", "--check", "contracts/"]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("contracts/a.tool: not formatted");
    expect(check.stderr).toContain("contracts/deep/b.tool: not formatted");
    const r = run(dir, ["fmt", "contracts/"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("2 files: 2 formatted");
    expect(fs.readFileSync(path.join(dir, "contracts/deep/b.tool"), "utf8")).toBe(TIDY.replace("messy", "other"));
    expect(fs.readFileSync(path.join(dir, "c.tool"), "utf8")).toBe(MESSY.replace("messy", "third"));
    expect(run(dir, ["fmt", "--check", "contracts"]).code).toBe(0);
  });

  it("leaves a file with syntax errors untouched and reports them by file, line and column", () => {
    const dir = tempProject({ "contracts/broken.tool": BROKEN, "contracts/messy.tool": MESSY });
    const r = run(dir, ["fmt"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("contracts/broken.tool:6:1: error syntax-error:");
    expect(noStack(r)).toBe(true);
    expect(fs.readFileSync(path.join(dir, "contracts/broken.tool"), "utf8")).toBe(BROKEN);
    expect(fs.readFileSync(path.join(dir, "contracts/messy.tool"), "utf8")).toBe(TIDY);
  });

  it("gives the same bytes as prettier with the plugin", () => {
    const dir = tempProject({ "contracts/messy.tool": MESSY, "contracts/kitchen.tool": fs.readFileSync(path.join(ROOT, "test/fixtures/kitchen-sink.tool"), "utf8") });
    const prettier = spawnSync(process.execPath, [path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"), "--plugin", path.join(ROOT, "dist/src/fmt/plugin.js"), "contracts/messy.tool"], { cwd: dir, encoding: "utf8" });
    expect(prettier.status).toBe(0);
    const kitchen = spawnSync(process.execPath, [path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"), "--plugin", path.join(ROOT, "dist/src/fmt/plugin.js"), "contracts/kitchen.tool"], { cwd: dir, encoding: "utf8" });
    expect(run(dir, ["fmt"]).code).toBe(0);
    expect(prettier.stdout).toBe(fs.readFileSync(path.join(dir, "contracts/messy.tool"), "utf8"));
    expect(kitchen.stdout).toBe(fs.readFileSync(path.join(dir, "contracts/kitchen.tool"), "utf8"));
  });
});
