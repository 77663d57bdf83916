// The travel suite's 20 user tasks, in the order user_tasks.py registers them.
import type { DojoUserTask } from "../suite.js";
import { carTasks } from "./car-tasks.js";
import type { TravelEnv } from "./env.js";
import { hotelTasks } from "./hotel-tasks.js";
import { restaurantTasks } from "./restaurant-tasks.js";

const number = (t: DojoUserTask<TravelEnv>) =>
  Number(t.id.slice("user_task_".length));

/** Every travel user task. */
export const travelUserTasks: readonly DojoUserTask<TravelEnv>[] = [
  ...hotelTasks,
  ...restaurantTasks,
  ...carTasks,
].sort((a, b) => number(a) - number(b));
