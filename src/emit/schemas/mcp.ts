// The Model Context Protocol form: the `tools` of a `tools/list` result. `inputSchema` is
// a JSON Schema (2020-12) object, and a tool whose `returns` is an object also gets an
// `outputSchema`, so clients can read `structuredContent`. `annotations` say what a call
// does, from the contract:
// - a `read` changes nothing (`readOnlyHint: true`), unless its doc says it changes
//   something (the read-side-effect smell): then it is not read-only, not idempotent, and
//   destructive when the change destroys data (deletes, purges, overwrites ...);
// - the `finish` tool only proposes changes that a person approves: not read-only, not
//   destructive, not idempotent (each call makes new proposals), and closed-world (the
//   proposals stay in the application);
// - `openWorldHint: false` where the contract shows a closed world: a read of an owned
//   resource looks at the application's own records. Otherwise it is left out (MCP then
//   assumes an open world), since a contract does not say what a handler talks to.
import type { ToolDecl } from "../../ast.js";
import { sideEffectOf } from "../../check/verbs.js";
import { modelTools, resourceOf, type Toolset } from "../../model.js";
import { anthropicOptions } from "../../schemas/anthropic.js";
import { argsSchema, typeSchema, type JsonSchema } from "../../schemas/json-schema.js";

/** MCP's hints about a tool's behaviour. */
export interface McpAnnotations {
  readonly readOnlyHint: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** One entry of a `tools/list` result. */
export interface McpTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly annotations: McpAnnotations;
}

/** A display title from a tool name: `get_order` → `Get order`. */
export function titleOf(name: string): string {
  const words = name.replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The MCP annotations a tool's contract implies. */
export function annotations(ts: Toolset, t: ToolDecl): McpAnnotations {
  if (t.toolKind !== "read") return { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
  const owned = t.args.some((a) => resourceOf(ts, a.type)?.owner !== undefined);
  const world = owned ? { openWorldHint: false } : {};
  const effect = t.doc ? sideEffectOf(t.doc.value) : undefined;
  if (!effect) return { readOnlyHint: true, ...world };
  return { readOnlyHint: false, destructiveHint: effect.destructive, idempotentHint: false, ...world };
}

/** The `outputSchema` of a tool whose `returns` is an object (MCP requires an object there). */
function outputSchema(ts: Toolset, t: ToolDecl, constraints: boolean): JsonSchema | undefined {
  if (!t.returns) return undefined;
  const s = typeSchema(ts, t.returns, anthropicOptions(constraints), new Set());
  return s.type === "object" && s.properties ? s : undefined;
}

/** The `read` and `finish` tools as a `tools/list` result lists them, in source order. */
export function mcpTools(ts: Toolset, constraints: boolean): McpTool[] {
  // MCP takes plain JSON Schema, read the same way as Anthropic's input_schema.
  const o = anthropicOptions(constraints);
  return modelTools(ts).map((t) => {
    const output = outputSchema(ts, t, constraints);
    return {
      name: t.name.name,
      title: titleOf(t.name.name),
      description: t.doc?.value ?? "",
      inputSchema: argsSchema(ts, t, o),
      ...(output ? { outputSchema: output } : {}),
      annotations: annotations(ts, t),
    };
  });
}
