// watch: rebuilds on change, survives errors and every style of editor save, gathers a burst
// of saves into one build, follows added, removed and renamed files and a replaced contracts
// folder, prints one time-stamped line per build, and stops with exit 0 on Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLI, OTHER, tempProject, TINY } from "./helpers.js";

type Watcher = { dir: string; output: () => string; waitFor: (re: RegExp, from: number) => Promise<void>; stop: () => Promise<number | null> };
const running: Watcher[] = [];
afterEach(async () => {
  for (const w of running.splice(0)) await w.stop();
});

/** Starts `contractc watch` in a fresh project and waits until it watches. */
async function startWatch(files: Record<string, string> = { "contracts/tiny.tool": TINY }): Promise<Watcher> {
  const dir = tempProject(files);
  const child = spawn(process.execPath, [CLI, "watch"], { cwd: dir, env: { ...process.env, NO_COLOR: "1" } });
  let out = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr.on("data", (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  const waitFor = async (re: RegExp, from: number): Promise<void> => {
    for (let i = 0; i < 1200 && !re.test(out.slice(from)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(out.slice(from)).toMatch(re);
  };
  const w: Watcher = {
    dir,
    output: () => out,
    waitFor,
    stop: async () => {
      child.kill("SIGINT");
      return exited;
    },
  };
  running.push(w);
  await waitFor(/watching contracts/, 0);
  return w;
}

const BUILD_LINE = /^\[\d\d:\d\d:\d\d\] contractc: \d+ toolsets?: \d+ files? written/gm;
const builds = (text: string): number => (text.match(BUILD_LINE) ?? []).length;
const tiny = (doc: string): string => TINY.replace("Tiny tools.", doc);
const index = (w: Watcher, name = "tiny"): string => {
  try {
    return fs.readFileSync(path.join(w.dir, "generated", name, "index.ts"), "utf8");
  } catch {
    return "";
  }
};
/** Waits until the generated index of `name` contains `text` (or, with `gone`, until the folder is gone). */
async function until(w: Watcher, check: () => boolean): Promise<void> {
  for (let i = 0; i < 1200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check(), w.output()).toBe(true);
}

describe("watch", () => {
  it("rebuilds on change, reports errors and keeps going, exits 0 on SIGINT", async () => {
    const w = await startWatch();
    expect(index(w)).toMatch(/Tiny tools\./);
    expect(w.output()).toMatch(BUILD_LINE);
    let mark = w.output().length;
    fs.writeFileSync(path.join(w.dir, "contracts/tiny.tool"), "toolset tiny\nread {");
    await w.waitFor(/error[\s\S]*\[\d\d:\d\d:\d\d\] contractc: \d+ errors?, 0 warnings; nothing written/, mark);
    mark = w.output().length;
    fs.writeFileSync(path.join(w.dir, "contracts/tiny.tool"), tiny("Tiny tools, renamed."));
    await w.waitFor(BUILD_LINE, mark);
    expect(index(w)).toMatch(/renamed/);
    running.splice(running.indexOf(w), 1);
    expect(await w.stop()).toBe(0);
    expect(w.output()).not.toMatch(/\n\s+at /);
  });

  it("counts every generated file on every line: written + unchanged stays the same as saves come", async () => {
    const w = await startWatch({ "contracts/tiny.tool": TINY, "contracts/other.tool": OTHER });
    const line = /^\[\d\d:\d\d:\d\d\] contractc: 2 toolsets: (\d+) files? written, (\d+) unchanged, 0 removed/gm;
    const totals = (): number[] => [...w.output().matchAll(line)].map((m) => Number(m[1]) + Number(m[2]));
    // A contract edit (one toolset emitted), then a save of the same bytes (every toolset current).
    fs.writeFileSync(path.join(w.dir, "contracts/tiny.tool"), tiny("Tiny tools, renamed."));
    await until(w, () => totals().length === 2);
    fs.writeFileSync(path.join(w.dir, "contracts/other.tool"), OTHER);
    await until(w, () => totals().length === 3);
    const all = totals();
    expect(new Set(all).size, w.output()).toBe(1);
    const files = fs.readdirSync(path.join(w.dir, "generated"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== "contractc-manifest.json");
    expect(all[0]).toBe(files.length);
  });

  it("shares build's rules on links: a toolset folder replaced by a link to a copy of itself is named, not trusted", async () => {
    const w = await startWatch();
    const gen = path.join(w.dir, "generated");
    fs.cpSync(path.join(gen, "tiny"), path.join(w.dir, "outside/B"), { recursive: true });
    fs.rmSync(path.join(gen, "tiny"), { recursive: true });
    fs.symlinkSync("../outside/B", path.join(gen, "tiny"));
    const mark = w.output().length;
    // The same contract saved again: what watch remembers of its own build must not vouch for the files behind the link.
    fs.writeFileSync(path.join(w.dir, "contracts/tiny.tool"), TINY);
    await w.waitFor(/generated\/tiny\/: a symbolic link[\s\S]*nothing written/, mark);
    fs.writeFileSync(path.join(w.dir, "contracts/tiny.tool"), tiny("Tiny tools, changed."));
    await w.waitFor(/generated\/tiny\/: a symbolic link[\s\S]*nothing written[\s\S]*generated\/tiny\/: a symbolic link[\s\S]*nothing written/, mark);
    expect(fs.readFileSync(path.join(w.dir, "outside/B/index.ts"), "utf8")).not.toMatch(/changed/);
  });

  it("follows every editor's way of saving", async () => {
    const w = await startWatch();
    const file = path.join(w.dir, "contracts/tiny.tool");
    // A temporary file renamed over the contract (VS Code, many editors).
    fs.writeFileSync(`${file}.tmp-123`, tiny("Saved by rename."));
    fs.renameSync(`${file}.tmp-123`, file);
    await until(w, () => index(w).includes("Saved by rename."));
    // sed -i: a temporary file in the folder, renamed over it.
    const sed = spawnSync("sed", ["-i", "s/Saved by rename./Saved by sed./", file]);
    expect(sed.status).toBe(0);
    await until(w, () => index(w).includes("Saved by sed."));
    // JetBrains: write x___jb_tmp___, rename the contract to x___jb_old___, rename tmp over, delete old.
    fs.writeFileSync(`${file}___jb_tmp___`, tiny("Saved by JetBrains."));
    fs.renameSync(file, `${file}___jb_old___`);
    fs.renameSync(`${file}___jb_tmp___`, file);
    fs.rmSync(`${file}___jb_old___`);
    await until(w, () => index(w).includes("Saved by JetBrains."));
    // vim with a backup: the contract renamed to x~, a new file written, the backup removed.
    fs.renameSync(file, `${file}~`);
    fs.writeFileSync(file, tiny("Saved by vim."));
    fs.rmSync(`${file}~`);
    await until(w, () => index(w).includes("Saved by vim."));
    // And a plain save after all of those still rebuilds.
    fs.writeFileSync(file, tiny("Saved plainly."));
    await until(w, () => index(w).includes("Saved plainly."));
  });

  it("40 saves in a second end in one build of the last content", async () => {
    const w = await startWatch();
    const file = path.join(w.dir, "contracts/tiny.tool");
    const mark = w.output().length;
    for (let i = 1; i <= 40; i++) {
      fs.writeFileSync(file, tiny(`Save number ${i}.`));
      const t = Date.now();
      while (Date.now() - t < 25); // a steady 25 ms apart, whatever else the test process does
    }
    await until(w, () => index(w).includes("Save number 40."));
    await new Promise((r) => setTimeout(r, 1500));
    expect(builds(w.output().slice(mark))).toBe(1);
    expect(index(w)).toMatch(/Save number 40\./);
  });

  it("follows contracts added, renamed and removed, and a contracts folder that is replaced", async () => {
    const w = await startWatch();
    const c = (rel: string) => path.join(w.dir, "contracts", rel);
    fs.mkdirSync(c("more"));
    fs.writeFileSync(c("more/other.tool"), OTHER);
    await until(w, () => index(w, "other").includes("Other tools."));
    fs.renameSync(c("more/other.tool"), c("more/renamed.tool"));
    await until(w, () => index(w, "other").includes("more/renamed.tool"));
    fs.rmSync(c("more"), { recursive: true });
    await until(w, () => !fs.existsSync(path.join(w.dir, "generated/other")));
    // The whole folder replaced, as a checkout or a sync tool does.
    const fresh = path.join(w.dir, "contracts.new");
    fs.mkdirSync(fresh);
    fs.writeFileSync(path.join(fresh, "tiny.tool"), tiny("From the replaced folder."));
    fs.renameSync(c(""), path.join(w.dir, "contracts.old"));
    fs.renameSync(fresh, c(""));
    await until(w, () => index(w).includes("From the replaced folder."));
    fs.writeFileSync(c("tiny.tool"), tiny("Saved in the replaced folder."));
    await until(w, () => index(w).includes("Saved in the replaced folder."));
  });
});
