// Writing: only changed bytes, atomically; stale removal only of marked files; comparison kinds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { scanOutput } from "../../src/output/scan.js";
import { stampFile } from "../../src/output/stamp.js";
import { compareOutput, Staging, writeOutput } from "../../src/output/write.js";

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), "contractc-write-"));
const file = (rel: string, body: string, files = 2) => ({ path: rel, text: stampFile(rel, "contracts/t.tool", body, { input: "1".repeat(16), files, emit: "2".repeat(16) }) });
const plan = (...planned: { path: string; text: string }[]) => ({ planned, kept: new Set<string>() });

describe("writeOutput", () => {
  it("creates a missing output folder, then writes only what changed", async () => {
    const out = path.join(tmp(), "a/b/generated");
    const p = plan(file("t/index.ts", "1;\n"), file("t/x.ts", "2;\n"));
    expect((await writeOutput(out, scanOutput(out), p)).written).toEqual(["t/index.ts", "t/x.ts"]);
    const again = await writeOutput(out, scanOutput(out), plan(file("t/index.ts", "1;\n"), file("t/x.ts", "3;\n")));
    expect(again).toEqual({ written: ["t/x.ts"], removed: [], unchanged: 1 });
    expect(fs.readdirSync(path.join(out, "t")).sort()).toEqual(["index.ts", "x.ts"]);
  });
  it("removes stale generated files (TypeScript and JSON) and empty folders, never the user's files", async () => {
    const out = tmp();
    await writeOutput(out, scanOutput(out), plan(file("old/index.ts", "1;\n"), file("old/s/a.json", '{"a":1}'), file("t/index.ts", "1;\n")));
    fs.writeFileSync(path.join(out, "t/notes.md"), "mine");
    fs.writeFileSync(path.join(out, "keep.json"), '{"a":1}');
    const r = await writeOutput(out, scanOutput(out), plan(file("t/index.ts", "1;\n", 1)));
    expect(r.removed).toEqual(["old/index.ts", "old/s/a.json"]);
    expect(fs.existsSync(path.join(out, "old"))).toBe(false);
    expect(fs.readFileSync(path.join(out, "t/notes.md"), "utf8")).toBe("mine");
    expect(fs.existsSync(path.join(out, "keep.json"))).toBe(true);
  });
  it("leaves no temporary files behind", async () => {
    const out = tmp();
    await writeOutput(out, scanOutput(out), plan(file("t/index.ts", "1;\n")));
    expect(fs.readdirSync(path.join(out, "t"))).toEqual(["index.ts"]);
  });
});

// The writing thread's compiled script (built before the tests run, as the CLI tests need).
const WRITER = pathToFileURL(path.resolve(import.meta.dirname, "../../dist/src/output/write-worker.js"));

describe.each([
  ["on this thread", undefined],
  ["on a writing thread", WRITER],
])("Staging %s", (_, writer) => {
  const listAll = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
  it("writes nothing into place until commit, then everything", async () => {
    const out = tmp();
    const staging = new Staging(out, scanOutput(out), writer);
    staging.stage([file("a/index.ts", "1;\n")]);
    staging.stage([file("b/index.ts", "2;\n")]);
    expect(fs.existsSync(path.join(out, "a/index.ts"))).toBe(false);
    expect((await staging.commit()).written).toEqual(["a/index.ts", "b/index.ts"]);
    expect(listAll(out)).toEqual(["a", "a/index.ts", "b", "b/index.ts"]);
  });
  it("discard leaves the output as it was, with no temporary file", async () => {
    const out = tmp();
    await writeOutput(out, scanOutput(out), plan(file("a/index.ts", "1;\n")));
    const before = fs.readFileSync(path.join(out, "a/index.ts"), "utf8");
    const staging = new Staging(out, scanOutput(out), writer);
    staging.stage([file("a/index.ts", "changed;\n"), file("c/index.ts", "3;\n")]);
    await staging.discard();
    expect(fs.readFileSync(path.join(out, "a/index.ts"), "utf8")).toBe(before);
    expect(listAll(out).filter((f) => f.endsWith(".tmp") || f.startsWith("c/"))).toEqual([]);
  });
  it("a write that fails fails the commit, and no staged file reaches the output", async () => {
    const out = tmp();
    fs.writeFileSync(path.join(out, "blocked"), "a file where a folder must go");
    const staging = new Staging(out, scanOutput(out), writer);
    staging.stage([file("a/index.ts", "1;\n"), file("blocked/index.ts", "2;\n")]);
    await expect(staging.commit()).rejects.toMatchObject({ code: expect.stringMatching(/^E[A-Z]+$/) });
    expect(listAll(out)).toEqual(["a", "blocked"]);
  });
});

describe("compareOutput and scan", () => {
  it("tells missing, stale, edited, foreign and extra apart", async () => {
    const out = tmp();
    await writeOutput(out, scanOutput(out), plan(file("t/a.ts", "1;\n", 4), file("t/b.ts", "2;\n", 4), file("t/c.ts", "3;\n", 4), file("t/e.ts", "3;\n", 4)));
    fs.appendFileSync(path.join(out, "t/b.ts"), "// edit\n");
    fs.writeFileSync(path.join(out, "t/d.ts"), "export {};\n");
    const scan = scanOutput(out);
    expect(scan.byInput.size).toBe(0);
    const want = plan(file("t/a.ts", "1;\n", 4), file("t/b.ts", "2;\n", 4), file("t/c.ts", "changed;\n", 4), file("t/d.ts", "4;\n", 4), file("t/f.ts", "5;\n", 4));
    expect(compareOutput(out, scan, want)).toEqual([
      { path: "t/b.ts", problem: "edited" },
      { path: "t/c.ts", problem: "stale" },
      { path: "t/d.ts", problem: "foreign" },
      { path: "t/e.ts", problem: "extra" },
      { path: "t/f.ts", problem: "missing" },
    ]);
  });
  it("finds a folder intact only when complete and unedited", async () => {
    const out = tmp();
    await writeOutput(out, scanOutput(out), plan(file("t/a.ts", "1;\n"), file("t/b.ts", "2;\n")));
    expect(scanOutput(out).byInput.get("1".repeat(16))?.name).toBe("t");
    fs.rmSync(path.join(out, "t/b.ts"));
    expect(scanOutput(out).byInput.size).toBe(0);
  });
});
