// Tagged unions, write tools as actions, `validate` by name, replies and rules.
import { beforeAll, describe, expect, it } from "vitest";
import { SHAPES } from "./validators-fixture.js";
import { brief, build, type Validators } from "./validators-helpers.js";
import { NO_TOOL_NAME } from "../../src/runtime/validators.js";

let mod: Validators;
beforeAll(async () => {
  mod = (await build(SHAPES)).mod;
});

const done = (actions: unknown, extra: Record<string, unknown> = {}) => mod.validators.done!({ outcome: "ok", actions, emoji: "👍🏽", ...extra });

describe("tagged unions", () => {
  it("picks each member by its tag and builds fresh actions", () => {
    const actions = [{ tool: "do_a", amount: 1 }, { tool: "do_b" }, { tool: "do_b", note: "n" }];
    const v = done(actions);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.value).toEqual({ outcome: "ok", actions, emoji: "👍🏽" });
    expect((v.value as { actions: unknown[] }).actions[0]).not.toBe(actions[0]);
  });
  it("reports only the chosen member's issues", () => {
    expect(brief(done([{ tool: "do_a", amount: "1" }]))).toEqual(["actions.0.amount|number_type"]);
    expect(brief(done([{ tool: "do_b", amount: 1 }]))).toEqual(["actions.0.amount|extra_forbidden"]);
  });
  it("words a missing or unknown tag as pydantic does", () => {
    const v = done([{ amount: 1 }, { tool: "nope" }, 5]);
    expect(v.ok ? [] : v.issues).toEqual([
      { path: "actions.0", type: "union_tag_not_found", message: "Unable to extract tag using discriminator 'tool'" },
      {
        path: "actions.1",
        type: "union_tag_invalid",
        message: "Input tag 'nope' found using 'tool' does not match any of the expected tags: 'do_a', 'do_b'",
      },
      { path: "actions.2", type: "object_type", message: "Input should be a valid object" },
    ]);
    const seven = done([{ tool: 7 }]);
    expect(seven.ok ? "" : seven.issues[0]?.message).toBe("Input tag '7' found using 'tool' does not match any of the expected tags: 'do_a', 'do_b'");
  });
  it("counts an emoji with a skin tone as two code points", () => {
    expect(brief(done([], { emoji: "👍🏽👍" }))).toEqual(["emoji|string_too_long"]);
  });
  it("tags inline objects of a reply by their literal field", () => {
    const ok = mod.replyValidators.trees!({ items: [{ kind: "a", v: 1 }, { kind: "b", w: "x" }] });
    expect(ok.ok).toBe(true);
    expect(brief(mod.replyValidators.trees!({ items: [{ kind: "b", v: 1 }] }))).toEqual(["items.0.w|missing", "items.0.v|extra_forbidden"]);
  });
});

describe("validate by name", () => {
  it("checks every tool, write tools included", () => {
    expect(mod.validate("do_a", { amount: 3 })).toEqual({ ok: true, value: { amount: 3 } });
    expect(brief(mod.validate("do_a", { amount: 11 }))).toEqual(["amount|less_than_equal"]);
    expect(Object.keys(mod.validators).sort()).toEqual(["do_a", "do_b", "done", "every", "names", "trees"]);
  });
  it.each(["nope", "toString", "__proto__", "constructor"])("answers unknown_tool for %j", (name) => {
    expect(mod.validate(name, {})).toEqual({ ok: false, issues: [{ path: "", type: "unknown_tool", message: `There is no tool named ${name}.` }] });
  });
  it("says the name is missing when it is empty, in the dispatcher's words", () => {
    expect(mod.validate("", {})).toEqual({ ok: false, issues: [{ path: "", type: "unknown_tool", message: NO_TOOL_NAME }] });
  });
  it("freezes its tables", () => {
    expect(Object.isFrozen(mod.validators)).toBe(true);
    expect(Object.isFrozen(mod.replyValidators)).toBe(true);
  });
});

describe("replies", () => {
  it("has a validator for each tool with returns, of any type", () => {
    expect(Object.keys(mod.replyValidators).sort()).toEqual(["names", "trees"]);
    expect(mod.replyValidators.names!(["a"])).toEqual({ ok: true, value: ["a"] });
    expect(brief(mod.replyValidators.names!(["a", 1]))).toEqual(["1|string_type"]);
    expect(brief(mod.replyValidators.names!({}))).toEqual(["|list_type"]);
  });
});

describe("rules", () => {
  it("has a check for each tool with rules", () => {
    expect(Object.keys(mod.ruleChecks)).toEqual(["done"]);
  });
  it("reports a broken rule at its consequence's path with its text or a default", () => {
    const check = mod.ruleChecks.done!;
    expect(check({ outcome: "ok", actions: [{ tool: "do_b" }], emoji: "" })).toEqual([]);
    expect(check({ outcome: "ok", actions: [], emoji: "" })).toEqual([{ path: "actions", type: "rule", message: "Need an action." }]);
    expect(check({ outcome: "fail", actions: [], emoji: "" })).toEqual([
      { path: "why", type: "rule", message: "Expected why present when outcome == 'fail'." },
    ]);
    expect(check({ outcome: "fail", actions: [], emoji: "", why: "x" })).toEqual([]);
  });
});
