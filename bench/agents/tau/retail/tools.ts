// The retail domain's tools over its database, written from what τ-bench's Python tools
// do: the same checks in the same order, the same changes, the same error texts. An
// error is thrown as a TauError before anything changes, as the Python returns it.
import { countOf, round2, TauError } from "../pyfloat.js";
import type { Address, Order, PaymentMethod, RetailDb, User } from "./db.js";

type Args = Record<string, unknown>;
/** One tool: the database and the call's arguments in, the tool's answer out. */
export type RetailTool = (db: RetailDb, args: Args) => unknown;

const has = Object.hasOwn;
const str = (a: Args, k: string): string => String(a[k]);
const strs = (a: Args, k: string): string[] => (a[k] as unknown[]).map(String);

function orderOf(db: RetailDb, id: string): Order {
  if (!has(db.orders, id)) throw new TauError("order not found");
  return db.orders[id] as Order;
}

function addressOf(a: Args): Address {
  return {
    address1: str(a, "address1"),
    address2: str(a, "address2"),
    city: str(a, "city"),
    state: str(a, "state"),
    country: str(a, "country"),
    zip: str(a, "zip"),
  };
}

// Each item to change must be in the order as many times as it is named.
function checkItems(
  order: Order,
  itemIds: string[],
  text: (id: string) => string,
): void {
  const all = order.items.map((i) => i.item_id);
  for (const id of itemIds)
    if (countOf(itemIds, id) > countOf(all, id)) throw new TauError(text(id));
}

// The price difference of swapping items for variants of the same products.
function priceDifference(
  db: RetailDb,
  order: Order,
  itemIds: string[],
  newIds: string[],
): number {
  if (itemIds.length !== newIds.length)
    throw new TauError("the number of items to be exchanged should match");
  let diff = 0;
  itemIds.forEach((id, n) => {
    const newId = newIds[n] as string;
    const item = order.items.find((i) => i.item_id === id);
    const variants =
      item === undefined ? undefined : db.products[item.product_id]?.variants;
    const variant =
      variants !== undefined && has(variants, newId)
        ? variants[newId]
        : undefined;
    if (item === undefined || variant === undefined || !variant.available)
      throw new TauError(`new item ${newId} not found or available`);
    diff += variant.price - item.price;
  });
  return diff;
}

function methodOf(db: RetailDb, order: Order, id: string): PaymentMethod {
  const methods = (db.users[order.user_id] as User).payment_methods;
  if (!has(methods, id)) throw new TauError("payment method not found");
  return methods[id] as PaymentMethod;
}

const balance = (m: PaymentMethod): number => m.balance ?? 0;

