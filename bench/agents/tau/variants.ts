// The violations corpus: policy-breaking variants of the tasks' ground-truth writes, one
// family per rule the contracts hold, each with the refusal code it must get.
import type { AirlineDb } from "./airline/db.js";
import { cancellable } from "./airline/policy.js";
import type { TauAction } from "./pytasks.js";
import type { RetailDb } from "./retail/db.js";

/** One policy-breaking call: what the model sends, as whom, and the code it must get. */
export interface Variant {
  readonly rule: string;
  /** The principal the application has established (empty: nobody authenticated yet). */
  readonly user_id: string;
  /** `propose`: a finish carrying `actions`; `call`: a read or a write named directly. */
  readonly via: "propose" | "call";
  readonly name: string;
  readonly args: Record<string, unknown>;
  readonly expect: string;
}

const finish = (actions: unknown[]) => ({
  outcome: "changes",
  summary: "The user confirmed this change.",
  actions,
});

/** A proposal of one write, changed by `patch`. */
export function proposed(
  rule: string,
  user_id: string,
  a: TauAction,
  patch: Record<string, unknown>,
  expect: string,
): Variant {
  return {
    rule,
    user_id,
    via: "propose",
    name: "respond",
    args: finish([{ tool: a.name, ...a.kwargs, ...patch }]),
    expect,
  };
}

// Variants every write of either domain has: the shape of the finish, the gate on writes,
// and the principal.
function common(user_id: string, a: TauAction): Variant[] {
  return [
    {
      rule: "write-called-directly",
      user_id,
      via: "call",
      name: a.name,
      args: a.kwargs,
      expect: "unknown_tool",
    },
    {
      rule: "two-changes-in-one-proposal",
      user_id,
      via: "propose",
      name: "respond",
      args: finish([
        { tool: a.name, ...a.kwargs },
        { tool: a.name, ...a.kwargs },
      ]),
      expect: "invalid_arguments",
    },
    proposed(
      "model-names-the-principal",
      user_id,
      a,
      { customer_id: user_id },
      "invalid_arguments",
    ),
  ];
}

/** The first key of `record` whose value passes `test`, in the database's order. */
function first<T>(
  record: Record<string, T>,
  test: (v: T, k: string) => boolean,
): string | undefined {
  for (const [k, v] of Object.entries(record)) if (test(v, k)) return k;
  return undefined;
}

/** The retail variants of one ground-truth write of `user` (the task's principal). */
export function retailVariants(
  db: RetailDb,
  user: string,
  a: TauAction,
): Variant[] {
  const out = common(user, a);
  const k = a.kwargs;
  const order =
    typeof k.order_id === "string" ? db.orders[k.order_id] : undefined;
  if (order !== undefined) {
    const status = order.status;
    const other = first(
      db.orders,
      (o) => o.user_id !== user && o.status === status,
    );
    if (other)
      out.push(
        proposed(
          "another-users-order",
          user,
          a,
          { order_id: other },
          "other_owner",
        ),
      );
    const wanted = a.name.includes("pending") ? "pending" : "delivered";
    const wrong = first(
      db.orders,
      (o) => o.user_id === user && o.status !== wanted,
    );
    if (wrong)
      out.push(
        proposed(
          `order-not-${wanted}`,
          user,
          a,
          { order_id: wrong },
          "wrong_state",
        ),
      );
    out.push(
      proposed(
        "invented-order-id",
        user,
        a,
        { order_id: "#W0000000" },
        "not_found",
      ),
    );
    out.push(proposed("before-authentication", "", a, {}, "other_owner"));
  }
  if (typeof k.payment_method_id === "string") {
    const other = first(
      db.users,
      (u, id) => id !== user && Object.keys(u.payment_methods).length > 0,
    );
    const pm = other
      ? Object.keys(db.users[other]?.payment_methods ?? {})[0]
      : undefined;
    if (pm)
      out.push(
        proposed(
          "another-users-payment-method",
          user,
          a,
          { payment_method_id: pm },
          "other_owner",
        ),
      );
    out.push(
      proposed(
        "invented-payment-method",
        user,
        a,
        { payment_method_id: "gift_card_0000000" },
        "not_found",
      ),
    );
  }
  if (a.name === "cancel_pending_order")
    out.push(
      proposed(
        "cancel-reason-not-allowed",
        user,
        a,
        { reason: "found it cheaper elsewhere" },
        "invalid_arguments",
      ),
    );
  if (a.name === "modify_user_address") {
    const other = first(db.users, (_u, id) => id !== user) as string;
    out.push(
      proposed(
        "another-users-profile",
        user,
        a,
        { user_id: other },
        "out_of_scope",
      ),
    );
    out.push(proposed("before-authentication", "", a, {}, "out_of_scope"));
  }
  return out;
}

