// Emitters print every file exactly as prettier prints it, and `build` never runs prettier.
// This holds them to it over every contract the project has and a generated large one.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import { formatTs } from "../prettier.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const tools = (dir: string): string[] =>
  fs.existsSync(path.join(ROOT, dir)) ? fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith(".tool")).map((f) => path.join(dir, f)) : [];
const golden = fs.readdirSync(path.join(ROOT, "test/golden/cases")).map((d) => `test/golden/cases/${d}/${d}.tool`);
const suites = fs.readdirSync(path.join(ROOT, "test/conformance/suites")).flatMap((d) => tools(`test/conformance/suites/${d}`));
const agents = [...tools("bench/agents/tau/contracts"), ...tools("bench/agents/agentdojo/contracts")];
const files = [...tools("contracts"), ...golden, ...tools("test/fixtures"), ...tools("test/schemas/fixtures"), ...agents, ...suites];
/** Contracts whose types are too long for one line, each in a shape prettier breaks its own way. */
const SHAPES: Record<string, string> = {
  // A field name of 100 characters: its annotation breaks after the `:`.
  wide: `toolset wide "A field name past the line width."\n\nread look {\n  doc "Look one record up."\n  arg ${"a".repeat(100)}: "x" | "y" "A value."\n}\n`,
  // Twelve long names in a union: one a line, in a list of them and as a list's item.
  many: `toolset many "A finish of twelve writes."\n\n${Array.from({ length: 12 }, (_, i) => `write change_the_record_number_${i} {\n  doc "Change it."\n  arg note: string "A note."\n}\n`).join("\n")}\nfinish done {\n  doc "End."\n  arg actions: (${Array.from({ length: 12 }, (_, i) => `change_the_record_number_${i}`).join(" | ")})[..3] "The changes."\n}\n`,
  // Object types in a union, alone and as a list's item, too long for one line.
  objects: `toolset objects "Objects in a union."\n\ntype When = { start: string, finish: string, description_of_the_event: string, location_of_the_event: string }\n\nread look {\n  doc "Look."\n  arg attachment: { type: "file", file_id: string } | { type: "event", event_details: When } "One."\n  arg attachments?: ({ type: "file", file_id: string } | { type: "event", event_details: { title: string, description: string, start_time: string, end_time: string } })[] "Some."\n}\n`,
  // A state lookup with long states: parameters, then the union of its return type, break.
  states: `toolset states "Long states."\n\ncontext {\n  customer_id: string\n}\n\nresource order {\n  id string\n  owner customer_id\n  state "pending" | "processed" | "delivered" | "cancelled" | "pending (item modified)" | "return requested"\n  missing "No order {id}."\n}\n\nwrite cancel_order {\n  doc "Cancel an order."\n  arg order_id: order "The order."\n  require order_id is "pending"\n}\n`,
};

const sources = [
  ...files.map((f) => ({ path: f, headerPath: `contracts/${path.basename(f)}`, text: fs.readFileSync(path.join(ROOT, f), "utf8") })),
  { path: "large.tool", headerPath: "contracts/large.tool", text: largeContract(60) },
  ...Object.entries(SHAPES).map(([name, text]) => ({ path: name, headerPath: `contracts/${name}.tool`, text })),
];
/** The files the shapes above are written for: where contract types are written out. */
const TYPED = ["types.ts", "validators.ts", "dispatcher.ts"];

/** A contract of `count` similar read tools, the shape the compiler benchmark uses. */
function largeContract(count: number): string {
  const tool = (i: number): string => `read lookup_${i} {
  doc "Look up record ${i} by its ID. Returns its status and dates."
  arg record_id: RecordId "The record ID: R- and 6 digits."
  arg limit?: int(1..50) "How many entries to return."
  arg status: "open" | "closed" | "pending" "Which records to include."
  returns { id: RecordId, count: int(0..1000), note: string(0..200) }
}
`;
  const tools = Array.from({ length: count }, (_, i) => tool(i)).join("\n");
  return `toolset large "Many tools."\n\ncontext {\n  customer_id: string\n}\n\ntype RecordId = string /^R-\\d{6}$/\n\n${tools}`;
}


