// The violations corpus on made-up tasks of both τ-bench domains: every variant refused
// with its expected code before any handler or writer runs; none executed.
import { describe, expect, it } from "vitest";
import { counters } from "../../bench/agents/tau/counters.js";
import {
  approveAndExecute,
  proposal,
  REPLAY_KEY,
} from "../../bench/agents/tau/replay.js";
import { canonical } from "../../bench/agents/tau/state.js";
import {
  airlineVariants,
  proposed,
  retailVariants,
} from "../../bench/agents/tau/variants.js";
import { runViolations } from "../../bench/agents/tau/violations.js";
import { airlineFixture, retailFixture } from "./helpers.js";

describe("retail violations", () => {
  it("refuses every variant, none executed", async () => {
    const { domain, tasks } = retailFixture();
    const r = await runViolations(domain, tasks, retailVariants as never);
    expect(r.unexpected).toEqual([]);
    expect(r.executed).toBe(0);
    expect(r.refused).toBe(r.tried);
    for (const rule of [
      "another-users-order",
      "order-not-pending",
      "order-not-delivered",
      "items-modified-twice",
      "items-modified-twice-in-one-task",
      "returned-or-exchanged-twice",
      "cancelled-twice",
      "before-authentication",
      "another-users-profile",
      "another-users-payment-method",
    ])
      expect(r.byRule[rule]?.tried ?? 0, rule).toBeGreaterThan(0);
  });

  it("refuses another user's order before any handler or writer runs", async () => {
    const { domain, tasks } = retailFixture();
    const db = domain.fresh();
    const count = counters();
    const gate = domain.gate(db, count, {
      proposalKey: REPLAY_KEY,
      runOnce: domain.runOnce(),
    });
    const a = tasks[1]!.actions[1]!;
    const v = proposed(
      "another-users-order",
      "ana_lima_1001",
      a,
      { order_id: "#W2000001" },
      "other_owner",
    );
    const r = await gate.propose(
      { name: v.name, arguments: v.args },
      { user_id: v.user_id },
      domain.newTask(),
    );
    expect(r.code).toBe("other_owner");
    expect(r.error).toBe(
      "No order #W2000001 is available for this user.",
    );
    expect(count).toEqual({ handlers: 0, writers: 0, wrote: [] });
  });
});

describe("retail's principal", () => {
  it("is established by the first authentication read; another user cannot be authenticated in the task", async () => {
    const { domain } = retailFixture();
    const count = counters();
    const gate = domain.gate(domain.fresh(), count, { proposalKey: REPLAY_KEY, runOnce: domain.runOnce() });
    const t = domain.newTask();
    const find = (email: string) => gate.call({ name: "find_user_id_by_email", arguments: { email } }, {}, t);
    const details = (user_id: string) => gate.call({ name: "get_user_details", arguments: { user_id } }, {}, t);
    expect((await details("ana_lima_1001")).code).toBe("out_of_scope");
    expect((await find("ana.lima1001@example.com")).data).toBe("ana_lima_1001");
    expect((await details("ana_lima_1001")).code).toBe("ok");
    const other = await find("ben.okoro2002@example.com");
    expect([other.code, other.error]).toEqual(["out_of_scope", "This conversation is with one user; no other can be authenticated in it."]);
    expect(JSON.stringify(other)).not.toContain("ben_okoro_2002");
    expect((await details("ben_okoro_2002")).code).toBe("out_of_scope");
  });
});

describe("airline violations", () => {
  it("refuses every variant, none executed", async () => {
    const { domain, tasks } = airlineFixture();
    const r = await runViolations(domain, tasks, airlineVariants as never);
    expect(r.unexpected).toEqual([]);
    expect(r.executed).toBe(0);
    expect(r.refused).toBe(r.tried);
    for (const rule of [
      "another-users-reservation",
      "reservation-not-cancellable",
      "cancelled-twice",
      "more-than-five-passengers",
      "certificate-pays-a-change",
      "another-user",
      "certificate-over-five-passengers",
    ])
      expect(r.byRule[rule]?.tried ?? 0, rule).toBeGreaterThan(0);
  });
});

describe("airline rules a handler enforces", () => {
  it("refuses removing a checked bag in the writer, after approval, with nothing changed", async () => {
    const { domain } = airlineFixture();
    const db = domain.fresh();
    const count = counters();
    const gate = domain.gate(db, count, {
      proposalKey: REPLAY_KEY,
      runOnce: domain.runOnce(),
    });
    const before = canonical(db);
    const a = {
      name: "update_reservation_baggages",
      kwargs: {
        reservation_id: "BBB222",
        total_baggages: 0,
        nonfree_baggages: 0,
        payment_id: "credit_card_3000001",
      },
    };
    const ctx = { user_id: "cara_diaz_3003" };
    const proposed = await gate.propose(proposal(a), ctx, domain.newTask());
    expect(proposed.ok).toBe(true);
    const r = await approveAndExecute(
      gate,
      proposed.proposals?.[0],
      ctx,
      "a person",
    );
    expect(r.code).toBe("tool_refused");
    expect(count.writers).toBe(1);
    expect(canonical(db)).toBe(before);
  });
});
