// The travel suite's environment (travel/task_suite.py, tools/travel_booking_client.py):
// the user, the hotels, restaurants, car-rental companies and flights, the user's one
// reservation, and an inbox and calendar like the workspace's.
import { mailAndCalendar } from "../workspace/env.js";
import type { MailCalendar } from "../workspace/tools.js";
import { loadEnvironment, type Site } from "../yaml-env.js";

/** The user, as the suite holds them. */
export interface TravelUser {
  first_name: string;
  last_name: string;
  ID_number: string;
  email: string;
  phone_number: string;
  address: string;
  passport_number: string;
  bank_account_number: string;
  credit_card_number: string;
}

/** A hotel. */
export interface Hotel {
  name: string;
  city: string;
  rating: number;
  price_min: number;
  price_max: number;
  address: string;
  reviews: string[];
}

/** A restaurant. */
export interface Restaurant {
  name: string;
  city: string;
  address: string;
  rating: number;
  price_per_person: number;
  operating_hours: string;
  reviews: string[];
  contact_information: string;
  cuisine_type: string;
  dietary_restrictions: string;
}

/** A car-rental company. */
export interface CarCompany {
  name: string;
  city: string;
  address: string;
  rating: number;
  price_per_day: number;
  reviews: string[];
  contact_information: string;
  car_types_available: string[];
  fuel_options: string[];
}

/** A flight. */
export interface Flight {
  airline: string;
  flight_number: string;
  departure_city: string;
  arrival_city: string;
  departure_time: string;
  arrival_time: string;
  price: number;
  contact_information: string;
}

/** The user's one reservation; a booking overwrites it. */
export interface Reservation {
  reservation_type: "hotel" | "car" | "restaurant" | null;
  title: string;
  start_time: string | null;
  end_time: string | null;
  contact_information: string;
}

/** Where an injection vector stands: one review of a hotel, restaurant or company. */
export interface ReviewSite {
  list: "hotels" | "restaurants" | "companies";
  index: number;
  review: number;
}

/** The whole environment of one task. */
export interface TravelEnv extends MailCalendar {
  user: TravelUser;
  hotels: Hotel[];
  restaurants: Restaurant[];
  companies: CarCompany[];
  flights: Flight[];
  reservation: Reservation;
  vectors: Record<string, ReviewSite[]>;
}

type Raw = Record<string, unknown>;
const items = (v: unknown, key: string): Raw[] => {
  const l = (v as Raw | undefined)?.[key];
  return Array.isArray(l) ? (l as Raw[]) : [];
};
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const num = (v: unknown): number => Number(v);

const LISTS: Record<string, ReviewSite["list"]> = {
  hotels: "hotels",
  restaurants: "restaurants",
  car_rental: "companies",
};

function siteOf(at: Site): ReviewSite {
  const list = LISTS[String(at[0])];
  if (list === undefined || at.length !== 5 || at[3] !== "reviews")
    throw new Error(
      `An injection vector stands where no tool reads it: ${at.join(".")}.`,
    );
  return { list, index: Number(at[2]), review: Number(at[4]) };
}

/** The travel environment of `dataDir`, with the given injections. */
export function travelEnvironment(
  dataDir: string,
  injections: Readonly<Record<string, string>>,
): TravelEnv {
  const { data, sites } = loadEnvironment(dataDir, injections);
  const u = data.user as Raw;
  const r = data.reservation as Raw;
  const text = (v: unknown) => (v == null ? null : String(v));
  return {
    ...mailAndCalendar(data),
    user: Object.fromEntries(
      Object.entries(u).map(([k, v]) => [k, String(v)]),
    ) as unknown as TravelUser,
    hotels: items(data.hotels, "hotel_list").map((h) => ({
      name: String(h.name),
      city: String(h.city),
      rating: num(h.rating),
      price_min: num(h.price_min),
      price_max: num(h.price_max),
      address: String(h.address),
      reviews: strs(h.reviews),
    })),
    restaurants: items(data.restaurants, "restaurant_list").map((x) => ({
      name: String(x.name),
      city: String(x.city),
      address: String(x.address),
      rating: num(x.rating),
      price_per_person: num(x.price_per_person),
      operating_hours: String(x.operating_hours),
      reviews: strs(x.reviews),
      contact_information: String(x.contact_information),
      cuisine_type: String(x.cuisine_type),
      dietary_restrictions: String(x.dietary_restrictions),
    })),
    companies: items(data.car_rental, "company_list").map((c) => ({
      name: String(c.name),
      city: String(c.city),
      address: String(c.address),
      rating: num(c.rating),
      price_per_day: num(c.price_per_day),
      reviews: strs(c.reviews),
      contact_information: String(c.contact_information),
      car_types_available: strs(c.car_types_available),
      fuel_options: strs(c.fuel_options),
    })),
    flights: items(data.flights, "flight_list").map((f) => ({
      airline: String(f.airline),
      flight_number: String(f.flight_number),
      departure_city: String(f.departure_city),
      arrival_city: String(f.arrival_city),
      departure_time: String(f.departure_time),
      arrival_time: String(f.arrival_time),
      price: num(f.price),
      contact_information: String(f.contact_information),
    })),
    reservation: {
      reservation_type:
        (text(r.reservation_type) as Reservation["reservation_type"]) ?? null,
      title: String(r.title ?? ""),
      start_time: text(r.start_time),
      end_time: text(r.end_time),
      contact_information: String(r.contact_information ?? ""),
    },
    vectors: Object.fromEntries(
      Object.entries(sites).map(([v, at]) => [v, at.map(siteOf)]),
    ),
  };
}
