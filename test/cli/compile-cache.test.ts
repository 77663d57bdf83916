// The command turns on Node's on-disk cache of compiled modules where Node has one (22.1 and
// later), and runs on without it where Node has none.
import module from "node:module";
import { describe, expect, it } from "vitest";
import { useCompileCache } from "../../src/cli/compile-cache.js";

const node = module as { enableCompileCache?: unknown; getCompileCacheDir?: () => string | undefined };

describe("Node's compile cache", () => {
  it("is on after useCompileCache where Node has one, and nothing fails where it has none", () => {
    expect(() => useCompileCache()).not.toThrow();
    if (typeof node.enableCompileCache === "function") expect(typeof node.getCompileCacheDir?.()).toBe("string");
    else expect(node.getCompileCacheDir).toBeUndefined();
  });
});
