// A whole input's check that calls no other check keeps its issues in a local list; one that
// calls others shares the module's list with them. Either way the issues, their order and a
// check started inside another (an accessor of the input calling a validator) are the same.
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { createGen, functionFor, type Gen } from "../../src/emit/validators/gen.js";
import { ENTRY, entryBody } from "../../src/emit/validators/local.js";
import { brief, build, compile, emit, typeCheck } from "./validators-helpers.js";

const SOURCE = `toolset t "T."

type Box = { n: int(1..5) }

read flat {
  doc "Scalars and a pattern only."
  arg code: string(2..4) /^[a-z]+$/ "The code."
  arg n: int(1..5) "How many."
  arg sure: true "Always true."
}

read nested {
  doc "An object and a list of them."
  arg box: Box "One box."
  arg boxes: Box[..3] "More boxes."
}
`;

/** The text of one generated function, from its head to its closing brace. */
function fnText(text: string, name: string): string {
  const start = text.indexOf(`function ${name}(`);
  return text.slice(start, text.indexOf("\n}\n", start));
}

describe("where a check keeps its issues", () => {
  it("keeps a flat check's issues in its own list and a nested check's in the shared one, type-checking strictly", async () => {
    const files = await emit(compile(SOURCE));
    const text = files.get("validators.ts") ?? "";
    const flat = fnText(text, "checkFlatArgs");
    expect(flat).toContain("let issues: Issue[] | undefined;");
    expect(flat).toMatch(/\(issues \?\?= \[\]\)\.push\(\{\s*path: "code",/);
    expect(flat).not.toMatch(/\b(begin|report|end|failed)\(/);
    const nested = fnText(text, "checkNestedArgs");
    expect(nested).toContain("const outer = begin();");
    expect(nested).not.toContain("issues ??=");
    expect(typeCheck(files)).toEqual([]);
  });

  it("gives every issue in order from either kind of check", async () => {
    const { mod } = await build(SOURCE);
    expect(brief(mod.validators.flat!({ code: "ABCDE", n: 0, sure: false, x: 1 }))).toEqual([
      "code|string_too_long",
      "n|greater_than_equal",
      "sure|literal_error",
      "x|extra_forbidden",
    ]);
    expect(brief(mod.validators.flat!(null))).toEqual(["|object_type"]);
    expect(mod.validators.flat!({ code: "abc", n: 2, sure: true })).toEqual({ ok: true, value: { code: "abc", n: 2, sure: true } });
    expect(brief(mod.validators.nested!({ box: { n: 9 }, boxes: [{ n: 1 }, { m: 1 }] }))).toEqual([
      "box.n|less_than_equal",
      "boxes.1.n|missing",
      "boxes.1.m|extra_forbidden",
    ]);
  });

  it("keeps each list apart when an accessor of the input runs another check", async () => {
    const { mod } = await build(SOURCE);
    let inner: unknown;
    // A flat check inside a nested one, and a nested one inside a flat one.
    const box: Record<string, unknown> = {};
    Object.defineProperty(box, "n", { enumerable: true, get: () => ((inner = mod.validators.flat!({ code: "" })), 9) });
    expect(brief(mod.validators.nested!({ box, boxes: [] }))).toEqual(["box.n|less_than_equal"]);
    expect(brief(inner as never)).toEqual(["code|string_too_short", "n|missing", "sure|missing"]);
    const input: Record<string, unknown> = { code: "abc", sure: true };
    Object.defineProperty(input, "n", { enumerable: true, get: () => ((inner = mod.validators.nested!({ box: {}, boxes: [] })), 0) });
    expect(brief(mod.validators.flat!(input))).toEqual(["n|greater_than_equal"]);
    expect(brief(inner as never)).toEqual(["box.n|missing"]);
  });

  it("keeps the shared list when its function calls a reporting check, as recorded when the name was handed out, not for a comment, a literal or a pattern matcher", () => {
    const ts = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text: SOURCE }]).toolsets[0];
    if (!ts) throw new Error("no toolset");
    const fresh = (...calls: string[]): Gen => {
      const g = createGen(ts);
      g.fnNames.set("box", "checkBox");
      g.fnNames.set("matcher:u/^[a-z]+$/", "matchesCode");
      for (const c of calls) g.calls.add(c);
      g.helpers.add("report");
      return g;
    };
    // Neither a comment nor a literal that says "found" (or names a check) names the module's list.
    const body = ["// keys besides those found", 'const tag = "found, checkBox(";', { expr: { call: "report", args: ['"a"', '"missing"', '"Field required"'] } }, ENTRY.ok("value")];
    for (const own of [fresh(), fresh("matchesCode")]) {
      expect(entryBody(own, body)).toEqual([
        "let issues: Issue[] | undefined;",
        "// keys besides those found",
        'const tag = "found, checkBox(";',
        { expr: { call: "(issues ??= []).push", object: true, args: ['path: "a"', 'type: "missing"', { key: "message", value: { concat: ['"Field required"'] } }] } },
        "return issues === undefined ? { ok: true, value } : { ok: false, issues };",
      ]);
      expect([...own.helpers]).toEqual([]);
    }
    const shared = fresh("matchesCode", "checkBox");
    expect(entryBody(shared, [...body, { expr: { call: "checkBox", args: ["raw"] }, prefix: "v = " }])[0]).toBe("const outer = begin();");
    expect([...shared.helpers].sort()).toEqual(["begin", "end", "failed", "report"]);
  });

  it("records the checks a function calls as their names are handed out, each function its own", () => {
    const ts = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text: SOURCE }]).toolsets[0];
    if (!ts) throw new Error("no toolset");
    const g = createGen(ts);
    let inner: string[] = [];
    const outer = functionFor(g, "outer", "checkOuter", () => {
      functionFor(g, "inner", "checkInner", () => {
        inner = [...g.calls];
        return [];
      });
      functionFor(g, "inner", "checkInner", () => []);
      expect([...g.calls]).toEqual(["checkInner"]);
      return [];
    });
    expect(inner).toEqual([]);
    // The module level (the tables) asked for the outer one.
    expect([...g.calls]).toEqual([outer]);
  });
});
