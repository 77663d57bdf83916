// Tools whose arguments (or replies) have one shape share one check function: the second
// tool's table entry names the first's, and every tool still gives its own issues.
import { describe, expect, it } from "vitest";
import { brief, build, compile, emit, typeCheck } from "./validators-helpers.js";

const SOURCE = `toolset t "T."

read a {
  doc "First."
  arg code: string(1..9) "The code."
  arg n?: int(1..5) = 2 "How many."
  returns { items: { name: string(..8) }[..3] }
}

read b {
  doc "Same shape, other docs."
  arg code: string(1..9) "Another code."
  arg n?: int(1..5) = 2 "How many, again."
  returns { items: { name: string(..8) }[..3] }
}

read c {
  doc "One bound differs."
  arg code: string(1..10) "The code."
  arg n?: int(1..5) = 2 "How many."
  returns { items: { name: string(..9) }[..3] }
}
`;

describe("checks shared between tools of one shape", () => {
  it("write one function per shape, named for its first tool, and type-check strictly", async () => {
    const files = await emit(compile(SOURCE));
    const text = files.get("validators.ts") ?? "";
    expect(text).toContain("  a: checkAArgs,\n  b: checkAArgs,\n  c: checkCArgs,");
    expect(text).toContain("  a: checkAReply,\n  b: checkAReply,\n  c: checkCReply,");
    expect(text).not.toMatch(/function checkB/);
    expect(text.match(/^function check\w+Args\(/gm)).toHaveLength(2);
    expect(typeCheck(files)).toEqual([]);
  });

  it("alias the types of a tool whose arguments or reply have the shape and docs of an earlier tool's", async () => {
    const types = (await emit(compile(SOURCE))).get("types.ts") ?? "";
    // b's argument docs differ from a's: its own interface; its reply has none, so an alias.
    expect(types).toContain("export interface BArgs {");
    expect(types).toContain("export type BReply = AReply;");
    expect(types).toContain("export type CReply = {");
    const same = (await emit(compile(SOURCE.replace("Another code.", "The code.").replace("How many, again.", "How many.")))).get("types.ts") ?? "";
    expect(same).toContain("export type BArgs = AArgs;");
  });

  it("give each tool the issues it would have alone", async () => {
    const { mod } = await build(SOURCE);
    const bad = { code: "", n: 9, extra: 1 };
    expect(brief(mod.validators.b!(bad))).toEqual(brief(mod.validators.a!(bad)));
    expect(brief(mod.validators.b!(bad))).toEqual(["code|string_too_short", "n|less_than_equal", "extra|extra_forbidden"]);
    expect(mod.validators.b!({ code: "x" })).toEqual({ ok: true, value: { code: "x", n: 2 } });
    expect(brief(mod.validators.c!({ code: "0123456789" }))).toEqual([]);
    expect(brief(mod.validators.a!({ code: "0123456789" }))).toEqual(["code|string_too_long"]);
    expect(brief(mod.replyValidators.b!({ items: [{ name: "123456789" }] }))).toEqual(["items.0.name|string_too_long"]);
    expect(brief(mod.replyValidators.c!({ items: [{ name: "123456789" }] }))).toEqual([]);
  });
});
