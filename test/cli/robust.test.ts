// Nothing a user can type ends in a stack trace; exit codes follow the spec (0/1/2);
// nothing is written when anything is wrong.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noStack, OTHER, run, snapshot, tempProject, TINY } from "./helpers.js";

/** Runs `build`, expects the exit code, no stack trace and no output folder. */
function buildFails(dir: string, code: number, message: RegExp, args: string[] = []): void {
  const r = run(dir, ["build", ...args]);
  expect(r.code, r.stderr).toBe(code);
  expect(r.stderr).toMatch(message);
  expect(noStack(r)).toBe(true);
  expect(fs.existsSync(path.join(dir, "generated"))).toBe(false);
}

describe("usage", () => {
  it("no command: usage and exit 2", () => {
    const r = run(tempProject(), []);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no command given[\s\S]*Usage: contractc/);
  });
  it("unknown flag and unknown command: exit 2", () => {
    expect(run(tempProject(), ["build", "--frobnicate"]).stderr).toMatch(/unknown option --frobnicate/);
    expect(run(tempProject(), ["bulid"]).code).toBe(2);
    expect(run(tempProject(), ["build", "--format", "xml"]).stderr).toMatch(/--format takes text or json, not xml/);
    expect(run(tempProject(), ["build", "--out"]).code).toBe(2);
  });
  it("--help and --version print to stdout and exit 0", () => {
    const h = run(tempProject(), ["--help"]);
    expect(h.code).toBe(0);
    expect(h.stdout).toMatch(/Usage: contractc <command>/);
    expect(run(tempProject(), ["help"]).stdout).toMatch(/Usage/);
    const v = run(tempProject(), ["--version"]);
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("unusable paths (exit 2)", () => {
  it("a missing contracts folder", () => buildFails(tempProject(), 2, /contracts folder 'contracts' does not exist/));
  it("--contracts naming a file", () => buildFails(tempProject({ "x.tool": TINY }), 2, /'x.tool' is a file; --contracts takes the folder/, ["--contracts", "x.tool"]));
  it("check and lint say the same", () => {
    expect(run(tempProject(), ["check"]).code).toBe(2);
    expect(run(tempProject(), ["lint"]).code).toBe(2);
  });
  it("--out naming a file", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "out.txt": "x" });
    const r = run(dir, ["build", "--out", "out.txt"]);
    expect(r.code).toBe(2);
    expect(noStack(r)).toBe(true);
    expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).toBe("x");
  });
  it("--out naming a file, with several toolsets still being emitted when a write fails", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "contracts/other.tool": OTHER, "out.txt": "x" });
    const r = run(dir, ["build", "--out", "out.txt"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^contractc: cannot use 'out.txt\/(tiny|other)': ENOTDIR$/m);
    expect(noStack(r)).toBe(true);
  });
});

describe("bad contract files (exit 1, nothing written)", () => {
  it("an empty file", () => buildFails(tempProject({ "contracts/a.tool": "  \n" }), 1, /contracts\/a.tool:1:1: error empty-file/));
  it("a binary file", () => buildFails(tempProject({ "contracts/a.tool": new Uint8Array([0x89, 0x50, 0, 1, 2]) }), 1, /error binary-file/));
  it("a file that is not UTF-8", () => buildFails(tempProject({ "contracts/a.tool": Buffer.from("toolset caf\xe9", "latin1") }), 1, /error invalid-utf8/));
  it("a 10 MB file", () => buildFails(tempProject({ "contracts/a.tool": "// x\n".repeat(2_000_000) }), 1, /error file-too-large: the file is 10000000 bytes/));
  it("a folder named x.tool", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    fs.mkdirSync(path.join(dir, "contracts/x.tool"));
    buildFails(dir, 1, /contracts\/x.tool:1:1: error unreadable-file: cannot read the file: it is a folder/);
  });
  it("a dangling symbolic link", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    fs.symlinkSync("nowhere.tool", path.join(dir, "contracts/gone.tool"));
    buildFails(dir, 1, /gone.tool:1:1: error unreadable-file: cannot read the file: it no longer exists/);
  });
  it.skipIf(process.getuid?.() === 0)("a file without read permission", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY });
    fs.chmodSync(path.join(dir, "contracts/tiny.tool"), 0o000);
    buildFails(dir, 1, /error unreadable-file: cannot read the file: permission denied/);
  });
  it("a syntax error leaves an existing output folder untouched", () => {
    const dir = tempProject({ "contracts/tiny.tool": TINY, "contracts/other.tool": OTHER });
    expect(run(dir, ["build"]).code).toBe(0);
    const before = snapshot(path.join(dir, "generated"));
    fs.writeFileSync(path.join(dir, "contracts/other.tool"), "toolset other\nread {");
    fs.rmSync(path.join(dir, "contracts/tiny.tool"));
    const r = run(dir, ["build"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/nothing written/);
    expect(snapshot(path.join(dir, "generated"))).toEqual(before);
  });
  it("two files with the same toolset name", () => {
    const dir = tempProject({ "contracts/a.tool": TINY, "contracts/b.tool": TINY });
    buildFails(dir, 1, /contracts\/b.tool:1:9: error duplicate-toolset: toolset 'tiny' is already declared in contracts\/a.tool:1/);
  });
  it("an empty contracts folder is a warning, not an error", () => {
    const dir = tempProject();
    fs.mkdirSync(path.join(dir, "contracts"));
    const r = run(dir, ["build"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning no-contracts/);
  });
});

