// The generated validators, run: every type form, code points, hostile keys, null for
// optional, defaults, tagged unions, issue order and pydantic's wording.
import { beforeAll, describe, expect, it } from "vitest";
import { EVERY_OK, SHAPES } from "./validators-fixture.js";
import { brief, build, type Validators } from "./validators-helpers.js";

let mod: Validators;
beforeAll(async () => {
  mod = (await build(SHAPES)).mod;
});

const every = (patch: Record<string, unknown>) => mod.validators.every?.({ ...EVERY_OK, ...patch });
const issuesOf = (patch: Record<string, unknown>) => brief(every(patch)!);
const messageOf = (patch: Record<string, unknown>): string => {
  const v = every(patch)!;
  return v.ok ? "" : (v.issues[0]?.message ?? "");
};

describe("a valid input", () => {
  it("gives a fresh value with defaults filled in, in declared order", () => {
    const input = { ...EVERY_OK };
    const v = mod.validators.every?.(input);
    expect(v?.ok).toBe(true);
    if (!v?.ok) return;
    const value = v.value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(["s", "c", "n", "m", "b", "color", "yes", "point", "list", "maybe", "dflt", "tags", "thing", "mixed", "nested"]);
    expect(value.dflt).toBe(5);
    expect(value.tags).toEqual(["a"]);
    expect(value.maybe).toBeNull();
    expect(value).not.toBe(input);
    expect(value.point).not.toBe(input.point);
    expect(value.point).toEqual(input.point);
  });

  it("copies a list default afresh for every call", () => {
    const a = mod.validators.every?.(EVERY_OK);
    const b = mod.validators.every?.(EVERY_OK);
    if (!a?.ok || !b?.ok) throw new Error("expected ok");
    (a.value as { tags: string[] }).tags.push("changed");
    expect((b.value as { tags: string[] }).tags).toEqual(["a"]);
    expect((mod.validators.every?.(EVERY_OK) as { value: { tags: string[] } }).value.tags).toEqual(["a"]);
  });

  it("treats null for an optional or defaulted field as not given", () => {
    const v = every({ opt: null, dflt: null, tags: null });
    expect(v?.ok).toBe(true);
    const value = (v as { value: Record<string, unknown> }).value;
    expect("opt" in value).toBe(false);
    expect(value.dflt).toBe(5);
    expect(value.tags).toEqual(["a"]);
    expect((every({ opt: "x" }) as { value: { opt: string } }).value.opt).toBe("x");
  });

  it("keeps null where the type allows it, and refuses null where it does not", () => {
    expect(every({ maybe: null })?.ok).toBe(true);
    expect(issuesOf({ s: null })).toEqual(["s|string_type"]);
  });
});

describe("no coercion", () => {
  it.each([["3"], [true], [1.5], [null], [[3]]])("int refuses %j", (n) => {
    expect(issuesOf({ n })).toEqual(["n|int_type"]);
  });
  it.each([[2 ** 53], [-(2 ** 53)], [1e300]])("int refuses %j as unsafe", (n) => {
    expect(issuesOf({ n })).toEqual(["n|int_unsafe"]);
  });
  it.each([["2"], [false], [Number.NaN], [Number.POSITIVE_INFINITY]])("number refuses %j", (m) => {
    expect(issuesOf({ m })).toEqual(["m|number_type"]);
  });
  it("bool refuses 0 and 'true', string refuses 42", () => {
    expect(issuesOf({ b: 0, s: 42 })).toEqual(["s|string_type", "b|bool_type"]);
    expect(issuesOf({ b: "true" })).toEqual(["b|bool_type"]);
  });
  it("words bounds as pydantic does", () => {
    expect(messageOf({ n: 0 })).toBe("Input should be greater than or equal to 1");
    expect(messageOf({ n: 11 })).toBe("Input should be less than or equal to 10");
    expect(messageOf({ n: "3" })).toBe("Input should be a valid integer");
    expect(messageOf({ m: "3" })).toBe("Input should be a valid number");
    expect(messageOf({ b: 1 })).toBe("Input should be a valid boolean");
  });
});

describe("strings", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(every({ s: "😀😀😀" })?.ok).toBe(true);
    expect(issuesOf({ s: "😀😀😀😀" })).toEqual(["s|string_too_long"]);
    expect(messageOf({ s: "😀😀😀😀" })).toBe("String should have at most 3 characters");
  });
  it("refuses lone surrogates with string_unicode", () => {
    expect(issuesOf({ s: "\ud800\ud800\ud800" })).toEqual(["s|string_unicode"]);
    expect(issuesOf({ s: "a😀\udc00" })).toEqual(["s|string_unicode"]);
    expect(every({ s: "a😀" })?.ok).toBe(true);
  });
  it("names a lone surrogate in a patterned string string_unicode, not a mismatch", () => {
    expect(issuesOf({ c: "a\ud800" })).toEqual(["c|string_unicode"]);
    expect(issuesOf({ c: "A\udc00b" })).toEqual(["c|string_unicode"]);
    expect(issuesOf({ c: "é😀" })).toEqual(["c|string_pattern_mismatch"]);
    expect(every({ c: "ab" })?.ok).toBe(true);
  });
  it("words the singular and plural", () => {
    expect(messageOf({ s: "" })).toBe("String should have at least 1 character");
    expect(messageOf({ c: "a" })).toBe("String should have at least 2 characters");
  });
  it("checks length before the pattern, one issue per value", () => {
    expect(issuesOf({ c: "ABCDE" })).toEqual(["c|string_too_long"]);
    expect(issuesOf({ c: "AB" })).toEqual(["c|string_pattern_mismatch"]);
    expect(messageOf({ c: "AB" })).toBe("String should match pattern '^[a-z]+$'");
  });
  it("checks a resource-typed value against the resource's id type", () => {
    expect(issuesOf({ thing: "X" })).toEqual(["thing|string_too_short"]);
    expect(issuesOf({ thing: "XY" })).toEqual(["thing|string_pattern_mismatch"]);
  });
});

