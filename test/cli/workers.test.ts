// Planning on worker threads changes who emits a toolset, never its bytes: a build of
// several contracts with workers equals the build without, and `check` agrees with both.
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
    expect(run(one, ["build", "--quiet"], { CONTRACTC_WORKERS: "0" }).code).toBe(0);
    expect(run(many, ["build", "--quiet"], { CONTRACTC_WORKERS: "2" }).code).toBe(0);
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
});
