// The made-up τ-bench-shaped fixtures of the agent-benchmark tests, as domains and tasks.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AirlineDb } from "../../bench/agents/tau/airline/db.js";
import {
  airlineDomain,
  retailDomain,
  type Domain,
} from "../../bench/agents/tau/domains.js";
import type { TauTask } from "../../bench/agents/tau/pytasks.js";
import type { RetailDb } from "../../bench/agents/tau/retail/db.js";

function fixture(name: string): { db: unknown; tasks: TauTask[] } {
  const url = new URL(`./fixtures/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), "utf8")) as {
    db: unknown;
    tasks: TauTask[];
  };
}

/** The retail fixture: its domain and tasks. */
export function retailFixture(): {
  domain: Domain;
  tasks: TauTask[];
  db: RetailDb;
} {
  const f = fixture("tau-retail");
  return {
    domain: retailDomain(f.db as RetailDb),
    tasks: f.tasks,
    db: f.db as RetailDb,
  };
}

/** The airline fixture: its domain and tasks. */
export function airlineFixture(): {
  domain: Domain;
  tasks: TauTask[];
  db: AirlineDb;
} {
  const f = fixture("tau-airline");
  return {
    domain: airlineDomain(f.db as AirlineDb),
    tasks: f.tasks,
    db: f.db as AirlineDb,
  };
}
