// The VS Code extension as packaged: the bundle (editors/build.mjs) carries its client
// library and needs only `vscode` and Node's own modules; the package keeps the bundle,
// manifest, grammar, README and LICENSE; the server command is started through a shell
// where Windows needs one; and `contractc lsp` accepts what vscode-languageclient passes.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { builtinModules, createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { CLI } from "../lsp/client.js";

const DIR = path.join(import.meta.dirname, "../../editors");
const { serverExecutable } = createRequire(import.meta.url)("../../editors/server-command.js") as {
  serverExecutable: (configured: unknown, folders: string[], platform: string, exists: (f: string) => boolean) => { command: string; args: string[]; options: { shell?: boolean } };
};

describe("the extension's server command", () => {
  it("runs the workspace's contractc.cmd on Windows through a shell, and the Unix one directly", () => {
    const win = serverExecutable([], ["C:\\\\work"], "win32", (f) => f.endsWith("contractc.cmd"));
    expect(win.command).toMatch(/node_modules[\\/]\.bin[\\/]contractc\.cmd$/);
    expect(win).toMatchObject({ args: ["lsp"], options: { shell: true } });
    expect(serverExecutable([], ["/work"], "linux", () => true)).toEqual({ command: path.join("/work", "node_modules/.bin/contractc"), args: ["lsp"], options: {} });
    expect(serverExecutable([], [], "win32", () => false)).toEqual({ command: "contractc", args: ["lsp"], options: { shell: true } });
    expect(serverExecutable(["npx", "contractc", "lsp"], ["/work"], "linux", () => true)).toEqual({ command: "npx", args: ["contractc", "lsp"], options: {} });
  });
});

describe("the packaged extension", () => {
  it("bundles into one file that needs only vscode and Node's modules", () => {
    const r = spawnSync(process.execPath, [path.join(DIR, "build.mjs")], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(DIR, "package.json"), "utf8")) as { main: string; dependencies?: object; scripts: Record<string, string>; license: string };
    const bundle = fs.readFileSync(path.join(DIR, manifest.main), "utf8");
    const required = new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!));
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    expect([...required].filter((m) => m !== "vscode" && !builtins.has(m))).toEqual([]);
    expect(bundle).toContain("LanguageClient");
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.scripts["vscode:prepublish"]).toBe("node build.mjs");
  });

  it("packages the bundle, manifest, grammar, README and LICENSE, and no sources", () => {
    const ignore = fs.readFileSync(path.join(DIR, ".vscodeignore"), "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
    expect(ignore[0]).toBe("**");
    const kept = ignore.slice(1).map((l) => l.replace(/^!/, ""));
    expect(kept.sort()).toEqual(["LICENSE", "README.md", "dist/extension.js", "language-configuration.json", "package.json", "tool.tmLanguage.json"]);
    for (const f of kept.filter((f) => f !== "dist/extension.js")) expect(fs.existsSync(path.join(DIR, f)), f).toBe(true);
    expect(fs.readFileSync(path.join(DIR, "LICENSE"), "utf8")).toBe(fs.readFileSync(path.join(DIR, "../LICENSE"), "utf8"));
  });
});

describe("vsce", () => {
  it("packages the extension as editors/README.md says, with the bundle and no sources", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-vsix-"));
    try {
      const vsix = path.join(out, "contractc-tool.vsix");
      const vsce = path.join(DIR, "../node_modules/.bin/vsce");
      const r = spawnSync(vsce, ["package", "--no-dependencies", "--allow-missing-repository", "--out", vsix], { cwd: DIR, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/Packaged: .*contractc-tool\.vsix \(8 files/);
      // vsce prints the package's tree: each file on a line drawn with box characters.
      const tree = r.stdout.split("\n").filter((l) => l.includes("─")).join("\n");
      for (const kept of ["LICENSE.txt", "package.json", "tool.tmLanguage.json", "language-configuration.json", "extension.js"]) expect(tree).toContain(kept);
      expect(tree).not.toMatch(/server-command\.js|build\.mjs/);
      expect(fs.statSync(vsix).size).toBeGreaterThan(10_000);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("contractc lsp as vscode-languageclient starts it", () => {
  it.each([["--clientProcessId=4242"], ["--clientProcessId", "4242"]])("accepts %s and answers initialize", async (...flag) => {
    const child = spawn(process.execPath, [CLI, "lsp", ...flag, "--stdio"], { stdio: ["pipe", "pipe", "inherit"] });
    const c = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    c.listen();
    const init = (await c.sendRequest("initialize", { processId: null, rootUri: null, capabilities: {} })) as { serverInfo: { name: string } };
    expect(init.serverInfo.name).toBe("contractc");
    const exited = new Promise((r) => child.on("exit", r));
    await c.sendRequest("shutdown");
    await c.sendNotification("exit");
    expect(await exited).toBe(0);
    c.dispose();
  });

  it("refuses a process id that is not a number, with exit 2", () => {
    const r = spawnSync(process.execPath, [CLI, "lsp", "--clientProcessId=abc"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--clientProcessId takes a process id, not abc");
  });
});
