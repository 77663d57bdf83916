// The figures `bench:agents -- --json` writes, in the shape shared with the other agent
// benchmarks, on the made-up tasks.
import { describe, expect, it } from "vitest";
import { printSuite, suiteReport } from "../../bench/agents/tau/report.js";
import { airlineRules, retailRules } from "../../bench/agents/tau/rules.js";
import {
  airlineVariants,
  retailVariants,
} from "../../bench/agents/tau/variants.js";
import { airlineFixture, retailFixture } from "./helpers.js";

describe("suiteReport", () => {
  it("gives tasks, utility, failures, violations per rule and the rule table", async () => {
    const { domain, tasks } = airlineFixture();
    const broken = {
      id: "airline-fixture-x",
      user_id: "cara_diaz_3003",
      instruction: "",
      actions: [
        { name: "cancel_reservation", kwargs: { reservation_id: "BBB222" } },
      ],
    };
    const s = await suiteReport(
      domain,
      [...tasks, broken],
      airlineVariants as never,
      airlineRules,
    );
    expect(s.tasks).toBe(5);
    expect(s.utility).toBe(0.8);
    expect(s.failed).toEqual([
      {
        task: "airline-fixture-x",
        reason: expect.stringMatching(
          /^cancel_reservation: not_found: Reservation BBB222 cannot be cancelled/,
        ) as unknown,
      },
    ]);
    expect(s.violations.executed).toBe(0);
    expect(s.violations.refused).toBe(s.violations.tried);
    expect(
      Object.values(s.violations.byRule).reduce((n, c) => n + c.tried, 0),
    ).toBe(s.violations.tried);
    expect(JSON.parse(JSON.stringify(s)).rules).toEqual(airlineRules);
    expect(printSuite("tau-airline", s)).toContain(
      "tau-airline: 5 tasks replayed, utility 80.0% (4/5)",
    );
  });

  it("places every rule of both tables in one of the four places, each with a how", () => {
    for (const r of [...retailRules, ...airlineRules]) {
      expect(["contract", "handler", "approval", "not-enforceable"]).toContain(
        r.where,
      );
      expect(r.how.length, r.rule).toBeGreaterThan(10);
    }
  });

  it("reports full utility on the retail tasks", async () => {
    const { domain, tasks } = retailFixture();
    const s = await suiteReport(
      domain,
      tasks,
      retailVariants as never,
      retailRules,
    );
    expect([s.utility, s.failed, s.violations.unexpected]).toEqual([1, [], []]);
  });
});
