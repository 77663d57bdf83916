// The utility replay on made-up tasks of both τ-bench domains: the gated dispatcher
// (reads called, writes proposed, approved, executed) must end where the tools alone end,
// and the changes must really have happened.
import { describe, expect, it } from "vitest";
import { canonical } from "../../bench/agents/tau/state.js";
import {
  ConfirmingPerson,
  replayGated,
  replayTask,
  replayUngated,
} from "../../bench/agents/tau/replay.js";
import type { AirlineDb } from "../../bench/agents/tau/airline/db.js";
import type { RetailDb } from "../../bench/agents/tau/retail/db.js";
import { airlineFixture, retailFixture } from "./helpers.js";

describe("retail golden replay", () => {
  const { domain, tasks } = retailFixture();
  it.each(tasks.map((t) => [t.id, t] as const))(
    "%s ends in the ungated state",
    async (_id, task) => {
      const o = await replayTask(domain, task);
      expect(o.refusals).toEqual([]);
      expect(o.same).toBe(true);
      expect(o.count.writers).toBe(
        task.actions.filter((a) => domain.writes.has(a.name)).length,
      );
    },
  );

  it("changes the data as the tools do: items modified once, gift card charged the difference", async () => {
    const { db } = await replayGated(domain, tasks[0]!);
    const order = (db as RetailDb).orders["#W1000001"]!;
    expect(order.status).toBe("pending (item modified)");
    expect(order.items[0]!.item_id).toBe("2000000002");
    expect(
      (db as RetailDb).users.ana_lima_1001!.payment_methods.gift_card_1000002!
        .balance,
    ).toBe(97.55);
  });

  it("refunds a cancelled gift-card order at once", async () => {
    const { db } = await replayGated(domain, tasks[1]!);
    expect((db as RetailDb).orders["#W1000003"]!.status).toBe("cancelled");
    expect(
      (db as RetailDb).users.ana_lima_1001!.payment_methods.gift_card_1000002!
        .balance,
    ).toBe(140.25);
  });
});

describe("airline golden replay", () => {
  const { domain, tasks } = airlineFixture();
  it.each(tasks.map((t) => [t.id, t] as const))(
    "%s ends in the ungated state",
    async (_id, task) => {
      const o = await replayTask(domain, task);
      expect(o.refusals).toEqual([]);
      expect(o.same).toBe(true);
    },
  );

  it("books with the certificate used up and the card charged", async () => {
    const { db } = await replayGated(domain, tasks[2]!);
    const a = db as AirlineDb;
    expect(a.reservations.HATHAT?.payment_history).toEqual([
      { payment_id: "certificate_3000003", amount: 100 },
      { payment_id: "credit_card_3000001", amount: 900 },
    ]);
    expect(
      a.users.cara_diaz_3003!.payment_methods.certificate_3000003,
    ).toBeUndefined();
  });

  it("lists a ground-truth change the policy forbids as a failure, with its refusal", async () => {
    // BBB222 was booked two weeks ago, in economy, without insurance: not cancellable.
    const task = {
      id: "airline-fixture-x",
      user_id: "cara_diaz_3003",
      instruction: "",
      actions: [
        { name: "cancel_reservation", kwargs: { reservation_id: "BBB222" } },
      ],
    };
    const o = await replayTask(domain, task);
    expect(o.same).toBe(false);
    expect(o.refusals.map((r) => r.code)).toEqual(["not_found"]);
    expect(o.count.writers).toBe(0);
    expect(canonical(replayUngated(domain, task))).not.toBe(
      canonical(domain.fresh()),
    );
  });
});

describe("the confirming person", () => {
  it("approves exactly the changes the user confirmed, each once", () => {
    const a = {
      name: "cancel_reservation",
      kwargs: { reservation_id: "AAA111" },
    };
    const person = new ConfirmingPerson([a], new Set(["cancel_reservation"]));
    expect(
      person.approves({
        tool: "cancel_reservation",
        args: { reservation_id: "BBB222" },
      }),
    ).toBe(false);
    expect(
      person.approves({
        tool: "cancel_reservation",
        args: { reservation_id: "AAA111" },
      }),
    ).toBe(true);
    expect(
      person.approves({
        tool: "cancel_reservation",
        args: { reservation_id: "AAA111" },
      }),
    ).toBe(false);
  });
});
