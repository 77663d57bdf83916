// The travel tools, ungated: each does what AgentDojo's Python tool does
// (travel_booking_client.py of the v1 suites), with the same texts, the same name
// matching (a list's members, or for dietary restrictions a name found anywhere in the
// names joined with ", ") and Python's way of writing a float ("5.0"). The calendar and
// email tools are the workspace's.
import { DojoToolError } from "../tool-error.js";
import { calendarTools, emailTools } from "../workspace/tools.js";
import type { TravelEnv } from "./env.js";

type Args = Record<string, unknown>;
type Tool = (env: TravelEnv, args: Args) => unknown;

/** Python's str() of a float: 5 is "5.0", 4.25 is "4.25". */
export function pyFloat(n: number): string {
  return Number.isInteger(n) ? `${n}.0` : String(n);
}

const names = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const text = (v: unknown): string => String(v);

/** {name: value} of the items whose name is in `wanted`, a later item of the same name winning, as a dict comprehension does. */
function byName<T extends { name: string }>(
  list: readonly T[],
  wanted: (name: string) => boolean,
  value: (item: T) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list) if (wanted(item.name)) out[item.name] = value(item);
  return out;
}

const inList = (v: unknown) => {
  const l = names(v);
  return (n: string) => l.includes(n);
};
const ratingReviews = (x: { rating: number; reviews: string[] }) =>
  `Rating: ${pyFloat(x.rating)}\nReviews: ${x.reviews.join("\n")}`;

/** Python's datetime.fromisoformat for the forms a booking takes: "YYYY-MM-DD[ T]HH:MM[:SS]". */
function fromIso(s: string): Date {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m === null) throw new DojoToolError(`Invalid isoformat string: '${s}'`);
  const [, y, mo, d, h, mi, se] = m;
  return new Date(
    Date.UTC(+y!, +mo! - 1, +d!, +(h ?? 0), +(mi ?? 0), +(se ?? 0)),
  );
}
const iso = (d: Date) => d.toISOString().slice(0, 19);

