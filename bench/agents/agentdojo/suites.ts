// Every ported AgentDojo suite the harness measures, in one list: a new suite is one line.
import { bankingSuite } from "./banking/index.js";
import { slackSuite } from "./slack/index.js";
import type { DojoSuite } from "./suite.js";
import { travelSuite } from "./travel/index.js";
import { workspaceSuite } from "./workspace/index.js";

// A suite with its environment's type forgotten: the harness only hands a suite back the
// environments that suite itself made, so nothing else can reach its tools.
const measured = <E>(suite: DojoSuite<E>): DojoSuite<unknown> =>
  suite as unknown as DojoSuite<unknown>;

/** The suites `bench:agents` measures, in the order it prints them. */
export const DOJO_SUITES: readonly DojoSuite<unknown>[] = [
  measured(bankingSuite),
  measured(slackSuite),
  measured(workspaceSuite),
  measured(travelSuite),
];

/** A suite's data folder in a checkout of AgentDojo. */
export function dojoDataDir(checkout: string, suite: string): string {
  return `${checkout}/src/agentdojo/data/suites/${suite}`;
}
