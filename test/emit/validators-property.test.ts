// For any JSON input, every generated check returns instead of throwing, and `ok` holds
// exactly when there are no issues.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { EVERY_OK, SHAPES } from "./validators-fixture.js";
import { build, type Validation, type Validators } from "./validators-helpers.js";

let mod: Validators;
beforeAll(async () => {
  mod = (await build(SHAPES)).mod;
});

function sound(v: Validation): boolean {
  if (v.ok) return "value" in v && !("issues" in v);
  return v.issues.length > 0 && v.issues.every((i) => typeof i.path === "string" && typeof i.type === "string" && i.message.length > 0);
}

const KEYS = [...Object.keys(EVERY_OK), "opt", "dflt", "tags", "tool", "amount", "outcome", "actions", "emoji", "__proto__", "constructor", "x"];
/** Objects near the contract's shape, so deep branches are reached, not only the root check. */
const nearValid = fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.jsonValue(), fc.constant(EVERY_OK.point), fc.constant([{ tool: "do_a", amount: 1 }])));

describe("validators on random input", () => {
  it("never throw, and ok iff no issues", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).join();
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearValid, nearValid.map((o) => ({ ...EVERY_OK, ...o }))), (input) => {
        const json: unknown = JSON.parse(JSON.stringify(input) ?? "null");
        for (const name of [...Object.keys(mod.validators), "nope"]) {
          for (const v of [mod.validate(name, json), mod.validate(name, input)]) {
            expect(sound(v)).toBe(true);
            if (v.ok) expect(mod.validate(name, v.value).ok).toBe(true);
          }
        }
        for (const check of Object.values(mod.replyValidators)) expect(sound(check(json))).toBe(true);
      }),
      { numRuns: 400 },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).join()).toBe(before);
  });
});