describe("literals and enums", () => {
  it("words an enum and a single literal", () => {
    expect(messageOf({ color: "pink" })).toBe("Input should be 'red', 'green' or 'blue'");
    expect(messageOf({ yes: false })).toBe("Input should be true");
    expect(messageOf({ mixed: "1" })).toBe("Input should be 'auto', 1 or false");
    expect(issuesOf({ yes: "true" })).toEqual(["yes|literal_error"]);
  });
});

describe("lists", () => {
  it("checks type, then count, then each item", () => {
    expect(issuesOf({ list: "1" })).toEqual(["list|list_type"]);
    expect(messageOf({ list: [] })).toBe("List should have at least 1 item after validation, not 0");
    expect(messageOf({ list: [1, 2, 3] })).toBe("List should have at most 2 items after validation, not 3");
    expect(issuesOf({ list: [1, "2"] })).toEqual(["list.1|int_type"]);
    expect(issuesOf({ list: ["1", 2.5] })).toEqual(["list.0|int_type", "list.1|int_type"]);
  });
});

describe("objects", () => {
  it("refuses an input that is not an object with one root issue", () => {
    for (const input of [null, [], "x", 1, true, new Date(0)]) {
      const v = mod.validators.every?.(input);
      expect(v?.ok ? [] : v?.issues).toEqual([{ path: "", type: "object_type", message: "Input should be a valid object" }]);
    }
  });
  it("collects every issue in declared field order, then extra keys, with dotted paths", () => {
    const input = { extra1: 1, ...EVERY_OK, s: 1, point: { x: "1", y: 2, z: 3 }, nested: { inner: { deep: 1, more: 2 } }, extra2: 2 };
    delete (input as Record<string, unknown>).b;
    expect(brief(mod.validators.every!(input))).toEqual([
      "s|string_type",
      "b|missing",
      "point.x|int_type",
      "point.z|extra_forbidden",
      "nested.inner.deep|string_type",
      "nested.inner.more|extra_forbidden",
      "extra1|extra_forbidden",
      "extra2|extra_forbidden",
    ]);
  });
  it("refuses __proto__, constructor, toString and prototype as unknown keys at every depth", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const input = JSON.parse(
      `{"s":"a","c":"ab","n":1,"m":1,"b":true,"color":"red","yes":true,"point":{"x":1,"y":1,"__proto__":{"polluted":1}},"list":[1],"maybe":null,"thing":"ab","mixed":false,"nested":{"inner":null,"constructor":{"prototype":{"polluted":1}}},"__proto__":{"polluted":1},"constructor":1,"toString":"x","prototype":{}}`,
    );
    expect(brief(mod.validators.every!(input))).toEqual([
      "point.__proto__|extra_forbidden",
      "nested.constructor|extra_forbidden",
      "__proto__|extra_forbidden",
      "constructor|extra_forbidden",
      "toString|extra_forbidden",
      "prototype|extra_forbidden",
    ]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it("never reads an inherited key as a field", () => {
    const base = Object.assign(Object.create(null) as object, { s: "abc" });
    const input: Record<string, unknown> = Object.assign(Object.create(base) as object, EVERY_OK);
    delete input.s;
    expect(brief(mod.validators.every!(input))).toEqual(["s|missing"]);
    const instance = Object.assign(Object.create({ opt: "inherited" }) as object, EVERY_OK);
    expect(brief(mod.validators.every!(instance))).toEqual(["|object_type"]);
  });
  it("reads declared keys as own keys even when Object.prototype has them", () => {
    const base = Object.prototype as Record<string, unknown>;
    const input: Record<string, unknown> = JSON.parse(JSON.stringify({ ...EVERY_OK, x: 1 }));
    delete input.s;
    try {
      // Enumerable, as a polluting assignment makes it, then not.
      base.s = "abc";
      expect(brief(mod.validators.every!(input))).toEqual(["s|missing", "x|extra_forbidden"]);
      delete input.x;
      expect(brief(mod.validators.every!(input))).toEqual(["s|missing"]);
      delete base.s;
      Object.defineProperty(base, "s", { value: "abc", enumerable: false, configurable: true });
      expect(brief(mod.validators.every!(input))).toEqual(["s|missing"]);
      input.x = 1;
      expect(brief(mod.validators.every!(input))).toEqual(["s|missing", "x|extra_forbidden"]);
    } finally {
      delete base.s;
    }
    expect(mod.validators.every!({ ...EVERY_OK }).ok).toBe(true);
  });
  it("reports an undeclared key however the declared ones were given", () => {
    const given = (extra: Record<string, unknown>): string[] => brief(mod.validators.every!({ ...EVERY_OK, ...extra }));
    expect(given({ x: 1 })).toEqual(["x|extra_forbidden"]);
    expect(given({ 0: 1, x: undefined })).toEqual(["0|extra_forbidden", "x|extra_forbidden"]);
    expect(given({ s: undefined, x: 1 })).toEqual(["s|missing", "x|extra_forbidden"]);
  });
  it("accepts an object without a prototype, as JSON from anywhere", () => {
    expect(mod.validators.every?.(Object.assign(Object.create(null) as object, EVERY_OK))?.ok).toBe(true);
  });
});
