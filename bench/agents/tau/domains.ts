// The two τ-bench domains as the replays see them: a database, its tools run ungated,
// and the same tools behind the generated dispatcher of its contract.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { AIRLINE_WRITES, airlineDispatcher } from "./airline/gated.js";
import type { AirlineDb } from "./airline/db.js";
import { airlineTools } from "./airline/tools.js";
import type { Counters } from "./counters.js";
import { parseTasks, type TauTask } from "./pytasks.js";
import { RETAIL_WRITES, retailDispatcher } from "./retail/gated.js";
import type { RetailDb } from "./retail/db.js";
import { retailTools } from "./retail/tools.js";
import * as airlineToolset from "./generated/tau_airline/index.js";
import * as retailToolset from "./generated/tau_retail/index.js";

/** A tool result as the replays read it (both toolsets' ToolResult fit it). */
export interface Result {
  readonly ok: boolean;
  readonly code: string;
  readonly error?: string | undefined;
  readonly data?: unknown;
  readonly proposals?: readonly unknown[];
}

/** The dispatcher surface the replays use, common to both toolsets; `approve` when the runtime has it. */
export interface Gate {
  call(
    call: { name: string; arguments: unknown },
    ctx: { user_id?: string },
    task: unknown,
  ): Promise<Result>;
  propose(
    call: { name: string; arguments: unknown },
    ctx: { user_id?: string },
    task: unknown,
  ): Promise<Result>;
  execute(
    proposal: never,
    ctx: { user_id?: string },
    approval: { by: string },
  ): Promise<Result>;
  approve?(
    proposal: never,
    ctx: { user_id?: string },
    approval: { by: string },
  ): Promise<Result>;
}

/** The options a replay gives the write path: a key, and a run-once store passed explicitly. */
export interface GateOptions {
  readonly proposalKey: string;
  readonly runOnce: unknown;
}

/** One domain: its name, its tools, which of them write, and its gated dispatcher. */
export interface Domain {
  readonly suite: "tau-retail" | "tau-airline";
  readonly tools: Record<
    string,
    (db: never, args: Record<string, unknown>) => unknown
  >;
  readonly writes: ReadonlySet<string>;
  /** A fresh copy of the database. */
  fresh(): object;
  gate(db: object, count: Counters, options: GateOptions): Gate;
  /** A fresh task of the toolset. */
  newTask(): unknown;
  /** A fresh in-memory run-once store (`memoryStore()` where the runtime exports it). */
  runOnce(): unknown;
}

/** A domain's database and its test tasks. */
export interface DomainData {
  readonly domain: Domain;
  readonly tasks: readonly TauTask[];
}

function memory(toolset: Record<string, unknown>): unknown {
  const factory = toolset.memoryStore;
  if (typeof factory === "function") return (factory as () => unknown)();
  return new (toolset.MemoryRunOnce as new () => unknown)();
}

/** One domain over a database, from its parts. */
function domain(
  suite: Domain["suite"],
  base: object,
  tools: object,
  writes: readonly string[],
  gate: (db: never, count: Counters, options: never) => unknown,
  toolset: { newTask(): unknown },
): Domain {
  return {
    suite,
    tools: tools as Domain["tools"],
    writes: new Set(writes),
    fresh: () => structuredClone(base),
    gate: (db, count, options) =>
      gate(db as never, count, options as never) as Gate,
    newTask: () => toolset.newTask(),
    runOnce: () => memory(toolset as unknown as Record<string, unknown>),
  };
}

/** The retail domain over a database. */
export function retailDomain(base: RetailDb): Domain {
  return domain(
    "tau-retail",
    base,
    retailTools,
    RETAIL_WRITES,
    retailDispatcher,
    retailToolset,
  );
}

/** The airline domain over a database. */
export function airlineDomain(base: AirlineDb): Domain {
  return domain(
    "tau-airline",
    base,
    airlineTools,
    AIRLINE_WRITES,
    airlineDispatcher,
    airlineToolset,
  );
}

const json = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

/** Both domains read from a τ-bench checkout: its data files and its test tasks. */
export function loadCheckout(root: string): DomainData[] {
  const env = (d: string, ...p: string[]) =>
    join(root, "tau_bench", "envs", d, ...p);
  const retail = {
    users: json(env("retail", "data", "users.json")),
    orders: json(env("retail", "data", "orders.json")),
    products: json(env("retail", "data", "products.json")),
  } as RetailDb;
  const airline = {
    users: json(env("airline", "data", "users.json")),
    reservations: json(env("airline", "data", "reservations.json")),
    flights: json(env("airline", "data", "flights.json")),
  } as AirlineDb;
  return [
    {
      domain: retailDomain(retail),
      tasks: parseTasks(
        readFileSync(env("retail", "tasks_test.py"), "utf8"),
        "retail",
      ),
    },
    {
      domain: airlineDomain(airline),
      tasks: parseTasks(
        readFileSync(env("airline", "tasks_test.py"), "utf8"),
        "airline",
      ),
    },
  ];
}
