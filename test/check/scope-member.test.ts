import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const HEAD = "toolset t\ncontext { customer_id: string }\n";

describe("scope-member", () => {
  it("reports a scope to a context field that does not exist", () => {
    const d = only(`${HEAD}read r { doc "Read." arg x: string(1..9)\n scope x = context.exhibit_id }\n`, "unknown-context-field");
    expect(where(d)).toEqual(["unknown-context-field@4:20"]);
  });
  it("suggests the close context field", () => {
    expect(only(`${HEAD}read r { doc "Read." arg x: string(1..9) scope x = context.custmer_id }\n`, "unknown-context-field")[0]?.message).toContain("did you mean 'customer_id'?");
  });
  it("reports a scope on an unknown argument", () => {
    expect(where(only(`${HEAD}read r { doc "Read." arg x: string(1..9)\n scope y = context.customer_id }\n`, "unknown-arg"))).toEqual(["unknown-arg@4:8"]);
  });
  it("reports types that can never be equal", () => {
    const d = only(`${HEAD}read r { doc "Read." arg n: int\n scope n = context.customer_id }\n`, "scope-type-mismatch");
    expect(where(d)).toEqual(["scope-type-mismatch@4:2"]);
    expect(d[0]?.message).toContain("(an int)");
  });
  it("accepts a resource-typed argument whose id is a string", () => {
    expect(only(`${HEAD}type Id = string /^E-\\d{3}$/\nread r { doc "Read." arg x: Id scope x = context.customer_id }\n`, "scope-type-mismatch", "unknown-arg", "unknown-context-field")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("scope-type-mismatch", "unknown-context-field", "unknown-arg"));
});
