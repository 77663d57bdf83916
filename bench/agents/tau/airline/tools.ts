// The airline domain's tools over its database, written from what τ-bench's Python tools
// do: the same checks in the same order, the same changes, the same error texts (a
// KeyError's text too, where the Python lets one escape). Errors change nothing.
import { calculate } from "../retail/tools.js";
import { TauError } from "../pyfloat.js";
import type {
  AirlineDb,
  FlightDate,
  Passenger,
  Reservation,
  ReservedFlight,
  User,
} from "./db.js";

type Args = Record<string, unknown>;
/** One tool: the database and the call's arguments in, the tool's answer out. */
export type AirlineTool = (db: AirlineDb, args: Args) => unknown;

const has = Object.hasOwn;
const str = (a: Args, k: string): string => String(a[k]);
const copy = <T>(v: T): T => structuredClone(v);

const AIRPORTS: Record<string, string> = {
  SFO: "San Francisco",
  JFK: "New York",
  LAX: "Los Angeles",
  ORD: "Chicago",
  DFW: "Dallas",
  DEN: "Denver",
  SEA: "Seattle",
  ATL: "Atlanta",
  MIA: "Miami",
  BOS: "Boston",
  PHX: "Phoenix",
  IAH: "Houston",
  LAS: "Las Vegas",
  MCO: "Orlando",
  EWR: "Newark",
  CLT: "Charlotte",
  MSP: "Minneapolis",
  DTW: "Detroit",
  PHL: "Philadelphia",
  LGA: "LaGuardia",
};

function reservationOf(db: AirlineDb, id: string): Reservation {
  if (!has(db.reservations, id)) throw new TauError("reservation not found");
  return db.reservations[id] as Reservation;
}

// The seats and price of one flight on one date in a cabin, checked as booking checks them.
function priced(
  db: AirlineDb,
  f: { flight_number: string; date: string },
  cabin: string,
  seats: number,
): ReservedFlight {
  if (!has(db.flights, f.flight_number))
    throw new TauError(`flight ${f.flight_number} not found`);
  const flight = db.flights[f.flight_number] as NonNullable<
    AirlineDb["flights"][string]
  >;
  if (!has(flight.dates, f.date))
    throw new TauError(`flight ${f.flight_number} not found on date ${f.date}`);
  const day = flight.dates[f.date] as FlightDate;
  if (day.status !== "available")
    throw new TauError(
      `flight ${f.flight_number} not available on date ${f.date}`,
    );
  if ((day.available_seats?.[cabin] ?? 0) < seats)
    throw new TauError(`not enough seats on flight ${f.flight_number}`);
  return {
    ...f,
    price: day.prices?.[cabin] as number,
    origin: flight.origin,
    destination: flight.destination,
  };
}

// A payment method for a change (not a certificate; a gift card must cover `price`).
function changePayment(
  db: AirlineDb,
  r: Reservation,
  id: string,
  price: number,
) {
  const methods = (db.users[r.user_id] as User).payment_methods;
  if (!has(methods, id)) throw new TauError("payment method not found");
  const m = methods[id] as NonNullable<(typeof methods)[string]>;
  if (m.source === "certificate")
    throw new TauError("certificate cannot be used to update reservation");
  if (m.source === "gift_card" && (m.amount ?? 0) < price)
    throw new TauError("gift card balance is not enough");
  return m;
}

// A search result: the flight without its dates, with one date's fields.
function listed(
  f: AirlineDb["flights"][string] & object,
  day: FlightDate,
): Record<string, unknown> {
  const { dates: _dates, ...rest } = f;
  return { ...rest, ...day };
}

