// The benchmark inputs: for each tool, one valid and one invalid input as JSON.parse would
// give them. The invalid ones carry several issues each (a wrong value per field kind and an
// undeclared key), so "every issue" and "first issue" differ. The kiosk toolset is the
// benchmark's own (bench/contracts/kiosk.tool), compiled when the benchmark starts.

/** The benchmark's tools, their toolset, and their inputs. */
export const CASES = [
  {
    id: "get_order",
    toolset: "larkfield",
    tool: "get_order",
    valid: { order_id: "LK-123456" },
    invalid: { order_id: "LK-12", note: "urgent" },
  },
  {
    id: "update_user_email",
    toolset: "users",
    tool: "update_user_email",
    valid: { user_id: 4821, email: "ana.souza@example.org", dry_run: true },
    invalid: { user_id: 0, email: "a@b", dry_run: false, notify: true },
  },
  {
    id: "get_page",
    toolset: "kiosk",
    tool: "get_page",
    valid: { slug: "opening-hours" },
    invalid: { slug: "Opening Hours", lang: "en" },
  },
  {
    id: "set_quota",
    toolset: "kiosk",
    tool: "set_quota",
    valid: { quota: 250, label: "spring fair", confirm: true },
    invalid: { quota: 1001, label: "", confirm: "yes", note: "x" },
  },
  {
    id: "finish",
    toolset: "larkfield",
    tool: "finish",
    valid: {
      outcome: "resolve",
      message: "We are sorry — the parcel arrived damaged. A refund of $25.50 is on its way, and a return label follows.",
      actions: [
        { tool: "request_refund", order_id: "LK-123456", amount: 25.5, reason: "damaged" },
        { tool: "create_return_label", order_id: "LK-123456", sku: "ABC-1234", reason: "damaged" },
      ],
    },
    invalid: {
      outcome: "close",
      message: "",
      actions: [
        { tool: "request_refund", order_id: "LK-1", amount: -3, reason: "lost" },
        { tool: "create_return_label", order_id: "LK-123456", sku: "abc", reason: "damaged", note: "x" },
      ],
    },
  },
];

// Inputs as JSON.parse makes them (its objects have their own hidden classes).
for (const c of CASES) {
  c.valid = JSON.parse(JSON.stringify(c.valid));
  c.invalid = JSON.parse(JSON.stringify(c.invalid));
}
