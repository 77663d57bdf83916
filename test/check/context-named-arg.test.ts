import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("context-named-arg", () => {
  const ctx = "toolset t\ncontext { customer_id: string }\n";
  it("warns on an argument with a context field's name", () => {
    const d = only(`${ctx}read r { doc "Read."\n arg customer_id: string(1..40) }\n`, "context-named-arg");
    expect(where(d)).toEqual(["context-named-arg@4:6"]);
    expect(d[0]?.message).toContain("scope customer_id = context.customer_id");
  });
  it("warns on a name with or without _id, in a write too", () => {
    const d = only(`${ctx}write w { doc "Changes the customer's note."\n arg customer: string(1..40) }\nfinish f { doc "End." arg a: w[..1] }\n`, "context-named-arg");
    expect(where(d)).toEqual(["context-named-arg@4:6"]);
    expect(d[0]?.message).toContain("context field 'customer_id'");
  });
  it("accepts an argument a scope ties to the field", () => {
    expect(only(`${ctx}read r { doc "Read."\n arg customer_id: string(1..40)\n scope customer_id = context.customer_id }\n`, "context-named-arg")).toEqual([]);
  });
  it("accepts other names, and toolsets without a context", () => {
    expect(only(`${ctx}read r { doc "Read." arg order_id: string(1..40) }\n`, "context-named-arg")).toEqual([]);
    expect(only('toolset t\nread r { doc "Read." arg customer_id: string(1..40) }\n', "context-named-arg")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("context-named-arg"));
});