describe("output format", () => {
  it("--format json is one JSON document on stdout, and the summary goes to stderr", () => {
    const r = run(tempProject({ "contracts/a.tool": "" }), ["lint", "--format", "json"]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { diagnostics: { file: string; line: number; code: string; severity: string }[] };
    expect(doc.diagnostics[0]).toMatchObject({ file: "contracts/a.tool", line: 1, code: "empty-file", severity: "error" });
    expect(r.stderr).toBe("contractc: 1 error, 0 warnings\n");
  });
  it("--format json keeps stdout for the document with build and check too", () => {
    const dir = tempProject({ "contracts/a.tool": 'toolset a\nread r { doc "Read one thing." }\n' });
    for (const command of ["build", "check"]) {
      const r = run(dir, [command, "--format", "json"]);
      expect(r.code, command).toBe(0);
      expect(JSON.parse(r.stdout), command).toEqual({ diagnostics: [], files: [] });
      expect(r.stderr, command).toMatch(/^contractc: /);
    }
  });
  it("lint --sizes prints the characters and estimated tokens of each tool and toolset", () => {
    const dir = tempProject({ "contracts/a.tool": 'toolset a\nread one { doc "Read one thing." }\nread two { doc "Read another thing." arg n: int "How many." }\n' });
    const text = run(dir, ["lint", "--sizes"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^a: 2 tools sent on every turn, \d+ characters, ~\d+ tokens$/m);
    expect(text.stdout).toMatch(/^ {2}one +\d+ characters +~ *\d+ tokens$/m);
    const json = run(dir, ["lint", "--sizes", "--format", "json"]);
    const doc = JSON.parse(json.stdout) as { sizes: { toolset: string; characters: number; tokens: number; tools: { tool: string; characters: number; tokens: number }[] }[] };
    const [a] = doc.sizes;
    expect(a?.tools.map((t) => t.tool)).toEqual(["one", "two"]);
    expect(a?.tools[1]?.characters).toBeGreaterThan(a?.tools[0]?.characters ?? Infinity);
    expect(a?.characters).toBe((a?.tools[0]?.characters ?? 0) + (a?.tools[1]?.characters ?? 0) + 3);
    expect(a?.tokens).toBe(Math.ceil((a?.characters ?? 0) / 4));
    expect(run(dir, ["build", "--sizes"]).code).toBe(2);
  });
  it("colour only when asked for by the terminal: none when piped, none with NO_COLOR even if forced", () => {
    const dir = tempProject({ "contracts/a.tool": "" });
    expect(run(dir, ["lint"]).stderr).not.toMatch(/\x1b\[/);
    expect(run(dir, ["lint"], { NO_COLOR: "", FORCE_COLOR: "1" }).stderr).toMatch(/\x1b\[31m/);
    expect(run(dir, ["lint"], { NO_COLOR: "1", FORCE_COLOR: "1" }).stderr).not.toMatch(/\x1b\[/);
  });
});
