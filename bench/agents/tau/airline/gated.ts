// The airline toolset behind its contract: each read's handler and each write's writer is
// the domain's tool (./tools.ts), a writer after the policy checks the API leaves to the
// agent (./policy.ts); an error answer becomes a ToolRefusal with the same text.
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type Writers,
} from "../generated/tau_airline/index.js";
import type { Counters } from "../counters.js";
import { runTool } from "../retail/gated.js";
import type { AirlineDb } from "./db.js";
import { airlinePolicy, cancellable } from "./policy.js";
import { airlineTools } from "./tools.js";

const has = Object.hasOwn;

const READS = [
  "get_user_details",
  "get_reservation_details",
  "list_all_airports",
  "search_direct_flight",
  "search_onestop_flight",
  "calculate",
  "think",
] as const;
const WRITES = [
  "book_reservation",
  "cancel_reservation",
  "update_reservation_flights",
  "update_reservation_baggages",
  "update_reservation_passengers",
  "send_certificate",
] as const;

function holderOf(db: AirlineDb, id: string): string | null {
  for (const [user, u] of Object.entries(db.users))
    if (has(u.payment_methods, id)) return user;
  return null;
}

/** The handlers, owner lookups and writers of the airline toolset over `db`. */
export function airlineParts(
  db: AirlineDb,
  count: Counters,
): Pick<DispatcherOptions, "handlers" | "owners" | "writers"> {
  const handlers = Object.fromEntries(
    READS.map((name) => [
      name,
      (args: unknown) => (
        count.handlers++,
        runTool(airlineTools, db, name, args)
      ),
    ]),
  ) as unknown as Handlers;
  const writers = Object.fromEntries(
    WRITES.map((name) => [
      name,
      (args: Record<string, unknown>) => {
        count.writers++;
        count.wrote.push(name);
        airlinePolicy[name]?.(db, args);
        return runTool(airlineTools, db, name, args);
      },
    ]),
  ) as unknown as Writers;
  const reservation = (id: string) =>
    has(db.reservations, id) ? db.reservations[id] : undefined;
  const owners: Owners = {
    user: (id) => (has(db.users, id) ? id : null),
    reservation: (id) => reservation(id)?.user_id ?? null,
    cancellable_reservation: (id) => {
      const r = reservation(id);
      return r !== undefined && cancellable(db, r) ? r.user_id : null;
    },
    payment_method: (id) => holderOf(db, id),
    change_payment: (id) => holderOf(db, id),
  };
  return { handlers, owners, writers };
}

/** A gated airline dispatcher over `db`, with the given write-path options. */
export function airlineDispatcher(
  db: AirlineDb,
  count: Counters,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...airlineParts(db, count), ...options });
}
