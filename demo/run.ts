// `npm run demo`: the larkfield toolset over a real SQLite practice shop. It replays
// recorded model turns through the generated dispatcher and prints what each gate
// decided, then the proposal, a person's approval and the single run of the refund.

import { pathToFileURL } from "node:url";
import {
  createDispatcher,
  newTask,
  type Context,
  type Proposal,
  type Proposed,
  type ToolResult,
} from "../generated/larkfield/index.js";
import { openShop, refundRows, runOnceIn, shopFunctions } from "./shop.js";
import { TICKET_CUSTOMER, TURNS } from "./turns.js";

/** One step of the demo: what ran and the code it ended with. */
export interface DemoStep {
  readonly label: string;
  readonly code: string;
}

/** What a run of the demo did: its steps, the refunds table at the end, and the printed lines. */
export interface DemoRun {
  readonly steps: readonly DemoStep[];
  readonly refunds: readonly Record<string, unknown>[];
  readonly lines: readonly string[];
}

// The gates of each entry point, in the order they run, and the gate each refusal
// code comes from; arguments and rules share one code, so they show as one gate.
const CALL_GATES = ["tool", "contract", "scope", "ownership", "budget", "service", "reply"];
const PROPOSE_GATES = ["tool", "contract", "ownership", "evidence"];
const EXECUTE_GATES = ["seal", "approval", "contract", "ownership", "run once", "writer"];
// A fixed key for the demo only; an application keeps its own secret out of the code.
const DEMO_KEY = "demo-proposal-key-not-a-secret-0123456789";
const GATE_OF: Readonly<Record<string, string>> = {
  unknown_tool: "tool",
  invalid_arguments: "contract",
  out_of_scope: "scope",
  effect_exceeded: "scope",
  not_found: "ownership",
  other_owner: "ownership",
  budget_exhausted: "budget",
  service_timeout: "service",
  service_unavailable: "service",
  absent: "service",
  tool_error: "service",
  invalid_output: "reply",
  not_seen: "evidence",
  already_executed: "run once",
  invalid_proposal: "seal",
  not_approved: "approval",
};

/** Each gate's verdict up to the one that refused (all of them on a success), then the code. */
function verdicts(gates: readonly string[], result: ToolResult): string {
  const failed = result.ok ? -1 : gates.indexOf(GATE_OF[result.code] ?? "service");
  const shown = failed < 0 ? gates : gates.slice(0, failed + 1);
  const marks = shown.map((g, i) => `${g} ${i === failed ? "✗" : "✓"}`).join(" · ");
  return `${marks}  → ${result.code}`;
}

// Long model texts are shortened for the screen only; the model reads them whole.
const clip = (text: string, max = 150): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** Runs the demo on a fresh database (`:memory:` unless a file is given); `print` receives each line. */
export async function main(
  options: { readonly file?: string; readonly print?: (line: string) => void } = {},
): Promise<DemoRun> {
  const lines: string[] = [];
  const say = (line = ""): void => {
    lines.push(line);
    options.print?.(line);
  };
  const steps: DemoStep[] = [];
  const db = openShop(options.file);
  try {
    const store = runOnceIn(db);
    // The key that seals proposals: in a real application a secret from its configuration.
    const tools = createDispatcher({ ...shopFunctions(db), runOnce: store, proposalKey: DEMO_KEY });
    // The trusted context comes from the ticket; no argument of the model can change it.
    const ctx: Context = { customer_id: TICKET_CUSTOMER };
    const task = newTask();
    say(`Ticket of customer ${ctx.customer_id}: replaying ${TURNS.length} recorded model turns.`);
    let proposed: Proposed | undefined;
    for (const [i, turn] of TURNS.entries()) {
      const call = { name: turn.name, arguments: turn.arguments };
      const result = await (turn.via === "call" ? tools.call : tools.propose)(call, ctx, task);
      steps.push({ label: `${turn.via} ${turn.name}`, code: result.code });
      say();
      say(
        `${String(i + 1).padStart(2)}. ${turn.via === "propose" ? "propose " : ""}${turn.name} ${turn.arguments}`,
      );
      say(`    ${turn.note}`);
      say(`    gates: ${verdicts(turn.via === "call" ? CALL_GATES : PROPOSE_GATES, result)}`);
      say(`    model reads: ${clip(result.forModel())}`);
      if (turn.via === "propose") proposed = result as Proposed;
    }
    const proposal = proposed?.proposals[0];
    if (proposal === undefined) throw new Error("the recorded resolution proposed nothing");
    say();
    say(`Proposed, not run: ${proposal.tool} ${JSON.stringify(proposal.args)}`);
    say(`    operation ${proposal.operation_id}`);
    // What anyone could send to the approval screen: the same proposal with a larger amount.
    const forged: Proposal =
      proposal.tool === "request_refund"
        ? { ...proposal, args: { ...proposal.args, amount: 2400 } }
        : proposal;
    const refused = await tools.execute(forged, ctx, { by: "someone" });
    steps.push({ label: `execute a forged ${proposal.tool}`, code: refused.code });
    say(`A copy with amount 2400 instead: ${verdicts(EXECUTE_GATES, refused)}`);
    say(`    ${clip(refused.forModel())}`);
    const approver = { by: "Amira (support lead)" };
    const approved = await tools.approve(proposal, ctx, approver);
    steps.push({ label: `approve ${proposal.tool}`, code: approved.code });
    say(`Approved by ${approver.by}: recorded in the store (${approved.code}).`);
    // A worker executes what was approved; the store makes a second execute harmless.
    for (const attempt of ["execute", "execute again"]) {
      const result = await tools.execute(proposal, ctx, { by: "refund worker" });
      steps.push({ label: `${attempt} ${proposal.tool}`, code: result.code });
      say(`${attempt}: ${verdicts(EXECUTE_GATES, result)}`);
      say(`    ${clip(result.forModel())}`);
    }
    const refunds = refundRows(db);
    say();
    say(`Refunds table: ${refunds.length} row(s)`);
    for (const row of refunds) say(`    ${JSON.stringify(row)}`);
    say(`Task trace: ${task.trace.map((t) => `${t.tool}=${t.code}`).join(", ")}`);
    say("Audit in SQLite (contractc_audit):");
    for (const r of store.records()) say(`    ${r.event} ${r.tool} by ${r.by ?? "-"}: ${r.code}`);
    return { steps, refunds, lines };
  } finally {
    db.close();
  }
}

// Run only when started as a program, so the test can import `main` without output.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main({ print: (line) => console.log(line) }).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
