import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { only, quietOnExamples, where } from "./helpers.js";

const WRITE = 'write refund { doc "Refund an order." arg amount: int(1..9) }\n';

describe("write-outside-finish", () => {
  it("refuses a write tool in a read tool's arguments", () => {
    expect(where(only(`toolset t\n${WRITE}read r { doc "Read." arg a: refund }\n`, "write-outside-finish"))).toEqual(["write-outside-finish@3:29"]);
  });
  it("refuses a named type carrying a write where it is used outside a finish", () => {
    const d = only(`toolset t\n${WRITE}type Action = refund[..2]\nread r { doc "Read." returns { a: Action } }\n`, "write-outside-finish");
    expect(where(d)).toEqual(["write-outside-finish@4:35"]);
    expect(d[0]?.message).toContain("'refund'");
  });
  it("accepts writes in a finish tool's arguments, directly or through a named type", () => {
    expect(only(`toolset t\n${WRITE}type Action = refund\nfinish f { doc "End." arg a: Action[..2] arg b: refund? }\n`, "write-outside-finish")).toEqual([]);
  });
  it("refuses a write tool whose arguments name itself, without recursing for ever", () => {
    const text = `toolset t\nwrite refund { doc "Refund an order." arg amount: int(1..9) arg more: refund[..2] }\nfinish f { doc "End the task." arg a: refund[..2] }\n`;
    expect(where(only(text, "write-outside-finish"))).toEqual(["write-outside-finish@2:71"]);
    // The whole pipeline too: the provider-limit check builds the tool's schemas.
    const all = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text }]).diagnostics;
    expect(all.filter((d) => d.severity === "error").map((d) => d.code)).toEqual(["write-outside-finish"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("write-outside-finish"));
});