/** Every retail tool, by name. */
export const retailTools: Record<string, RetailTool> = {
  find_user_id_by_email(db, a) {
    const email = str(a, "email").toLowerCase();
    for (const [id, u] of Object.entries(db.users))
      if (u.email.toLowerCase() === email) return id;
    throw new TauError("user not found");
  },
  find_user_id_by_name_zip(db, a) {
    const [first, last] = [
      str(a, "first_name").toLowerCase(),
      str(a, "last_name").toLowerCase(),
    ];
    for (const [id, u] of Object.entries(db.users))
      if (
        u.name.first_name.toLowerCase() === first &&
        u.name.last_name.toLowerCase() === last &&
        u.address.zip === str(a, "zip")
      )
        return id;
    throw new TauError("user not found");
  },
  get_user_details(db, a) {
    if (!has(db.users, str(a, "user_id"))) throw new TauError("user not found");
    return db.users[str(a, "user_id")];
  },
  get_order_details: (db, a) => orderOf(db, str(a, "order_id")),
  get_product_details(db, a) {
    if (!has(db.products, str(a, "product_id")))
      throw new TauError("product not found");
    return db.products[str(a, "product_id")];
  },
  list_all_product_types(db) {
    const names: Record<string, string> = {};
    for (const p of Object.values(db.products)) names[p.name] = p.product_id;
    return Object.fromEntries(
      Object.entries(names).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  },
  calculate: (_db, a) => calculate(str(a, "expression")),
  think: () => "",
  transfer_to_human_agents: () => "Transfer successful",

  cancel_pending_order(db, a) {
    const order = orderOf(db, str(a, "order_id"));
    if (order.status !== "pending")
      throw new TauError("non-pending order cannot be cancelled");
    const reason = str(a, "reason");
    if (reason !== "no longer needed" && reason !== "ordered by mistake")
      throw new TauError("invalid reason");
    const refunds = order.payment_history.map((p) => ({
      transaction_type: "refund" as const,
      amount: p.amount,
      payment_method_id: p.payment_method_id,
    }));
    for (const p of order.payment_history)
      if (p.payment_method_id.includes("gift_card")) {
        const m = (db.users[order.user_id] as User).payment_methods[
          p.payment_method_id
        ] as PaymentMethod;
        m.balance = round2(balance(m) + p.amount);
      }
    order.status = "cancelled";
    order.cancel_reason = reason;
    order.payment_history.push(...refunds);
    return order;
  },
  modify_pending_order_address(db, a) {
    const order = orderOf(db, str(a, "order_id"));
    if (order.status !== "pending")
      throw new TauError("non-pending order cannot be modified");
    order.address = addressOf(a);
    return order;
  },
  modify_pending_order_payment(db, a) {
    const order = orderOf(db, str(a, "order_id"));
    if (order.status !== "pending")
      throw new TauError("non-pending order cannot be modified");
    const id = str(a, "payment_method_id");
    const method = methodOf(db, order, id);
    const first = order.payment_history[0];
    if (
      order.payment_history.length > 1 ||
      first?.transaction_type !== "payment"
    )
      throw new TauError(
        "there should be exactly one payment for a pending order",
      );
    if (first.payment_method_id === id)
      throw new TauError(
        "the new payment method should be different from the current one",
      );
    const amount = first.amount;
    if (method.source === "gift_card" && balance(method) < amount)
      throw new TauError("insufficient gift card balance to pay for the order");
    order.payment_history.push(
      { transaction_type: "payment", amount, payment_method_id: id },
      {
        transaction_type: "refund",
        amount,
        payment_method_id: first.payment_method_id,
      },
    );
    if (method.source === "gift_card")
      method.balance = round2(balance(method) - amount);
    if (first.payment_method_id.includes("gift_card")) {
      const old = (db.users[order.user_id] as User).payment_methods[
        first.payment_method_id
      ] as PaymentMethod;
      old.balance = round2(balance(old) + amount);
    }
    return order;
  },
  modify_pending_order_items(db, a) {
    const order = orderOf(db, str(a, "order_id"));
    if (order.status !== "pending")
      throw new TauError("non-pending order cannot be modified");
    const [itemIds, newIds] = [strs(a, "item_ids"), strs(a, "new_item_ids")];
    checkItems(order, itemIds, (id) => `${id} not found`);
    const diff = priceDifference(db, order, itemIds, newIds);
    const method = methodOf(db, order, str(a, "payment_method_id"));
    if (method.source === "gift_card" && balance(method) < diff)
      throw new TauError(
        "insufficient gift card balance to pay for the new item",
      );
    order.payment_history.push({
      transaction_type: diff > 0 ? "payment" : "refund",
      amount: Math.abs(diff),
      payment_method_id: str(a, "payment_method_id"),
    });
    if (method.source === "gift_card")
      method.balance = round2(balance(method) - diff);
    itemIds.forEach((id, n) => {
      const item = order.items.find((i) => i.item_id === id);
      if (item === undefined) return;
      const variant =
        db.products[item.product_id]?.variants[newIds[n] as string];
      if (variant === undefined) return;
      item.item_id = variant.item_id;
      item.price = variant.price;
      item.options = variant.options;
    });
    order.status = "pending (item modified)";
    return order;
  },
  return_delivered_order_items(db, a) {
    const order = orderOf(db, str(a, "order_id"));
    if (order.status !== "delivered")
      throw new TauError("non-delivered order cannot be returned");
    const id = str(a, "payment_method_id");
    methodOf(db, order, id);
    if (
      !id.includes("gift_card") &&
      id !== order.payment_history[0]?.payment_method_id
    )
      throw new TauError(
        "payment method should be either the original payment method or a gift card",
      );
    const itemIds = strs(a, "item_ids");
    checkItems(order, itemIds, () => "some item not found");
    order.status = "return requested";
    order.return_items = [...itemIds].sort();
    order.return_payment_method_id = id;
    return order;
  },
  exchange_delivered_order_items(db, a) {
    const order = orderOf(db, str(a, "order_id"));
    if (order.status !== "delivered")
      throw new TauError("non-delivered order cannot be exchanged");
    const [itemIds, newIds] = [strs(a, "item_ids"), strs(a, "new_item_ids")];
    checkItems(order, itemIds, (id) => `${id} not found`);
    const diff = round2(priceDifference(db, order, itemIds, newIds));
    const method = methodOf(db, order, str(a, "payment_method_id"));
    if (method.source === "gift_card" && balance(method) < diff)
      throw new TauError(
        "insufficient gift card balance to pay for the price difference",
      );
    order.status = "exchange requested";
    order.exchange_items = [...itemIds].sort();
    order.exchange_new_items = [...newIds].sort();
    order.exchange_payment_method_id = str(a, "payment_method_id");
    order.exchange_price_difference = diff;
    return order;
  },
  modify_user_address(db, a) {
    if (!has(db.users, str(a, "user_id"))) throw new TauError("user not found");
    const user = db.users[str(a, "user_id")] as User;
    user.address = addressOf(a);
    return user;
  },
};

/** `calculate`: the expression's value rounded to 2 decimals, printed as Python prints a float. */
export function calculate(expression: string): string {
  if (![...expression].every((c) => "0123456789+-*/(). ".includes(c)))
    throw new TauError("invalid characters in expression");
  const value = round2(new Arithmetic(expression).parse());
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

// A small recursive-descent evaluator of Python's + - * / // ** and parentheses on
// numbers (nothing is `eval`ed).
class Arithmetic {
  private at = 0;
  constructor(private readonly text: string) {}
  parse(): number {
    const v = this.sum();
    this.space();
    if (this.at < this.text.length) throw new TauError("invalid syntax");
    return v;
  }
  private space(): void {
    while (this.text[this.at] === " ") this.at++;
  }
  private next(op: string): boolean {
    this.space();
    if (!this.text.startsWith(op, this.at)) return false;
    this.at += op.length;
    return true;
  }
  private sum(): number {
    let v = this.product();
    for (;;)
      if (this.next("+")) v += this.product();
      else if (this.next("-")) v -= this.product();
      else return v;
  }
  private product(): number {
    let v = this.unary();
    for (;;) {
      if (this.text.startsWith("**", (this.space(), this.at))) return v;
      const op = this.next("//")
        ? "//"
        : this.next("*")
          ? "*"
          : this.next("/")
            ? "/"
            : undefined;
      if (op === undefined) return v;
      const r = this.unary();
      if (op !== "*" && r === 0) throw new TauError("division by zero");
      v = op === "*" ? v * r : op === "/" ? v / r : Math.floor(v / r);
    }
  }
  private unary(): number {
    if (this.next("-")) return -this.unary();
    if (this.next("+")) return this.unary();
    const base = this.atom();
    // ** binds tighter than a unary minus on its left and is right-associative.
    return this.next("**") ? base ** this.unary() : base;
  }
  private atom(): number {
    if (this.next("(")) {
      const v = this.sum();
      if (!this.next(")")) throw new TauError("invalid syntax");
      return v;
    }
    this.space();
    const m = /^(\d+\.?\d*|\.\d+)/.exec(this.text.slice(this.at));
    if (!m) throw new TauError("invalid syntax");
    this.at += m[0].length;
    return Number(m[0]);
  }
}
