// The shape of τ-bench's airline database, as far as its tools read and write it.

/** A payment method in a user's profile; gift cards and certificates have an amount. */
export interface PaymentMethod {
  source: "credit_card" | "gift_card" | "certificate";
  id: string;
  amount?: number;
  [more: string]: unknown;
}

/** A passenger of a reservation. */
export interface Passenger {
  first_name: string;
  last_name: string;
  dob: string;
}

/** A user's profile. */
export interface User {
  name: { first_name: string; last_name: string };
  email: string;
  dob: string;
  payment_methods: Record<string, PaymentMethod>;
  saved_passengers: Passenger[];
  membership: "regular" | "silver" | "gold";
  reservations: string[];
  [more: string]: unknown;
}

/** One flight of a reservation, at the price paid. */
export interface ReservedFlight {
  flight_number: string;
  date: string;
  price: number;
  origin: string;
  destination: string;
}

/** A payment (positive) or refund (negative) of a reservation. */
export interface ReservationPayment {
  payment_id: string;
  amount: number;
}

/** A reservation. */
export interface Reservation {
  reservation_id: string;
  user_id: string;
  origin: string;
  destination: string;
  flight_type: "one_way" | "round_trip";
  cabin: "basic_economy" | "economy" | "business";
  flights: ReservedFlight[];
  passengers: Passenger[];
  payment_history: ReservationPayment[];
  created_at: string;
  total_baggages: number;
  nonfree_baggages: number;
  insurance: "yes" | "no";
  status?: string;
}

/** A flight on one date: its status, and while available its seats and prices per cabin. */
export interface FlightDate {
  status: string;
  available_seats?: Record<string, number>;
  prices?: Record<string, number>;
  [more: string]: unknown;
}

/** A scheduled flight and its dates. */
export interface Flight {
  flight_number: string;
  origin: string;
  destination: string;
  scheduled_departure_time_est: string;
  scheduled_arrival_time_est: string;
  dates: Record<string, FlightDate>;
}

/** The whole airline database. */
export interface AirlineDb {
  users: Record<string, User>;
  reservations: Record<string, Reservation>;
  flights: Record<string, Flight>;
}
