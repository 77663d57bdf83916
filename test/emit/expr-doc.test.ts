// An expression read back into its document prints as prettier prints the same code: in an
// `if` test and as a call's argument, with names long enough to make every part break; what
// prettier hugs or fills is left as its text.
import { describe, expect, it } from "vitest";
import { group, ifBreak, indent, line, printDoc, softline } from "../../src/emit/doc.js";
import { exprDoc, exprText } from "../../src/emit/expr-doc.js";
import { parseExpr } from "../../src/emit/expr-parse.js";
import { formatTs } from "../prettier.js";

const long = (word: string, n: number): string => word.repeat(Math.ceil(n / word.length)).slice(0, n);
const [a, b, c] = [long("alpha_", 60), long("beta_", 45), long("gamma_", 30)];

const EXPRESSIONS = [
  `(get(value, "${a}") ?? null) === 3 && !((get(get(value, "${b}"), "${c}") ?? null) !== null)`,
  `count(get(value, "${a}")) >= 1 && ${b}.length > 40`,
  `!Number.isSafeInteger(${a}) || ${b}[${c}] < ${a}.length * 2 + 1`,
  `typeof ${a} !== "string" && (${b}.length < 1 || codePoints(${b}) > 40)`,
  `at(at(path, key), "${a}${b}")`,
  `own(${a}${c} as object, "${b}")`,
  `${a}${b}[${c}]`,
];

// Forms the dispatcher writes as arguments: a spread, an arrow, a list, `+` chains, a call's
// property read, and a call around one left as text.
const ARGUMENTS = [
  `...${a}(${b}, "${c}")`,
  `(id) => "${a}" + idText(id) + "${b}"`,
  `["${a}", "${b}", ${c}]`,
  `"${a}" + String(${b}) + "${c}"`,
  `"${a}" + ${b}(${c}, ${c})`,
  `${a}(${b}, "${c}").length`,
  `${a}(${c}).length`,
  `${a}(${b}, ${c}.map((x) => x))`,
];

/** `doc` printed at width 100 with a newline after it. */
const print = (doc: Parameters<typeof printDoc>[0]): string => `${printDoc(doc, 100)}\n`;

describe("an expression's document", () => {
  for (const text of EXPRESSIONS) {
    it(`is prettier's layout of ${text.slice(0, 40)}...`, async () => {
      const read = parseExpr(text);
      if (read === undefined) throw new Error(`not read: ${text}`);
      const test = group(["if (", group([indent([softline, exprDoc(read, "if")]), softline]), ")", indent([line, "f();"])]);
      expect(print(test)).toBe(await formatTs(`if (${text}) f();\n`));
      const call = group(["g(", indent([softline, exprDoc(read, "call"), ",", line, '"x"']), ifBreak(","), softline, ")"]);
      expect(print([call, ";"])).toBe(await formatTs(`g(${text}, "x");\n`));
    });
  }

  for (const text of ARGUMENTS) {
    it(`is prettier's layout of the argument ${text.slice(0, 40)}...`, async () => {
      const read = parseExpr(text);
      if (read === undefined) throw new Error(`not read: ${text}`);
      const call = group(["g(", indent([softline, exprDoc(read, "call"), ",", line, '"x"']), ifBreak(","), softline, ")"]);
      expect(print([call, ";"])).toBe(await formatTs(`g(${text}, "x");\n`));
    });
  }

  it("puts an arrow's + chain under its => unindented", async () => {
    const text = `(id) => "${a}" + idText(id) + "${b}"`;
    const read = parseExpr(text);
    if (read === undefined) throw new Error(`not read: ${text}`);
    expect(print(["const f = ", exprDoc(read, "assign"), ";"])).toBe(await formatTs(`const f = ${text};\n`));
  });

  it("leaves as text what prettier hugs or fills", () => {
    for (const text of [`${a}.filter((x) => ${b}(x, "${c}"))`, `${a}([${b}, ${c}], "${c}")`, `[${"1234567890, ".repeat(12)}-1]`]) {
      const read = parseExpr(text);
      if (read === undefined) throw new Error(`not read: ${text}`);
      expect(exprDoc(read, "call"), text).toBe(text);
    }
  });

  it("prints on one line as the text it was read from", () => {
    for (const text of [...EXPRESSIONS, ...ARGUMENTS, "[]", "f()", "-1", `${a}?.${b}`]) {
      const read = parseExpr(text);
      if (read === undefined) throw new Error(`not read: ${text}`);
      expect(exprText(read)).toBe(text);
    }
  });

  it("is none for what is not read", () => {
    for (const text of ["a ? b : c", "x = 1", "(a: T) => a", "() => {}", "`t`", "a == b", "/re/.test(s)", "{ a: 1 }", "a < b as T", "new X()"]) {
      expect(parseExpr(text), text).toBeUndefined();
    }
  });
});
