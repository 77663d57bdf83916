import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const CODES = ["establish-not-read", "establish-required-field", "establish-without-returns", "establish-mismatch", "unknown-context-field", "unknown-path"];
const CTX = "toolset t\ncontext { user_id?: string(1..40)\n n: int }\n";

describe("establish-member", () => {
  it("accepts a read establishing an optional field from its reply or a field of it", () => {
    const src = `${CTX}read a { doc "Find the user." arg e: string(1..9) returns string(1..40)\n establish context.user_id = result }\nread b { doc "Find the user by name." arg e: string(1..9) returns { user: { id: string(1..40) } }\n establish context.user_id = result.user.id "One user." }\n`;
    expect(only(src, ...CODES)).toEqual([]);
  });
  it("refuses a required field, with the declaration to write", () => {
    const d = only(`toolset t\ncontext { user_id: string(1..40) }\nread a { doc "Find the user." returns string(1..40)\n establish context.user_id = result }\n`, "establish-required-field");
    expect(where(d)).toEqual(["establish-required-field@4:20"]);
    expect(d[0]?.message).toContain("'user_id?: string(1..40)'");
  });
  it("refuses an unknown field, a path the reply lacks, and a value the field cannot hold", () => {
    const src = `${CTX}read a { doc "Find the user." returns { id: string(1..40), ids: int[] }\n establish context.usr_id = result.id\n establish context.user_id = result.idd\n establish context.user_id = result.ids }\n`;
    expect(where(only(src, "unknown-context-field", "unknown-path", "establish-mismatch"))).toEqual(["unknown-context-field@5:20", "unknown-path@6:37", "establish-mismatch@7:37"]);
  });
  it("refuses establish on a write and without returns", () => {
    const src = `${CTX}write w { doc "Change the user." returns string(1..9)\n establish context.user_id = result }\nread r { doc "Find the user."\n establish context.user_id = result }\nfinish f { doc "End." arg a: w[..1] }\n`;
    expect(where(only(src, "establish-not-read", "establish-without-returns"))).toEqual(["establish-not-read@5:2", "establish-without-returns@7:2"]);
  });
  it("stays quiet on the examples", () => quietOnExamples(...CODES.slice(0, 4)));
});
