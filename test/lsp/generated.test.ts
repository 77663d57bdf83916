// generated/ against the contracts, as `contractc check` judges it: a code lens over the
// toolset when it is stale, whose command runs the build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject } from "../cli/helpers.js";
import { CLI, startServer, uriOf, type Session } from "./client.js";

const SHOP = 'toolset shop "A shop."\n\nread ping {\n  doc "Check that the shop answers, and return its name."\n}\n';

let root: string;
let s: Session;
let uri: string;

/** The code lens titles of the contract, asked until `test` holds (check runs in the background) or 10 s pass. */
async function lensesWhen(test: (titles: string[]) => boolean): Promise<string[]> {
  let titles: string[] = [];
  for (let i = 0; i < 100; i++) {
    const lenses = await s.connection.sendRequest<{ command: { title: string } }[]>("textDocument/codeLens", { textDocument: { uri } });
    titles = lenses.map((l) => l.command.title);
    if (test(titles)) return titles;
    await new Promise((r) => setTimeout(r, 100));
  }
  return titles;
}

const stale = (titles: string[]): boolean => titles.some((t) => t.startsWith("generated/ is out of date"));

beforeAll(async () => {
  root = tempProject({ "contracts/shop.tool": SHOP });
  expect(spawnSync(process.execPath, [CLI, "build"], { cwd: root }).status).toBe(0);
  uri = uriOf(path.join(root, "contracts/shop.tool"));
  s = await startServer(root);
});

afterAll(async () => {
  expect(await s.close()).toBe(0);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("a stale generated folder", () => {
  it("shows no build lens while generated/ is up to date", async () => {
    const titles = await lensesWhen((t) => t.length > 0);
    expect(titles).toEqual([expect.stringMatching(/tokens on every turn/)]);
  });

  it("shows one when a contract changes on disk, and its command builds", async () => {
    fs.writeFileSync(path.join(root, "contracts/shop.tool"), SHOP.replace("its name.", "its name and version."));
    const titles = await lensesWhen(stale);
    expect(titles[0]).toMatch(/^generated\/ is out of date \(\d+ files?, as contractc check reports\): build$/);
    expect(await s.connection.sendRequest("workspace/executeCommand", { command: "contractc.build", arguments: [] })).toBe(0);
    expect(stale(await lensesWhen((t) => !stale(t)))).toBe(false);
    expect(spawnSync(process.execPath, [CLI, "check"], { cwd: root }).status).toBe(0);
  });
});
