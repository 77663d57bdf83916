import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("unowned-resource", () => {
  it("warns on an argument naming a resource without owner", () => {
    const d = only('toolset t\nresource doc { id string(1..9) }\nread r { doc "Read."\n arg d: doc }\n', "unowned-resource");
    expect(where(d)).toEqual(["unowned-resource@4:6"]);
    expect(d[0]?.message).toContain("add 'owner CONTEXT_FIELD'");
  });
  it("finds resources inside lists and objects", () => {
    expect(where(only('toolset t\nresource doc { id string(1..9) }\nread r { doc "Read."\n arg ds: { d: doc }[..3] }\n', "unowned-resource"))).toEqual(["unowned-resource@4:6"]);
  });
  it("accepts owned resources", () => {
    expect(only('toolset t\ncontext { c: string }\nresource doc { id string(1..9) owner c }\nread r { doc "Read." arg d: doc }\n', "unowned-resource")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("unowned-resource"));
});
