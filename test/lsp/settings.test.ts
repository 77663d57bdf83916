// The CLI's settings through the language server: the contracts folder and `--strict`,
// given as initialization options and changed by workspace/didChangeConfiguration.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject } from "../cli/helpers.js";
import { startServer, uriOf, type Session } from "./client.js";

/** A contract whose one finding is a smell (a string without a maximum length). */
const SMELLY = (name: string): string => `toolset ${name} "Tools."\n\nread echo_text {\n  doc "Repeat the given text back, to test the connection."\n  arg text: string "The text."\n}\n`;

let root: string;
let s: Session;
let a: string;
let b: string;

beforeAll(async () => {
  root = tempProject({ "contracts/a.tool": SMELLY("a"), "elsewhere/b.tool": SMELLY("b") });
  a = uriOf(path.join(root, "contracts/a.tool"));
  b = uriOf(path.join(root, "elsewhere/b.tool"));
  s = await startServer(root, { contracts: "contracts" });
  if (!s.diagnostics.has(a)) await s.nextDiagnostics(a);
});

afterAll(async () => {
  expect(await s.close()).toBe(0);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("settings", () => {
  it("reads only the contracts folder given at initialization, smells as warnings", () => {
    expect(s.diagnostics.get(a)?.map((d) => [d.code, d.severity])).toEqual([["unbounded-string", 2]]);
    expect(s.diagnostics.has(b)).toBe(false);
  });

  it("makes smells errors when strict is set, as --strict does", async () => {
    const strict = s.nextDiagnostics(a, (d) => d[0]?.severity === 1);
    await s.connection.sendNotification("workspace/didChangeConfiguration", { settings: { contractc: { contracts: "contracts", strict: true } } });
    expect((await strict).map((d) => d.code)).toEqual(["unbounded-string"]);
  });

  it("reads another contracts folder when the setting changes, and clears the old one's diagnostics", async () => {
    const cleared = s.nextDiagnostics(a, (d) => d.length === 0);
    const other = s.nextDiagnostics(b);
    await s.connection.sendNotification("workspace/didChangeConfiguration", { settings: { contractc: { contracts: "elsewhere", strict: true } } });
    await cleared;
    expect((await other).map((d) => [d.code, d.severity])).toEqual([["unbounded-string", 1]]);
  });
});
