// Nothing build writes, renames or removes is outside the output folder: a symbolic link
// inside it is never followed but named as in the way; only files the manifest or build's own
// journal of temporary files records are removed; a folder in the way is named before
// anything is written. Real links, each run as a real process of the built command.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noStack, run, snapshot, tempProject, TINY } from "./helpers.js";

const sha = (t: string): string => createHash("sha256").update(t).digest("hex");
const changed = TINY.replace("Tiny tools.", "Tiny tools, changed.");
/** Every file and link under a folder, links shown with their target, for before/after comparisons. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const p = path.join(dir, rel);
    const st = fs.lstatSync(p);
    out[rel] = st.isSymbolicLink() ? `-> ${fs.readlinkSync(p)}` : st.isFile() ? fs.readFileSync(p, "latin1") : "folder";
  }
  return out;
}

describe("a symbolic link inside the output folder is in the way, never followed", () => {
  it("a linked _runtime folder receives nothing: named, exit 1, nothing written (check fails too)", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "outside/A/.keep": "" });
    fs.mkdirSync(path.join(dir, "generated"));
    fs.symlinkSync("../outside/A", path.join(dir, "generated/_runtime"));
    const before = tree(dir);
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/generated\/_runtime\/: a symbolic link/);
    expect(r.stderr).toMatch(/nothing written/);
    expect(noStack(r)).toBe(true);
    expect(tree(dir)).toEqual(before);
    expect(run(dir, ["check"]).code).toBe(1);
  });
  it("a toolset folder replaced by a link to a copy of itself: build writes nothing through it, check fails naming it", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    expect(run(dir, ["build"]).code).toBe(0);
    fs.cpSync(path.join(dir, "generated/tiny"), path.join(dir, "outside/B"), { recursive: true });
    fs.rmSync(path.join(dir, "generated/tiny"), { recursive: true });
    fs.symlinkSync("../outside/B", path.join(dir, "generated/tiny"));
    // The bytes behind the link are exactly what build writes, yet check does not pass them.
    const c = run(dir, ["check"]);
    expect(c.code).toBe(1);
    expect(c.stderr).toMatch(/generated\/tiny\/: a symbolic link/);
    fs.writeFileSync(path.join(dir, "contracts/tiny.tool"), changed);
    const before = tree(dir);
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/generated\/tiny\/: a symbolic link/);
    expect(tree(dir)).toEqual(before);
  });
  it("a linked toolset folder of an empty target receives none of its files", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    expect(run(dir, ["build"]).code).toBe(0);
    fs.rmSync(path.join(dir, "generated/tiny"), { recursive: true });
    fs.mkdirSync(path.join(dir, "outside/B"), { recursive: true });
    fs.symlinkSync("../outside/B", path.join(dir, "generated/tiny"));
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(fs.readdirSync(path.join(dir, "outside/B"))).toEqual([]);
  });
  it("a manifest entry for a removed toolset never deletes a file through a linked folder", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "outside/C/keep.txt": "" });
    expect(run(dir, ["build"]).code).toBe(0);
    const manifest = path.join(dir, "generated/contractc-manifest.json");
    fs.writeFileSync(manifest, fs.readFileSync(manifest, "utf8").replace('"files": {\n', `"files": {\n    "C/keep.txt": "${sha("")}",\n`));
    fs.symlinkSync("../outside/C", path.join(dir, "generated/C"));
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/generated\/C\/: a symbolic link/);
    expect(fs.existsSync(path.join(dir, "outside/C/keep.txt"))).toBe(true);
  });
  it("a generated file replaced by a link (to its own bytes) is in the way; its target is never replaced", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    expect(run(dir, ["build"]).code).toBe(0);
    const file = path.join(dir, "generated/tiny/index.ts");
    fs.writeFileSync(path.join(dir, "elsewhere.ts"), fs.readFileSync(file));
    fs.rmSync(file);
    fs.symlinkSync("../../elsewhere.ts", file);
    expect(run(dir, ["check"]).stderr).toMatch(/generated\/tiny\/index.ts: a symbolic link/);
    fs.writeFileSync(path.join(dir, "contracts/tiny.tool"), changed);
    const before = tree(dir);
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/generated\/tiny\/index.ts: a symbolic link/);
    expect(tree(dir)).toEqual(before);
  });
  it("a linked manifest, lock or journal is named and nothing is read or written through it", () => {
    for (const name of ["contractc-manifest.json", ".contractc.lock", ".contractc-journal"]) {
      const dir = tempProject({ "contracts/tiny.tool": TINY, "outside/f": "" });
      fs.mkdirSync(path.join(dir, "generated"));
      fs.symlinkSync("../outside/f", path.join(dir, "generated", name));
      const before = tree(dir);
      const r = run(dir, ["build"], { CONTRACTC_LOCK_WAIT_MS: "200" });
      expect(r.code, `${name}: ${r.stderr}`).toBe(1);
      expect(r.stderr, name).toMatch(/is a symbolic link/);
      expect(noStack(r)).toBe(true);
      expect(tree(dir), name).toEqual(before);
    }
  });
  it("the output folder itself may be a link: everything is written inside its real folder", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    fs.mkdirSync(path.join(dir, "real-out"));
    fs.symlinkSync("real-out", path.join(dir, "generated"));
    expect(run(dir, ["build"]).code).toBe(0);
    expect(fs.existsSync(path.join(dir, "real-out/tiny/index.ts"))).toBe(true);
    expect(run(dir, ["check"]).code).toBe(0);
  });
});

describe("only files the manifest or build's own journal records are removed", () => {
  it("a user's file merely named like a temporary file is kept, and check does not name it", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    expect(run(dir, ["build"]).code).toBe(0);
    const notes = ["generated/docs/.notes.20240611.deadbeef.tmp", "generated/tiny/.ideas.20240611.0badc0de.tmp", "generated/.todo.1.12345678.tmp"];
    for (const n of notes) {
      fs.mkdirSync(path.dirname(path.join(dir, n)), { recursive: true });
      fs.writeFileSync(path.join(dir, n), "mine\n");
    }
    expect(run(dir, ["check"]).code).toBe(0);
    fs.writeFileSync(path.join(dir, "contracts/tiny.tool"), changed);
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/cleaned/);
    for (const n of notes) expect(fs.readFileSync(path.join(dir, n), "utf8")).toBe("mine\n");
  });
});

describe("anything in the way is named before anything is written", () => {
  it("a folder holding a user's file where a generated file goes: exit 1, no file renamed, no next manifest", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    expect(run(dir, ["build"]).code).toBe(0);
    fs.rmSync(path.join(dir, "generated/tiny/types.ts"));
    fs.mkdirSync(path.join(dir, "generated/tiny/types.ts"));
    fs.writeFileSync(path.join(dir, "generated/tiny/types.ts/mine.md"), "mine\n");
    fs.writeFileSync(path.join(dir, "contracts/tiny.tool"), changed);
    const before = snapshot(dir);
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/generated\/tiny\/types.ts: a folder/);
    expect(noStack(r)).toBe(true);
    expect(snapshot(dir)).toEqual(before);
    expect(run(dir, ["check"]).stderr).toMatch(/generated\/tiny\/types.ts: /);
  });
  it("a file where a toolset folder the manifest lists was: exit 1 naming it, nothing written", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    expect(run(dir, ["build"]).code).toBe(0);
    fs.rmSync(path.join(dir, "generated/tiny"), { recursive: true });
    fs.writeFileSync(path.join(dir, "generated/tiny"), "mine\n");
    const before = snapshot(dir);
    const r = run(dir, ["build"]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/generated\/tiny\/: a file where build makes a folder/);
    expect(noStack(r)).toBe(true);
    expect(snapshot(dir)).toEqual(before);
  });
});
