// Types too long for their line are laid out as prettier lays them out: each shape the
// emitters write (a long union, a list of one, an object type in a union, a function type
// with a long return type), printed with the doc printer and held to prettier's output of
// the same code written on one line.
import { describe, expect, it } from "vitest";
import { printDoc, type Doc } from "../../src/emit/doc.js";
import { WIDTH } from "../../src/emit/printer.js";
import { aliasDoc, memberDoc, objectDoc, typeDoc } from "../../src/emit/types/layout.js";
import { named, ref, union, type TypeTree } from "../../src/emit/types/tree.js";
import { formatTs } from "../prettier.js";

const actions = ["CancelPendingOrderAction", "ModifyPendingOrderAddressAction", "ModifyPendingOrderPaymentAction"].map(ref);
const list = (item: TypeTree): TypeTree => ({ k: "array", item });
const obj = (members: [string, TypeTree][]): TypeTree => ({ k: "object", members: members.map(([key, type]) => ({ key, type })), broken: false });
const file = obj([["type", named('"file"')], ["file_id", named("string")]]);
const event = (details: TypeTree): TypeTree => obj([["type", named('"event"')], ["event_details", details]]);
const details = obj([["id_", ref("EventId")], ["title", named("string")], ["description", named("string")], ["start_time", ref("Time")]]);

/** `let name: type;` one level into a function, as the validators write it. */
const letDoc = (name: string, type: TypeTree): Doc => ["let ", name, ": ", typeDoc(type, "annotation"), ";"];

/** The statement laid out two columns in, inside `function f() { ... }`. */
const inFunction = (doc: Doc): string => `function f() {\n${printDoc(doc, WIDTH - 2).replace(/^(?=.)/gm, "  ")}\n}\n`;

/** Checks the layout against the quoted text and against prettier on the one-line code. */
async function same(laid: string, oneLine: string, expected: string): Promise<void> {
  expect(laid).toBe(expected);
  expect(await formatTs(oneLine)).toBe(expected);
}

describe("type layout", () => {
  it("puts each member of a long union on its own line after the `:`", async () => {
    const flat = "CancelPendingOrderAction | ModifyPendingOrderAddressAction | ModifyPendingOrderPaymentAction | undefined";
    const laid = inFunction(letDoc("v4", union([...actions, named("undefined")])));
    await same(laid, `function f() {\n  let v4: ${flat};\n}\n`, "function f() {\n  let v4:\n    | CancelPendingOrderAction\n    | ModifyPendingOrderAddressAction\n    | ModifyPendingOrderPaymentAction\n    | undefined;\n}\n");
  });

  it("breaks a list of a union inside its parentheses, and the union around it", async () => {
    const flat = `(${actions.map((a) => (a.k === "name" ? a.text : "")).join(" | ")})[]`;
    const laid = inFunction(letDoc("v_actions", union([list(union(actions)), named("undefined")])));
    const expected =
      "function f() {\n  let v_actions:\n    | (\n        CancelPendingOrderAction | ModifyPendingOrderAddressAction | ModifyPendingOrderPaymentAction\n      )[]\n    | undefined;\n}\n";
    await same(laid, `function f() {\n  let v_actions: ${flat} | undefined;\n}\n`, expected);
  });

  it("keeps a union that fits on the line after the `:` whole", async () => {
    const calendar = event(ref("CalendarEvent"));
    const laid = inFunction(letDoc("v22", union([file, calendar, named("undefined")])));
    const flat = '{ type: "file"; file_id: string } | { type: "event"; event_details: CalendarEvent } | undefined';
    await same(laid, `function f() {\n  let v22: ${flat};\n}\n`, `function f() {\n  let v22:\n    ${flat};\n}\n`);
  });

  it("breaks an object type in a union of a list, members a line, its own objects kept whole when they fit", async () => {
    const laid = inFunction(letDoc("v_attachments", union([list(union([file, event(details)])), named("undefined")])));
    const flat = '({ type: "file"; file_id: string } | { type: "event"; event_details: { id_: EventId; title: string; description: string; start_time: Time } })[] | undefined';
    const expected = `function f() {
  let v_attachments:
    | (
        | { type: "file"; file_id: string }
        | {
            type: "event";
            event_details: { id_: EventId; title: string; description: string; start_time: Time };
          }
      )[]
    | undefined;
}
`;
    await same(laid, `function f() {\n  let v_attachments: ${flat};\n}\n`, expected);
  });

  it("breaks an interface member's list of a union, and a function type's parameters and return type", async () => {
    const states = ['"pending"', '"processed"', '"delivered"', '"cancelled"', '"pending (item modified)"', "null"].map(named);
    const fn: TypeTree = { k: "fn", params: [["id", ref("OrderId")], ["ctx", ref("Ctx")]], ret: union([named('"pending"'), named("null"), { k: "generic", name: "Promise", args: [union(states)] }]) };
    const lookups: TypeTree = { k: "object", members: [{ key: "order", type: fn }], broken: true };
    const text = printDoc(["export interface X ", objectDoc([{ key: "actions", type: list(union(actions)) }, { key: "readonly states", type: lookups }], true)], WIDTH);
    const flat = `export interface X {\n  actions: (${actions.map((a) => (a.k === "name" ? a.text : "")).join(" | ")})[];\n  readonly states: {\n    order: (id: OrderId, ctx: Ctx) => "pending" | null | Promise<${states.map((s) => (s.k === "name" ? s.text : "")).join(" | ")}>;\n  };\n}\n`;
    const expected = `export interface X {
  actions: (
    CancelPendingOrderAction | ModifyPendingOrderAddressAction | ModifyPendingOrderPaymentAction
  )[];
  readonly states: {
    order: (
      id: OrderId,
      ctx: Ctx,
    ) =>
      | "pending"
      | null
      | Promise<
          "pending" | "processed" | "delivered" | "cancelled" | "pending (item modified)" | null
        >;
  };
}
`;
    await same(`${text}\n`, flat, expected);
  });

  it("lays out a type alias's long union after the `=`, and a member under its JSDoc", async () => {
    const names = Array.from({ length: 6 }, (_, i) => ref(`SomeRatherLongTypeName${i}`));
    const laid = `${printDoc(aliasDoc("export type Everything", union(names)), WIDTH)}\n`;
    const flat = `export type Everything = ${names.map((n) => (n.k === "name" ? n.text : "")).join(" | ")};\n`;
    expect(laid).toBe(await formatTs(flat));
    expect(laid.split("\n")[1]).toBe("  | SomeRatherLongTypeName0");
    const member = printDoc(memberDoc({ doc: "/** The one. */", key: "a", type: named("string") }), WIDTH);
    expect(member).toBe("/** The one. */\na: string");
  });
});
