// The AI SDK adapter's types against each `ai` major the peer range admits: its source and
// an application using it (fixtures/ai-usage.ts) compile with `ai` 6, and with `ai` 7 (the
// `ai7` alias standing in for `ai`). Types do not depend on the Node version, so this runs
// under every one.
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const USAGE = path.join(ROOT, "test/adapters/fixtures/ai-usage.ts");

/** The errors of a program of the usage fixture under the repository's compiler options, with `paths` added. */
function errors(paths: ts.MapLike<string[]>): string[] {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram([USAGE], { ...options, baseUrl: ROOT, paths, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** The version of `ai` a program resolves "ai" to, read from the package it lands in. */
function resolvedAi(paths: ts.MapLike<string[]>): string | undefined {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const r = ts.resolveModuleName("ai", USAGE, { ...options, baseUrl: ROOT, paths }, ts.sys);
  const file = r.resolvedModule?.resolvedFileName;
  if (!file) return undefined;
  const pkg = path.join(file.slice(0, file.lastIndexOf(`${path.sep}dist${path.sep}`)), "package.json");
  return (JSON.parse(ts.sys.readFile(pkg) ?? "{}") as { version?: string }).version;
}

const MAJORS: [string, ts.MapLike<string[]>][] = [
  ["6", {}],
  ["7", { ai: ["node_modules/ai7/dist/index.d.ts"] }],
];

describe.each(MAJORS)("with ai %s", (major, paths) => {
  it("resolves `ai` to that major", () => {
    expect(resolvedAi(paths)).toMatch(new RegExp(`^${major}\\.`));
  });

  it("compiles the adapter and an application passing its tools to generateText", () => {
    expect(errors(paths)).toEqual([]);
  });
});
