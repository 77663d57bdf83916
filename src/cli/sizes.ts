// `contractc lint --sizes`: what the tool list costs a model on every turn. Every read and
// finish tool's name, doc and argument schema is sent with each request, used or not, so
// a reviewer sees the price of a doc next to the doc. Measured on the OpenAI Chat form
// (strict mode, so the largest of the forms); tokens are estimated as characters / 4,
// OpenAI's documented rule of thumb for English text (JSON punctuation often costs more).
import { openaiChatTools } from "../schemas/openai.js";
import type { Toolset } from "../model.js";

/** What one tool costs each turn. */
export interface ToolSize {
  readonly tool: string;
  readonly characters: number;
  readonly tokens: number;
}

/** What one toolset's model-facing tools cost each turn, in all and tool by tool. */
export interface ToolsetSize {
  readonly toolset: string;
  readonly characters: number;
  readonly tokens: number;
  readonly tools: ToolSize[];
}

/** The estimate of tokens for a number of characters. */
export const tokensOf = (characters: number): number => Math.ceil(characters / 4);

/** The sizes of every toolset's model-facing tools, in source order. */
export function toolsetSizes(toolsets: readonly Toolset[]): ToolsetSize[] {
  return toolsets.map((ts) => {
    const tools = openaiChatTools(ts, false).map((t) => {
      const characters = JSON.stringify(t).length;
      return { tool: t.function.name, characters, tokens: tokensOf(characters) };
    });
    // The list is one JSON array: the tools plus a comma between each two and the brackets.
    const characters = tools.reduce((n, t) => n + t.characters, 0) + Math.max(tools.length - 1, 0) + 2;
    return { toolset: ts.name, characters, tokens: tokensOf(characters), tools };
  });
}

const num = (n: number): string => n.toLocaleString("en-US");

/** The sizes as a text table, one block per toolset. */
export function sizesText(sizes: readonly ToolsetSize[]): string {
  const lines: string[] = [];
  for (const s of sizes) {
    lines.push(`${s.toolset}: ${s.tools.length} tool${s.tools.length === 1 ? "" : "s"} sent on every turn, ${num(s.characters)} characters, ~${num(s.tokens)} tokens`);
    const width = Math.max(4, ...s.tools.map((t) => t.tool.length));
    for (const t of s.tools) lines.push(`  ${t.tool.padEnd(width)}  ${num(t.characters).padStart(7)} characters  ~${num(t.tokens).padStart(6)} tokens`);
  }
  return lines.join("\n") + "\n";
}
