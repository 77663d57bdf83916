import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("unknown-type", () => {
  it("reports an unknown name with a suggestion", () => {
    const d = only('toolset t\ntype OrderId = string /^LK-\\d{6}$/\nread r {\n  doc "Read."\n  arg order_id: OrdrId "The ID."\n}\n', "unknown-type");
    expect(where(d)).toEqual(["unknown-type@5:17"]);
    expect(d[0]?.message).toBe("unknown type 'OrdrId' (did you mean 'OrderId'?)");
  });
  it("suggests built-in type words", () => {
    expect(only('toolset t\nread r { doc "Read." arg n: Int }\n', "unknown-type")[0]?.message).toContain("did you mean 'int'?");
  });
  it("explains that a read tool is not a type", () => {
    expect(only('toolset t\nread r { doc "Read." }\nread s { doc "Other." arg x: r }\n', "unknown-type")[0]?.message).toContain("'r' is a read tool");
  });
  it("finds unknown names at any depth and in every place", () => {
    const d = only('toolset t\ncontext { c: Nope1 }\ntype A = { x: Nope2[] }\nresource r { id Nope3 }\nread q { doc "Read." returns Nope4? }\n', "unknown-type");
    expect(d.map((x) => x.line).sort()).toEqual([2, 3, 4, 5]);
  });
  it("stays quiet on the examples", () => quietOnExamples("unknown-type"));
});

describe("unknown-type, names borrowed from other languages", () => {
  it("suggests the built-in word for integer, boolean and float", () => {
    const d = only('toolset t\nread r { doc "Read." arg a: integer arg b: boolean arg c: float }\n', "unknown-type");
    expect(d.map((x) => x.message)).toEqual([
      "unknown type 'integer' (did you mean 'int'?)",
      "unknown type 'boolean' (did you mean 'bool'?)",
      "unknown type 'float' (did you mean 'number'?)",
    ]);
  });
});
