// The `reads` table: a read whose only gates are its arguments and the id they name (no rule,
// scope, effect, budget, `seen` or `ensure`) is one entry, its checks, owner lookup and
// evidence written for its contract, run in order by the runtime's `runRead`. Other tools
// keep their gates written out as functions (gates.ts, tools.ts).
import type { ResourceDecl, ToolDecl } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { fits } from "./layout.js";
import { printed } from "./docs.js";
import { textDoc } from "../expr-doc.js";
import { ANY_EVIDENCE, OWNED_EVIDENCE } from "./tools.js";
import { Names, walkCode, type Target } from "./walk.js";
import { jsDoc, propAccess, propKey, str } from "../printer.js";
import type { DispatcherFile } from "./file.js";

/** The one owned id a read's arguments name at a fixed place, as `[resource, expression]`; `null` when none, undefined when more (or in a list or union). */
function ownedId(ts: Toolset, tool: ToolDecl): readonly [string, string] | null | undefined {
  const found: { res: string; expr: string; at: string }[] = [];
  const leaf = (res: ResourceDecl, expr: string, at: string): string => (found.push({ res: res.name.name, expr, at }), "x");
  const target: Target = { kind: "resource", ownedOnly: true, leaf };
  const names = new Names();
  for (const a of tool.args) walkCode(ts, a.type, `args${propAccess(a.name.name)}`, target, names);
  if (found.length === 0) return null;
  const only = found.length === 1 ? found[0] : undefined;
  return only && only.at === "  " ? [only.res, only.expr] : undefined;
}

/** Whether a tool is a read whose only gates are its arguments and the one id they name. */
export function isTableRead(ts: Toolset, tool: ToolDecl): boolean {
  if (tool.toolKind !== "read") return false;
  if (tool.rules.length || tool.scopes.length || tool.effects.length || tool.seen.length || tool.ensures.length || tool.onces.length || tool.requires.length || tool.establishes.length) return false;
  if (tool.budget !== undefined) return false;
  return ownedId(ts, tool) !== undefined;
}

// The evidence as one statement a line, only to tell whether it is one statement, the arrow's body.
const flatSee = (res: ResourceDecl, e: string, at: string): string => `${at}task.see(${str(res.name.name)}, ${e});\n`;
const OWNED_FLAT: Target = { kind: "resource", ownedOnly: true, leaf: flatSee };
const ANY_FLAT: Target = { kind: "resource", ownedOnly: false, leaf: flatSee };

/** `key: params => body,` on one line, else broken after `=>`, its body (a call) broken again as prettier breaks it. */
function arrowMember(key: string, params: string, body: string): string {
  const flat = `    ${key}: ${params} => ${body},`;
  if (fits(flat)) return `${flat}\n`;
  return `    ${key}: ${params} =>\n${printed([textDoc(body), ","], "      ")}`;
}

/** The `see` member: the evidence of the arguments (owned ids) and of the reply (every id). */
function seeMember(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const evidence = (owned: Target, any: Target): [string, string] => {
    const names = new Names(f);
    let args = "";
    for (const a of tool.args) args += walkCode(ts, a.type, `args${propAccess(a.name.name)}`, owned, names, undefined, "      ");
    return [args, tool.returns ? walkCode(ts, tool.returns, "out", any, names, undefined, "      ") : ""];
  };
  const [args, reply] = evidence(OWNED_FLAT, ANY_FLAT);
  const body = args + reply;
  if (!body) return "";
  const params = reply ? "(args, task, out)" : "(args, task)";
  const lines = body.trimEnd().split("\n");
  // One plain statement is the arrow's body; loops and tests keep their block.
  const one = lines.length === 1 ? lines[0]?.trim().replace(/;$/, "") : undefined;
  if (one !== undefined && !one.startsWith("for ") && !one.startsWith("if ")) return arrowMember("see", params, one);
  return `    see: ${params} => {\n${evidence(OWNED_EVIDENCE, ANY_EVIDENCE).join("")}    },\n`;
}

/** One entry of the table. */
function entry(f: DispatcherFile, ts: Toolset, tool: ToolDecl): string {
  const name = tool.name.name;
  // `__proto__` is computed, so it names a property rather than the prototype.
  const key = name === "__proto__" ? `[${str(name)}]` : propKey(name);
  const owned = ownedId(ts, tool);
  const own = owned ? arrowMember("own", "(args, ctx, deps, results)", `own_${owned[0]}(${[owned[1], "ctx", "deps", str(name), "results"].join(", ")})`) : "";
  const reply = tool.returns ? `    reply: ${f.table("replyValidators")}${propAccess(name)},\n` : "";
  return `  ${key}: {
    results: results_${name},
    args: ${f.table("validators")}${propAccess(name)},
${own}${reply}${seeMember(f, ts, tool)}  },
`;
}

/** The `Reads` type and the `reads` table; "" when no read qualifies. */
export function readsTable(f: DispatcherFile, ts: Toolset, tools: readonly ToolDecl[]): string {
  const reads = tools.filter((t) => isTableRead(ts, t));
  if (reads.length === 0) return "";
  const replies = f.contract("ToolReplies");
  return `${jsDoc("A read's checked reply; `never` for a read without `returns`, which has none.")}type ReadReply<K> = ${replies}[K & keyof ${replies}];

${jsDoc("The steps of each read in `reads`, typed by its contract.")}type Reads = {
  readonly [K in keyof Handlers]?: ${f.gateType("ReadSteps")}<${f.contract("ArgsOf")}<K>, ReadReply<K>, ${f.contract("Context")}, Deps>;
};

${jsDoc(
  "The reads whose only gates are their arguments and the id they name: each one's argument check, owner lookup, reply check and evidence, which `runRead` runs in that order around its handler.",
)}const reads: Reads = {
${reads.map((t) => entry(f, ts, t)).join("")}};
`;
}
