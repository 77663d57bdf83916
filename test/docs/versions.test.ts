// The README's supported-versions table says what CI runs: the Node majors of .ci/node and
// the SDK majors installed from the lock file, so neither can move without the other.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const read = (rel: string) => fs.readFileSync(new URL(`../../${rel}`, import.meta.url), "utf8");
const readme = read("README.md");
const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version: string }> };
const ciNodes = JSON.parse(read(".ci/node/package.json")) as { dependencies: Record<string, string> };
const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };
// The SDKs and drivers are peers of the runtime package, which is what imports them.
const runtime = JSON.parse(read("packages/runtime/package.json")) as { peerDependencies: Record<string, string> };

/** The table row whose first cell starts with `label`, as its cells. */
function row(label: string): string[] {
  const line = readme.split("\n").find((l) => l.startsWith(`| ${label}`));
  return line?.split("|").map((c) => c.trim()) ?? [];
}

/** The major of an installed package, from the lock file. */
const major = (dir: string) => lock.packages[`node_modules/${dir}`]?.version.split(".")[0];

describe("the supported-versions table", () => {
  it("lists the Node majors CI runs: the lowest the engines field admits and each in .ci/node", () => {
    const pinned = Object.values(ciNodes.dependencies).map((spec) => /@(\d+)\./.exec(spec)?.[1]);
    const lowest = /^>=(\d+)/.exec(pkg.engines.node)?.[1];
    expect(pinned.length).toBeGreaterThan(0);
    expect(row("Node.js")[2]?.replace(/\(.*?\)/g, "").match(/\d+/g)).toEqual([lowest, ...pinned]);
  });

  it("lists the majors of `ai` installed for the tests, and the peer range admits each", () => {
    const majors = [major("ai"), major("ai7")];
    expect(row("`ai`")[2]).toBe(majors.join(", "));
    for (const m of majors) expect(runtime.peerDependencies["ai"]).toMatch(new RegExp(`\\^${m}\\.`));
  });

  it("lists the majors of `@google/genai` whose types the Gemini form is checked against", () => {
    expect(row("`@google/genai`")[2]).toBe([major("@google/genai"), major("genai3")].join(", "));
  });

  it("lists each MCP SDK major installed (1.x as the sdk package, 2.x as server), which its peer range admits", () => {
    for (const name of ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server"]) {
      const m = major(name);
      expect(m).toBeDefined();
      expect(row(`\`${name}\``)[2]).toBe(m);
      expect(runtime.peerDependencies[name]).toMatch(new RegExp(`\\^${m}\\.`));
    }
    // The tests drive the 2.x server with the client of the same release.
    expect(lock.packages["node_modules/@modelcontextprotocol/client"]?.version).toBe(
      lock.packages["node_modules/@modelcontextprotocol/server"]?.version,
    );
  });

  it("lists the pg major installed for the PostgreSQL store, which the peer range admits", () => {
    const m = major("pg");
    expect(row("`pg`")[2]).toBe(m);
    expect(runtime.peerDependencies["pg"]).toMatch(new RegExp(`\\^${m}\\.`));
  });
});