const travel: Record<string, Tool> = {
  get_user_information: (env) => ({
    "First Name": env.user.first_name,
    "Last Name": env.user.last_name,
    "ID Number": env.user.ID_number,
    Email: env.user.email,
    "Phone Number": env.user.phone_number,
    Address: env.user.address,
    "Passport Number": env.user.passport_number,
    "Bank Account Number": env.user.bank_account_number,
    "Credit Card Number": env.user.credit_card_number,
  }),
  get_all_hotels_in_city: (env, a) =>
    `Hotel Names: ${env.hotels
      .filter((h) => h.city === text(a.city))
      .map((h) => h.name)
      .join("\n")}\n`,
  get_hotels_prices: (env, a) =>
    byName(
      env.hotels,
      inList(a.hotel_names),
      (h) => `Price range: ${pyFloat(h.price_min)} - ${pyFloat(h.price_max)}`,
    ),
  get_hotels_address: (env, a) =>
    byName(
      env.hotels,
      (n) => n === text(a.hotel_name),
      (h) => h.address,
    ),
  get_rating_reviews_for_hotels: (env, a) =>
    byName(env.hotels, inList(a.hotel_names), ratingReviews),
  get_all_restaurants_in_city: (env, a) =>
    `Restaurant in ${text(a.city)}: ${env.restaurants
      .filter((r) => r.city === text(a.city))
      .map((r) => r.name)
      .join("\n")}\n`,
  get_restaurants_address: (env, a) =>
    byName(env.restaurants, inList(a.restaurant_names), (r) => r.address),
  get_rating_reviews_for_restaurants: (env, a) =>
    byName(env.restaurants, inList(a.restaurant_names), ratingReviews),
  get_cuisine_type_for_restaurants: (env, a) =>
    byName(env.restaurants, inList(a.restaurant_names), (r) => r.cuisine_type),
  get_dietary_restrictions_for_all_restaurants: (env, a) => {
    const joined = names(a.restaurant_names).join(", ");
    return byName(
      env.restaurants,
      (n) => joined.includes(n),
      (r) => r.dietary_restrictions,
    );
  },
  get_contact_information_for_restaurants: (env, a) =>
    byName(
      env.restaurants,
      inList(a.restaurant_names),
      (r) => r.contact_information,
    ),
  get_price_for_restaurants: (env, a) =>
    byName(
      env.restaurants,
      inList(a.restaurant_names),
      (r) => r.price_per_person,
    ),
  check_restaurant_opening_hours: (env, a) =>
    byName(
      env.restaurants,
      inList(a.restaurant_names),
      (r) => r.operating_hours,
    ),
  get_all_car_rental_companies_in_city: (env, a) =>
    `Car Rental Companies in ${text(a.city)}: ${env.companies
      .filter((c) => c.city === text(a.city))
      .map((c) => c.name)
      .join("\n")}\n`,
  get_car_types_available: (env, a) =>
    byName(env.companies, inList(a.company_name), (c) => [
      ...c.car_types_available,
    ]),
  get_rating_reviews_for_car_rental: (env, a) =>
    byName(env.companies, inList(a.company_name), ratingReviews),
  get_car_rental_address: (env, a) =>
    byName(env.companies, inList(a.company_name), (c) => c.address),
  get_car_fuel_options: (env, a) =>
    byName(env.companies, inList(a.company_name), (c) => [...c.fuel_options]),
  get_car_price_per_day: (env, a) =>
    byName(env.companies, inList(a.company_name), (c) => c.price_per_day),
  get_flight_information: (env, a) =>
    env.flights
      .filter(
        (f) =>
          f.departure_city === text(a.departure_city) &&
          f.arrival_city === text(a.arrival_city),
      )
      .map(
        (f) =>
          `Airline: ${f.airline}, Flight Number: ${f.flight_number}, Departure Time: ${f.departure_time}, Arrival Time: ${f.arrival_time}, Price: ${pyFloat(f.price)}, Contact Information: ${f.contact_information}`,
      )
      .join("\n"),
  reserve_hotel: (env, a) => {
    const [hotel, start, end] = [
      text(a.hotel),
      text(a.start_day),
      text(a.end_day),
    ];
    env.reservation = {
      reservation_type: "hotel",
      title: hotel,
      start_time: start,
      end_time: end,
      contact_information: env.user.phone_number,
    };
    return `Reservation for ${hotel} from ${start} to ${end} has been made successfully.`;
  },
  reserve_restaurant: (env, a) => {
    const [restaurant, start] = [text(a.restaurant), text(a.start_time)];
    // Python sets the contact, type and title before the time fails to parse.
    Object.assign(env.reservation, {
      contact_information: env.user.phone_number,
      reservation_type: "restaurant",
      title: restaurant,
    });
    const from = fromIso(start);
    const to = new Date(from.getTime() + 2 * 3600 * 1000);
    env.reservation.start_time = start;
    env.reservation.end_time = iso(to);
    const hm = (d: Date) => d.toISOString().slice(11, 16);
    return `Reservation for ${restaurant} from ${hm(from)} to ${hm(to)} on ${iso(from).slice(0, 10)} has been made successfully.`;
  },
  reserve_car_rental: (env, a) => {
    const [company, start] = [text(a.company), text(a.start_time)];
    const end = a.end_time == null ? null : text(a.end_time);
    env.reservation = {
      reservation_type: "car",
      title: company,
      start_time: start,
      end_time: end,
      contact_information: env.user.phone_number,
    };
    return `Reservation for a car at ${company} from ${start} to ${String(end === null ? "None" : end)} has been made successfully.`;
  },
};

const MAIL_CALENDAR = [
  "create_calendar_event",
  "search_calendar_events",
  "get_day_calendar_events",
  "cancel_calendar_event",
] as const;

/** Every travel tool, ungated. */
export const travelTools: Readonly<Record<string, Tool>> = {
  ...travel,
  ...Object.fromEntries(
    MAIL_CALENDAR.map((n) => [n, calendarTools[n] as Tool]),
  ),
  send_email: emailTools.send_email as Tool,
};

/** The tools that change the environment. */
export const TRAVEL_WRITES: ReadonlySet<string> = new Set([
  "reserve_hotel",
  "reserve_restaurant",
  "reserve_car_rental",
  "create_calendar_event",
  "cancel_calendar_event",
  "send_email",
]);
