// `modelText`'s fast path for small plain data gives exactly the bytes of the bounded writer
// (`boundedModelText`) on every input, and gives way to it on whatever is not plain or does
// not fit; the writer's guarantees (valid JSON, never over the cap, marked shortening, no
// throw) therefore hold unchanged.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedModelText, modelText, TRUNCATED } from "../../src/runtime/runtime-json.js";

/** Both paths on one value, for a success and for a refusal text. */
function same(value: unknown, max: number): string {
  const text = modelText(true, value, max);
  expect(text).toBe(boundedModelText(true, value, max));
  expect(text.length).toBeLessThanOrEqual(Math.max(max, 64));
  expect(() => JSON.parse(text) as unknown).not.toThrow();
  return text;
}

const envelope = (v: unknown): string => JSON.stringify({ ok: true, result: v });

describe("modelText's fast path", () => {
  it("gives the bounded writer's bytes on random plain JSON, under caps around its length", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: -40, max: 40 }), (v, delta) => {
        // Caps just under, at and over the text's own length, where the two paths part.
        const max = envelope(v).length + delta;
        const text = same(v, max);
        if (envelope(v).length <= Math.max(max, 64)) expect(text).toBe(envelope(v));
      }),
      { numRuns: 1000 },
    );
  });

  it("gives the bounded writer's bytes on random values of every kind", () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, fc.integer({ min: 64, max: 3000 }), (v, max) => {
        same(v, max);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives the bounded writer's bytes on refusal texts, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), fc.integer({ min: 64, max: 400 }), (error, max) => {
        expect(modelText(false, error, max)).toBe(boundedModelText(false, error, max));
      }),
      { numRuns: 1000 },
    );
  });

  it("writes a text of exactly the room, and marks one character more", () => {
    const head = envelope("").length; // {"ok":true,"result":""}
    const exact = "a".repeat(100 - head);
    expect(same({ s: exact }, 100 + 6)).toBe(envelope({ s: exact }));
    const over = same({ s: exact + "a" }, 100 + 6);
    expect(over).toContain(TRUNCATED);
  });

  it("escapes lone surrogates and keeps pairs, as JSON.stringify does", () => {
    const v = { lone: "a\uD800b", low: "\uDC00", pair: "😀", mixed: ["\uDBFF", "x\uDFFFy"] };
    expect(same(v, 4000)).toBe(envelope(v));
    expect(same(v, 4000)).toContain("\\ud800");
  });

  it("keeps numbers, nulls and left-out values as JSON.stringify writes them", () => {
    const v = { a: -0, b: NaN, c: Infinity, d: undefined, e: () => 1, f: Symbol("s"), g: [undefined, () => 1, null, 1e21, 5e-7] };
    expect(same(v, 4000)).toBe(envelope(v));
    expect(same([, 1, , 2], 4000)).toBe(envelope([null, 1, null, 2])); // eslint-disable-line no-sparse-arrays
    expect(same(undefined, 4000)).toBe('{"ok":true,"result":null}');
    expect(same(Object.assign(Object.create(null) as object, { x: 1 }), 4000)).toBe(envelope({ x: 1 }));
  });

  it("leaves cycles, BigInt, toJSON, class instances and typed arrays to the writer", () => {
    const cycle: Record<string, unknown> = { id: 1 };
    cycle["self"] = cycle;
    expect(JSON.parse(same(cycle, 4000))).toEqual({ ok: true, result: { id: 1, self: "[circular]" } });
    expect(JSON.parse(same({ n: 10n }, 4000))).toEqual({ ok: true, result: { n: "10" } });
    expect(same({ d: new Date(0) }, 4000)).toBe(envelope({ d: new Date(0) }));
    expect(same({ t: { toJSON: (key: string) => `key ${key}` } }, 4000)).toBe(envelope({ t: "key t" }));
    class Point {
      constructor(readonly x: number) {}
    }
    expect(same([new Point(1), new Map([[1, 2]]), new Uint8Array([1, 2])], 4000)).toBe(envelope([{ x: 1 }, {}, { 0: 1, 1: 2 }]));
  });

  it("never throws on throwing getters, toJSON or proxy traps", () => {
    const boom = (): never => {
      throw new Error("secret");
    };
    const getter = Object.defineProperty({ a: 1 }, "bad", { enumerable: true, get: boom });
    const traps = [
      new Proxy({}, { getPrototypeOf: boom }),
      new Proxy({}, { has: boom }),
      new Proxy({}, { ownKeys: boom }),
      new Proxy([1, 2], { get: boom }),
      { toJSON: boom },
    ];
    expect(JSON.parse(same(getter, 4000))).toEqual({ ok: true, result: { a: 1, bad: "[unreadable]" } });
    for (const v of traps) expect(same({ v }, 4000)).not.toContain("secret");
  });

  it("leaves nesting deeper than the writer's limit to the writer", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 150; i++) deep = [deep];
    expect(same(deep, 4000)).toContain("[too deep]");
  });

  it("reads a stable getter's value as JSON.stringify does", () => {
    const v = Object.defineProperty({ a: 1 }, "b", { enumerable: true, get: () => "two" });
    expect(same(v, 4000)).toBe(envelope({ a: 1, b: "two" }));
  });

  it("reads no more of a huge list behind toJSON or a class instance than the cap allows", () => {
    let reads = 0;
    const list = new Proxy(
      Array.from({ length: 1e6 }, (_, i) => i),
      {
        get(t, k, r) {
          if (typeof k === "string" && /^\d+$/.test(k)) reads++;
          return Reflect.get(t, k, r) as unknown;
        },
      },
    );
    class Rows {
      constructor(readonly rows: unknown) {}
    }
    for (const v of [{ toJSON: () => list }, new Rows(list)]) {
      reads = 0;
      const text = same(v, 1000);
      expect(text).toContain(TRUNCATED);
      expect(reads).toBeLessThan(6000);
    }
  });

  it("lists the keys of an object too large to fit only once", () => {
    const big: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) big[`k${i}`] = i;
    let listings = 0;
    const proxy = new Proxy(big, {
      ownKeys(target) {
        listings++;
        return Reflect.ownKeys(target);
      },
    });
    const text = modelText(true, proxy, 500);
    expect(text.length).toBeLessThanOrEqual(500);
    expect((JSON.parse(text) as { result: Record<string, unknown> }).result[TRUNCATED]).toBe(true);
    expect(listings).toBe(1);
  });

  it("hands over only an object's own keys when Object.prototype has enumerable ones", () => {
    // Keys whose values are left out: too many to fit by the walk's count, yet written as `{}`.
    const big: Record<string, undefined> = {};
    for (let i = 0; i < 400; i++) big[`a_key_whose_value_is_left_out_${i}`] = undefined;
    const proto = Object.prototype as Record<string, unknown>;
    proto["polluted"] = "inherited";
    try {
      expect(same(big, 4000)).toBe(envelope({}));
      expect(same({ a: 1 }, 500)).toBe(envelope({ a: 1 }));
    } finally {
      delete proto["polluted"];
    }
  });

  it("gives the writer's bytes when a getter writes another text in the middle of the walk", () => {
    const other: Record<string, number> = {};
    for (let i = 0; i < 1_000; i++) other[`o${i}`] = i;
    const big: Record<string, unknown> = {};
    for (let i = 0; i < 1_000; i++) big[`k${i}`] = i;
    let inner = "";
    Object.defineProperty(big, "k3", {
      enumerable: true,
      get: () => {
        inner = modelText(true, other, 300);
        return 3;
      },
    });
    const text = same(big, 400);
    expect(text).toContain('"k0":0');
    expect(text).not.toContain('"o0"');
    expect(inner).toContain('"o0":0');
  });
});

