// The dispatcher's lines that long names make, one contract a shape: each file must be
// exactly prettier's output, and hold the shape prettier prints.
import { describe, expect, it } from "vitest";
import { formatTs } from "../prettier.js";
import { emitted, long } from "./long-names-contract.js";

const F100 = long("field_name_", 100);
const R80 = long("order_", 80);
const R85 = long("order_", 85);
const T64 = long("tool_name_", 64);
const T61 = long("tool_name_", 61);
const T58 = long("tool_name_", 58);
const S90 = long("A long text of many words ", 90);

/** A toolset with a context field `owner` and a resource `res` owned by it, in states `states`, then `members`. */
const owned = (owner: string, res: string, states: string, members: string): string =>
  `toolset v "Long names."\n\ncontext {\n  ${owner}: string(1..40)\n}\n\nresource ${res} {\n  id string(1..40)\n  owner ${owner}\n  state ${states}\n  missing "No order {id}."\n}\n\n${members}`;
/** Writes `first` and `second` of an argument `a`, the first with `extra`, and a finish `done` of `finish`. */
const writes = (first: string, second: string, extra: string, finish: string): string =>
  `toolset v "Long names."\n\ncontext {\n  customer_id: string(1..40)\n}\n\nresource order {\n  id string(1..40)\n  owner customer_id\n  missing "No order {id}."\n}\n\nwrite ${first} {\n  doc "W."\n  arg a: order "A."\n${extra}}\n\nwrite ${second} {\n  doc "W."\n  arg a: string(1..9) "A."\n}\n\nfinish done {\n  doc "D."\n${finish}}\n`;

