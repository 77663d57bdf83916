// docs/CLI.md names every command and every option the command line takes, so a user
// who reads it finds `fmt` and `lsp` and what they accept.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, USAGE } from "../../src/cli/args.js";
import { DEFAULT_DELAY_MS } from "../../src/lsp/server.js";

const DOC = fs.readFileSync(path.join(import.meta.dirname, "../../docs/CLI.md"), "utf8");

describe("docs/CLI.md", () => {
  it("has a row for every command", () => {
    const rows = [...DOC.matchAll(/^\| `contractc (\w+)/gm)].map((m) => m[1]);
    expect([...rows].sort()).toEqual([...COMMANDS].sort());
  });
  it("names every option of --help", () => {
    const options = [...new Set(USAGE.match(/--[a-z][a-z-]*/g) ?? [])];
    expect(options.length).toBeGreaterThan(5);
    for (const o of options) expect(DOC, o).toContain(`\`${o}`);
  });
  it("gives the language server's option and its default", () => {
    expect(DOC).toContain(`\`diagnosticsDelayMs\` sets how long it waits after a keystroke before publishing diagnostics (default ${DEFAULT_DELAY_MS} ms)`);
  });
});
