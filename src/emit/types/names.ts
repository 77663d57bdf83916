// The TypeScript names a toolset's generated types go by. Every emitter asks here, so
// `types.ts` and the modules that import from it always agree on a name.
import type { ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { ident } from "../printer.js";
import { GLOBAL_NAMES } from "./globals.js";

/**
 * Names the folder's modules export besides the contract's own types; a contract type
 * that would clash with one (`export *` in the entry refuses duplicates) is renamed.
 */
export const RESERVED_EXPORTS: ReadonlySet<string> = new Set(
  (
    "Context ToolArgs ArgsOf ToolReplies ReplyOf Issue Validation validators validate replyValidators ruleChecks " +
    "Handlers Owners Writers Timeouts DispatcherOptions Dispatcher createDispatcher " +
    "ToolResult ToolFailure ToolRefusal FailureKind Proposal Approval Task TraceEntry ToolCall WriteOperation RunOnceStore " +
    "MemoryRunOnce newTask contextIn bound DEFAULT_RESULT_MAX MIN_RESULT_MAX TRUNCATED modelText safeStringify RUNTIME_VERSION BUILT_WITH " +
    "toolSchemas toolSchemasWithConstraints argsJsonSchemas JsonType JsonSchema JsonObjectSchema OpenAIChatTool " +
    "OpenAIResponsesTool AnthropicTool GeminiType GeminiSchema GeminiFunctionDeclaration GeminiTool McpTool " +
    "ToolForms ToolSchemas Type McpAnnotations TraceHook traceEntry toolForms toolSchemasOf ToolParts " +
    "TaskState TaskRestore restoreTask MIN_KEY_BYTES ProposalKey AuditRecord Claim ClaimRequest OperationState " +
    "MAX_TIMEOUT_MS Denial SavedTask SealedProposal Proposed memoryStore Decision DecisionRequest OperationRow Outcome " +
    "ProposedRow Reservation TaskRow ParsedProposal parseProposal MAX_TRACE_LINES MAX_EVIDENCE_IDS " +
    "Provenance ProvenanceSource describeProposal POLICY_APPROVER"
  ).split(" "),
);

/** `get_order` → `GetOrder`: each `_`-separated part capitalised. */
export function pascal(name: string): string {
  // Runs of ASCII letters and digits, each with its first letter upper-cased; anything else separates them.
  let out = "";
  for (let i = 0; i < name.length; ) {
    if (!alnum(name.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (++i < name.length && alnum(name.charCodeAt(i)));
    const c = name.charCodeAt(start);
    out += c >= 0x61 && c <= 0x7a ? String.fromCharCode(c - 0x20) + name.slice(start + 1, i) : name.slice(start, i);
  }
  const first = out.charCodeAt(0);
  return out === "" || (first >= 0x30 && first <= 0x39) ? `T${out}` : out;
}

function alnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
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
  // A contract type may not shadow the folder's own exports, nor a global the generated code may use.
  const taken = new Set([...RESERVED_EXPORTS, ...GLOBAL_NAMES]);
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
