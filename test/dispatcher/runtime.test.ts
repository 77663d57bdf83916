// The fixed runtime, tested directly: the capped model text, the safe stringify, the
// classification of failures, the task and the run-once store.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ownedArgs, settle, ToolResults } from "../../src/runtime/runtime-steps.js";
import { modelText, safeStringify, TRUNCATED } from "../../src/runtime/runtime-json.js";
import { newTask, ToolFailure, ToolResult } from "../../src/runtime/runtime.js";

const LONE_SURROGATE = /(?:[\uD800-\uDBFF](?![\uDC00-\uDFFF]))|(?:(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

describe("modelText", () => {
  it("is always valid JSON and never over the cap", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true }), fc.integer({ min: 64, max: 3000 }), (v, max) => {
        const text = modelText(true, v, max);
        expect(text.length).toBeLessThanOrEqual(max);
        const body = JSON.parse(text) as { ok: boolean };
        expect(body.ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a value that fits exactly as JSON.stringify writes it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const plain = JSON.stringify({ ok: true, result: v });
        if (plain.length <= 4000) expect(modelText(true, v, 4000)).toBe(plain);
      }),
    );
  });

  it("never cuts inside a character and marks what it cut", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 400 }), { maxLength: 40 }), fc.integer({ min: 64, max: 600 }), (v, max) => {
        const text = modelText(true, { items: v }, max);
        const body = JSON.parse(text) as { result: unknown };
        expect(LONE_SURROGATE.test(JSON.stringify(body.result))).toBe(false);
        if (JSON.stringify({ ok: true, result: { items: v } }).length > max) expect(text).toContain(TRUNCATED);
      }),
    );
  });

  it("shortens long strings and lists inside, keeping the later fields", () => {
    const text = modelText(true, { id: "A-1", text: "y".repeat(10_000_000), tail: [1, 2, 3] }, 300);
    const body = JSON.parse(text) as { result: { id: string; text: string; tail: number[] } };
    expect(body.result.id).toBe("A-1");
    expect(body.result.tail).toEqual([1, 2, 3]);
    expect(body.result.text.endsWith(TRUNCATED)).toBe(true);
    const list = JSON.parse(modelText(true, Array.from({ length: 100_000 }, (_, i) => i), 100)) as { result: unknown[] };
    expect(list.result.at(-1)).toBe(TRUNCATED);
  });

  it("caps refusal texts too", () => {
    const text = modelText(false, "e".repeat(5000), 100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect((JSON.parse(text) as { error: string }).error.endsWith(TRUNCATED)).toBe(true);
  });
});

describe("modelText on a huge reply", () => {
  // Counts the elements read, to show the work is bounded by the cap rather than by the reply.
  const counted = <T extends object>(target: T): { proxy: T; reads: () => number } => {
    let reads = 0;
    const proxy = new Proxy(target, {
      get(t, k, r) {
        if (typeof k === "string" && /^\d+$/.test(k)) reads++;
        return Reflect.get(t, k, r) as unknown;
      },
    });
    return { proxy, reads: () => reads };
  };

  it("reads a list of a million items only up to the cap, and marks the text as shortened", () => {
    const { proxy, reads } = counted(Array.from({ length: 1e6 }, (_, i) => i));
    const text = modelText(true, proxy, 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    const body = JSON.parse(text) as { result: unknown[] };
    expect(body.result.at(-1)).toBe(TRUNCATED);
    expect(reads()).toBeLessThan(3000);
  });

  it("shortens an object of a hundred thousand keys to the cap", () => {
    const big: Record<string, number> = {};
    for (let i = 0; i < 1e5; i++) big[`k${i}`] = i;
    const text = modelText(true, big, 500);
    const body = JSON.parse(text) as { result: Record<string, unknown> };
    expect(text.length).toBeLessThanOrEqual(500);
    expect(body.result[TRUNCATED]).toBe(true);
    expect(body.result["k0"]).toBe(0);
  });

  it("writes a typed array of ten million bytes as JSON.stringify's object of indices, shortened", () => {
    const text = modelText(true, new Uint8Array(1e7).fill(7), 300);
    const body = JSON.parse(text) as { result: Record<string, unknown> };
    expect(text.length).toBeLessThanOrEqual(300);
    expect(body.result["0"]).toBe(7);
    expect(body.result[TRUNCATED]).toBe(true);
    expect(modelText(true, new Uint8Array([1, 2]), 300)).toBe(JSON.stringify({ ok: true, result: new Uint8Array([1, 2]) }));
  });

  it("leaves a long string's tail unread beyond the cap", () => {
    const text = modelText(true, { note: "x".repeat(5e7) }, 200);
    expect(text.length).toBeLessThanOrEqual(200);
    expect((JSON.parse(text) as { result: { note: string } }).result.note.endsWith(TRUNCATED)).toBe(true);
  });
});

describe("safeStringify", () => {
  it("survives cycles, BigInt, functions, symbols and throwing getters", () => {
    const v: Record<string, unknown> = { n: 10n, f: () => 1, s: Symbol("x"), d: new Date(0) };
    v["self"] = v;
    Object.defineProperty(v, "bad", { enumerable: true, get: () => { throw new Error("secret") } });
    const text = safeStringify(v);
    expect(JSON.parse(text)).toEqual({ n: "10", d: "1970-01-01T00:00:00.000Z", self: "[circular]", bad: "[unreadable]" });
    expect(text).not.toContain("secret");
  });

  it("survives hostile proxies, throwing toJSON and deep nesting", () => {
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error("no keys") } });
    const toJSON = { toJSON: () => { throw new Error("no json") } };
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(JSON.parse(safeStringify({ proxy, toJSON }))).toEqual({ proxy: "[unreadable]", toJSON: "[unreadable]" });
    expect(() => JSON.parse(safeStringify(deep))).not.toThrow();
  });

  it("writes a 10 MB reply", () => {
    const big = { rows: Array.from({ length: 1000 }, (_, i) => ({ i, text: "z".repeat(10_000) })) };
    expect(safeStringify(big).length).toBeGreaterThan(10_000_000);
    expect(modelText(true, big, 4000).length).toBeLessThanOrEqual(4000);
  });

  it("matches JSON.stringify on plain JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(safeStringify(v)).toBe(JSON.stringify(v));
      }),
    );
  });
});

