// The build lock's takeover of a stale lock (its process killed) is atomic: of several
// processes that find the same stale lock at once, one takes it and the others wait their
// turn. Real processes racing, each running the built lock code.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT, run, tempProject, TINY } from "./helpers.js";

const LOCK_JS = pathToFileURL(path.join(ROOT, "dist/src/output/lock.js")).href;

// Each racer says it is ready, waits for the start signal, takes the lock, holds it a while
// and notes any other holder it meets (an `inside` file only one holder may create).
const RACER = `
import fs from "node:fs";
import path from "node:path";
const { lockOutput } = await import(${JSON.stringify(LOCK_JS)});
const [out, dir] = process.argv.slice(1);
fs.writeFileSync(path.join(dir, "ready." + process.pid), "");
const tick = new Int32Array(new SharedArrayBuffer(4));
while (!fs.existsSync(path.join(dir, "go"))) Atomics.wait(tick, 0, 0, 1);
const release = await lockOutput(out);
let mine = false;
try {
  fs.writeFileSync(path.join(dir, "inside"), String(process.pid), { flag: "wx" });
  mine = true;
} catch {
  fs.appendFileSync(path.join(dir, "log"), "overlap " + process.pid + "\\n");
}
await new Promise((r) => setTimeout(r, 30));
if (mine) fs.rmSync(path.join(dir, "inside"));
fs.appendFileSync(path.join(dir, "log"), "held " + process.pid + "\\n");
release();
`;

/** A process id that no longer runs. */
const deadPid = (): string => spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;

describe("a stale lock is taken over by exactly one of the builds that find it", () => {
  it("six processes racing for one stale lock, ten times: never two holders at once", async () => {
    const racers = 6;
    for (let round = 0; round < 10; round++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-lock-"));
      const out = path.join(dir, "out");
      fs.mkdirSync(out);
      fs.writeFileSync(path.join(out, ".contractc.lock"), `${deadPid()}\n${os.hostname()}\n`);
      const children = Array.from({ length: racers }, () => {
        const child = spawn(process.execPath, ["--input-type=module", "-e", RACER, out, dir], { stdio: ["ignore", "ignore", "pipe"] });
        let err = "";
        child.stderr.on("data", (b: Buffer) => (err += b.toString()));
        return new Promise<string>((resolve) => child.on("exit", (code) => resolve(code === 0 ? "" : `exit ${code}: ${err}`)));
      });
      while (fs.readdirSync(dir).filter((f) => f.startsWith("ready.")).length < racers) await new Promise((r) => setTimeout(r, 5));
      fs.writeFileSync(path.join(dir, "go"), "");
      expect((await Promise.all(children)).join("")).toBe("");
      const log = fs.readFileSync(path.join(dir, "log"), "utf8");
      expect(log, `round ${round}`).not.toMatch(/overlap/);
      expect(log.match(/^held /gm)).toHaveLength(racers);
      // Nothing of the lock or its takeover is left behind.
      expect(fs.readdirSync(out)).toEqual([]);
    }
  }, 120_000);
  it("a build finds a stale lock and a takeover token its killed taker left: both cleared, the build runs", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "generated/.keep": "" });
    const stale = `${deadPid()}\n${os.hostname()}\n`;
    fs.writeFileSync(path.join(dir, "generated/.contractc.lock"), stale);
    const r0 = run(dir, ["build"], { CONTRACTC_LOCK_WAIT_MS: "2000" });
    expect(r0.code, r0.stderr).toBe(0);
    fs.writeFileSync(path.join(dir, "generated/.contractc.lock"), stale);
    // A taker killed while it held the token for this very lock.
    const script = `const m = await import(${JSON.stringify(LOCK_JS)}); process.stdout.write(m.takeoverToken(${JSON.stringify(stale)}));`;
    const takeoverToken = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).stdout;
    expect(takeoverToken).toMatch(/^\.contractc\.lock\.[0-9a-f]{16}\.takeover$/);
    fs.writeFileSync(path.join(dir, "generated", takeoverToken), `${deadPid()}\n${os.hostname()}\n`);
    const r = run(dir, ["build"], { CONTRACTC_LOCK_WAIT_MS: "2000" });
    expect(r.code, r.stderr).toBe(0);
    expect(fs.readdirSync(path.join(dir, "generated")).filter((f) => f.startsWith(".contractc.lock"))).toEqual([]);
  });
});
