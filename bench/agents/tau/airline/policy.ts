// The airline policy's rules that τ-bench's tools leave to the agent ("The API does not
// check these for the agent") and that depend on data a contract cannot read: checked by
// the gated writers before the tool runs, as a ToolRefusal.
import { ToolRefusal } from "../generated/tau_airline/index.js";
import type { AirlineDb, Reservation, User } from "./db.js";

type Args = Record<string, unknown>;

/** The free checked bags per passenger, by membership and cabin (wiki: "Checked bag allowance"). */
export const FREE_BAGS: Record<string, Record<string, number>> = {
  regular: { basic_economy: 0, economy: 1, business: 2 },
  silver: { basic_economy: 1, economy: 2, business: 3 },
  gold: { basic_economy: 2, economy: 3, business: 3 },
};

/** The policy's current time, and the start of the 24 hours before it. */
const DAY_BEFORE = "2024-05-14T15:00:00";

/** Whether the reservation may be cancelled: wiki "Cancel flight", as far as data shows it. */
export function cancellable(db: AirlineDb, r: Reservation): boolean {
  if (r.status === "cancelled") return false;
  const statuses = r.flights.map(
    (f) => db.flights[f.flight_number]?.dates[f.date]?.status,
  );
  if (statuses.some((s) => s === "landed" || s === "flying")) return false;
  return (
    r.created_at >= DAY_BEFORE ||
    statuses.includes("cancelled") ||
    r.cabin === "business" ||
    r.insurance === "yes"
  );
}

function refuse(text: string): never {
  throw new ToolRefusal(text);
}

// The airports a list of flights goes from and to, as the flight table lists them.
function ends(
  db: AirlineDb,
  flights: { flight_number: string }[],
): [string | undefined, string | undefined] {
  const first = db.flights[flights[0]?.flight_number ?? ""];
  const last = db.flights[flights[flights.length - 1]?.flight_number ?? ""];
  return [first?.origin, last?.destination];
}

/** The policy's checks of each write the API leaves to the agent; each throws a ToolRefusal. */
export const airlinePolicy: Record<string, (db: AirlineDb, a: Args) => void> = {
  book_reservation(db, a) {
    const payments = a.payment_methods as { payment_id: string }[];
    const kinds = (k: string) =>
      payments.filter((p) => p.payment_id.startsWith(k)).length;
    if (
      kinds("certificate_") > 1 ||
      kinds("credit_card_") > 1 ||
      kinds("gift_card_") > 3
    )
      refuse(
        "A reservation can use at most one travel certificate, one credit card and three gift cards.",
      );
    const user = db.users[String(a.user_id)] as User | undefined;
    const free =
      FREE_BAGS[user?.membership ?? "regular"]?.[String(a.cabin)] ?? 0;
    const passengers = (a.passengers as unknown[]).length;
    if (
      Number(a.nonfree_baggages) <
      Math.max(0, Number(a.total_baggages) - free * passengers)
    )
      refuse(
        `Only ${free * passengers} of the checked bags are free for this user and cabin; each other bag is paid.`,
      );
  },
  update_reservation_flights(db, a) {
    const r = db.reservations[String(a.reservation_id)] as Reservation;
    const flights = a.flights as { flight_number: string; date: string }[];
    const same =
      flights.length === r.flights.length &&
      flights.every(
        (f, n) =>
          f.flight_number === r.flights[n]?.flight_number &&
          f.date === r.flights[n]?.date,
      );
    // The API keeps the reservation's cabin as booked, so the cabin asked for here decides.
    if (r.cabin === "basic_economy" && a.cabin === "basic_economy" && !same)
      refuse(
        "The flights of a basic economy reservation cannot be changed; only its cabin can.",
      );
    const [from, to] = ends(db, flights);
    const end = r.flight_type === "round_trip" ? r.origin : r.destination;
    if (from !== r.origin || to !== end)
      refuse(
        "A change of flights keeps the reservation's origin, destination and trip type.",
      );
  },
  update_reservation_baggages(db, a) {
    const r = db.reservations[String(a.reservation_id)] as Reservation;
    if (
      Number(a.total_baggages) < r.total_baggages ||
      Number(a.nonfree_baggages) < r.nonfree_baggages
    )
      refuse("Checked bags can be added but not removed.");
  },
};
