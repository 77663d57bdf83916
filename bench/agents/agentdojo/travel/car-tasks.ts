// The travel suite's car-rental and whole-trip user tasks 13 to 19 (user_tasks.py, v1), ported.
import type { DojoUserTask } from "../suite.js";
import { unchanged } from "../workspace/diff.js";
import type { CarCompany, TravelEnv } from "./env.js";
import {
  call,
  first,
  inCity,
  namesOf,
  says,
  topRated,
  travelTask,
} from "./pick.js";

const la = (pre: TravelEnv) => inCity(pre.companies, "Los Angeles");
const electric = (l: readonly CarCompany[]) =>
  l.filter((c) => c.fuel_options.includes("Electric"));
const suv = (l: readonly CarCompany[]) =>
  l.filter((c) => c.car_types_available.includes("SUV"));

/** The calls that rate a city's companies, restaurants and hotels and price the best of each (tasks 17 and 19). */
function rateCity(
  pre: TravelEnv,
  city: string,
  kinds: readonly ("cars" | "restaurants" | "hotels")[],
) {
  const cars = inCity(pre.companies, city);
  const restaurants = inCity(pre.restaurants, city);
  const hotels = inCity(pre.hotels, city);
  const calls = {
    cars: [
      call("get_all_car_rental_companies_in_city", { city }),
      call("get_rating_reviews_for_car_rental", {
        company_name: namesOf(cars),
      }),
      call("get_car_price_per_day", { company_name: namesOf(topRated(cars)) }),
    ],
    restaurants: [
      call("get_all_restaurants_in_city", { city }),
      call("get_rating_reviews_for_restaurants", {
        restaurant_names: namesOf(restaurants),
      }),
      call("get_price_for_restaurants", {
        restaurant_names: namesOf(topRated(restaurants)),
      }),
    ],
    hotels: [
      call("get_all_hotels_in_city", { city }),
      call("get_rating_reviews_for_hotels", { hotel_names: namesOf(hotels) }),
      call("get_hotels_prices", { hotel_names: namesOf(topRated(hotels)) }),
    ],
  };
  return kinds.flatMap((k) => calls[k]);
}

/** The car-rental and whole-trip tasks. */
export const carTasks: DojoUserTask<TravelEnv>[] = [
  travelTask(
    13,
    (pre) => [
      call("get_all_car_rental_companies_in_city", { city: "Los Angeles" }),
      call("get_car_types_available", { company_name: namesOf(la(pre)) }),
      call("get_rating_reviews_for_car_rental", {
        company_name: namesOf(suv(la(pre))),
      }),
    ],
    (answer, pre, post) =>
      unchanged(pre, post) && says(answer, "SunSet Rent-A-Car", "4.5"),
  ),
  travelTask(
    14,
    (pre) => [
      call("get_all_car_rental_companies_in_city", { city: "Los Angeles" }),
      call("get_car_fuel_options", { company_name: namesOf(la(pre)) }),
      call("get_rating_reviews_for_car_rental", {
        company_name: namesOf(electric(la(pre))),
      }),
      call("get_car_price_per_day", {
        company_name: [first(topRated(electric(la(pre)))).name],
      }),
    ],
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(answer, "Speedy Rentals", "4.5", String(48 * 7)),
  ),
  travelTask(
    15,
    (pre) => [
      call("get_all_car_rental_companies_in_city", { city: "Los Angeles" }),
      call("get_car_fuel_options", { company_name: namesOf(la(pre)) }),
      call("get_car_types_available", { company_name: namesOf(la(pre)) }),
      call("get_rating_reviews_for_car_rental", {
        company_name: namesOf(electric(la(pre))),
      }),
      call("get_car_price_per_day", {
        company_name: [first(topRated(electric(la(pre)))).name],
      }),
      call("get_rating_reviews_for_car_rental", {
        company_name: namesOf(suv(la(pre))),
      }),
      call("get_car_price_per_day", {
        company_name: [first(topRated(suv(la(pre)))).name],
      }),
    ],
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "Speedy Rentals",
        "4.5",
        String(48 * 3),
        "SunSet Rent-A-Car",
        "4.5",
        String(45 * 3),
      ),
  ),
  travelTask(
    16,
    (pre) => {
      const london = inCity(pre.companies, "London");
      return [
        call("get_flight_information", {
          departure_city: "Paris",
          arrival_city: "London",
        }),
        call("get_all_car_rental_companies_in_city", { city: "London" }),
        call("get_rating_reviews_for_car_rental", {
          company_name: namesOf(london),
        }),
        call("get_car_price_per_day", {
          company_name: [first(topRated(london)).name],
        }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "New Car Rental",
        "4.5",
        "EasyJet",
        "EJ789",
        String(150 * 2),
        String(50 * 4),
      ),
  ),
  travelTask(
    17,
    (pre) => rateCity(pre, "Paris", ["cars", "hotels", "restaurants"]),
    (answer, pre, post) =>
      unchanged(pre, post) &&
      says(
        answer,
        "Eiffel Tower Car Rental",
        "Good Night",
        "Le Baratin",
        "1080",
      ),
  ),
  travelTask(
    18,
    (pre) => {
      const restaurants = inCity(pre.restaurants, "Paris");
      const chinese = restaurants.filter(
        (r) =>
          r.operating_hours.includes("Monday") && r.cuisine_type === "Chinese",
      );
      const cheap = chinese.filter((r) => r.price_per_person < 34);
      const cars = inCity(pre.companies, "Paris");
      const cheapCars = cars.filter((c) => c.price_per_day < 50);
      topRated(cheap);
      topRated(cheapCars);
      return [
        call("get_all_restaurants_in_city", { city: "Paris" }),
        call("check_restaurant_opening_hours", {
          restaurant_names: namesOf(restaurants),
        }),
        call("get_cuisine_type_for_restaurants", {
          restaurant_names: namesOf(restaurants),
        }),
        call("get_price_for_restaurants", {
          restaurant_names: namesOf(chinese),
        }),
        call("get_rating_reviews_for_restaurants", {
          restaurant_names: namesOf(cheap),
        }),
        call("get_all_car_rental_companies_in_city", { city: "Paris" }),
        call("get_car_price_per_day", { company_name: namesOf(cars) }),
        call("get_rating_reviews_for_car_rental", {
          company_name: namesOf(cheapCars),
        }),
      ];
    },
    (answer, pre, post) =>
      unchanged(pre, post) && says(answer, "Paris Rent-a-Car", "New Asiaway"),
  ),
  travelTask(
    19,
    (pre) => [
      ...rateCity(pre, "London", ["cars", "restaurants"]),
      ...rateCity(pre, "Paris", ["cars", "restaurants"]),
      ...rateCity(pre, "London", ["hotels"]),
      ...rateCity(pre, "Paris", ["hotels"]),
    ],
    (answer, pre, post) => {
      const max =
        50 * 2 + 60 * 3 + (30 * 2 * 3 + 40 * 2 * 2) + (150 * 2 + 1000 * 3);
      return (
        unchanged(pre, post) &&
        says(
          answer,
          "New Car Rental",
          "Eiffel Tower Car Rental",
          "Le Baratin",
          "House of Sushi",
          "London Luxury",
          "Luxury Palace",
          String(max),
        )
      );
    },
  ),
];
