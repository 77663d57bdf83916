// watch: rebuilds on change, survives errors, and stops with exit 0 on Ctrl-C.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { CLI, tempProject, TINY } from "./helpers.js";

it("rebuilds on change, reports errors and keeps going, exits 0 on SIGINT", async () => {
  const dir = tempProject({ "contracts/tiny.tool": TINY });
  const child = spawn(process.execPath, [CLI, "watch"], { cwd: dir, env: { ...process.env, NO_COLOR: "1" } });
  let out = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr.on("data", (b: Buffer) => (out += b.toString()));
  const waitFor = async (re: RegExp, from: number): Promise<void> => {
    for (let i = 0; i < 300 && !re.test(out.slice(from)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(out.slice(from)).toMatch(re);
  };
  const index = path.join(dir, "generated/tiny/index.ts");
  await waitFor(/watching contracts/, 0);
  expect(fs.existsSync(index)).toBe(true);

  let mark = out.length;
  fs.writeFileSync(path.join(dir, "contracts/tiny.tool"), "toolset tiny\nread {");
  await waitFor(/error[\s\S]*nothing written/, mark);

  mark = out.length;
  fs.writeFileSync(path.join(dir, "contracts/tiny.tool"), TINY.replace("Tiny tools.", "Tiny tools, renamed."));
  await waitFor(/\d+ files? written/, mark);
  expect(fs.readFileSync(index, "utf8")).toMatch(/renamed/);

  const code = await new Promise<number | null>((resolve) => {
    child.on("exit", (c) => resolve(c));
    child.kill("SIGINT");
  });
  expect(code).toBe(0);
  expect(out).not.toMatch(/\n\s+at /);
});
