// `dispatcher.ts` imports exactly the names its code uses: each is recorded as the code that
// uses it is written, never found in the text afterwards (where a doc comment's "refused"
// once read as a use of the `refused` helper).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { emitDispatcher } from "../../src/emit/dispatcher/index.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The dispatcher of the one toolset in `text`. */
function dispatcher(text: string): string {
  const compiled = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text }]);
  expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const ts = compiled.toolsets[0];
  if (!ts) throw new Error("no toolset");
  return emitDispatcher(ts)[0]?.text ?? "";
}

/** The names of the import block, and the code after it with its comments left out. */
function split(text: string): { imported: string[]; code: string } {
  const end = text.indexOf("\n\n");
  const imports = text.slice(0, end);
  const imported = [...imports.matchAll(/(?:^|[{,\n]\s*)(?:type )?([A-Za-z_$][\w$]*)(?=\s*[,}\n])/g)].map((m) => m[1] ?? "");
  const code = text
    .slice(end)
    .split("\n")
    .filter((l) => !/^\s*(\/\/|\/\*\*|\*)/.test(l))
    .join("\n");
  return { imported, code };
}

// Every name a dispatcher may import, from the runtime, its toolset's types and its validators.
const IMPORTABLE = [
  "NOT_JSON", "ToolResults", "WriteDesk", "callName", "effectOf", "effectSum", "idText", "inList", "issueList", "listItems", "notProposable", "omitKey",
  "onceBinds", "onceWants", "ownAll", "ownedArgs", "parseArguments", "parseSealed", "proposalsOf", "readField", "refused", "reserveAll", "resume", "runRead",
  "sameValue", "scopeUsable", "settleCall", "stateGate", "establishField", "timeoutFor", "traced", "unknownTool", "contextIn", "RUNTIME_VERSION",
  "Approval", "AuditRecord", "Denial", "ParsedProposal", "ProposalKey", "RunOnceStore", "SavedTask", "SealedProposal", "Task", "TaskRestore", "ToolCall",
  "ToolResult", "TraceHook", "WriteOperation", "ArgsOf", "Context", "ReplyOf", "ToolReplies", "validators", "replyValidators", "ruleChecks", "Action",
  "Checked", "Later", "OpenProposal", "Owned", "PolicyRule", "ReadSteps", "RefusalCaps", "Settled", "WriteSeals",
];

/** Asserts the file imports each importable name its code uses, and nothing else. */
function importsWhatItUses(text: string, label: string): void {
  const { imported, code } = split(text);
  // A name used, not a property: no `.` before it (a spread's `...` aside).
  const used = IMPORTABLE.filter((n) => new RegExp(`(?<![\\w$])(?<![^.]\\.)${n}(?![\\w$])`).test(code));
  expect({ extra: imported.filter((n) => !used.includes(n)), missing: used.filter((n) => !imported.includes(n)) }, label).toEqual({ extra: [], missing: [] });
}

const head = `toolset t "Imports."\n\ncontext {\n  customer_id: string(1..40)\n}\n\ntype OrderId = string /^O-\\d{3}$/\n\nresource order {\n  id OrderId\n  owner customer_id\n}\n\n`;

describe("dispatcher.ts imports a name only when code using it is written", () => {
  it("a toolset of reads imports no write helper, and a doc comment's word imports nothing", () => {
    const text = dispatcher(`${head}read get_order {\n  doc "Look up an order."\n  arg order_id: order "The order."\n}\n`);
    importsWhatItUses(text, "reads only");
    const { imported } = split(text);
    for (const n of ["onceBinds", "onceWants", "omitKey", "proposalsOf", "WriteOperation", "SealedProposal", "Action"]) expect(imported).not.toContain(n);
    // The read is a `reads` table entry, so no gate of its own refuses; the word stays in a comment.
    expect(text).toMatch(/^\s*\/\*\*.*\brefused\b/m);
    expect(imported).not.toContain("refused");
  });

  it("a write and its finish import the write helpers they call", () => {
    const text = dispatcher(
      `${head}write refund {\n  doc "Refund."\n  arg order_id: order "The order."\n  once order_id "Once."\n}\n\nfinish done {\n  doc "End."\n  arg actions: refund[..3] "The refunds."\n}\n`,
    );
    importsWhatItUses(text, "a write");
    const { imported } = split(text);
    for (const n of ["onceBinds", "omitKey", "WriteOperation", "SealedProposal", "Action", "refused"]) expect(imported).toContain(n);
  });

  const dirs = ["contracts", "bench/agents/tau/contracts", "bench/agents/agentdojo/contracts", "bench/contracts"];
  const suites = fs.readdirSync(path.join(ROOT, "test/conformance/suites")).map((d) => `test/conformance/suites/${d}`);
  const golden = fs.readdirSync(path.join(ROOT, "test/golden/cases")).map((d) => `test/golden/cases/${d}`);
  const files = [...dirs, ...suites, ...golden].flatMap((d) =>
    fs.existsSync(path.join(ROOT, d)) ? fs.readdirSync(path.join(ROOT, d)).filter((f) => f.endsWith(".tool")).map((f) => `${d}/${f}`) : [],
  );
  it.each(files)("%s: imports exactly the names its code uses", (file) => {
    const compiled = compileSources([{ path: path.basename(file), headerPath: file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }]);
    for (const ts of compiled.toolsets) importsWhatItUses(emitDispatcher(ts)[0]?.text ?? "", file);
  });
});
