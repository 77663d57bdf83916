// The TypeScript names a toolset's generated types go by. Every emitter asks here, so
// `types.ts` and the modules that import from it always agree on a name.
import type { ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { ident } from "../printer.js";

/**
 * Names the folder's modules export besides the contract's own types; a contract type
 * that would clash with one (`export *` in the entry refuses duplicates) is renamed.
 */
export const RESERVED_EXPORTS: ReadonlySet<string> = new Set(
  (
    "Context ToolArgs ArgsOf ToolReplies ReplyOf Issue Validation validators validate replyValidators ruleChecks " +
    "Handlers Owners Writers Timeouts DispatcherOptions Dispatcher createDispatcher " +
    "ToolResult ToolFailure FailureKind Proposal Approval Task TraceEntry ToolCall WriteOperation RunOnceStore " +
    "MemoryRunOnce newTask bound DEFAULT_RESULT_MAX MIN_RESULT_MAX TRUNCATED modelText safeStringify " +
    "toolSchemas toolSchemasWithConstraints argsJsonSchemas JsonType JsonSchema JsonObjectSchema OpenAIChatTool " +
    "OpenAIResponsesTool AnthropicTool GeminiType GeminiSchema GeminiFunctionDeclaration GeminiTool McpTool " +
    "ToolForms ToolSchemas"
  ).split(" "),
);

/** `get_order` → `GetOrder`: each `_`-separated part capitalised. */
export function pascal(name: string): string {
  const out = name
    .split(/[^A-Za-z0-9]+/)
    .filter((p) => p !== "")
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");
  return out === "" || /^[0-9]/.test(out) ? `T${out}` : out;
}

/** The generated TypeScript names of one toolset's types. */
export interface TypeNames {
  /** The alias of a contract `type`. */
  readonly type: (name: string) => string;
  /** The interface of a tool's arguments, e.g. `GetOrderArgs`. */
  readonly args: (tool: string) => string;
  /** The interface of a write tool proposed as an action, e.g. `RequestRefundAction`. */
  readonly action: (tool: string) => string;
  /** The type of a tool's checked reply, e.g. `GetCustomerOrdersReply`. */
  readonly reply: (tool: string) => string;
}

const cache = new WeakMap<Toolset, TypeNames>();

/** The names of a toolset's types, allocated once in source order so collisions resolve the same way every build. */
export function typeNames(ts: Toolset): TypeNames {
  const hit = cache.get(ts);
  if (hit) return hit;
  const taken = new Set(RESERVED_EXPORTS);
  const claim = (base: string, fallback: string): string => {
    let name = taken.has(base) ? fallback : base;
    for (let i = 2; taken.has(name); i++) name = `${fallback}${i}`;
    taken.add(name);
    return name;
  };
  const types = new Map<string, string>();
  for (const name of ts.types.keys()) types.set(name, claim(ident(name), `${pascal(name)}Type`));
  const tools = new Map<string, { args: string; action: string; reply: string }>();
  const tableOf = (t: ToolDecl) => {
    const base = pascal(t.name.name);
    return {
      args: claim(`${base}Args`, `${base}Args`),
      action: t.toolKind === "write" ? claim(`${base}Action`, `${base}Action`) : "",
      reply: t.returns ? claim(`${base}Reply`, `${base}Reply`) : "",
    };
  };
  for (const [name, t] of ts.tools) tools.set(name, tableOf(t));
  const names: TypeNames = {
    type: (n) => types.get(n) ?? "unknown",
    args: (n) => tools.get(n)?.args ?? "unknown",
    action: (n) => tools.get(n)?.action || "unknown",
    reply: (n) => tools.get(n)?.reply || "unknown",
  };
  cache.set(ts, names);
  return names;
}
