// The retail toolset behind its contract: each read's handler and each write's writer is
// the domain's tool (./tools.ts). The owner lookups read the state a contract's resource
// stands for.
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type Writers,
} from "../generated/tau_retail/index.js";
import type { Counters } from "../counters.js";
import { holderOf, toolParts } from "../parts.js";
import type { RetailDb } from "./db.js";
import { retailTools } from "./tools.js";

const has = Object.hasOwn;

/** The retail reads the contract lets the model call. */
export const RETAIL_READS = [
  "find_user_id_by_email",
  "find_user_id_by_name_zip",
  "get_user_details",
  "get_order_details",
  "get_product_details",
  "list_all_product_types",
  "calculate",
  "think",
] as const;

/** The retail writes, proposed and approved before they run. */
export const RETAIL_WRITES = [
  "cancel_pending_order",
  "modify_pending_order_address",
  "modify_pending_order_payment",
  "modify_pending_order_items",
  "return_delivered_order_items",
  "exchange_delivered_order_items",
  "modify_user_address",
] as const;

/** The owner of an order while it has `status`, else null: the contract's state resources. */
function inState(db: RetailDb, id: string, status?: string): string | null {
  const o = has(db.orders, id) ? db.orders[id] : undefined;
  return o !== undefined && (status === undefined || o.status === status)
    ? o.user_id
    : null;
}

/** The handlers, owner lookups and writers of the retail toolset over `db`. */
export function retailParts(
  db: RetailDb,
  count: Counters,
): Pick<DispatcherOptions, "handlers" | "owners" | "writers"> {
  const { handlers, writers } = toolParts(
    retailTools,
    db,
    RETAIL_READS,
    RETAIL_WRITES,
    count,
  );
  const owners: Owners = {
    user: (id) => (has(db.users, id) ? id : null),
    order: (id) => inState(db, id),
    pending_order: (id) => inState(db, id, "pending"),
    delivered_order: (id) => inState(db, id, "delivered"),
    payment_method: (id) => holderOf(db.users, id),
  };
  return {
    handlers: handlers as Handlers,
    owners,
    writers: writers as Writers,
  };
}

/** A gated retail dispatcher over `db`, with the given write-path options. */
export function retailDispatcher(
  db: RetailDb,
  count: Counters,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...retailParts(db, count), ...options });
}
