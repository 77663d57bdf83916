// The retail toolset behind its contract: each read's handler and each write's writer is
// the domain's tool (./tools.ts). The owner and state lookups read the database.
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type States,
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

/** The order `id`, if the database has it. */
function orderOf(db: RetailDb, id: string) {
  return has(db.orders, id) ? db.orders[id] : undefined;
}

/** The handlers, owner lookups and writers of the retail toolset over `db`. */
export function retailParts(
  db: RetailDb,
  count: Counters,
): Pick<DispatcherOptions, "handlers" | "owners" | "states" | "writers"> {
  const { handlers, writers } = toolParts(
    retailTools,
    db,
    RETAIL_READS,
    RETAIL_WRITES,
    count,
  );
  const owners: Owners = {
    user: (id) => (has(db.users, id) ? id : null),
    order: (id) => orderOf(db, id)?.user_id ?? null,
    payment_method: (id) => holderOf(db.users, id),
  };
  // The tools write only the statuses the contract lists.
  const states: States = {
    order: (id) =>
      (orderOf(db, id)?.status ?? null) as Awaited<ReturnType<States["order"]>>,
  };
  return {
    handlers: handlers as Handlers,
    owners,
    states,
    writers: writers as Writers,
  };
}

/** A gated retail dispatcher over `db`, with the given write-path options. */
export function retailDispatcher(
  db: RetailDb,
  count: Counters,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "states" | "writers">,
): Dispatcher {
  return createDispatcher({ ...retailParts(db, count), ...options });
}