const SHAPES: Record<string, { text: string; shapes: string[] }> = {
  "a missing text's function head breaks its parameter": {
    text: owned("customer_id", R80, `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: ${R80} "A."\n}\n`),
    shapes: [`function missing_${R80}(\n  id: unknown,\n): string {\n`],
  },
  "an ownership test of a 100-character owner field breaks after its !==": {
    text: owned(F100, "order", `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: order "A."\n}\n`),
    shapes: [`  if (\n    owner.value !==\n    ctx.${F100}\n  )\n`],
  },
  "a state gate's list of long states breaks one a line": {
    text: owned("customer_id", "order", `"${S90} 1" | "${S90} 2"`, `read look {\n  doc "R."\n  arg a: order "A."\n  require a is "${S90} 1" | "${S90} 2"\n}\n`),
    shapes: [`  states: [\n    "${S90} 1",\n    "${S90} 2",\n  ],\n`],
  },
  "a state gate's one long state breaks inside its brackets": {
    text: owned("customer_id", "order", `"${S90} 1" | "done"`, `read look {\n  doc "R."\n  arg a: order "A."\n  require a is "${S90} 1"\n}\n`),
    shapes: [`  states: [\n    "${S90} 1",\n  ],\n`],
  },
  "a state gate's long message breaks after its key": {
    text: owned("customer_id", "order", `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: order "A."\n  require a is "pending" "${S90} 1"\n}\n`),
    shapes: [`  message:\n    "${S90} 1",\n`],
  },
  "evidence of an argument of a long resource name breaks the call's arguments, in a read's function": {
    text: owned("customer_id", R80, `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: ${R80} "A."\n  budget 3\n}\n`),
    shapes: [`  task.see(\n    "${R80}",\n    args.a,\n  );\n`],
  },
  "and in the reads table, under its arrow": {
    text: owned("customer_id", R80, `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: ${R80} "A."\n}\n`),
    shapes: [`    see: (args, task) =>\n      task.see(\n        "${R80}",\n        args.a,\n      ),\n`],
  },
  "evidence read from a reply breaks the call's arguments": {
    text: owned("customer_id", R80, `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: string(1..9) "A."\n  returns { ${F100}: ${R80} }\n  budget 3\n}\n`),
    shapes: [`  task.see(\n    "${R80}",\n    readField(\n      out.value,\n      "${F100}",\n    ),\n  );\n`],
  },
  "a rule check of a 61-character tool breaks after its =": {
    text: `toolset v "Long names."\n\nread ${T61} {\n  doc "R."\n  arg a: int "A."\n  arg b?: int "B."\n  rule a == 3 => b present "m"\n}\n`,
    shapes: [`  const broken =\n    ruleChecks.${T61}?.(args) ?? [];\n`],
  },
  "a reply check of a 61-character tool": {
    text: `toolset v "Long names."\n\nread ${T61} {\n  doc "R."\n  arg a: int "A."\n  returns { ${F100}: int }\n  budget 3\n}\n`,
    shapes: [`const out = replyValidators.${T61}(`],
  },
  "a proposed action's seen call and push break their arguments": {
    text: writes(T58, "other", `  seen a\n`, `  arg actions: (${T58} | other)[..2] "A."\n`),
    shapes: [`      const unseen = seen_${T58}(\n        action.args,\n        task,\n      );\n`, `      actions.push({\n        tool: "${T58}",\n        args: action.args,\n      });\n`],
  },
  "a state gate's missing text function too long after its key moves under it": {
    text: owned("customer_id", R85, `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: ${R85} "A."\n  require a is "pending"\n}\n`),
    shapes: [`  missing:\n    missing_${R85},\n`],
  },
  "an owner lookup whose ( does not fit after its = moves under it": {
    text: owned("customer_id", R85, `"pending" | "done"`, `read look {\n  doc "R."\n  arg a: ${R85} "A."\n  budget 3\n}\n`),
    shapes: [`  const denied =\n    own_${R85}(\n      args.a,\n`],
  },
  "a loop over a list argument breaks its call in the for head": {
    text: owned("customer_id", "order", `"pending" | "done"`, `read look {\n  doc "R."\n  arg ${F100}: order[..3] "A."\n}\n`),
    shapes: [`  for (const item0 of listItems(\n    args.${F100},\n  )) {\n`],
  },
  "a finish's test of a proposed tool breaks its read of the tag": {
    text: writes("first", "other", "", `  arg ${F100}?: first "A."\n  arg actions: (first | other)[..2] "A."\n`),
    shapes: [`  if (\n    readField(\n      args.${F100},\n      "tool",\n    ) === "first"\n  ) {\n`],
  },
  "a write's count of proposals puts its .length on a line of its own": {
    text: writes(T64, "other", `  budget 2\n`, `  arg actions: (${T64} | other)[..2] "A."\n`),
    shapes: [`      proposalsOf(actions, "${T64}")\n        .length,\n`],
  },
  "a once per task's values whose arrow does not fit after map( break every argument out": {
    text: writes(T64, "other", `  arg b: string(1..9) "B."\n  once b per task\n`, `  arg actions: (${T64} | other)[..2] "A."\n`),
    shapes: [`      proposalsOf(actions, "${T64}").map(\n        (p) => readField(p.args, "b"),\n      ),\n`],
  },
  "a once per task's hugged arrow breaks its body's call": {
    text: writes("first", "other", `  arg ${F100}: string(1..9) "B."\n  once ${F100} per task\n`, `  arg actions: (first | other)[..2] "A."\n`),
    shapes: [`      proposalsOf(actions, "first").map((p) =>\n        readField(\n          p.args,\n          "${F100}",\n        ),\n      ),\n`],
  },
  "a seen text's read of a long argument breaks inside its + chain": {
    text: writes("first", "other", "", `  arg ${F100}: order "A."\n  arg actions: (first | other)[..2] "A."\n  seen ${F100}\n`),
    shapes: [`        idText(\n          args.${F100},\n        ) +\n`],
  },
};

describe("the dispatcher's long-name lines are printed as prettier prints them", () => {
  for (const [what, { text, shapes }] of Object.entries(SHAPES))
    it(what, async () => {
      const d = emitted(text).find((x) => x.path === "dispatcher.ts");
      expect(await formatTs(d?.text ?? "")).toBe(d?.text);
      for (const shape of shapes) expect(d?.text).toContain(shape);
    });
});
