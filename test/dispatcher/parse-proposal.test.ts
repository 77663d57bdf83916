// `parseProposal`: a proposal read back from a queue or an HTTP body, checked against the
// shape `propose` issues and against its write's argument check, or refused with a clear
// reason. It does not open the seal (that needs the key): `execute` does.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGenerated, cleanUp, type Generated, type Tools } from "../reliability/harness.js";

const TEXT = fs.readFileSync(path.join(import.meta.dirname, "fixtures/desk.tool"), "utf8");
const KEY = "test-proposal-key-0123456789abcdef-0123";
const CTX = { customer_id: "C-1", region: "north", stores: ["S-01", "S-02"], locale: "en" };

type Parsed = { ok: true; proposal: Record<string, unknown> } | { ok: false; error: string };
let dir: string;
let gen: Generated & { parseProposal(input: unknown): Parsed; MemoryRunOnce: new () => unknown };
let tools: Tools;
let sent: Record<string, unknown>;

beforeAll(async () => {
  const built = await buildGenerated(TEXT, "desk.tool");
  dir = built.dir;
  gen = built.gen as typeof gen;
  tools = gen.createDispatcher({
    handlers: { get_order: (a: { order_id: string }) => ({ order_id: a.order_id }), region_report: () => 1 },
    owners: { order: () => "C-1" },
    writers: { refund: () => ({ refunded: true }), restock: () => ({ ordered: true }) },
    proposalKey: KEY,
    runOnce: new gen.MemoryRunOnce(),
  });
  const task = gen.newTask();
  await tools.call({ name: "get_order", arguments: { order_id: "O-001" } }, CTX, task);
  const actions = [{ tool: "refund", order_id: "O-001", amount: 5 }];
  const r = await tools.propose({ name: "done", arguments: { outcome: "resolve", actions } }, CTX, task);
  // As a queue or an HTTP body hands it back: JSON text, parsed.
  sent = JSON.parse(JSON.stringify(r.proposals[0])) as Record<string, unknown>;
});
afterAll(() => cleanUp(dir));

describe("parseProposal", () => {
  it("gives back a proposal read from JSON as it was issued, and execute runs it", async () => {
    const parsed = gen.parseProposal(sent);
    expect(parsed).toEqual({ ok: true, proposal: sent });
    if (!parsed.ok) return;
    expect((await tools.execute(parsed.proposal, CTX, { by: "reviewer" })).code).toBe("ok");
  });

  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const cases: [string, () => unknown, string][] = [
    ["a string", () => JSON.stringify(sent), "it must be an object, not a string"],
    ["null", () => null, "it must be an object, not null"],
    ["a list", () => [sent], "it must be an object, not a list"],
    ["a revoked proxy", () => revoked.proxy, "it cannot be read"],
    ["no operation id", () => ({ ...sent, operation_id: undefined }), "operation_id is missing"],
    ["an empty operation id", () => ({ ...sent, operation_id: "" }), "operation_id is empty"],
    ["a numeric tool", () => ({ ...sent, tool: 7 }), "tool must be a string, not a number"],
    ["an over-long context", () => ({ ...sent, context: "f".repeat(201) }), "context is longer than 200 characters"],
    ["an expiry that is text", () => ({ ...sent, expires_at: "soon" }), "expires_at must be a whole number of epoch milliseconds, not a string"],
    ["a fractional issue time", () => ({ ...sent, issued_at: 1.5 }), "issued_at must be a whole number of epoch milliseconds, not a number"],
    ["no seal", () => ({ ...sent, seal: undefined }), "seal is missing"],
    ["a seal not in hex", () => ({ ...sent, seal: "zz".repeat(32) }), "seal must be 64 lowercase hex digits"],
    ["a short seal", () => ({ ...sent, seal: "ab" }), "seal must be 64 lowercase hex digits"],
    ["another toolset", () => ({ ...sent, toolset: "shop" }), 'it is of the toolset "shop", not desk'],
    ["a read tool", () => ({ ...sent, tool: "get_order" }), '"get_order" is not a write tool of desk'],
    ["an inherited name", () => ({ ...sent, tool: "constructor" }), '"constructor" is not a write tool of desk'],
    ["no args", () => ({ ...sent, args: undefined }), "args is missing"],
    ["args out of range", () => ({ ...sent, args: { order_id: "O-001", amount: 500 } }), "its args do not fit refund (amount: Input should be less than or equal to 100)"],
    ["an extra argument", () => ({ ...sent, args: { order_id: "O-001", amount: 5, note: "x" } }), "its args do not fit refund (note: Extra inputs are not permitted)."],
  ];
  it.each(cases)("refuses %s with a clear reason", (_name, input, reason) => {
    const parsed = gen.parseProposal(input());
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const expected = `Not a proposal: ${reason}`;
    expect(parsed.error.slice(0, expected.length)).toBe(expected);
  });

  it("does not check the seal: a well-formed forgery parses, and execute refuses it", async () => {
    const forged = { ...sent, operation_id: "op-forged", args: { order_id: "O-001", amount: 99 }, seal: "0".repeat(64) };
    const parsed = gen.parseProposal(forged);
    expect(parsed.ok).toBe(true);
    expect((await tools.execute(forged, CTX, { by: "reviewer" })).code).toBe("invalid_proposal");
  });
});
