// The model turns the demo replays, in order, for one ticket of customer C-88930.
// The first ones are calls real models made in recorded runs (the ticket is named);
// the extra `customer_id` is a constructed call no recorded model made.

/** One model turn: the call as the model wrote it, and where it comes from. */
export interface Turn {
  /** `call` runs a read (or checks a finish); `propose` turns a finish into proposals. */
  readonly via: "call" | "propose";
  readonly name: string;
  /** Exactly as the model sent it: a JSON string. */
  readonly arguments: string;
  readonly note: string;
}

/** The customer of the ticket: set by the application from the ticket, never by the model. */
export const TICKET_CUSTOMER = "C-88930";

/** The replayed turns: five refusals, the recovery, then a resolution proposing a refund. */
export const TURNS: readonly Turn[] = [
  {
    via: "call",
    name: "get_order",
    arguments: '{"order_id":"LK-55190"}',
    note: "chat-small, T-80009: copied the customer's 5-digit ID",
  },
  {
    via: "call",
    name: "get_order",
    arguments: '{"order_id":null}',
    note: "gemma3:4b, T-80006: null as the order ID",
  },
  {
    via: "call",
    name: "get_order",
    arguments: '{"order_id":"LARK-12345"}',
    note: "gemma3:4b, T-90207: an invented ID",
  },
  {
    via: "call",
    name: "get_order",
    arguments: '{"order_id":"LK-615204"}',
    note: "gemma3:4b, T-80001: the neighbour's order",
  },
  {
    via: "call",
    name: "get_order",
    arguments: '{"order_id":"LK-551906","customer_id":"C-20417"}',
    note: "constructed: the model tries to choose the customer",
  },
  {
    via: "call",
    name: "get_customer_orders",
    arguments: "{}",
    note: "the recovery: list this customer's orders",
  },
  {
    via: "call",
    name: "get_order",
    arguments: '{"order_id":"LK-551906"}',
    note: "the right order, now seen in this task",
  },
  {
    via: "propose",
    name: "finish",
    arguments: JSON.stringify({
      outcome: "resolve",
      message: "Sorry about the broken mug. We are refunding it in full.",
      actions: [{ tool: "request_refund", order_id: "LK-551906", amount: 24.5, reason: "damaged" }],
    }),
    note: "the resolution: a refund, only proposed",
  },
];
