// The command turns on Node's on-disk cache of compiled modules where Node has one (22.1 and
// later), and runs on without it where Node has none. The bin turns it on before the
// compiler's modules load, so the next run takes every one of them from the cache.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import module from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useCompileCache } from "../../src/cli/compile-cache.js";
import { CLI, tempProject, TINY } from "./helpers.js";

const node = module as { enableCompileCache?: unknown; getCompileCacheDir?: () => string | undefined };
const hasCache = typeof node.enableCompileCache === "function";

describe("Node's compile cache", () => {
  it("is on after useCompileCache where Node has one, and nothing fails where it has none", () => {
    expect(() => useCompileCache()).not.toThrow();
    if (hasCache) expect(typeof node.getCompileCacheDir?.()).toBe("string");
    else expect(node.getCompileCacheDir).toBeUndefined();
  });

  it.skipIf(!hasCache)("covers the command's own modules: a second build takes them from the cache", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    // A cache folder of this test's own (the default one is under the temporary folder).
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-cache-"));
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, NODE_DEBUG_NATIVE: "COMPILE_CACHE" };
    // Set, it would turn the cache on before the bin's first line, and prove nothing.
    delete env["NODE_COMPILE_CACHE"];
    const run = () => spawnSync(process.execPath, [CLI, "build"], { cwd: dir, encoding: "utf8", env });
    expect(run().status).toBe(0);
    const second = run();
    expect(second.status).toBe(0);
    // Every file of the command's bundle the second run loads (entry and chunks: the
    // command's modules and the compiler's) comes from the cache. Node 22 logs "cache for
    // file://...", Node 24 "V8 code cache for ESM file://...", the path perhaps shortened.
    const verdicts = [...second.stderr.matchAll(/cache for (?:ESM )?file:\/\/(\S*?)((?:bundle|chunk-\w+)\.js) was (\w+)/g)];
    const own = verdicts.filter((m) => /(?:^|\/)cli\/$/.test(m[1] ?? "") || m[1] === "");
    expect(own.map((m) => m[2])).toContain("bundle.js");
    expect(own.filter((m) => m[2]?.startsWith("chunk-")).length).toBeGreaterThan(3);
    for (const m of own) expect(m[3], m[0]).toBe("accepted");
  });
});
