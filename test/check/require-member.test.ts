import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const HEAD = 'toolset t\ncontext { c: string }\nresource order { id string(1..9) owner c state "pending" | "shipped" missing "No order {id}." }\n';
const CODES = ["state-type", "require-not-resource", "require-stateless", "require-unknown-state", "unknown-arg"];

describe("require-member", () => {
  it("accepts a require of states the resource has, on any tool, through a named or nullable type", () => {
    const src = `${HEAD}type O = order\nread r { doc "Read." arg o: O?\n require o is "pending" | "shipped" }\nwrite w { doc "Cancel an order." arg o: order\n require o is "pending" "Only pending." }\nfinish f { doc "End." arg a: w[..1] }\n`;
    expect(only(src, ...CODES)).toEqual([]);
  });
  it("names a misspelt state, with the closest one", () => {
    const d = only(`${HEAD}read r { doc "Read." arg o: order\n require o is "pending" | "shiped" }\n`, "require-unknown-state");
    expect(where(d)).toEqual(["require-unknown-state@5:27"]);
    expect(d[0]?.message).toBe(`resource 'order' has no state "shiped" (did you mean 'shipped'?)`);
  });
  it("refuses a require on a resource without states, and on an argument that is not a resource", () => {
    const src = 'toolset t\ncontext { c: string }\nresource order { id string(1..9) owner c }\nread r { doc "Read." arg o: order\n arg n: int\n require o is "pending"\n require n is "x" }\n';
    expect(where(only(src, "require-stateless", "require-not-resource"))).toEqual(["require-stateless@6:10", "require-not-resource@7:10"]);
  });
  it("refuses a state that is not a union of strings", () => {
    const d = only('toolset t\ncontext { c: string }\nresource order { id string(1..9) owner c state int }\nread r { doc "Read." arg o: order }\n', "state-type");
    expect(where(d)).toEqual(["state-type@3:48"]);
  });
  it("reports an unknown argument", () => {
    expect(where(only(`${HEAD}read r { doc "Read." arg o: order\n require p is "pending" }\n`, "unknown-arg"))).toEqual(["unknown-arg@5:10"]);
  });
  it("stays quiet on the examples", () => quietOnExamples(...CODES.slice(0, 4)));
});
