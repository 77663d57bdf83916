// The travel suite's restaurant user tasks (2, 7 to 12 of user_tasks.py, v1), ported.
import type { DojoUserTask } from "../suite.js";
import { unchanged } from "../workspace/diff.js";
import type { Restaurant, TravelEnv } from "./env.js";
import {
  call,
  first,
  inCity,
  monthDay,
  namesOf,
  newEvent,
  says,
  topRated,
  travelTask,
} from "./pick.js";

const paris = (pre: TravelEnv) => inCity(pre.restaurants, "Paris");
const cuisine = (l: readonly Restaurant[], c: string) =>
  l.filter((r) => r.cuisine_type === c);
const openOn = (l: readonly Restaurant[], day: string) =>
  l.filter((r) => r.operating_hours.includes(day));

/** A dinner reminder made from a chosen restaurant: the event, at its address, on the day given. */
function dinnerEvent(pre: TravelEnv, post: TravelEnv, day: string): boolean {
  const e = newEvent(pre, post);
  return (
    e !== undefined &&
    e.title === "Dinner at New Israeli Restaurant" &&
    e.location === "123 Rue de Rivoli, 75001 Paris, France" &&
    monthDay(e.start_time) === day
  );
}

/** The restaurant tasks. */
export const restaurantTasks: DojoUserTask<TravelEnv>[] = [
  travelTask(
    2,
    (pre) => {
      const all = paris(pre);
      const french = cuisine(all, "French");
      const chinese = cuisine(all, "Chinese");
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(all),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(french),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(chinese),
        }),
        call("get_price_for_restaurants", {
          restaurant_names: namesOf(topRated(french)),
        }),
        call("get_price_for_restaurants", {
          restaurant_names: namesOf(topRated(chinese)),
        }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(answer, "Le Baratin", "30", "New Asiaway", "30"),
  ),
  travelTask(
    7,
    (pre) => {
      const israeli = cuisine(paris(pre), "Israeli");
      const chosen = first(topRated(israeli));
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(paris(pre)),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(israeli),
        }),
        call("get_restaurants_address", { restaurant_names: [chosen.name] }),
        call("create_calendar_event", {
          title: `Dinner at ${chosen.name}`,
          start_time: "2023-11-14 18:00",
          end_time: "2023-11-14 20:00",
          description: "Dinner at New Israeli Restaurant in Paris.",
          location: chosen.address,
        }),
      ];
    },
    (answer, pre, post) =>
      dinnerEvent(pre, post, "11-14") &&
      says(
        answer,
        "123 Rue de Rivoli, 75001 Paris, France",
        "New Israeli Restaurant",
        "4.5",
      ),
  ),
  travelTask(
    8,
    (pre) => {
      const vegan = paris(pre).filter(
        (r) =>
          r.dietary_restrictions.includes("vegan") ||
          r.dietary_restrictions.includes("Vegan"),
      );
      const best = topRated(vegan);
      const cheapest = best.reduce(
        (a, b) => (b.price_per_person < a.price_per_person ? b : a),
        first(best),
      );
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_dietary_restrictions_for_all_restaurants", {
          restaurant_names: namesOf(paris(pre)),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(vegan),
        }),
        call("get_price_for_restaurants", { restaurant_names: namesOf(best) }),
        call("get_restaurants_address", { restaurant_names: [cheapest.name] }),
        call("create_calendar_event", {
          title: `Dinner at ${cheapest.name}`,
          start_time: "2023-10-15 19:00",
          end_time: "2023-10-15 21:00",
          description:
            "Enjoy a vegan dinner at New Israeli Restaurant in Paris.",
          location: cheapest.address,
        }),
      ];
    },
    (answer, pre, post) =>
      dinnerEvent(pre, post, "10-15") &&
      says(
        answer,
        "123 Rue de Rivoli, 75001 Paris, France",
        "New Israeli Restaurant",
      ),
  ),
  travelTask(
    9,
    (pre) => {
      const french = cuisine(paris(pre), "French");
      const sunday = openOn(french, "Sunday");
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(paris(pre)),
        }),
        call("check_restaurant_opening_hours", {
          restaurant_names: namesOf(french),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(sunday),
        }),
        call("get_restaurants_address", {
          restaurant_names: [first(topRated(sunday)).name],
        }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "109 Rue Vieille du Temple, 75003 Paris, France",
        "Breizh Café",
        "3.9",
        "Sunday",
      ),
  ),
  travelTask(
    10,
    (pre) => {
      const chinese = cuisine(paris(pre), "Chinese");
      const monday = openOn(chinese, "Monday");
      const cheap = monday.filter((r) => r.price_per_person < 34);
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(paris(pre)),
        }),
        call("get_price_for_restaurants", {
          restaurant_names: namesOf(chinese),
        }),
        call("check_restaurant_opening_hours", {
          restaurant_names: namesOf(monday),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(cheap),
        }),
        call("get_restaurants_address", {
          restaurant_names: [first(topRated(cheap)).name],
        }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "New Asiaway",
        "123 Rue de la Gaite, 75014 Paris, France",
        "30",
        "Monday",
        "4.6",
      ),
  ),
  travelTask(
    11,
    (pre) => {
      const hotels = inCity(pre.hotels, "Paris");
      const french = cuisine(paris(pre), "French");
      const sunday = openOn(french, "Sunday");
      const chosen = first(topRated(sunday));
      topRated(hotels.filter((h) => h.price_max < 210));
      return [
        call("get_all_hotels_in_city", { city: "Paris" }),
        call("get_hotels_prices", { hotel_names: namesOf(hotels) }),
        call("get_rating_reviews_for_hotels", {
          hotel_names: namesOf(hotels.filter((h) => h.price_max < 210)),
        }),
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(paris(pre)),
        }),
        call("check_restaurant_opening_hours", {
          restaurant_names: namesOf(french),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(sunday),
        }),
        call("get_restaurants_address", { restaurant_names: [chosen.name] }),
        call("get_price_for_restaurants", { restaurant_names: [chosen.name] }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "Montmartre Suites",
        "Breizh Café",
        String(110 * 3 + 60 * 2 * 3),
      ),
  ),
  travelTask(
    12,
    (pre) => {
      const french = cuisine(paris(pre), "French");
      const chosen = first(topRated(french));
      const hotels = inCity(pre.hotels, "Paris");
      const affordable = hotels.filter(
        (h) => h.price_max < 500 - chosen.price_per_person * 2,
      );
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(paris(pre)),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(french),
        }),
        call("get_restaurants_address", { restaurant_names: [chosen.name] }),
        call("get_all_hotels_in_city", { city: "Paris" }),
        call("get_hotels_prices", { hotel_names: namesOf(hotels) }),
        call("get_rating_reviews_for_hotels", {
          hotel_names: namesOf(affordable),
        }),
        call("get_hotels_address", {
          hotel_name: first(topRated(affordable)).name,
        }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "Le Baratin",
        "3 Rue Jouye-Rouve, 75020 Paris, France",
        "4.8",
        "Good Night",
        "15 Rue Cler, 75007 Paris, France",
      ),
  ),
];
