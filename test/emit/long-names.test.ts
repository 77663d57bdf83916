// Long names make lines no short contract does. Over contracts whose names, literals,
// patterns and docs are up to 100 characters long (tool names up to 64), in every position
// the language has, every file an emitter writes must be exactly prettier's output.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EmittedFile } from "../../src/emit/printer.js";
import { formatTs } from "../prettier.js";
import { emitted, long, longNamesContract, type LongNames } from "./long-names-contract.js";

/** Asserts every file is prettier's own output. */
async function prettierOwn(files: readonly EmittedFile[]): Promise<void> {
  for (const f of files) expect(await formatTs(f.text), f.path).toBe(f.text);
}

const letters = fc.constantFrom("a", "b", "order_", "item", "x9_");
/** An identifier of 1 to 12 or of 30 to `max` characters. */
const ident = (max: number): fc.Arbitrary<string> =>
  fc.tuple(letters, fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 30, max }))).map(([w, n]) => long(`${w}name_`, n).replace(/_+$/, "") || "n");
/** A text of 1 to 100 characters: words and spaces. */
const prose = fc.tuple(fc.constantFrom("Some words ", "A long text of many words ", "x"), fc.integer({ min: 1, max: 100 })).map(([w, n]) => long(w, n).trim() || "x");
const names: fc.Arbitrary<LongNames> = fc.record({
  ids: fc.array(ident(100), { minLength: 1, maxLength: 4 }),
  // The contract adds `_N` (up to 3 characters) to a tool's name, which may have 64 in all.
  tools: fc.array(ident(61), { minLength: 1, maxLength: 3 }),
  texts: fc.array(prose, { minLength: 1, maxLength: 3 }),
});