describe("emitted TypeScript is already formatted", () => {
  for (const source of sources) {
    it(`${source.path}: every file is prettier's own output`, async () => {
      const compiled = compileSources([source]);
      expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      for (const ts of compiled.toolsets)
        for (const f of EMITTERS.flatMap((e) => e.emit(ts)).filter((x) => x.path.endsWith(".ts") && (!(source.path in SHAPES) || TYPED.includes(x.path)))) {
          expect(await formatTs(f.text), `${ts.name}/${f.path}`).toBe(f.text);
        }
    });
  }
});

describe("a state gate's long missing text", () => {
  // A state gate of a resource without an owner, whose missing text is long: its `missing`
  // arrow breaks after `=>` and at each `+`, as prettier breaks it.
  const missing = "No order with this id was found anywhere in the store of orders, try again later";
  const text = `toolset wide "A missing text past the line width."\n\nresource order {\n  id string(1..40)\n  state "pending" | "done"\n  missing "${missing} {id}."\n}\n\nread look {\n  doc "Look one order up."\n  arg order_id: order "The order."\n  require order_id is "pending"\n}\n`;

  it("is printed as prettier prints it, and marked so", async () => {
    const compiled = compileSources([{ path: "wide.tool", headerPath: "contracts/wide.tool", text }]);
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ts = compiled.toolsets[0];
    if (!ts) throw new Error("no toolset");
    const d = EMITTERS.flatMap((e) => e.emit(ts)).find((f) => f.path === "dispatcher.ts");
    expect(await formatTs(d?.text ?? "")).toBe(d?.text);
    expect(d?.text).toContain(`  missing: (id) =>\n    "${missing} " +\n    idText(id) +\n    ".",\n`);
  });
});

