// The Model Context Protocol form: the `tools` of a `tools/list` result. `inputSchema` is
// a JSON Schema (2020-12) object; `annotations` tell a client what a call does: a `read`
// changes nothing (`readOnlyHint: true`); the `finish` tool only proposes changes that a
// person approves, so it is not read-only but not destructive either.
import type { ToolDecl } from "../../ast.js";
import { modelTools, type Toolset } from "../../model.js";
import { anthropicOptions } from "./anthropic.js";
import { argsSchema, type JsonSchema } from "./json-schema.js";

/** MCP's hints about a tool's behaviour. */
export interface McpAnnotations {
  readonly readOnlyHint: boolean;
  readonly destructiveHint?: boolean;
}

/** One entry of a `tools/list` result. */
export interface McpTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly annotations: McpAnnotations;
}

/** A display title from a tool name: `get_order` → `Get order`. */
export function titleOf(name: string): string {
  const words = name.replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const annotations = (t: ToolDecl): McpAnnotations =>
  t.toolKind === "read" ? { readOnlyHint: true } : { readOnlyHint: false, destructiveHint: false };

/** The `read` and `finish` tools as a `tools/list` result lists them, in source order. */
export function mcpTools(ts: Toolset, constraints: boolean): McpTool[] {
  // MCP takes plain JSON Schema, read the same way as Anthropic's input_schema.
  const o = anthropicOptions(constraints);
  return modelTools(ts).map((t) => ({
    name: t.name.name,
    title: titleOf(t.name.name),
    description: t.doc?.value ?? "",
    inputSchema: argsSchema(ts, t, o),
    annotations: annotations(t),
  }));
}
