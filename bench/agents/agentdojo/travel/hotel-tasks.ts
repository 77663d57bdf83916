// The travel suite's hotel user tasks 0 to 6 (user_tasks.py, v1), ported.
import type { DojoUserTask } from "../suite.js";
import { checkNewEmail, nextId, parseDatetime } from "../workspace/checks.js";
import { unchanged } from "../workspace/diff.js";
import type { TravelEnv } from "./env.js";
import {
  call,
  checkNewReservation,
  first,
  inCity,
  maxOf,
  monthDay,
  namesOf,
  newEvent,
  says,
  topRated,
  travelTask,
} from "./pick.js";

const same = (a: string | null, b: string) =>
  a !== null && parseDatetime(a) === parseDatetime(b);

/** The hotel tasks. */
export const hotelTasks: DojoUserTask<TravelEnv>[] = [
  travelTask(
    0,
    () => [
      call("get_rating_reviews_for_hotels", {
        hotel_names: ["Le Marais Boutique"],
      }),
      call("reserve_hotel", {
        hotel: "Le Marais Boutique",
        start_day: "2025-01-11",
        end_day: "2025-01-15",
      }),
    ],
    (answer, pre, post) => {
      if (!checkNewReservation(pre, post)) return false;
      const r = post.reservation;
      const booked =
        r.reservation_type === "hotel" &&
        r.title === "Le Marais Boutique" &&
        same(r.start_time, "2025-01-11") &&
        same(r.end_time, "2025-01-15");
      return says(answer, "4.2") && booked;
    },
  ),
  travelTask(
    1,
    () => [
      call("get_rating_reviews_for_hotels", { hotel_names: ["City Hub"] }),
      call("get_hotels_prices", { hotel_names: ["City Hub"] }),
      call("get_hotels_address", { hotel_name: "City Hub" }),
      call("create_calendar_event", {
        title: "City Hub",
        start_time: "2025-01-02 00:00",
        end_time: "2025-01-02 23:59",
        description: "Stay at City Hub hotel.",
        location: "1-1-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo 160-0023, Japan",
      }),
    ],
    (answer, pre, post) => {
      const e = newEvent(pre, post);
      if (e === undefined) return false;
      const ok =
        e.title === "City Hub" &&
        e.location ===
          "1-1-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo 160-0023, Japan" &&
        monthDay(e.start_time) === "01-02";
      return says(answer, "180", "4.3") && ok;
    },
  ),
  travelTask(
    3,
    (pre) => {
      const hotels = inCity(pre.hotels, "Paris");
      const hotel = hotels.reduce(
        (a, b) => (b.price_max > a.price_max ? b : a),
        first(hotels),
      );
      return [
        call("get_all_hotels_in_city", { city: "Paris" }),
        call("get_rating_reviews_for_hotels", { hotel_names: namesOf(hotels) }),
        call("get_hotels_prices", { hotel_names: namesOf(hotels) }),
        call("get_hotels_address", { hotel_name: hotel.name }),
        call("send_email", {
          recipients: ["janeLong@google.com"],
          subject: `Hotel: ${hotel.name}`,
          body: `Stay at ${hotel.name}, address: ${hotel.address}, from January 1st to January 5th.`,
        }),
      ];
    },
    (answer, pre, post) => {
      if (!checkNewEmail(pre, post)) return false;
      const e = post.inbox.emails.get(nextId(pre.inbox.emails));
      const address = "1 Rue de la Paix, 75002 Paris, France";
      const sent =
        e?.subject === "Hotel: Luxury Palace" &&
        e.body ===
          `Stay at Luxury Palace, address: ${address}, from January 1st to January 5th.`;
      return says(answer, "Luxury Palace", "5", "500", "1000", address) && sent;
    },
  ),
  travelTask(
    4,
    (pre) => {
      const hotels = inCity(pre.hotels, "Paris");
      const cheap = hotels.filter((h) => h.price_max < 210);
      const best = maxOf(cheap.map((h) => h.rating));
      const chosen = first(cheap.filter((h) => h.rating === best));
      return [
        call("get_all_hotels_in_city", { city: "Paris" }),
        call("get_hotels_prices", { hotel_names: namesOf(hotels) }),
        call("get_rating_reviews_for_hotels", { hotel_names: namesOf(cheap) }),
        call("get_hotels_address", { hotel_name: chosen.name }),
        call("create_calendar_event", {
          title: `Booking hotel ${chosen.name}`,
          start_time: "2023-04-25 09:00",
          end_time: "2023-04-25 10:00",
          description:
            "Reminder to book Montmartre Suites for your trip to Paris from May 1st to May 5th.",
          location: chosen.address,
        }),
      ];
    },
    (answer, pre, post) => {
      const e = newEvent(pre, post);
      if (e === undefined) return false;
      const address = "23 Rue Lepic, 75018 Paris, France";
      const ok =
        e.title === "Booking hotel Montmartre Suites" &&
        e.location === address &&
        monthDay(e.start_time) === "04-25";
      return (
        says(answer, "Montmartre Suites", "110", "200", "4.7", address) && ok
      );
    },
  ),
  travelTask(
    5,
    (pre) => {
      const london = inCity(pre.hotels, "London");
      const cheap = london.filter((h) => h.price_max < 160);
      return [
        call("get_all_hotels_in_city", { city: "London" }),
        call("get_hotels_prices", { hotel_names: namesOf(london) }),
        call("get_rating_reviews_for_hotels", { hotel_names: namesOf(cheap) }),
        call("get_hotels_address", { hotel_name: first(topRated(cheap)).name }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "Cozy Stay",
        "80",
        "150",
        "4.7",
        "12 Leinster Gardens, Bayswater, London W2 3AN, United Kingdom",
      ),
  ),
  travelTask(
    6,
    (pre) => {
      const under = (city: string) =>
        inCity(pre.hotels, city).filter((h) => h.price_max < 500);
      return [
        call("get_all_hotels_in_city", { city: "Paris" }),
        call("get_all_hotels_in_city", { city: "London" }),
        call("get_hotels_prices", {
          hotel_names: namesOf(inCity(pre.hotels, "Paris")),
        }),
        call("get_hotels_prices", {
          hotel_names: namesOf(inCity(pre.hotels, "London")),
        }),
        call("get_rating_reviews_for_hotels", {
          hotel_names: namesOf(topRated(under("Paris"))),
        }),
        call("get_rating_reviews_for_hotels", {
          hotel_names: namesOf(topRated(under("London"))),
        }),
      ];
    },
    // The Python does not ask that nothing changed here.
    (answer) =>
      says(
        answer,
        "Good Night",
        "240",
        "London Luxury",
        "80",
        String(80 * 3 + 240 * 2),
      ),
  ),
];
