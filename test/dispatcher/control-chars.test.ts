// What the model chose (a tool name, an extra key, a union tag) reaches the trace and the
// model's text with its control characters escaped: no ESC, CR, LF, C1, line separator or
// bidi control can rewrite a log line or what a reader of the text sees.
import { afterEach, describe, expect, it } from "vitest";
import { createDispatcher, newTask, validate, type TraceEntry } from "../../generated/larkfield/index.js";
import { printable } from "../../src/runtime/validators.js";
import { idText } from "../../src/runtime/runtime-steps.js";
import { missingText, notSeenText } from "../../src/emit/dispatcher/texts.js";
import { UNRECORDED } from "../../src/emit/dispatcher/file.js";
import { compileSources } from "../../src/compile.js";
import { openShop, runOnceIn, shopFunctions } from "../../demo/shop.js";

const CTX = { customer_id: "C-88930" };
const opened: { close(): unknown }[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function shop() {
  const db = openShop();
  opened.push(db);
  const hooked: TraceEntry[] = [];
  const tools = createDispatcher({
    ...shopFunctions(db),
    runOnce: runOnceIn(db),
    proposalKey: "control-test-proposal-key-0123456789abcdef",
    onTrace: (e) => void hooked.push(e),
  });
  return { tools, task: newTask(), hooked };
}

// One of each kind: C0 (ESC, CR, LF), DEL, C1 (CSI), the line separator, a bidi override and isolate.
const NASTY = "a\u001b[31mb\r\nc\u007fd\u009be\u2028f\u202eg\u2066h";
const ESCAPED = "a\\u001b[31mb\\u000d\\u000ac\\u007fd\\u009be\\u2028f\\u202eg\\u2066h";
const RAW = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Every text of a result and its trace line that a log or the model reads. */
const texts = (r: { forModel(): string; error: string; reason: string }, trace: readonly TraceEntry[]): string[] => [
  r.forModel(),
  r.error,
  r.reason,
  ...trace.flatMap((t) => [t.tool, t.reason]),
];

describe("control characters the model chose", () => {
  it("are escaped in an unknown tool's name, in the text and in the trace", async () => {
    const { tools, task, hooked } = shop();
    const r = await tools.call({ name: NASTY, arguments: {} }, CTX, task);
    expect(r.code).toBe("unknown_tool");
    expect(r.error).toBe(`There is no tool named ${ESCAPED}.`);
    expect(task.trace[0]?.tool).toBe(ESCAPED);
    expect(hooked[0]?.tool).toBe(ESCAPED);
    for (const t of texts(r, task.trace)) expect(t, JSON.stringify(t)).not.toMatch(RAW);
  });

  it("are escaped in validate's unknown tool, which says what the dispatcher says", async () => {
    const { tools, task } = shop();
    for (const name of [NASTY, "", "no_such_tool"]) {
      const v = validate(name, {});
      const r = await tools.call({ name, arguments: {} }, CTX, task);
      expect(v.ok).toBe(false);
      expect(v.ok ? [] : v.issues).toEqual([{ path: "", type: "unknown_tool", message: r.error }]);
    }
    const v = validate(NASTY, {});
    expect(v.ok ? "" : v.issues[0]?.message).toBe(`There is no tool named ${ESCAPED}.`);
  });

  it("are escaped in an extra key's name", async () => {
    const { tools, task } = shop();
    const r = await tools.call({ name: "get_order", arguments: { order_id: "LK-551906", [NASTY]: 1 } }, CTX, task);
    expect(r.code).toBe("invalid_arguments");
    expect(r.error).toContain(`${ESCAPED}: Extra inputs are not permitted`);
    expect(r.reason).toContain(ESCAPED);
    for (const t of texts(r, task.trace)) expect(t, JSON.stringify(t)).not.toMatch(RAW);
  });

  it("are escaped in a union tag", async () => {
    const { tools, task } = shop();
    const args = { outcome: "resolve", message: "Done.", actions: [{ tool: NASTY, order_id: "LK-551906" }] };
    const r = await tools.call({ name: "finish", arguments: args }, CTX, task);
    expect(r.code).toBe("invalid_arguments");
    expect(r.error).toContain(`Input tag '${ESCAPED}' found using 'tool'`);
    for (const t of texts(r, task.trace)) expect(t, JSON.stringify(t)).not.toMatch(RAW);
  });

  it("are escaped in propose's refusal of a read tool's call", async () => {
    const { tools, task } = shop();
    const r = await tools.propose({ name: NASTY, arguments: {} }, CTX, task);
    for (const t of texts(r, task.trace)) expect(t, JSON.stringify(t)).not.toMatch(RAW);
  });

  it("are escaped in an id the model named, in the missing and not_seen texts", () => {
    const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text: 'toolset t\ncontext { who: string }\nresource note { id string(1..40) owner who }\nread get_note { doc "Reads one note." arg id: note }\n' }]).toolsets;
    const res = ts!.resources.get("note")!;
    const tool = ts!.tools.get("get_note")!;
    for (const text of [missingText(UNRECORDED, res, "id"), notSeenText(UNRECORDED, res, tool, "id")]) {
      const filled = new Function("idText", "id", `return ${text};`)(idText, NASTY) as string;
      expect(filled).toContain(ESCAPED);
      expect(filled).not.toMatch(RAW);
    }
    expect(idText(42)).toBe("42");
  });

  it("leave other text as it is", () => {
    expect(printable("Ünïcode ✓ text, with spaces\tno")).toBe("Ünïcode ✓ text, with spaces\\u0009no");
    expect(printable("plain")).toBe("plain");
    expect(printable("\u061c\u200e\u200f\u2029\u202a\u2069")).toBe("\\u061c\\u200e\\u200f\\u2029\\u202a\\u2069");
  });
});
