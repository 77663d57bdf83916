// Plausible mistakes get a located sentence that says what was meant, not the parser's
// "expected '}' but found '('"; and one run still reports every error of the file.
import { describe, expect, it } from "vitest";
import { check, where } from "../check/helpers.js";

describe("advice for plausible mistakes", () => {
  it("reports every mistake of one file in one run, each where it is", () => {
    const src = [
      "toolset demo",
      "read t {",
      '  doc "Reads things."',
      '  arg n: integer(1..5) "How many."',
      '  arg s: strng(1..20) "The name."',
      '  arg m: int(1..5) "The limit." = 3',
      "}",
      "result max 3",
      "read u {",
      '  doc "Reads others."',
      "  arg x: int(1..3",
      "}",
      "",
    ].join("\n");
    const d = check(src);
    expect(where(d)).toEqual(["range-on-name@4:10", "range-on-name@5:10", "default-after-doc@6:33", "misplaced-member@8:1", "syntax-error@12:1"]);
    expect(d.map((x) => x.message)).toEqual([
      "'integer' cannot take a range: only string, int and number do (did you mean 'int(1..5)'?)",
      "'strng' cannot take a range: only string, int and number do (did you mean 'string(1..20)'?)",
      "the default goes before the doc: write '= 3' right after the type, then the doc",
      "'result' belongs inside a tool (read, write or finish NAME { ... }), not at the top level",
      "expected ')' but found '}'",
    ]);
  });
  it("quotes a string or list default back as it was written", () => {
    const d = check('toolset t\nread r {\n  doc "Reads."\n  arg s: string(1..9) "A name." = "ann"\n  arg l: int[] "Some." = [1, 2]\n}\n');
    expect(d.map((x) => x.message)).toEqual([
      "the default goes before the doc: write '= \"ann\"' right after the type, then the doc",
      "the default goes before the doc: write '= [...]' right after the type, then the doc",
    ]);
  });
  it("offers no built-in word for a name that is not near one", () => {
    const d = check('toolset t\ntype Qty = int(1..99)\nread r {\n  doc "Reads."\n  arg q: Qty(1..5)\n  arg b: boolean(1..2)\n}\n');
    expect(d.map((x) => x.message)).toEqual([
      "'Qty' cannot take a range: only string, int and number do; a declared type takes its range where it is declared",
      "'boolean' cannot take a range: only string, int and number do; a declared type takes its range where it is declared",
    ]);
  });
  it("leaves the parser's sentence where the mistake is not one of these", () => {
    // `id` here is a second word of an argument name, not a resource member.
    const d = check('toolset t\nread r {\n  doc "Reads."\n  arg order id: string(1..9)\n}\n');
    expect(d.map((x) => x.code)).toEqual(["syntax-error", "syntax-error"]);
    expect(d[0]?.message).toBe("expected ':' but found 'id'");
  });
  it("keeps count(...) in a rule a count", () => {
    const d = check('toolset t\nfinish f {\n  doc "Ends the task."\n  arg ids: string(1..9)[..5]\n  rule count(ids) >= 1 => ids present "x"\n}\n');
    expect(d.filter((x) => x.severity === "error")).toEqual([]);
  });
});
