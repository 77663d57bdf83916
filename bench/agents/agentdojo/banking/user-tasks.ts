// The banking suite's 16 user tasks in the order user_tasks.py registers them.
import type { DojoUserTask } from "../suite.js";
import { accountTasks } from "./account-tasks.js";
import type { BankingEnv } from "./env.js";
import { paymentTasks } from "./payment-tasks.js";
import { asUserTasks } from "./task.js";

/** Every banking user task. */
export const bankingUserTasks: readonly DojoUserTask<BankingEnv>[] =
  asUserTasks({ ...paymentTasks, ...accountTasks });
