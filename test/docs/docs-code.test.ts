// Every TypeScript block of docs/*.md and of the runtime package's README compiles, each
// as a module of its own against the generated larkfield toolset, the installed
// @contractc/runtime and the SDKs, after a prelude per page that declares what the page
// leaves to the application (a database, a session, a review queue). The AI SDK example
// of docs/integrations.md is a whole program: it also runs, and prints what the page says.
// The README's JSON block parses. (The README's TypeScript blocks: readme-code.test.ts;
// ```tool blocks: tool-blocks.test.ts.)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tsBlocks, typeCheckModules } from "./typecheck.js";

const PAGES = [
  ...fs.readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`),
  "packages/runtime/README.md",
];
const read = (page: string) => fs.readFileSync(path.join(ROOT, page), "utf8");

// What every page leaves to the application, declared with the toolset's own types; one
// declaration an entry, so a block that makes one of these names itself drops it.
const TYPES = 'import type * as L from "./generated/larkfield/index.js";';
const DECLARATIONS = [
  "declare const handlers: L.Handlers;",
  "declare const owners: L.Owners;",
  "declare const writers: L.Writers;",
  "declare const proposalKey: string;",
  "declare const runOnce: L.RunOnceStore;",
  `declare const db: {
  order(id: string): Promise<unknown>;
  ordersOf(customerId: string): Promise<L.ReplyOf<"get_customer_orders">>;
  payments(id: string): Promise<unknown>;
  policy(query: string): Promise<unknown>;
  ownerOf(id: string): Promise<string | null>;
};`,
  "declare const pay: { refund(args: unknown, operationId: string): Promise<unknown> };",
  "declare const labels: { create(args: unknown, operationId: string): Promise<unknown> };",
  "declare const call: { name: string; arguments: string };",
  "declare const ctx: L.Context;",
  "declare const tools: ReturnType<typeof L.createDispatcher>;",
  "declare const parseProposal: typeof L.parseProposal;",
  "declare const approved: L.Proposal;",
  "declare const log: { info(record: unknown): void };",
  "declare const session: { customerId: string; save(saved: unknown): Promise<void>; load(): Promise<L.SavedTask> };",
  "declare const modelArguments: string;",
  "declare const reviewerSaysNo: boolean;",
  "declare function reply(status: number, body: string): unknown;",
  "declare function customerOf(auth: unknown): string;",
  "declare function personOf(auth: unknown): string;",
  "declare const reviewQueue: { add(proposals: readonly L.Proposal[], customer: string): Promise<void> };",
];

/** Names a block declares or imports itself, which the prelude must then leave out. */
function ownNames(block: string): Set<string> {
  const names = new Set<string>();
  for (const m of block.matchAll(/^(?:const|let|async function|function)\s+(\w+)/gm)) names.add(m[1] as string);
  for (const m of block.matchAll(/^import\s*\{([^}]*)\}/gm))
    for (const n of (m[1] as string).split(",")) names.add(n.trim().replace(/^type\s+/, "").split(/\s+as\s+/).pop() ?? "");
  return names;
}

/** A block as a module: the prelude's declarations it does not make itself, then the block. */
export function asModule(block: string): string {
  const own = ownNames(block);
  const prelude = DECLARATIONS.filter((d) => !own.has(/^declare (?:const|function) (\w+)/.exec(d)?.[1] ?? ""));
  return `${TYPES}\n${prelude.join("\n")}\n${block}\nexport {};\n`;
}

const blocks = PAGES.flatMap((page) => tsBlocks(read(page)).map((text, i) => ({ page, i, text })));

/** The modules of the blocks, named after their page and place. */
function modules(list: readonly { page: string; i: number; text: string }[]): Record<string, string> {
  return Object.fromEntries(list.map((b) => [`doc-${b.page.replace(/\W/g, "-")}-${b.i}.ts`, asModule(b.text)]));
}

describe("code in the docs", () => {
  it("finds the blocks of RUNTIME.md, integrations.md and the runtime package's README", () => {
    const pages = new Set(blocks.map((b) => b.page));
    expect([...pages].sort()).toEqual(["docs/RUNTIME.md", "docs/integrations.md", "packages/runtime/README.md"]);
    expect(blocks.length).toBeGreaterThanOrEqual(6);
  });

  it("type-checks every TypeScript block", () => {
    expect(typeCheckModules(modules(blocks))).toEqual([]);
  });

  it("would catch a block that does not compile", () => {
    const bad = { page: "bad", i: 0, text: 'import { aiTools } from "@contractc/runtime/ai";\naiTools(tools);\n' };
    expect(typeCheckModules(modules([bad])).join("\n")).toContain("TS2554");
  });

  it("runs the AI SDK example: a read, a finish proposed, approved, executed once", () => {
    const page = read("docs/integrations.md");
    const example = tsBlocks(page).find((b) => b.includes("MockLanguageModelV3"));
    expect(example).toBeDefined();
    const printed = /It prints:\n\n```\n([\s\S]*?)```/.exec(page)?.[1];
    expect(printed).toContain("again already_executed");
    const dir = fs.mkdtempSync(path.join(ROOT, ".tmp-doc-example-"));
    try {
      const file = path.join(dir, "example.ts");
      fs.writeFileSync(file, (example ?? "").replaceAll('"./generated/', '"../generated/'));
      const r = spawnSync(process.execPath, ["--import", "tsx", file], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
      expect(r.stderr).toBe("");
      expect(r.stdout).toBe(printed);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("documents every option of both adapters in a row of its own in integrations.md", () => {
    const page = read("docs/integrations.md");
    const source = (rel: string) => fs.readFileSync(path.join(ROOT, rel), "utf8");
    const mcp = /export interface McpOptions<[^>]*> \{([\s\S]*?)\n\}/.exec(source("src/adapters/mcp/tools.ts"))?.[1] ?? "";
    const mcpOptions = [...mcp.matchAll(/^\s+readonly (\w+)\??:/gm)].map((m) => m[1] as string);
    const ai = /export function aiTools<[^>]*>\(([\s\S]*?)\): AiTools/.exec(source("src/adapters/ai.ts"))?.[1] ?? "";
    const aiArguments = [...ai.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1] as string);
    expect(mcpOptions).toEqual(expect.arrayContaining(["toolSchemas", "context", "task", "onProposals", "name", "version"]));
    expect(aiArguments).toEqual(["dispatcher", "toolSchemas", "ctx", "task", "onProposals"]);
    for (const name of [...mcpOptions, ...aiArguments]) expect(page, name).toMatch(new RegExp(`^\\| \`${name}\` \\|`, "m"));
  });

  it("parses the README's JSON blocks", () => {
    const json = [...read("README.md").matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? "");
    expect(json.length).toBeGreaterThan(0);
    for (const text of json) expect(() => JSON.parse(text) as unknown).not.toThrow();
  });
}, 300_000);
