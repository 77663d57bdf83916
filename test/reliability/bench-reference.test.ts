// The benchmark's hand-written validators (bench/hand.mjs) are the limit the generated ones
// are measured against, so they must keep the generated code's semantics issue for issue:
// the same outcome (issues, order, wording, fresh value) on random inputs built around each
// bench tool's fields, lone surrogates, unsafe integers and undeclared keys included.
import fs from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { validators as larkfield } from "../../generated/larkfield/validators.js";
import { validators as users } from "../../generated/users/validators.js";
import { build, type Validators } from "../emit/validators-helpers.js";

type Check = (input: unknown) => unknown;
interface Hand {
  getOrder: Check;
  updateUserEmail: Check;
  getPage: Check;
  setQuota: Check;
  finish: Check;
}

let hand: Hand;
let kiosk: Validators;
beforeAll(async () => {
  hand = (await import(new URL("../../bench/hand.mjs", import.meta.url).href)) as Hand;
  kiosk = (await build(fs.readFileSync(new URL("../../bench/contracts/kiosk.tool", import.meta.url), "utf8"))).mod;
});

/** A field's value: one the contract accepts, a near miss, or something of the wrong kind. */
const value = (...good: unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...good),
    fc.constantFrom("", "a", "\uD800", "x\uDC00y", "LK-12345\uD800", "é😀", 0, -3, 1.5, 2 ** 60, 1001, true, false, null, [], {}),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.integer({ min: -5, max: 6000 }),
  );

/** An object of these fields (each sometimes absent), sometimes with an undeclared key. */
const record = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.constantFrom("note", "extra", "__proto__x"), { nil: undefined }), fc.boolean())
    // As JSON.parse gives it (plain data, own keys), or the same keys on an object of no prototype.
    .map(([r, extra, bare]) => {
      const parsed = JSON.parse(JSON.stringify(extra === undefined ? r : { ...r, [extra]: "x" })) as Record<string, unknown>;
      return bare ? (Object.assign(Object.create(null), parsed) as Record<string, unknown>) : parsed;
    });

const orderId = value("LK-123456", "LK-000001");
const action = fc.oneof(
  record({ tool: fc.constant("request_refund"), order_id: orderId, amount: value(25.5, 0, 5000), reason: value("damaged", "late", "lost") }),
  record({ tool: fc.constant("create_return_label"), order_id: orderId, sku: value("ABC-1234", "abc"), reason: value("damaged", "wrong_item") }),
  record({ tool: value("refund", 7) }),
);

const CASES: [string, () => Check, () => Check, fc.Arbitrary<unknown>][] = [
  ["get_order", () => hand.getOrder, () => larkfield.get_order as Check, record({ order_id: orderId })],
  [
    "update_user_email",
    () => hand.updateUserEmail,
    () => users.update_user_email as Check,
    record({ user_id: value(4821, 1), email: value("ana.souza@example.org", "a@b"), dry_run: value(true) }),
  ],
  ["get_page", () => hand.getPage, () => kiosk.validators.get_page as Check, record({ slug: value("opening-hours", "Opening Hours") })],
  [
    "set_quota",
    () => hand.setQuota,
    () => kiosk.validators.set_quota as Check,
    record({ quota: value(250, 1000), label: value("spring fair", "x".repeat(70)), confirm: value(true, "yes") }),
  ],
  [
    "finish",
    () => hand.finish,
    () => larkfield.finish as Check,
    record({
      outcome: value("resolve", "reply_only", "close"),
      message: value("We are sorry — the parcel arrived damaged.", "x".repeat(2001)),
      actions: fc.oneof(fc.array(action, { maxLength: 6 }), value([])),
    }),
  ],
];

describe("the benchmark's hand-written validators", () => {
  for (const [tool, handOf, generatedOf, input] of CASES)
    it(`give the generated outcome on ${tool}`, () => {
      fc.assert(
        fc.property(input, (v) => {
          expect(handOf()(v)).toEqual(generatedOf()(v));
        }),
        { numRuns: 1000 },
      );
    });
});
