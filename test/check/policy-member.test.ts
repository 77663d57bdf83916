import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const HEAD = 'toolset t\n';
const FINISH = 'finish f { doc "End." arg a: send[..1] }\n';
const write = (policy: string): string =>
  `${HEAD}write send { doc "Send money to a payee." arg payee: string(..40)\n arg amount: number(0..)\n arg tags: string(..9)[..3]\n ${policy} }\n${FINISH}`;
const CODES = ["unknown-arg", "unknown-source", "policy-not-number", "policy-not-write", "refuse-needs-message", "rule-count-not-list", "rule-type-mismatch"];

describe("policy-member", () => {
  it("accepts the policies of the language reference", () => {
    const src = write('refuse when payee only untrusted "Ask the user."\n auto when payee from user | read and amount <= 100 and count(tags) < 2 and payee != "x" "Small."');
    expect(only(src, ...CODES)).toEqual([]);
  });
  it("reports an unknown argument", () => {
    expect(where(only(write('auto when paye from read'), "unknown-arg"))).toEqual(["unknown-arg@5:12"]);
  });
  it("reports an unknown source, with a suggestion", () => {
    const d = only(write('auto when payee from reads | user'), "unknown-source");
    expect(where(d)).toEqual(["unknown-source@5:23"]);
    expect(d[0]?.message).toContain("did you mean 'read'");
  });
  it("reports a numeric comparison of a string", () => {
    expect(where(only(write('auto when payee <= 100'), "policy-not-number"))).toEqual(["policy-not-number@5:12"]);
  });
  it("reports count() of a non-list and a literal the argument cannot hold", () => {
    expect(where(only(write('auto when count(amount) < 2'), "rule-count-not-list"))).toEqual(["rule-count-not-list@5:18"]);
    expect(where(only(write('auto when amount == "x"'), "rule-type-mismatch"))).toEqual(["rule-type-mismatch@5:22"]);
  });
  it("reports refuse with no message", () => {
    expect(where(only(write('refuse when payee only untrusted'), "refuse-needs-message"))).toEqual(["refuse-needs-message@5:2"]);
  });
  it("reports a policy on a read", () => {
    const d = only(`${HEAD}read r { doc "Read." arg q: string(..9)\n auto when q from user }\n`, "policy-not-write");
    expect(where(d)).toEqual(["policy-not-write@3:2"]);
    expect(d[0]?.message).toContain("'r' is a read tool");
  });
  it("says in words what a cut-short policy lacks", () => {
    const d = only(`${HEAD}write w { doc "Send money." arg a: int auto when }\n`, "syntax-error");
    expect(d[0]?.message).toBe("expected a condition on an argument (ARG from SRC | SRC, ARG only SRC, ARG == value, ARG <= n, count(ARG) >= n) but found '}'");
  });
  it("stays quiet on the examples", () => quietOnExamples(...CODES.slice(1, 5)));
});
