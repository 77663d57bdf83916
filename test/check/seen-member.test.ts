import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const HEAD = 'toolset t\ncontext { c: string }\nresource order { id string(1..9) owner c missing "No order {id}." }\n';

describe("seen-member", () => {
  it("accepts seen on read and finish tools", () => {
    const src = `${HEAD}read r { doc "Read." arg o: order\n seen o }\nfinish f { doc "End." arg o: order\n seen o }\n`;
    expect(where(only(src, "seen-not-resource"))).toEqual([]);
    expect(where(only(src, "unknown-arg"))).toEqual([]);
  });
  it("refuses seen on a non-resource argument", () => {
    const d = only(`${HEAD}write w { doc "Refund an order." arg amount: int\n seen amount }\n`, "seen-not-resource");
    expect(where(d)).toEqual(["seen-not-resource@5:7"]);
    expect(d[0]?.message).toContain("'amount' is an int");
  });
  it("reports an unknown argument", () => {
    expect(where(only(`${HEAD}write w { doc "Refund an order." arg order_id: order\n seen ordr_id }\n`, "unknown-arg"))).toEqual(["unknown-arg@5:7"]);
  });
  it("accepts a resource-typed argument, also nullable or through a named type", () => {
    expect(only(`${HEAD}type O = order\nwrite w { doc "Refund an order." arg a: O arg b: order? seen a seen b }\n`, "seen-not-resource", "seen-outside-write", "unknown-arg")).toEqual([]);
  });
  it("accepts seen RESOURCE, evidence of a kind, where no argument has that name", () => {
    const src = `${HEAD}write w { doc "Draft a note on the orders seen." arg text: string(1..99)\n seen order }\nfinish f { doc "End." arg a: w[..1] }\n`;
    expect(only(src, "unknown-arg", "seen-not-resource")).toEqual([]);
  });
  it("suggests a resource for an unknown name", () => {
    const d = only(`${HEAD}read r { doc "Read."\n seen ordr }\n`, "unknown-arg");
    expect(where(d)).toEqual(["unknown-arg@5:7"]);
    expect(d[0]?.message).toContain("did you mean 'order'");
  });
  it("stays quiet on the examples", () => quietOnExamples("seen-not-resource", "seen-outside-write"));
});