/** Every airline tool, by name. */
export const airlineTools: Record<string, AirlineTool> = {
  get_user_details(db, a) {
    if (!has(db.users, str(a, "user_id"))) throw new TauError("user not found");
    return db.users[str(a, "user_id")];
  },
  get_reservation_details(db, a) {
    // The Python says "user not found" here too.
    if (!has(db.reservations, str(a, "reservation_id")))
      throw new TauError("user not found");
    return db.reservations[str(a, "reservation_id")];
  },
  list_all_airports: () => AIRPORTS,
  search_direct_flight(db, a) {
    const [origin, destination, date] = [
      str(a, "origin"),
      str(a, "destination"),
      str(a, "date"),
    ];
    const out: unknown[] = [];
    for (const f of Object.values(db.flights))
      if (
        f.origin === origin &&
        f.destination === destination &&
        f.dates[date]?.status === "available"
      )
        out.push(listed(f, f.dates[date] as FlightDate));
    return out;
  },
  search_onestop_flight(db, a) {
    const [origin, destination, date] = [
      str(a, "origin"),
      str(a, "destination"),
      str(a, "date"),
    ];
    const out: unknown[] = [];
    for (const f1 of Object.values(db.flights)) {
      if (f1.origin !== origin) continue;
      for (const f2 of Object.values(db.flights)) {
        if (f2.destination !== destination || f1.destination !== f2.origin)
          continue;
        // As the Python writes it: the day after is not zero-padded.
        const date2 = f1.scheduled_arrival_time_est.includes("+1")
          ? `2024-05-${Number(date.slice(-2)) + 1}`
          : date;
        if (f1.scheduled_arrival_time_est > f2.scheduled_departure_time_est)
          continue;
        const [d1, d2] = [f1.dates[date], f2.dates[date2]];
        if (d1?.status !== "available" || d2?.status !== "available") continue;
        // The Python reads the second flight's fields on the first date (a KeyError when it has none).
        const d2first = f2.dates[date];
        if (d2first === undefined) throw new TauError(`'${date}'`);
        out.push([
          { ...listed(f1, d1), date },
          { ...listed(f2, d2first), date: date2 },
        ]);
      }
    }
    return out;
  },
  calculate: (_db, a) => calculate(str(a, "expression")),
  think: () => "",
  transfer_to_human_agents: () => "Transfer successful",

  book_reservation(db, a) {
    const user_id = str(a, "user_id");
    if (!has(db.users, user_id)) throw new TauError("user not found");
    const user = db.users[user_id] as User;
    let id = "HATHAT";
    if (has(db.reservations, id))
      id = has(db.reservations, "HATHAU") ? "HATHAV" : "HATHAU";
    const cabin = str(a, "cabin");
    const passengers = copy(a.passengers) as Passenger[];
    const payments = copy(a.payment_methods) as {
      payment_id: string;
      amount: number;
    }[];
    let total = 0;
    const flights = (
      a.flights as { flight_number: string; date: string }[]
    ).map((f) => {
      const p = priced(
        db,
        { flight_number: f.flight_number, date: f.date },
        cabin,
        passengers.length,
      );
      total += p.price * passengers.length;
      return p;
    });
    if (a.insurance === "yes") total += 30 * passengers.length;
    total += 50 * Number(a.nonfree_baggages);
    for (const p of payments) {
      if (!has(user.payment_methods, p.payment_id))
        throw new TauError(`payment method ${p.payment_id} not found`);
      const m = user.payment_methods[p.payment_id] as NonNullable<
        User["payment_methods"][string]
      >;
      if (
        (m.source === "gift_card" || m.source === "certificate") &&
        (m.amount ?? 0) < p.amount
      )
        throw new TauError(
          `not enough balance in payment method ${p.payment_id}`,
        );
    }
    const paid = payments.reduce((s, p) => s + p.amount, 0);
    if (paid !== total)
      throw new TauError(
        `payment amount does not add up, total price is ${total}, but paid ${paid}`,
      );
    for (const p of payments) {
      const m = user.payment_methods[p.payment_id] as NonNullable<
        User["payment_methods"][string]
      >;
      if (m.source === "gift_card") m.amount = (m.amount ?? 0) - p.amount;
      else if (m.source === "certificate")
        delete user.payment_methods[p.payment_id];
    }
    const reservation: Reservation = {
      reservation_id: id,
      user_id,
      origin: str(a, "origin"),
      destination: str(a, "destination"),
      flight_type: a.flight_type as Reservation["flight_type"],
      cabin: cabin as Reservation["cabin"],
      flights,
      passengers,
      payment_history: payments,
      created_at: "2024-05-15T15:00:00",
      total_baggages: Number(a.total_baggages),
      nonfree_baggages: Number(a.nonfree_baggages),
      insurance: a.insurance as Reservation["insurance"],
    };
    db.reservations[id] = reservation;
    user.reservations.push(id);
    return reservation;
  },
  cancel_reservation(db, a) {
    const r = reservationOf(db, str(a, "reservation_id"));
    const refunds = r.payment_history.map((p) => ({
      payment_id: p.payment_id,
      amount: -p.amount,
    }));
    r.payment_history.push(...refunds);
    r.status = "cancelled";
    return r;
  },
  update_reservation_baggages(db, a) {
    const r = reservationOf(db, str(a, "reservation_id"));
    const nonfree = Number(a.nonfree_baggages);
    const price = 50 * Math.max(0, nonfree - r.nonfree_baggages);
    const m = changePayment(db, r, str(a, "payment_id"), price);
    r.total_baggages = Number(a.total_baggages);
    r.nonfree_baggages = nonfree;
    if (m.source === "gift_card") m.amount = (m.amount ?? 0) - price;
    if (price !== 0)
      r.payment_history.push({
        payment_id: str(a, "payment_id"),
        amount: price,
      });
    return r;
  },
  update_reservation_flights(db, a) {
    const r = reservationOf(db, str(a, "reservation_id"));
    const cabin = str(a, "cabin");
    const n = r.passengers.length;
    let total = 0;
    const flights = (
      a.flights as { flight_number: string; date: string }[]
    ).map((f) => {
      // A flight kept in the same cabin keeps the price paid.
      const kept = r.flights.find(
        (k) =>
          k.flight_number === f.flight_number &&
          k.date === f.date &&
          cabin === r.cabin,
      );
      const p = kept
        ? {
            flight_number: f.flight_number,
            date: f.date,
            price: kept.price,
            origin: kept.origin,
            destination: kept.destination,
          }
        : priced(
            db,
            { flight_number: f.flight_number, date: f.date },
            cabin,
            n,
          );
      total += p.price * n;
      return p;
    });
    total -= r.flights.reduce((s, f) => s + f.price, 0) * n;
    const m = changePayment(db, r, str(a, "payment_id"), total);
    if (m.source === "gift_card") m.amount = (m.amount ?? 0) - total;
    r.flights = flights;
    if (total !== 0)
      r.payment_history.push({
        payment_id: str(a, "payment_id"),
        amount: total,
      });
    return r;
  },
  update_reservation_passengers(db, a) {
    const r = reservationOf(db, str(a, "reservation_id"));
    const passengers = copy(a.passengers) as Passenger[];
    if (passengers.length !== r.passengers.length)
      throw new TauError("number of passengers does not match");
    r.passengers = passengers;
    return r;
  },
  send_certificate(db, a) {
    const user_id = str(a, "user_id");
    if (!has(db.users, user_id)) throw new TauError("user not found");
    const user = db.users[user_id] as User;
    for (const n of [3221322, 3221323, 3221324]) {
      const id = `certificate_${n}`;
      if (!has(user.payment_methods, id)) {
        user.payment_methods[id] = {
          source: "certificate",
          amount: Number(a.amount),
          id,
        };
        return `Certificate ${id} added to user ${user_id} with amount ${Number(a.amount)}.`;
      }
    }
    return null;
  },
};
