// A code's parameters are typed from its template: a misspelt or missing `{name}` fails
// `tsc --noEmit` (which `npm test` runs over this file), and a template fills completely.
import { describe, expect, it } from "vitest";
import { CODES, type Code } from "../../src/diagnostics/codes.js";
import { diag, type Holes } from "../../src/diagnostics/diagnostic.js";

const span = { start: 0, end: 1 };

describe("typed diagnostic parameters", () => {
  it("fills every hole a code's template names", () => {
    const d = diag("duplicate-arg", "a.tool", span, { name: "x", line: 3 });
    expect(d.message).toBe("argument 'x' is already declared on line 3");
  });

  it("refuses a misspelt or missing parameter at compile time", () => {
    // @ts-expect-error: the template names {name} and {line}, not {nam}
    const misspelt = diag("duplicate-arg", "a.tool", span, { nam: "x", line: 3 });
    // @ts-expect-error: {line} is missing
    const missing = diag("duplicate-arg", "a.tool", span, { name: "x" });
    // @ts-expect-error: a template with holes needs its parameters
    const none = diag("duplicate-arg", "a.tool", span);
    // Untyped, the same calls leave the holes in the text: what the types now prevent.
    expect(misspelt.message).toContain("{name}");
    expect(missing.message).toContain("{line}");
    expect(none.message).toContain("{name}");
  });

  it("lets a code without holes go without parameters", () => {
    expect(diag("binary-file", "a.tool", span).message).toBe(CODES["binary-file"].template);
  });

  it("reads holes as the printer fills them: `{{` and `}}` are braces, not holes", () => {
    const holes: Holes<"a {x} b {{literal}} {y}">[] = ["x", "y"];
    // @ts-expect-error: `literal` sits between escaped braces
    const literal: Holes<"a {x} b {{literal}} {y}"> = "literal";
    expect([...holes, literal]).toHaveLength(3);
  });

  it("every template's holes are plain names", () => {
    for (const code of Object.keys(CODES) as Code[]) {
      const template: string = CODES[code].template.replace(/\{\{|\}\}/g, "");
      for (const hole of template.match(/\{[^}]*\}/g) ?? []) expect(hole, code).toMatch(/^\{\w+\}$/);
    }
  });
});
