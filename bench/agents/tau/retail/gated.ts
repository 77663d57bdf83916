// The retail toolset behind its contract: each read's handler and each write's writer is
// the domain's tool (./tools.ts); an error answer becomes a ToolRefusal with the same
// text. The owner lookups read the state a contract's resource stands for.
import {
  createDispatcher,
  ToolRefusal,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type Writers,
} from "../generated/tau_retail/index.js";
import type { Counters } from "../counters.js";
import { TauError } from "../pyfloat.js";
import type { RetailDb } from "./db.js";
import { retailTools } from "./tools.js";

const has = Object.hasOwn;

/** Runs one tool, as a refusal the model reads when the tool answers an error. */
export function runTool<D>(
  tools: Record<string, (db: D, a: Record<string, unknown>) => unknown>,
  db: D,
  name: string,
  args: unknown,
): unknown {
  const tool = tools[name];
  if (tool === undefined) throw new ToolRefusal(`Unknown action ${name}`);
  try {
    return tool(db, args as Record<string, unknown>);
  } catch (e) {
    if (e instanceof TauError) throw new ToolRefusal(e.text);
    throw e;
  }
}

const READS = [
  "find_user_id_by_email",
  "find_user_id_by_name_zip",
  "get_user_details",
  "get_order_details",
  "get_product_details",
  "list_all_product_types",
  "calculate",
  "think",
] as const;
const WRITES = [
  "cancel_pending_order",
  "modify_pending_order_address",
  "modify_pending_order_payment",
  "modify_pending_order_items",
  "return_delivered_order_items",
  "exchange_delivered_order_items",
  "modify_user_address",
] as const;

/** The user holding a payment method, or null; ids are unique across users. */
function holderOf(db: RetailDb, id: string): string | null {
  for (const [user, u] of Object.entries(db.users))
    if (has(u.payment_methods, id)) return user;
  return null;
}

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
  const handlers = Object.fromEntries(
    READS.map((name) => [
      name,
      (args: unknown) => (
        count.handlers++,
        runTool(retailTools, db, name, args)
      ),
    ]),
  ) as unknown as Handlers;
  const writers = Object.fromEntries(
    WRITES.map((name) => [
      name,
      (args: unknown) => {
        count.writers++;
        count.wrote.push(name);
        return runTool(retailTools, db, name, args);
      },
    ]),
  ) as unknown as Writers;
  const owners: Owners = {
    user: (id) => (has(db.users, id) ? id : null),
    order: (id) => inState(db, id),
    pending_order: (id) => inState(db, id, "pending"),
    delivered_order: (id) => inState(db, id, "delivered"),
    payment_method: (id) => holderOf(db, id),
  };
  return { handlers, owners, writers };
}

/** A gated retail dispatcher over `db`, with the given write-path options. */
export function retailDispatcher(
  db: RetailDb,
  count: Counters,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...retailParts(db, count), ...options });
}