describe("long calls, lists and policies are laid out as prettier prints them", () => {
  /** The emitted file `name` of the one toolset in `text`. */
  function emitted(text: string, name: string): { text: string; formatted?: boolean } {
    const compiled = compileSources([{ path: "shapes.tool", headerPath: "contracts/shapes.tool", text }]);
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ts = compiled.toolsets[0];
    if (!ts) throw new Error("no toolset");
    const f = EMITTERS.flatMap((e) => e.emit(ts)).find((x) => x.path === name);
    if (!f) throw new Error(`no ${name}`);
    return f;
  }
  /** Asserts the file is marked formatted, is prettier's own output, and holds each shape. */
  async function prettierOwn(f: { text: string; formatted?: boolean }, ...shapes: string[]): Promise<void> {
    expect(await formatTs(f.text)).toBe(f.text);
    for (const s of shapes) expect(f.text).toContain(s);
  }
  const head = `toolset shapes "Shapes of long lines."\n\ncontext {\n  customer_id: string(1..40)\n}\n\ntype OrderId = string /^O-\\d{3}$/\n\n`;
  const order = `resource order {\n  id OrderId\n  owner customer_id\n  missing "Order {id} cannot be found: it is not this customer's, was deleted, or was never placed in this shop by anyone at all."\n}\n\n`;

  it("a write's policy and a read's `refuse when` as object literals, the labelled `call` broken, a writer hugged", async () => {
    const text = `${head}read read_inbox {
  doc "Read the emails of the inbox."
  returns { emails: { subject: string, body: string }[] }
  untrusted result.emails[].body "Bodies are written by anyone."
  untrusted result.emails[].subject "Subjects too."
}

read visit {
  doc "Visit a page."
  arg url: string(1..200) "The address."
  refuse when url only untrusted | nowhere "This address was seen only in pages written by others; ask the user first."
}

write send_money_to_payee {
  doc "Send money."
  arg payee: string(1..40) "The payee's IBAN."
  arg amount: number(0..) "The amount."
  refuse when payee only untrusted "This payee appeared only in an email body; ask the user who to pay them."
  auto when payee from read | user and amount <= 100 "Small payments to a payee on file."
}

write note {
  doc "Write a note."
  arg text: string(1..40) "The text."
}

finish done {
  doc "End the task."
  arg payments: (send_money_to_payee | note)[..3] "The payments to propose."
}
`;
    await prettierOwn(
      emitted(text, "dispatcher.ts"),
      "    policy: {\n      refuse: [\n        {\n",
      "    policy: { refuse: [], auto: [] },\n",
      '  read_inbox: [\n    ["emails", "[]", "body"],\n',
      "  visit: [\n    {\n",
      "      writes.label(\n        task,\n",
      '"note"), (op) =>\n    deps.writers.note(args, ctx, op),\n  );\n',
    );
  });

  it("a refusal's long text, a per-task effect's and a budget's table rows, and a long missing text", async () => {
    const text = `${head}${order}read get_orders {
  doc "Look up orders."
  arg customer: string(1..40) "The customer."
  arg order_ids: order[1..5] "The order IDs."
  scope customer = context.customer_id "An order is looked up only for the customer of this very conversation."
  effect order_ids max 5 per task
}

write request_refund {
  doc "Refund an order."
  arg order_id: order "The order to refund."
  arg amount: int(1..5000) "The amount in dollars."
  budget 2
  effect amount max 300 per task
}

finish finish {
  doc "End the task."
  arg actions: request_refund[..5]
}
`;
    await prettierOwn(
      emitted(text, "dispatcher.ts"),
      '      results.refuse(\n        "out_of_scope",\n',
      '    [\n      "get_orders.order_ids",\n      5,\n      effectOf(args.order_ids),\n      () =>\n        results.refuse(\n',
      "  return (\n    \"Order \" +\n",
    );
  });

  it("`once` per task and for good, with their texts", async () => {
    const text = `${head}${order}write refund_order {
  doc "Refund an order."
  arg order_id: order "The order to refund."
  once order_id "An order is refunded once, ever, whoever asks and whenever they ask."
}

write modify_items {
  doc "Change the items of an order."
  arg order_id: order "The order to change."
  once order_id per task "The items of an order can be changed once: put every change in one proposal."
}

finish finish {
  doc "End the task."
  arg actions: (refund_order | modify_items)[..3] "The changes to propose."
}
`;
    await prettierOwn(
      emitted(text, "dispatcher.ts"),
      "    [\n      ...onceBinds(\n        results,\n",
      "    ...onceWants(\n      results_modify_items,\n",
    );
  });

  it("a list's length message past the width breaks after `message:`", async () => {
    const text = `${head}read search {
  doc "Search."
  arg restaurant_names_to_search_for: string(1..40)[1..50] "The names."
}
`;
    await prettierOwn(
      emitted(text, "validators.ts"),
      '      message:\n        "List should have at least 1 item after validation, not " +\n',
      '      message:\n        "List should have at most 50 items after validation, not " +\n',
    );
  });

  const file = (p: string): { path: string; headerPath: string; text: string } => ({ path: path.basename(p), headerPath: `contracts/${path.basename(p)}`, text: fs.readFileSync(path.join(ROOT, p), "utf8") });
  const marked = [
    "test/conformance/suites/limits/limits.tool",
    "test/conformance/suites/provenance/provenance.tool",
    ...tools("bench/agents/agentdojo/contracts"),
    ...tools("bench/agents/tau/contracts"),
    "test/conformance/suites/policies/policies.tool",
  ];
  for (const p of marked)
    it(`${p}: dispatcher.ts is prettier's own output`, async () => {
      const compiled = compileSources([file(p)]);
      const ts = compiled.toolsets[0];
      if (!ts) throw new Error("no toolset");
      const f = EMITTERS.flatMap((e) => e.emit(ts)).find((x) => x.path === "dispatcher.ts");
      await prettierOwn(f ?? { text: "" });
    });
});
