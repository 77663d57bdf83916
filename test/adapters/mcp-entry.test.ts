// `@contractc/runtime/mcp` serves with the MCP SDK the application has installed: 2.x when it
// is there, else 1.x, and says what to install when neither is. The built package is copied
// into a throw-away project whose node_modules holds only the SDKs each case names; a
// resolve hook keeps the project from finding packages in the folders above it, as on a
// clean machine.
import { Server as Server1 } from "@modelcontextprotocol/sdk/server/index.js";
import { Server as Server2 } from "@modelcontextprotocol/server";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { toolSchemas } from "../../generated/larkfield/index.js";
import { mcpSdkMajor, mcpServer } from "../../src/adapters/mcp.js";
import { ROOT, tempProject } from "../cli/helpers.js";
import { CTX, larkfield } from "./fixtures/larkfield.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0))
    fs.rmSync(dir, { recursive: true, force: true });
});

// Builds the server with whatever the entry picked, and reports the major, or the error.
const SCRIPT = `
import { mcpSdkMajor, mcpServer } from "@contractc/runtime/mcp";
const dispatcher = { call: async () => undefined, propose: async () => undefined };
let error;
try {
  mcpServer(dispatcher, { toolSchemas: { mcp: [] }, context: () => ({}), task: () => ({}), name: "t", version: "1" });
} catch (e) {
  error = e.message;
}
console.log(JSON.stringify({ major: mcpSdkMajor ?? null, error: error ?? null }));
`;

// Packages the project imports come from its own node_modules only.
const CONFINE = `
import { register } from "node:module";
register("./hooks.mjs", import.meta.url);
`;
const HOOKS = `
import fs from "node:fs";
const home = new URL("./", import.meta.url).href;
export async function resolve(specifier, context, next) {
  const bare = !/^(node:|file:|data:|\\.|\\/)/.test(specifier);
  if (bare && context.parentURL?.startsWith(home)) {
    const name = specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
    if (!fs.existsSync(new URL("node_modules/" + name, home)))
      throw Object.assign(new Error("Cannot find package '" + name + "' imported from " + context.parentURL), { code: "ERR_MODULE_NOT_FOUND" });
  }
  return next(specifier, context);
}
`;

/** What `@contractc/runtime/mcp` reports in a project that has only the given SDK packages installed. */
function pick(sdks: string[]): { major: number | null; error: string | null } {
  const dir = tempProject({
    "main.mjs": SCRIPT,
    "confine.mjs": CONFINE,
    "hooks.mjs": HOOKS,
  });
  dirs.push(dir);
  const pkg = path.join(dir, "node_modules/@contractc/runtime");
  fs.mkdirSync(path.join(pkg, "dist"), { recursive: true });
  fs.copyFileSync(
    path.join(ROOT, "packages/runtime/package.json"),
    path.join(pkg, "package.json"),
  );
  fs.cpSync(
    path.join(ROOT, "packages/runtime/dist/adapters"),
    path.join(pkg, "dist/adapters"),
    { recursive: true },
  );
  for (const name of sdks) {
    // A link: the SDK's own dependencies resolve from where it really lies.
    fs.mkdirSync(path.dirname(path.join(dir, "node_modules", name)), {
      recursive: true,
    });
    fs.symlinkSync(
      path.join(ROOT, "node_modules", name),
      path.join(dir, "node_modules", name),
      "dir",
    );
  }
  const r = spawnSync(
    process.execPath,
    ["--import", "./confine.mjs", "main.mjs"],
    { cwd: dir, encoding: "utf8" },
  );
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as { major: number | null; error: string | null };
}

describe("@contractc/runtime/mcp", () => {
  it("serves with 2.x when both majors are installed", () => {
    const { tools, task, db } = larkfield();
    const server = mcpServer(tools, {
      toolSchemas,
      context: () => CTX,
      task: () => task,
      name: "t",
      version: "1",
    });
    db.close();
    expect(mcpSdkMajor).toBe(2);
    expect(server).toBeInstanceOf(Server2);
    expect(server).not.toBeInstanceOf(Server1);
    expect(
      pick(["@modelcontextprotocol/sdk", "@modelcontextprotocol/server"]),
    ).toEqual({ major: 2, error: null });
  });

  it("serves with 1.x where only @modelcontextprotocol/sdk is installed", () => {
    expect(pick(["@modelcontextprotocol/sdk"])).toEqual({
      major: 1,
      error: null,
    });
  });

  it("serves with 2.x where only @modelcontextprotocol/server is installed", () => {
    expect(pick(["@modelcontextprotocol/server"])).toEqual({
      major: 2,
      error: null,
    });
  });

  it("says what to install where neither is", () => {
    expect(pick([])).toEqual({
      major: null,
      error:
        "@contractc/runtime/mcp needs the MCP SDK: install @modelcontextprotocol/server (2.x) or @modelcontextprotocol/sdk (1.x).",
    });
  });
});
