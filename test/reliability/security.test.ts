// Validators under hostile input: prototype keys are refused and never assigned, no
// prototype changes, a huge string is refused by its length before any regex runs, and a
// pattern that could backtrack catastrophically never reaches the generated code.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { HOSTILE_KEYS, put } from "./arbitraries.js";
import { buildGenerated, cleanUp, type Generated } from "./harness.js";

/**
 * `slow` has a pattern the compiler accepts as safe but that is linear with a large constant:
 * V8 needs about a hundred milliseconds, and overflows its regex stack, on 10 MB of input.
 * Its length bound must be checked first. `free` has the same pattern and no length bound.
 */
const CONTRACT = `toolset sec "Hostile input checks."

type Slow = string(..64) /^(a|b)*c$/

read look {
  doc "Look one record up by its code, for the security tests."
  arg code: Slow "The code."
  arg note?: string(..200) "A note."
  arg inner?: { name: string(1..20) "A name.", tags?: string(..10)[..4] "Tags." } "Nested data."
  arg count?: int(0..10) = 1 "How many."
}

read free {
  doc "Look one record up by a code of any length, for the security tests."
  arg code: string /^(a|b)*c$/ "The code."
}
`;

let dir = "";
let gen: Generated;
beforeAll(async () => {
  ({ dir, gen } = await buildGenerated(CONTRACT, "sec.tool"));
});
afterAll(() => cleanUp(dir));

/** A snapshot of every built-in prototype's own property names and descriptors' identities. */
function prototypeState(): string {
  const protos: [string, object][] = [
    ["Object", Object.prototype],
    ["Array", Array.prototype],
    ["Function", Function.prototype],
    ["String", String.prototype],
    ["Number", Number.prototype],
    ["Boolean", Boolean.prototype],
    ["RegExp", RegExp.prototype],
    ["Error", Error.prototype],
    ["Promise", Promise.prototype],
    ["Map", Map.prototype],
  ];
  return protos
    .map(([n, p]) => {
      const own = Reflect.ownKeys(p).map((k) => {
        const d = Object.getOwnPropertyDescriptor(p, k);
        return `${String(k)}:${typeof d?.value}:${typeof d?.get}`;
      });
      return `${n}[${String(Object.getPrototypeOf(p) === null)}] ${own.join(",")}`;
    })
    .join("\n");
}

/** True when some object inside v has a prototype other than Object.prototype, null or Array.prototype, or an own prototype key. */
function suspicious(v: unknown, depth = 0): boolean {
  if (v === null || typeof v !== "object" || depth > 50) return false;
  const p: unknown = Object.getPrototypeOf(v);
  if (p !== Object.prototype && p !== null && p !== Array.prototype) return true;
  if (["__proto__", "constructor", "prototype"].some((k) => Object.prototype.hasOwnProperty.call(v, k))) return true;
  return Object.values(v).some((x) => suspicious(x, depth + 1));
}

const VALID = { code: "abac", note: "x", inner: { name: "n", tags: ["t"] }, count: 2 };