describe("contracts with long names are printed as prettier prints them", () => {
  it("at the longest: 100-character names and texts, 64-character tool names", async () => {
    const text = longNamesContract({ ids: [long("field_name_", 100), long("other_", 93)], tools: [long("tool_name_", 61)], texts: [long("Some words ", 100)] });
    await prettierOwn(emitted(text));
  });

  it("a schema constant or call whose opening bracket does not fit starts its object on the next line", async () => {
    const tool = long("tool_name_", 64);
    const text = `toolset long "Long names."\n\nread ${tool} {\n  doc "Look."\n  arg ${long("a", 40)}: string(1..9) "A value."\n}\n`;
    const files = emitted(text);
    await prettierOwn(files);
    const rich = files.find((f) => f.path === "schemas-constraints.ts")?.text ?? "";
    expect(rich).toContain(`const ${tool}_with_constraints_args: JsonObjectSchema =\n  {\n`);
    expect(rich).toContain(`  ${tool}:\n    ${tool}_args,\n`);
    expect(rich).toContain(`const ${tool}_with_constraints = toolForms(\n  {\n`);
  });

  it("a type alias too long for its line breaks after the `=`, an object type's `{` on the next line", async () => {
    const name = long("Type_name_", 100);
    const tool = long("tool_name_", 64);
    const other = long("other_name_", 64);
    const args = `  arg ${long("field_", 60)}: string(1..9) "A value."\n  arg b: { x: int }\n`;
    const text = `toolset long "Long names."\n\ntype ${name} = string(1..9)\ntype ${name}2 = { x: int, y: string(1..9) "The y." }\n\nread ${tool} {\n  doc "Look."\n${args}  arg c: ${name}\n  arg d: ${name}2\n}\n\nread ${other} {\n  doc "Look again."\n${args}  arg c: ${name}\n  arg d: ${name}2\n}\n`;
    const files = emitted(text);
    await prettierOwn(files);
    const types = files.find((f) => f.path === "types.ts")?.text ?? "";
    expect(types).toContain(`export type ${name} =\n  string;\n`);
    expect(types).toContain(`export type ${name}2 =\n  {\n`);
    expect(types).toMatch(/export type OtherName\w+Args =\n {2}ToolName\w+Args;\n/);
  });

  /** A field name of 70 characters and a tool name of 64. */
  const f = long("field_", 70);
  const tool = long("tool_name_", 64);
  const read = (members: string): string => `toolset v "Long names."\n\nread look {\n  doc "Look."\n${members}}\n`;
  const VALIDATORS: Record<string, { text: string; shapes: string[] }> = {
    "an assignment too long breaks after its `=`": {
      text: read(`  arg ${f}: string(1..9) "A."\n`),
      shapes: [`  else\n    v_${f} =\n      raw_${f};\n`],
    },
    "an optional field's spread breaks its object and then its member": {
      text: read(`  arg ${f}?: { a: int } "A."\n`),
      shapes: [`      : {\n          ${f}:\n            v_${f},\n        }),\n`],
    },
    "a table entry breaks after its key": {
      text: `toolset v "Long names."\n\nread ${tool} {\n  doc "Look."\n  arg a: string(1..9) "A."\n}\n`,
      shapes: [`  ${tool}:\n    checkToolNameToolNameToolNameToolNameToolNameToolNameToolArgs,\n`],
    },
    "an enum's comparisons break after `!==`": {
      text: read(`  arg ${f}: "first value of the enum" | "second value of the enum" | "third value of it" "A."\n`),
      shapes: [`    raw_${f} !==\n      "first value of the enum" &&\n`],
    },
    "a list's `for` head breaks one clause a line, and its item's read after its `=`": {
      text: read(`  arg ${f}: string(1..9)[] "A."\n`),
      shapes: [`    for (\n      let i2 = 0;\n      i2 < raw_${f}.length;\n      i2++\n    ) {\n`, `      const raw3: unknown =\n        raw_${f}[i2];\n`],
    },
    "a list's `new Array` moves under its `=` when it does not fit after it": {
      text: `toolset v "Long names."\n\n${["a", "b"].map((x) => `write ${long(`${x}name_`, 31)} {\n  doc "W."\n  arg n: string "N."\n}\n\n`).join("")}finish done {\n  doc "D."\n  arg a: (${long("aname_", 31)} | ${long("bname_", 31)})[..3] "A."\n}\n`,
      shapes: [`    const items1: (AnameAnameAnameAnameAnameAAction | BnameBnameBnameBnameBnameBAction)[] =\n      new Array(raw_a.length);\n`],
    },
    "a rule's message breaks after `message:`": {
      text: read(`  arg a: string(1..9) "A."\n  arg b?: int "B."\n  rule a == "x" => b present "${long("Some words ", 110).trim()}"\n`),
      shapes: [`          message:\n            "Some words`],
    },
    "a lone test too long for its `if` goes between the parentheses, its call broken": {
      text: `toolset v "Long names."\n\ntype Box = { ${f}: int }\n\nread look {\n  doc "Look."\n  arg box: Box "A."\n}\n`,
      shapes: [`  else if (\n    !Number.isSafeInteger(\n      raw_${f},\n    )\n  )\n`],
    },
    "comparisons of an 80-character name break after their operator, in an `if` test, a chain and a spread's test": {
      text: read(`  arg ${long("field_", 80)}?: bool "A."\n`),
      shapes: [
        `  if (\n    raw_${long("field_", 80)} !==\n    undefined\n  )\n`,
        `    (v_${long("field_", 80)} ===\n      undefined &&\n      raw_${long("field_", 80)} !==\n        undefined &&\n`,
        `    ...(v_${long("field_", 80)} ===\n    undefined\n      ? {}\n      : {\n`,
      ],
    },
  };
  for (const [what, { text, shapes }] of Object.entries(VALIDATORS))
    it(`validators.ts: ${what}`, async () => {
      const v = emitted(text).find((x) => x.path === "validators.ts");
      expect(await formatTs(v?.text ?? "")).toBe(v?.text);
      for (const shape of shapes) expect(v?.text).toContain(shape);
    });

  const hinted = (name: string, hint: string): string =>
    `toolset v "Long names."\n\nread ${name} {\n  doc "Look."\n  arg a: string(1..9) "A."\n${hint ? `  hint invalid_arguments "${hint}"\n` : ""}}\n`;
  const longHint = "Try again with an argument that is valid for this tool, as the schema says so.";
  const DISPATCHER: Record<string, { text: string; shape: string }> = {
    "a 64-character read's results breaks its cap onto a line of its own": {
      text: hinted(tool, ""),
      shape: `const results_${tool} = new ToolResults(\n  4000,\n);\n`,
    },
    "and its hints too, a long one broken after its code": {
      text: hinted(tool, longHint),
      shape: `const results_${tool} = new ToolResults(\n  4000,\n  {\n    invalid_arguments:\n      "${longHint}",\n  },\n);\n`,
    },
    "a hugged hint too long for its line breaks after its code": {
      text: hinted(long("tool_name_", 40), longHint),
      shape: `new ToolResults(4000, {\n  invalid_arguments:\n    "${longHint}",\n});\n`,
    },
  };
  for (const [what, { text, shape }] of Object.entries(DISPATCHER))
    it(`dispatcher.ts: ${what}`, async () => {
      const d = emitted(text).find((x) => x.path === "dispatcher.ts");
      expect(await formatTs(d?.text ?? "")).toBe(d?.text);
      expect(d?.text).toContain(shape);
    });

  /** A 40-character field name, a 45-character tool name, a 100- and an 80-character field name. */
  const F = long("field_", 40);
  const T = long("tool_name_", 45);
  const F100 = long("field_name_", 100);
  const owned = (members: string): string =>
    `toolset v "Long names."\n\ncontext {\n  customer_id: string\n}\n\nresource order {\n  id string\n  owner customer_id\n  state "pending" | "done"\n  missing "No order {id}."\n}\n\n${members}`;
  const writes = (second: string, finish: string): string =>
    `toolset v "Long names."\n\nwrite ${T} {\n  doc "W."\n  arg a: string "A."\n}\n\nwrite ${second} {\n  doc "W."\n  arg a: string "A."\n}\n\nfinish done {\n  doc "D."\n${finish}}\n`;
  const GAPS: Record<string, { file: string; text: string; shape: string }> = {
    "V1: a rule's nested reads of long names break inside its `!(... !== null)`": {
      file: "validators.ts",
      text: read(`  arg a: string(1..9) "A."\n  arg ${F}?: { ${F}?: { ${F}?: int } } "B."\n  rule a == "x" => ${F}.${F}.${F} present "m"\n`),
      shape: `        !(\n          (get(\n            get(\n              get(value, "${F}"),\n`,
    },
    "V2: a rule's read of a 100-character name breaks its arguments": {
      file: "validators.ts",
      text: read(`  arg ${F100}: int "A."\n  arg b?: int "B."\n  rule ${F100} == 3 => b present "m"\n`),
      shape: `        (get(\n          value,\n          "${F100}",\n        ) ?? null) === 3 &&\n`,
    },
    "V3: a call in a chain's operand breaks its argument": {
      file: "validators.ts",
      text: read(`  arg ${long("field_", 80)}?: int "A."\n`),
      shape: `    !Number.isInteger(\n      raw_${long("field_", 80)},\n    )\n`,
    },
    "V3: a call compared in a chain's operand breaks its argument": {
      file: "validators.ts",
      text: read(`  arg ${F100}?: string(1..9) "A."\n`),
      shape: `      codePoints(\n        raw_${F100},\n      ) > 9)\n`,
    },
    "V4: a line no break can shorten is final": {
      file: "validators.ts",
      text: read(`  arg ${F100}: "x" | "y" "A."\n`),
      shape: `case "${F100}":`,
    },
    "D1: a sealed proposal's type arguments and an execute's check call break": {
      file: "dispatcher.ts",
      text: writes(`${T}_2`, `  arg actions: (${T} | ${T}_2)[..2] "A."\n`),
      shape: `  | SealedProposal<\n      "${T}",\n      ArgsOf<"${T}">\n    >\n`,
    },
    "D1: an execute's check call breaks its arguments": {
      file: "dispatcher.ts",
      text: writes(`${T}_2`, `  arg actions: (${T} | ${T}_2)[..2] "A."\n`),
      shape: `  const checked = await check_${T}(\n    proposal.args,\n    ctx,\n    deps,\n  );\n`,
    },
    "D2: a state gate's constant breaks after its `=`": {
      file: "dispatcher.ts",
      text: owned(`read ${T} {\n  doc "R."\n  arg ${F}: order "A."\n  require ${F} is "pending"\n}\n`),
      shape: `const require_${T}_${F} =\n  stateGate({\n    resource: "order",\n`,
    },
    "D2: a state gate whose `({` does not fit after its `=` but `(` does puts its object inside the call's parentheses": {
      file: "dispatcher.ts",
      text: owned(`read ${T} {\n  doc "R."\n  arg ${long("field_", 27)}: order "A."\n  require ${long("field_", 27)} is "pending"\n}\n`),
      shape: `const require_${T}_${long("field_", 27)} = stateGate(\n  {\n    resource: "order",\n`,
    },
    "D3: a scope's test goes between the parentheses, its call broken": {
      file: "dispatcher.ts",
      text: `toolset v "Long names."\n\ncontext {\n  ${F}: string(1..40)\n}\n\nread look {\n  doc "R."\n  arg ${F}: string(1..40) "A."\n  scope ${F} = context.${F}\n}\n`,
      shape: `  if (\n    !sameValue(\n      args.${F},\n      ctx.${F},\n    )\n  )\n    return refused(\n`,
    },
    "D4: an ensure's test goes between the parentheses, its call broken": {
      file: "dispatcher.ts",
      text: owned(`read look {\n  doc "R."\n  arg ${F}: order "A."\n  returns { ${F}: order }\n  ensure result.${F} == ${F}\n}\n`),
      shape: `  if (\n    !sameValue(\n      readField(out.value, "${F}"),\n      args.${F},\n    )\n  )\n`,
    },
    "D5: a finish's test of a proposed tool breaks after `===`": {
      file: "dispatcher.ts",
      text: writes("other", `  arg ${F}?: ${T} "A."\n  arg actions: (${T} | other)[..2] "A."\n`),
      shape: `  if (\n    readField(args.${F}, "tool") ===\n    "${T}"\n  ) {\n`,
    },
    "D5: a finish's test of a proposed tool that fits between the parentheses stays on one line there": {
      file: "dispatcher.ts",
      text: writes("other", `  arg ${long("field_", 58)}?: other "A."\n  arg actions: (${T} | other)[..2] "A."\n`),
      shape: `  if (\n    readField(args.${long("field_", 58)}, "tool") === "other"\n  ) {\n`,
    },
    "a tool's one scope too long for usableTool's return breaks its call's arguments": {
      file: "dispatcher.ts",
      text: `toolset v "Long names."\n\ncontext {\n  ${long("field_", 70)}: string(1..40)\n}\n\nread look {\n  doc "R."\n  arg a: string(1..40) "A."\n  scope a = context.${long("field_", 70)}\n}\n`,
      shape: `      return scopeUsable(\n        ctx.${long("field_", 70)},\n        false,\n      );\n`,
    },
    "D6: a once per task's values break after the arrow": {
      file: "dispatcher.ts",
      text: `toolset v "Long names."\n\nwrite ${T} {\n  doc "W."\n  arg ${F}: string(1..9) "A."\n  once ${F} per task\n}\n\nfinish done {\n  doc "D."\n  arg actions: ${T}[..2] "A."\n}\n`,
      shape: `      proposalsOf(actions, "${T}").map((p) =>\n        readField(p.args, "${F}"),\n      ),\n`,
    },
  };
  for (const [what, { file, text, shape }] of Object.entries(GAPS))
    it(`${file}: ${what}`, async () => {
      const out = emitted(text).find((x) => x.path === file);
      expect(await formatTs(out?.text ?? "")).toBe(out?.text);
      expect(out?.text).toContain(shape);
    });

  it("random names in every position", async () => {
    await fc.assert(
      fc.asyncProperty(names, async (n) => {
        await prettierOwn(emitted(longNamesContract(n)));
      }),
      { numRuns: 30, seed: 100 },
    );
  });
});
