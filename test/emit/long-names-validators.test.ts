// The lines long names make in validators.ts, one small contract each: the file must be
// exactly prettier's output, with the line broken where prettier
// breaks it.
import { describe, expect, it } from "vitest";
import { formatTs } from "../prettier.js";
import { emitted, long } from "./long-names-contract.js";

const read = (members: string): string => `toolset v "Long names."\n\nread look {\n  doc "Look."\n${members}}\n`;
const typed = (name: string, fields: string): string => `toolset v "Long names."\n\ntype ${name} = { ${fields} }\n\nread look {\n  doc "Look."\n  arg box: ${name} "A."\n}\n`;

const f78 = long("field_", 78);
const f70 = long("field_", 70);
const [p25, q25] = [long("pname_", 25), long("qname_", 25)];
const l65 = long("list_", 65);
const f58 = long("field_", 58);
const T84 = long("Type_name_", 84);
const flag = long("flag_", 96);
const l92 = long("list_", 92);
const l66 = long("list_", 66);
const u80 = long("union_", 80);
const T100 = long("Type_name_", 100);
const s74 = long("order_name_", 74);

const CASES: Record<string, { text: string; shapes: string[] }> = {
  "a call's argument that is a call too long for its line breaks its own arguments": {
    text: read(`  arg box: { ${f78}: string(1..9) } "A."\n`),
    shapes: [`    report(\n      at(\n        at(path, key),\n        "${f78}",\n      ),\n      "missing",\n`],
  },
  "a `??` in parentheses breaks after its operator before the comparison it is in": {
    text: read(`  arg ${f70}: int(1..9) = 3 "A."\n  arg b?: { c: int } "B."\n  rule ${f70} == 3 => b present "R."\n`),
    shapes: [`        (get(value, "${f70}") ??\n          null) === 3 &&\n        !((get(value, "b") ?? null) !== null)\n`],
  },
  "a negated comparison breaks between `!(` and `)`, then after its `??`": {
    text: read(`  arg l?: int[] "L."\n  arg o?: { ${p25}: { ${q25}: string(1..9) } } "O."\n  rule count(l) >= 1 => o.${p25}.${q25} present "R."\n`),
    shapes: [`        !(\n          (get(get(get(value, "o"), "${p25}"), "${q25}") ??\n            null) !== null\n        )\n`],
  },
  "a comparison whose call fits breaks after its `>=`": {
    text: read(`  arg ${l65}?: int[] "L."\n  arg b?: int "B."\n  rule count(${l65}) >= 1 => b present "R."\n`),
    shapes: [`        count(get(value, "${l65}")) >=\n          1 &&\n`],
  },
  "an object's value whose ` {` does not fit after its `=` moves to the next line": {
    text: read(`  arg box: { ${f58}: string(1..9), b?: int } "A."\n`),
    shapes: [`  const value: { ${f58}: string; b?: number } =\n    {\n      ${f58}:\n        v_${f58},\n      ...(v_b === undefined ? {} : { b: v_b }),\n    };\n`],
  },
  "a named type's check breaks its return type and moves its value's object": {
    text: typed(T84, "x: int, y?: int"),
    shapes: [`  key: string | number,\n):\n  ${T84} | undefined {\n`, `  const value: ${T84} =\n    {\n      x: v_x,\n`],
  },
  "a boolean default stays on the line of its `=`": {
    text: read(`  arg box: { ${flag}: bool = true } "A."\n`),
    shapes: [`    v_${flag} = true;\n`],
  },
  "a list's `for` test breaks after its `<`, its item's index read between its brackets, a path after its key": {
    text: read(`  arg ${l92}: string(1..9)[] "A."\n`),
    shapes: [`      i2 <\n      raw_${l92}.length;\n`, `      const raw3: unknown =\n        raw_${l92}[\n          i2\n        ];\n`, `          path: at(\n            "${l92}",\n            i2,\n          ),\n`],
  },
  "a nested list's path breaks its call's arguments": {
    text: read(`  arg o: { ${l66}: string(1..9)[] } "O."\n`),
    shapes: [`    const path6 = at(\n      at(path, key),\n      "${l66}",\n    );\n`],
  },
  "a union's tag read keeps its `as object` argument whole": {
    text: read(`  arg ${u80}: { k: "first", a: int } | { k: "second", b: int } "A."\n`),
    shapes: [`        raw_${u80} as object,\n        "k",\n      );\n`, `  let v_${u80}:\n    { k: "first"; a: number } | { k: "second"; b: number } | undefined;\n`],
  },
  "a chain in parentheses breaks a comparison of its call after its `>`": {
    text: read(`  arg ${s74}: string(1..40) "A."\n`),
    shapes: [`      codePoints(raw_${s74}) >\n        40)\n  )\n`],
  },
  "a check function's name past the width stays on its line": {
    text: typed(T100, "x: int"),
    shapes: [`function check${T100.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")}(\n  input: unknown,\n`],
  },
};

describe("validators.ts lays out long-name lines as prettier does", () => {
  for (const [what, { text, shapes }] of Object.entries(CASES))
    it(what, async () => {
      const v = emitted(text).find((x) => x.path === "validators.ts");
      expect(await formatTs(v?.text ?? "")).toBe(v?.text);
      for (const shape of shapes) expect(v?.text).toContain(shape);
    });
});
