import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const HEAD = 'toolset t\ncontext { c: string }\nresource order { id string(1..9) owner c missing "No order {id}." }\n';

describe("once-member", () => {
  it("accepts once per task on reads and writes, and for good on a write", () => {
    const src = `${HEAD}read r { doc "Read." arg o: order\n once o per task }\nwrite w { doc "Refund an order." arg o: order\n arg n: int\n once o "One refund per order."\n once n per task }\nfinish f { doc "End." arg a: w[..1] }\n`;
    expect(only(src, "once-not-value", "once-for-good-not-write", "unknown-arg", "duplicate-member")).toEqual([]);
  });
  it("refuses a list or object argument", () => {
    const d = only(`${HEAD}write w { doc "Refund orders." arg os: order[]\n once os per task }\nfinish f { doc "End." arg a: w[..1] }\n`, "once-not-value");
    expect(where(d)).toEqual(["once-not-value@5:7"]);
    expect(d[0]?.message).toContain("'os' is");
  });
  it("refuses once for good on a read", () => {
    const d = only(`${HEAD}read r { doc "Read." arg o: order\n once o }\n`, "once-for-good-not-write");
    expect(where(d)).toEqual(["once-for-good-not-write@5:2"]);
    expect(d[0]?.message).toContain("'once o per task'");
  });
  it("reports an unknown argument with a suggestion", () => {
    const d = only(`${HEAD}read r { doc "Read." arg order_id: order\n once ordr_id per task }\n`, "unknown-arg");
    expect(where(d)).toEqual(["unknown-arg@5:7"]);
    expect(d[0]?.message).toContain("did you mean 'order_id'");
  });
  it("reports the same once twice", () => {
    const d = only(`${HEAD}read r { doc "Read." arg o: order\n once o per task\n once o per task }\n`, "duplicate-member");
    expect(where(d)).toEqual(["duplicate-member@6:2"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("once-not-value", "once-for-good-not-write"));
});
