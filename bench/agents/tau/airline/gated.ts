// The airline toolset behind its contract: each read's handler and each write's writer is
// the domain's tool (./tools.ts), a writer after the policy checks the API leaves to the
// agent (./policy.ts).
import {
  createDispatcher,
  type Dispatcher,
  type DispatcherOptions,
  type Handlers,
  type Owners,
  type Writers,
} from "../generated/tau_airline/index.js";
import type { Counters } from "../counters.js";
import { holderOf, toolParts } from "../parts.js";
import type { AirlineDb } from "./db.js";
import { airlinePolicy, cancellable } from "./policy.js";
import { airlineTools } from "./tools.js";

const has = Object.hasOwn;

/** The airline reads the contract lets the model call. */
export const AIRLINE_READS = [
  "get_user_details",
  "get_reservation_details",
  "list_all_airports",
  "search_direct_flight",
  "search_onestop_flight",
  "calculate",
  "think",
] as const;

/** The airline writes, proposed and approved before they run. */
export const AIRLINE_WRITES = [
  "book_reservation",
  "cancel_reservation",
  "update_reservation_flights",
  "update_reservation_baggages",
  "update_reservation_passengers",
  "send_certificate",
] as const;

/** The handlers, owner lookups and writers of the airline toolset over `db`. */
export function airlineParts(
  db: AirlineDb,
  count: Counters,
): Pick<DispatcherOptions, "handlers" | "owners" | "writers"> {
  const policy = (name: string, args: Record<string, unknown>) =>
    airlinePolicy[name]?.(db, args);
  const { handlers, writers } = toolParts(
    airlineTools,
    db,
    AIRLINE_READS,
    AIRLINE_WRITES,
    count,
    policy,
  );
  const reservation = (id: string) =>
    has(db.reservations, id) ? db.reservations[id] : undefined;
  const owners: Owners = {
    user: (id) => (has(db.users, id) ? id : null),
    reservation: (id) => reservation(id)?.user_id ?? null,
    cancellable_reservation: (id) => {
      const r = reservation(id);
      return r !== undefined && cancellable(db, r) ? r.user_id : null;
    },
    payment_method: (id) => holderOf(db.users, id),
    change_payment: (id) => holderOf(db.users, id),
  };
  return {
    handlers: handlers as Handlers,
    owners,
    writers: writers as Writers,
  };
}

/** A gated airline dispatcher over `db`, with the given write-path options. */
export function airlineDispatcher(
  db: AirlineDb,
  count: Counters,
  options: Omit<DispatcherOptions, "handlers" | "owners" | "writers">,
): Dispatcher {
  return createDispatcher({ ...airlineParts(db, count), ...options });
}