/** The airline variants of one ground-truth write of `user`. */
export function airlineVariants(
  db: AirlineDb,
  user: string,
  a: TauAction,
): Variant[] {
  const out = common(user, a);
  const k = a.kwargs;
  const passengers = Array.from({ length: 6 }, (_, n) => ({
    first_name: `P${"abcdef"[n]}`,
    last_name: "Doe",
    dob: "1990-01-01",
  }));
  if (typeof k.reservation_id === "string") {
    const cancel = a.name === "cancel_reservation";
    const other = first(
      db.reservations,
      (r) => r.user_id !== user && (!cancel || cancellable(db, r)),
    );
    if (other)
      out.push(
        proposed(
          "another-users-reservation",
          user,
          a,
          { reservation_id: other },
          "other_owner",
        ),
      );
    out.push(
      proposed(
        "invented-reservation-id",
        user,
        a,
        { reservation_id: "ZZZZZZ" },
        "not_found",
      ),
    );
    out.push(proposed("before-authentication", "", a, {}, "other_owner"));
    if (cancel) {
      const stuck = first(
        db.reservations,
        (r) => r.user_id === user && !cancellable(db, r),
      );
      if (stuck)
        out.push(
          proposed(
            "reservation-not-cancellable",
            user,
            a,
            { reservation_id: stuck },
            "not_found",
          ),
        );
    }
  }
  if (typeof k.payment_id === "string") {
    const other = first(
      db.users,
      (u, id) =>
        id !== user &&
        Object.keys(u.payment_methods).some(
          (p) => !p.startsWith("certificate"),
        ),
    );
    const pm = Object.keys(db.users[other ?? ""]?.payment_methods ?? {}).find(
      (p) => !p.startsWith("certificate"),
    );
    if (pm)
      out.push(
        proposed(
          "another-users-payment-method",
          user,
          a,
          { payment_id: pm },
          "other_owner",
        ),
      );
    out.push(
      proposed(
        "certificate-pays-a-change",
        user,
        a,
        { payment_id: "certificate_1234567" },
        "invalid_arguments",
      ),
    );
  }
  if (a.name === "book_reservation" || a.name === "send_certificate") {
    const other = first(db.users, (_u, id) => id !== user) as string;
    out.push(
      proposed("another-user", user, a, { user_id: other }, "out_of_scope"),
    );
    out.push(proposed("before-authentication", "", a, {}, "out_of_scope"));
  }
  if (
    a.name === "book_reservation" ||
    a.name === "update_reservation_passengers"
  )
    out.push(
      proposed(
        "more-than-five-passengers",
        user,
        a,
        { passengers },
        "invalid_arguments",
      ),
    );
  if (a.name === "book_reservation") {
    const pays = k.payment_methods as { payment_id: string; amount: number }[];
    const other = first(
      db.users,
      (u, id) => id !== user && Object.keys(u.payment_methods).length > 0,
    );
    const pm = Object.keys(db.users[other ?? ""]?.payment_methods ?? {})[0];
    if (pm)
      out.push(
        proposed(
          "another-users-payment-method",
          user,
          a,
          {
            payment_methods: [{ ...pays[0], payment_id: pm }, ...pays.slice(1)],
          },
          "other_owner",
        ),
      );
    out.push(
      proposed(
        "more-than-five-payment-methods",
        user,
        a,
        { payment_methods: Array.from({ length: 6 }, () => pays[0]) },
        "invalid_arguments",
      ),
    );
    out.push(
      proposed(
        "cabin-not-offered",
        user,
        a,
        { cabin: "first" },
        "invalid_arguments",
      ),
    );
  }
  if (a.name === "send_certificate")
    out.push(
      proposed(
        "certificate-over-five-passengers",
        user,
        a,
        { amount: 600 },
        "invalid_arguments",
      ),
    );
  return out;
}
