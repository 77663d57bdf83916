// A rebuild reuses what earlier builds emitted: only a toolset whose contract changed is
// emitted again, from what the project's node_modules/.cache/contractc remembers. A file
// edited by hand, even with its manifest line re-stamped, is not what the compiler wrote,
// so it is emitted and restored; without a node_modules there is no cache.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CliOptions } from "../../src/cli/args.js";
import { build, DEFAULT_DEPS, type Deps } from "../../src/cli/commands.js";
import { cacheFile, loadMemory } from "../../src/output/cache.js";
import { fileHash } from "../../src/output/manifest.js";

const contract = (name: string, doc: string) =>
  `toolset ${name} "Orders of the ${name} shop."\n\nread get_order {\n  doc "${doc}"\n  arg order_id: string(1..20) "The order's id."\n}\n`;

/** A project with two contracts, and build deps that count which toolsets each build emits. */
function project(modules: boolean) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-cache-"));
  if (modules) fs.mkdirSync(path.join(root, "node_modules"));
  fs.mkdirSync(path.join(root, "contracts"));
  fs.writeFileSync(path.join(root, "contracts/a.tool"), contract("a", "Look up one order by its id."));
  fs.writeFileSync(path.join(root, "contracts/b.tool"), contract("b", "Look up one order by its id."));
  const emitted: string[] = [];
  const deps: Deps = {
    emittersId: "",
    emitters: async () =>
      (await DEFAULT_DEPS.emitters()).map((e) => ({ ...e, emit: (ts: Parameters<typeof e.emit>[0]) => (e.name === "types" && emitted.push(ts.name), e.emit(ts)) })),
  };
  const opts: CliOptions = { command: "build", contracts: path.join(root, "contracts"), out: path.join(root, "generated"), format: "text", strict: false, quiet: true, sizes: false };
  return { root, deps, opts, emitted };
}

describe("a rebuild", () => {
  it("emits only the toolset whose contract changed, and remembers it outside the output folder", async () => {
    const { root, deps, opts, emitted } = project(true);
    expect(await build(opts, deps)).toBe(0);
    expect(emitted.sort()).toEqual(["a", "b"]);
    const file = cacheFile(opts.out, "../contracts");
    expect(file?.startsWith(path.join(root, "node_modules", ".cache", "contractc"))).toBe(true);
    expect(loadMemory(file ?? "").inputs.size).toBe(2);
    emitted.length = 0;
    fs.writeFileSync(path.join(root, "contracts/b.tool"), contract("b", "Look up one order of the shop by its id."));
    expect(await build(opts, deps)).toBe(0);
    expect(emitted).toEqual(["b"]);
    expect(fs.readFileSync(path.join(opts.out, "b/schemas.ts"), "utf8")).toContain("Look up one order of the shop by its id.");
    emitted.length = 0;
    expect(await build(opts, deps)).toBe(0);
    expect(emitted).toEqual([]);
  });

  it("restores a generated file edited by hand, even with its manifest line re-stamped", async () => {
    const { deps, opts, emitted } = project(true);
    expect(await build(opts, deps)).toBe(0);
    const rel = "a/types.ts";
    const at = path.join(opts.out, rel);
    const original = fs.readFileSync(at, "utf8");
    const edited = original.replace("order_id", "orderId");
    fs.writeFileSync(at, edited);
    const manifestPath = path.join(opts.out, "contractc-manifest.json");
    const before = fs.readFileSync(manifestPath, "utf8");
    expect(before).toContain(fileHash(original));
    fs.writeFileSync(manifestPath, before.replace(fileHash(original), fileHash(edited)));
    emitted.length = 0;
    expect(await build(opts, deps)).toBe(0);
    expect(emitted).toEqual(["a"]);
    expect(fs.readFileSync(at, "utf8")).toBe(original);
  });

  it("emits every toolset when the project has no node_modules", async () => {
    const { deps, opts, emitted } = project(false);
    expect(await build(opts, deps)).toBe(0);
    emitted.length = 0;
    expect(await build(opts, deps)).toBe(0);
    expect(emitted.sort()).toEqual(["a", "b"]);
    expect(cacheFile(opts.out, "../contracts")).toBeUndefined();
  });
});
