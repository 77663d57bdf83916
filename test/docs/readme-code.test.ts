// Every TypeScript block of the README compiles, against the generated larkfield toolset
// and the providers' real SDKs (openai, @anthropic-ai/sdk). The blocks are one walk-through:
// the first sets up `tools`, `ctx` and `task`, the later ones use them, so they are joined
// into one module (imports hoisted, each later block in a scope of its own), after a
// prelude that declares what the README leaves to the application: the SDK clients, a
// database, a payment service, a ticket, a reviewer.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tsBlocks, typeCheckModules } from "./typecheck.js";

const README = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

const PRELUDE_IMPORTS = ['import OpenAI from "openai";\n', 'import Anthropic from "@anthropic-ai/sdk";\n'];
const PRELUDE = `declare const openai: OpenAI;
declare const anthropic: Anthropic;
declare const model: string;
declare const SYSTEM: string;
declare const ticket: { customerId: string; text: string };
declare const db: {
  order(id: string): Promise<unknown>;
  ordersOf(customerId: string): Promise<{ orders: { order_id: string; status: string }[] }>;
  payments(id: string): Promise<unknown>;
  policy(query: string): Promise<unknown>;
  ownerOf(id: string): Promise<string | null>;
};
declare const pay: { refund(args: unknown, operationId: string): Promise<unknown> };
declare const labels: { create(args: unknown, operationId: string): Promise<unknown> };
declare const finishCall: { name: string; arguments: string };
declare function askReviewer(p: unknown): Promise<boolean>;
`;

/** The blocks as one module: imports hoisted, the first block at the top level, each later one in its own scope. */
export function joined(blocks: readonly string[]): string {
  const imports = new Set(PRELUDE_IMPORTS);
  const bodies = blocks.map((b) =>
    b.replace(/^import[\s\S]*?from\s+"[^"]+";\n/gm, (m) => {
      imports.add(m);
      return "";
    }),
  );
  const [first = "", ...rest] = bodies;
  return [...imports, PRELUDE, first, ...rest.map((b) => `{\n${b}}\n`)].join("\n");
}

/** tsc's diagnostics for one module at the repository's root. */
function typeCheck(text: string): string[] {
  return typeCheckModules({ "readme-blocks.ts": text });
}

describe("README code", () => {
  const blocks = tsBlocks(README);
  it("has the walk-through's blocks: setup, OpenAI, Anthropic, writes, checking", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(blocks.join("\n")).toContain("openai.chat.completions.create");
    expect(blocks.join("\n")).toContain("anthropic.messages.create");
  });
  it("type-checks every TypeScript block against the generated toolset and the SDKs", () => {
    expect(typeCheck(joined(blocks))).toEqual([]);
  });
  it("would catch a block that does not compile", () => {
    expect(typeCheck(joined([...blocks, 'const n: number = "not a number";\n'])).join("\n")).toContain("TS2322");
  });
}, 300_000);
