// Planning on worker threads, or writing on one, changes who emits or writes a toolset,
// never its bytes: a build of several contracts with workers equals the build without,
// and `check` agrees with both. A write the writing thread cannot make fails the build
// with the file system's reason, and nothing reaches the output.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, run, snapshot, tempProject } from "./helpers.js";

const EXAMPLES = path.join(ROOT, "contracts");

/** A project holding the example contracts plus renamed copies, so there are toolsets enough to share. */
function project(): string {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(EXAMPLES).filter((n) => n.endsWith(".tool"))) {
    const text = fs.readFileSync(path.join(EXAMPLES, name), "utf8");
    files[`contracts/${name}`] = text;
    for (const copy of [1, 2]) files[`contracts/copy${copy}_${name}`] = text.replace(/^toolset (\w+)/m, `toolset $1_copy${copy}`);
  }
  return tempProject(files);
}

describe("build on worker threads", () => {
  it("writes the same bytes as a build on one thread, and check accepts either", () => {
    const one = project();
    const many = project();
    expect(run(one, ["build", "--quiet"], { CONTRACTC_WORKERS: "0", CONTRACTC_WRITE_THREAD: "0" }).code).toBe(0);
    expect(run(many, ["build", "--quiet"], { CONTRACTC_WORKERS: "2", CONTRACTC_WRITE_THREAD: "1" }).code).toBe(0);
    const a = snapshot(path.join(one, "generated"));
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(snapshot(path.join(many, "generated"))).toEqual(a);
    expect(run(many, ["check"], { CONTRACTC_WORKERS: "0" }).code).toBe(0);
    // A hand edit is found whoever plans the comparison.
    const victim = Object.keys(a).find((p) => p.endsWith("validators.ts")) ?? "";
    fs.appendFileSync(path.join(many, "generated", victim), "// edit\n");
    const r = run(many, ["check"], { CONTRACTC_WORKERS: "2" });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(victim);
  });

  it("fails a build whose writing thread cannot write, naming the path, and writes nothing", () => {
    const dir = project();
    fs.mkdirSync(path.join(dir, "generated"));
    fs.writeFileSync(path.join(dir, "generated", "larkfield"), "a file where a folder must go");
    const r = run(dir, ["build", "--quiet"], { CONTRACTC_WRITE_THREAD: "1" });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/contractc: cannot use '.*larkfield.*': E[A-Z]+/);
    expect(Object.keys(snapshot(path.join(dir, "generated")))).toEqual(["larkfield"]);
  });
});
