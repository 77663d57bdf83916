// What each write's proposals are sealed under, worked out at build time: a fingerprint of
// what the write's meaning depends on (its arguments' types and gates, and the types,
// resources and context fields those reference), and the context fields its gates read. A
// reworded doc or a change to another tool leaves both alone, so a proposal waiting for
// approval survives a rebuild that changes nothing it depends on.
import { createHash } from "node:crypto";
import type { ToolDecl } from "../../ast.js";
import { resolveRef, type Resolved, type Toolset } from "../../model.js";
import { Names, walkCode, type Target } from "./walk.js";
import { fits } from "./layout.js";
import { jsDoc, propAccess, propKey, str } from "../printer.js";
import { policyLine, usesProvenance } from "./provenance.js";
import type { DispatcherFile } from "./file.js";

/** What one write's proposals are sealed under. */
export interface WriteSealPlan {
  /** The fingerprint of the write's meaning: 32 hex digits. */
  readonly contract: string;
  /** The context fields its gates read (ownership and scope), sorted. */
  readonly context: readonly string[];
  /** Those of them a `scope ... in` reads: lists, compared as sets. */
  readonly sets: readonly string[];
}

// Bumped when the canonical form below changes, so an old fingerprint never matches a new one.
const FORM = "contractc.write.v1";

// A node as plain data with no positions and no texts: every `text` node is a doc, a
// `missing` text or a message, none of which changes what a write does; an object's `open`
// is the span of its `...`, so only whether it is there counts.
function bare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(bare);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "span") continue;
    if (typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "text") continue;
    out[key] = key === "open" ? value !== undefined : bare(value);
  }
  return out;
}

// Every `ref` node inside a plain-data node, in order.
function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const x of node) refsIn(x, out);
  else if (typeof node === "object" && node !== null) {
    const n = node as { kind?: unknown; name?: { name?: unknown } };
    if (n.kind === "ref" && typeof n.name?.name === "string") out.push(n.name.name);
    for (const v of Object.values(node)) refsIn(v, out);
  }
  return out;
}

// What a name in type position stands for, as the checks resolve it.
function resolveName(ts: Toolset, name: string): Resolved | undefined {
  const span = { start: 0, end: 0 };
  return resolveRef(ts, { kind: "ref", span, name: { kind: "ident", span, name } });
}

/** The context fields the gates of `tool` read: owners of the owned resources its arguments name, and its scopes' fields. */
export function contextFieldsRead(ts: Toolset, tool: ToolDecl): WriteSealPlan["context"] {
  const fields = new Set<string>(tool.scopes.map((s) => s.field.name));
  const target: Target = { kind: "resource", ownedOnly: true, leaf: (res) => (res.owner && fields.add(res.owner.name), "x") };
  const names = new Names();
  for (const a of tool.args) walkCode(ts, a.type, "x", target, names);
  return [...fields].sort();
}

/** The canonical text of what `tool`'s meaning depends on: itself (docs, hints and caps left out) and every declaration it reaches. */
export function writeMeaning(ts: Toolset, tool: ToolDecl): string {
  // A policy is part of the meaning when there is one (older fingerprints stay as they were).
  const policies = tool.policies.length ? { policies: tool.policies } : {};
  const self = bare({ name: tool.name, args: tool.args, scopes: tool.scopes, effects: tool.effects, budget: tool.budget, seen: tool.seen, rules: tool.rules, ...(tool.onces.length ? { onces: tool.onces } : {}), ...(tool.requires.length ? { requires: tool.requires } : {}), ...policies });
  const reached = new Map<string, unknown>();
  const pending = refsIn(self);
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    const r = resolveName(ts, name);
    const key = `${r?.kind ?? "unknown"}:${name}`;
    if (reached.has(key)) continue;
    const decl = r === undefined ? null : bare(r.kind === "write" ? { args: r.tool.args } : r.decl);
    reached.set(key, decl);
    pending.push(...refsIn(decl));
  }
  const context = contextFieldsRead(ts, tool).map((f) => bare(ts.context.get(f)) ?? null);
  const parts = [...reached].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([FORM, self, parts, context]);
}

/** What each write's proposals are sealed under, by tool name. */
export function writeSealPlan(ts: Toolset, tool: ToolDecl): WriteSealPlan {
  const contract = createHash("sha256").update(writeMeaning(ts, tool)).digest("hex").slice(0, 32);
  const context = contextFieldsRead(ts, tool);
  const sets = [...new Set(tool.scopes.filter((s) => s.op === "in").map((s) => s.field.name))].sort();
  return { contract, context, sets };
}

// `key: [a, b],` at `at`, or one item a line past the width, as prettier breaks an array.
function listLine(at: string, key: string, items: readonly string[]): string {
  const flat = `${at}${key}: [${items.map(str).join(", ")}],`;
  if (fits(flat) || items.length === 0) return `${flat}\n`;
  return `${at}${key}: [\n${items.map((i) => `${at}  ${str(i)},\n`).join("")}${at}],\n`;
}

/** `const WRITES: WriteSeals`: each write's seal plan and argument check, which `execute` and `parseProposal` use. */
export function writesConst(f: DispatcherFile, ts: Toolset): string {
  const doc = jsDoc(
    "Each write's proposals are sealed under the fingerprint of its meaning (never docs or other tools) and the context fields its gates read (`sets`: lists read as sets); `args` is its argument check.",
  );
  const writes = [...ts.tools.values()].filter((t) => t.toolKind === "write");
  const type = f.gateType("WriteSeals");
  if (writes.length === 0) return `${doc}const WRITES: ${type} = {};\n`;
  const traced = usesProvenance(ts);
  const entries = writes.map((t) => {
    const plan = writeSealPlan(ts, t);
    const sets = plan.sets.length ? listLine("    ", "sets", plan.sets) : "";
    const args = `    args: ${f.table("validators")}${propAccess(t.name.name)},`;
    const policy = traced ? policyLine(t) : "";
    return `  ${propKey(t.name.name)}: {\n    contract: ${str(plan.contract)},\n${listLine("    ", "context", plan.context)}${sets}${args}\n${policy}  },\n`;
  });
  return `${doc}const WRITES: ${type} = {\n${entries.join("")}};\n`;
}
