// The generated types: names, optional and defaulted fields, actions, replies, and that
// an application using them wrongly fails tsc.
import { describe, expect, it } from "vitest";
import { SHAPES } from "./validators-fixture.js";
import { compile, emit, typeCheck } from "./validators-helpers.js";

const USAGE = `
import { validators, validate, ruleChecks, replyValidators } from "./validators.js";
import type { ArgsOf, Context, DoAAction, EveryArgs, ReplyOf, ToolArgs, ToolReplies } from "./types.js";

const ctx: Context = { tenant: "t" };
const a: ArgsOf<"do_a"> = { amount: 1 };
const act: DoAAction = { tool: "do_a", amount: 1 };
const r = validators.every({});
if (r.ok) {
  const e: EveryArgs = r.value;
  const d: number = e.dflt;
  const o: string | undefined = e.opt;
  void d; void o;
}
const names: ReplyOf<"names"> = ["x"];
const unknownReply: ReplyOf<"every"> = 5 as unknown;
const rules = ruleChecks.done?.({ outcome: "ok", actions: [act], emoji: "x" });
const v = validate("x", {});
const rep = replyValidators.trees({});
type Keys = keyof ToolArgs;
const k: Keys = "do_b";
const replyKeys: keyof ToolReplies = "trees";
// @ts-expect-error an optional field takes no explicit undefined (exactOptionalPropertyTypes)
const bad1: ArgsOf<"do_b"> = { note: undefined };
// @ts-expect-error a defaulted field is always present in the checked value
const bad2: Pick<EveryArgs, "dflt"> = {};
// @ts-expect-error a write tool as an action carries its tag
const bad3: DoAAction = { amount: 1 };
// @ts-expect-error no reply type for a tool without returns
const bad4: keyof ToolReplies = "every";
void [ctx, a, names, unknownReply, rules, v, rep, k, replyKeys, bad1, bad2, bad3, bad4];
`;

describe("types.ts", () => {
  it("types what the validators return, and refuses wrong use", async () => {
    const files = await emit(compile(SHAPES));
    files.set("usage.ts", USAGE);
    expect(typeCheck(files)).toEqual([]);
  });

  it("declares every tool's arguments, optional fields with ?, docs as JSDoc", async () => {
    const text = (await emit(compile(SHAPES))).get("types.ts") ?? "";
    expect(text).toContain("export interface EveryArgs {");
    expect(text).toContain("  opt?: string;");
    expect(text).toContain("  dflt: number;");
    expect(text).toContain("  maybe: string | null;");
    expect(text).toContain("  /** Short. */\n  s: string;");
    expect(text).toContain("  thing: Code;");
    expect(text).toMatch(/export interface ToolArgs \{\n  every: EveryArgs;\n  trees: TreesArgs;\n  names: NamesArgs;\n  do_a: DoAArgs;\n  do_b: DoBArgs;\n  done: DoneArgs;\n\}/);
    expect(text).toMatch(/export interface ToolReplies \{\n  trees: TreesReply;\n  names: NamesReply;\n\}/);
    expect(text).toContain("export type ReplyOf<K extends string> = K extends keyof ToolReplies ? ToolReplies[K] : unknown;");
    expect(text).toContain("export interface DoAAction extends DoAArgs {\n  tool: \"do_a\";\n}");
  });

  it("resolves name collisions the same way every time", async () => {
    const src = `toolset t "T."
type Issue = string(1..5)
type GetOrderArgs = int
read get_order {
  doc "Get an order."
  arg a: Issue
  arg b: GetOrderArgs
}
read getOrder {
  doc "Get another order."
}
`;
    const files = await emit(compile(src));
    const text = files.get("types.ts") ?? "";
    expect(text).toContain("export type IssueType = string;");
    expect(text).toContain("export type GetOrderArgs = number;");
    expect(text).toContain("export interface GetOrderArgs2 {");
    expect(text).toContain("export interface GetOrderArgs3 {}");
    expect(text).toContain("get_order: GetOrderArgs2;");
    expect(text).toContain("getOrder: GetOrderArgs3;");
    expect(text).toContain("export type Context = Record<string, never>;");
    expect(typeCheck(files)).toEqual([]);
  });
});
