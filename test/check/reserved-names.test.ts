import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("reserved-names", () => {
  it("refuses __proto__, constructor and prototype as argument and field names", () => {
    const src = 'toolset t\nread r {\n  doc "Read."\n  arg __proto__: int\n  arg o: { constructor: int, prototype: int }\n}\n';
    expect(where(only(src, "reserved-name"))).toEqual(["reserved-name@4:7", "reserved-name@5:12", "reserved-name@5:30"]);
  });
  it("refuses them as context field and type names", () => {
    const d = only("toolset t\ncontext { prototype: string }\ntype constructor = int\n", "reserved-name");
    expect(where(d)).toEqual(["reserved-name@2:11", "reserved-name@3:6"]);
    expect(d[0]?.message).toContain("a context field name");
  });
  it("refuses the other members of Object.prototype as tool, argument and field names", () => {
    const src = 'toolset t\nread toString {\n  doc "Read."\n  arg valueOf: int\n  arg o: { hasOwnProperty: int }\n}\n';
    expect(where(only(src, "reserved-name"))).toEqual(["reserved-name@4:7", "reserved-name@5:12", "reserved-name@2:6"]);
  });
  it("accepts TypeScript's global type names as type names (the generated type is renamed)", () => {
    expect(only('toolset t\ntype Record = int\nread r { doc "Read." arg a: Record }\n', "reserved-name")).toEqual([]);
  });
  it("accepts names that merely contain them", () => {
    expect(only('toolset t\nread r { doc "Read." arg proto: int arg my_constructor: int }\n', "reserved-name")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("reserved-name"));
});