describe("settle", () => {
  it("classifies ToolFailure kinds, other throws and timeouts, never with a message", async () => {
    expect(await settle(() => { throw new ToolFailure("timeout", "db slow") })).toMatchObject({ ok: false, code: "service_timeout" });
    expect(await settle(() => Promise.reject(new ToolFailure("unavailable")))).toMatchObject({ ok: false, code: "service_unavailable" });
    expect(await settle(() => Promise.reject(new ToolFailure("absent")))).toMatchObject({ ok: false, code: "absent" });
    const errors = [new Error("password=hunter2"), null, undefined, "hunter2", 42, { message: "hunter2" }];
    for (const e of errors) {
      const r = await settle(() => Promise.reject(e));
      expect(r).toMatchObject({ ok: false, code: "tool_error" });
      expect(JSON.stringify(r)).not.toContain("hunter2");
    }
    expect(await settle(() => new Promise(() => {}), 20)).toMatchObject({ ok: false, code: "service_timeout" });
    expect(await settle(() => 7, 20)).toEqual({ ok: true, value: 7 });
  });

  it("recognises a ToolFailure of another copy of the runtime by its brand", async () => {
    const foreign = Object.assign(new Error("x"), { kind: "absent", [Symbol.for("contractc.ToolFailure")]: true });
    expect(await settle(() => Promise.reject(foreign))).toMatchObject({ code: "absent" });
  });
});

describe("results, task and store", () => {
  it("adds a hint after one space, and keeps data out of refusals", () => {
    const r = new ToolResults(4000, { not_found: "Try list_orders." }).refuse("not_found", "No order X.");
    expect(r.error).toBe("No order X. Try list_orders.");
    expect(r.forModel()).toBe('{"ok":false,"error":"No order X. Try list_orders."}');
    expect(ToolResult.success(undefined).forModel()).toBe('{"ok":true,"result":null}');
    expect(new ToolResults().ok(undefined).forModel()).toBe('{"ok":true,"result":null}');
  });

  it("reserves budget synchronously and records evidence", () => {
    const task = newTask();
    expect([1, 2, 3].map(() => task.reserve("t", 2))).toEqual([true, true, false]);
    task.see("order", "O-1");
    task.see("order", { not: "an id" });
    expect(task.hasSeen("order", "O-1")).toBe(true);
    expect(task.hasSeen("order", "O-2")).toBe(false);
    expect(task.evidence("order")).toEqual(["O-1"]);
  });

  it("keeps evidence per resource, each id once, in the order first seen", () => {
    const task = newTask();
    for (const [resource, id] of [["order", "O-2"], ["order", 7], ["user", "O-2"], ["order", "O-2"], ["order", "O-1"]] as const) task.see(resource, id);
    expect(task.evidence("order")).toEqual(["O-2", 7, "O-1"]);
    expect(task.evidence("user")).toEqual(["O-2"]);
    expect(task.evidence("ticket")).toEqual([]);
    expect([task.hasSeen("user", "O-2"), task.hasSeen("user", 7), task.hasSeen("order", "7")]).toEqual([true, false, false]);
  });

  it("checks one owned id: its refusal, else the arguments, waiting only for a promise", async () => {
    const args = { order_id: "O-1" };
    const no = ToolResult.refusal("not_found", "No order O-1.");
    expect(ownedArgs(undefined, args)).toEqual({ ok: true, args });
    expect(ownedArgs(no, args)).toEqual({ ok: false, result: no });
    expect(await ownedArgs(Promise.resolve(undefined), args)).toEqual({ ok: true, args });
    expect(await ownedArgs(Promise.resolve(no), args)).toEqual({ ok: false, result: no });
  });
});
