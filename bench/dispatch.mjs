// The dispatcher's `call` on a valid get_order call against its floor: the least any gated
// call must do (parse the JSON arguments, validate them, run the handler, write the JSON the
// model reads). The floor uses the hand-written validator and the very same handler.
import { getOrder } from "./hand.mjs";

const ARGUMENTS = '{"order_id":"LK-123456"}';
const CTX = { customer_id: "C-1001" };

/** What the application answers: a small order, the same object every time. */
const ORDER = {
  order_id: "LK-123456",
  status: "shipped",
  placed: "2025-03-02",
  items: [{ sku: "ABC-1234", name: "Ceramic mug", qty: 2 }],
  boxes: [{ tracking: "1Z999AA10123456784", carrier: "UPS" }],
};
const handler = () => ORDER;
const owner = () => CTX.customer_id;

/** The jobs of the dispatcher table, for `measure`, and a check that both give the same text. */
export async function dispatchJobs(larkfield) {
  const tools = larkfield.createDispatcher({
    handlers: { get_order: handler, get_customer_orders: () => ({ orders: [] }), get_payments: handler, search_policy: handler },
    owners: { order: owner },
    writers: { request_refund: () => null, create_return_label: () => null },
    proposalKey: "bench-proposal-key-0123456789abcdef-0123",
    runOnce: larkfield.memoryStore(),
  });
  const task = larkfield.newTask();
  const call = { name: "get_order", arguments: ARGUMENTS };

  /**
   * One gated call and the text the model reads. The call's trace line is taken off again so
   * the trace does not grow; `length = 0` would instead run the array's slow length setter and
   * drop its storage, so the next call's trace line would pay for a new one: a cost of the
   * benchmark's bookkeeping, which no application has, not of `call`.
   */
  const gated = async () => {
    const text = (await tools.call(call, CTX, task)).forModel();
    task.trace.pop();
    return text;
  };

  /** The floor: parse, validate, handler, JSON text. */
  const floor = async (json) => {
    const checked = getOrder(JSON.parse(json));
    if (!checked.ok) return JSON.stringify({ ok: false, error: checked.issues.map((i) => i.message).join("; ") });
    return JSON.stringify({ ok: true, result: await handler(checked.value, CTX) });
  };

  /** The floor plus the ownership lookup `call` also makes (gate 4), for reference. */
  const floorOwned = async (json) => {
    const checked = getOrder(JSON.parse(json));
    if (!checked.ok) return JSON.stringify({ ok: false, error: checked.issues.map((i) => i.message).join("; ") });
    if ((await owner(checked.value.order_id, CTX)) !== CTX.customer_id) return JSON.stringify({ ok: false, error: "not found" });
    return JSON.stringify({ ok: true, result: await handler(checked.value, CTX) });
  };

  // Two more steps of `call` that the floor leaves out, added one at a time, so the table shows
  // where the difference goes: the text written as `forModel()` writes it (bounded by the
  // tool's cap: a walk first shows the reply is plain data that may fit, and only then does
  // JSON.stringify run), then the trace line with its duration (two clock reads).
  const MAX = 4000;
  const trace = [];

  /** The floor + owner (not awaited when it answers at once), with the text bounded as `forModel()` bounds it. */
  const floorBounded = async (json) => {
    const checked = getOrder(JSON.parse(json));
    if (!checked.ok) return larkfield.modelText(false, checked.issues.map((i) => i.message).join("; "), MAX);
    const found = owner(checked.value.order_id, CTX); // awaited only when it is a promise, as `call` does
    if ((found instanceof Promise ? await found : found) !== CTX.customer_id) return larkfield.modelText(false, "not found", MAX);
    return larkfield.modelText(true, await handler(checked.value, CTX), MAX);
  };

  /** That, and a timed trace line (taken off again, as for `call`); written out rather than wrapped around `floorBounded`, whose own promise `call` does not pay. */
  const floorTraced = async (json) => {
    const started = Date.now();
    let text;
    const checked = getOrder(JSON.parse(json));
    if (!checked.ok) text = larkfield.modelText(false, checked.issues.map((i) => i.message).join("; "), MAX);
    else {
      const found = owner(checked.value.order_id, CTX);
      if ((found instanceof Promise ? await found : found) !== CTX.customer_id) text = larkfield.modelText(false, "not found", MAX);
    }
    if (text === undefined) text = larkfield.modelText(true, await handler(checked.value, CTX), MAX);
    trace.push({ tool: "get_order", code: "ok", reason: "ok", durationMs: Date.now() - started });
    trace.pop();
    return text;
  };

  const same = (await gated()) === (await floor(ARGUMENTS)) && (await floorTraced(ARGUMENTS)) === (await floor(ARGUMENTS));
  return {
    same,
    jobs: [
      { name: "call", fn: gated, input: undefined, async: true },
      { name: "floor", fn: floor, input: ARGUMENTS, async: true },
      { name: "floor + owner", fn: floorOwned, input: ARGUMENTS, async: true },
      { name: "floor + owner + bounded text", fn: floorBounded, input: ARGUMENTS, async: true },
      { name: "floor + owner + bounded text + timed trace line", fn: floorTraced, input: ARGUMENTS, async: true },
    ],
  };
}