describe("prototype keys", () => {
  it("are refused at every level and never reach the value", () => {
    const before = prototypeState();
    const look = gen.validators["look"];
    if (!look) throw new Error("no validator for look");
    let tried = 0;
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const payloads: unknown[] = [{ polluted: true }, { toString: "x" }, null, "x", 1, [], { __proto__: { deep: 1 } }];
      for (const payload of payloads) {
        // JSON.parse makes `__proto__` an own key; defineProperty does the same for objects built in code.
        const json = JSON.parse(`{"code":"abac","${key}":${JSON.stringify(payload) ?? "null"}}`) as unknown;
        const nested = JSON.parse(`{"code":"abac","inner":{"name":"n","${key}":${JSON.stringify(payload) ?? "null"}}}`) as unknown;
        const built: Record<string, unknown> = { ...VALID };
        put(built, key, payload);
        for (const input of [json, nested, built]) {
          tried++;
          const r = look(input);
          expect(r.ok, `${key}: ${JSON.stringify(input)}`).toBe(false);
          if (!r.ok) expect(r.issues.some((i) => i.type === "extra_forbidden" && i.path.endsWith(key))).toBe(true);
        }
      }
    }
    // An object whose prototype was changed (not an own key) is not a plain JSON object.
    const swapped = Object.create({ polluted: true }) as Record<string, unknown>;
    Object.assign(swapped, VALID);
    const r = look(swapped);
    if (r.ok) expect(suspicious(r.value)).toBe(false);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(prototypeState()).toBe(before);
    console.log(`security: ${tried + 1} prototype-key inputs, 0 accepted`);
  });

  it("leave every prototype unchanged for random hostile input, and accepted values are clean", () => {
    const before = prototypeState();
    let inputs = 0;
    let accepted = 0;
    const hostileObject = fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom("", "inner", "inner.tags"))
      .map(([k, v, where]) => {
        const base = JSON.parse(JSON.stringify(VALID)) as Record<string, unknown>;
        const target = where === "" ? base : (base["inner"] as Record<string, unknown>);
        put(where === "inner.tags" ? ((target["tags"] as unknown[])[0] = {}) as Record<string, unknown> : target, k, v);
        return JSON.parse(JSON.stringify(base)) as unknown;
      });
    // Valid inputs too, so "accepted values are clean and fresh" is checked on real acceptances.
    const validish = fc.record({ code: fc.constantFrom("c", "abc", "bbac"), count: fc.integer({ min: 0, max: 10 }) }).map((o) => JSON.parse(JSON.stringify(o)) as unknown);
    fc.assert(
      fc.property(fc.oneof(hostileObject, fc.jsonValue(), validish), (input) => {
        for (const name of ["look", "free", "__proto__", "constructor", "toString", "hasOwnProperty"]) {
          inputs++;
          const r = gen.validate(name, input);
          if (!r.ok) continue;
          accepted++;
          expect(suspicious(r.value)).toBe(false);
          // The value is fresh: changing it leaves the input untouched.
          expect(r.value).not.toBe(input);
        }
      }),
      { numRuns: 1500 },
    );
    expect(prototypeState()).toBe(before);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    console.log(`security: ${inputs} random hostile inputs, ${accepted} accepted, prototypes unchanged`);
  });

  it("names that are Object.prototype members are not tools", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"]) {
      const r = gen.validate(name, {});
      expect(r.ok, name).toBe(false);
      if (!r.ok) expect(r.issues[0]?.type).toBe("unknown_tool");
    }
  });
});

describe("huge strings", () => {
  const huge = "ab".repeat(5_000_000); // 10 MB; the pattern would need to scan all of it

  it("a 10 MB string against a bounded pattern is refused by length in milliseconds", () => {
    const look = gen.validators["look"];
    if (!look) throw new Error("no validator for look");
    // The raw regex on this input is slow (or throws): the validator must never reach it.
    const t = performance.now();
    const r = look({ code: huge });
    const ms = performance.now() - t;
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => `${i.path}|${i.type}`)).toEqual(["code|string_too_long"]);
    console.log(`security: 10 MB string refused in ${ms.toFixed(2)} ms`);
    expect(ms).toBeLessThan(50);
    // A 10 MB string of emoji counts code points, not units, and is still quick.
    const t2 = performance.now();
    expect(look({ code: "😀".repeat(2_500_000) }).ok).toBe(false);
    expect(performance.now() - t2).toBeLessThan(50);
  });

  // With no length bound the check runs the pattern on the whole input, and V8 overflows its
  // regex stack on /^(a|b)*c$/ over 10 MB (RangeError). The pattern is linear, so it passes
  // catastrophic-regex; the generated check catches the engine's failure and reports
  // string_pattern_mismatch, since a validator must never throw.
  it("a 10 MB string against an unbounded pattern returns instead of throwing", () => {
    const free = gen.validators["free"];
    if (!free) throw new Error("no validator for free");
    let r: unknown;
    expect(() => (r = free({ code: huge }))).not.toThrow();
    expect((r as { ok: boolean }).ok).toBe(false);
    const issues = (r as { issues: { path: string; type: string }[] }).issues;
    expect(issues.map((i) => `${i.path}|${i.type}`)).toEqual(["code|string_pattern_mismatch"]);
  });
});

describe("catastrophic patterns", () => {
  const contract = (pattern: string): string => `toolset cat "Catastrophic pattern checks."

read look {
  doc "Look one record up by its code, for the pattern tests."
  arg code: string(..64) /${pattern}/ "The code."
}
`;

  it("are refused at compile time with catastrophic-regex", () => {
    const evil = ["^(a+)+$", "^(a|a)*$", "^(\\w+\\s?)*$", "^(a|aa)+$", "^([a-z]+)*@x$", "^(\\d+)*$", "(.*a){12}", "^(a*)*b$"];
    for (const p of evil) {
      const r = compileSources([{ path: "cat.tool", headerPath: "contracts/cat.tool", text: contract(p) }]);
      const codes = r.diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
      expect(codes, p).toContain("catastrophic-regex");
    }
    console.log(`security: ${evil.length} catastrophic patterns, all refused`);
  });

  it("the same contract with a safe pattern compiles", () => {
    const r = compileSources([{ path: "cat.tool", headerPath: "contracts/cat.tool", text: contract("^[a-z]{3}-\\d{4}$") }]);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
