import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const HEAD = 'toolset t\ntype Email = { sender: string(..99), body: string(..999) }\n';

describe("untrusted-member", () => {
  it("accepts a field of every item of a list, and the whole reply", () => {
    const src = `${HEAD}read r { doc "Read the inbox." returns { emails: Email[] }\n untrusted result.emails[].body "Written by anyone."\n untrusted result }\n`;
    expect(only(src, "untrusted-path", "untrusted-not-read")).toEqual([]);
  });
  it("reports a field the reply type does not have, with a suggestion", () => {
    const d = only(`${HEAD}read r { doc "Read the inbox." returns { emails: Email[] }\n untrusted result.emails[].bdy }\n`, "untrusted-path");
    expect(where(d)).toEqual(["untrusted-path@4:28"]);
    expect(d[0]?.message).toContain("'result.emails[]' has no field 'bdy'");
    expect(d[0]?.message).toContain("did you mean 'body'");
  });
  it("reports [] on something that is not a list", () => {
    const d = only(`${HEAD}read r { doc "Read the inbox." returns { emails: Email[] }\n untrusted result.emails[].body[] }\n`, "untrusted-path");
    expect(where(d)).toEqual(["untrusted-path@4:32"]);
    expect(d[0]?.message).toContain("not a list");
  });
  it("reports a path into a read without returns", () => {
    expect(where(only(`${HEAD}read r { doc "Read the page."\n untrusted result.text }\n`, "untrusted-path"))).toEqual(["untrusted-path@4:19"]);
  });
  it("reports untrusted on a write", () => {
    const d = only(`${HEAD}write w { doc "Send the email." arg to: string(..9)\n untrusted result }\nfinish f { doc "End." arg a: w[..1] }\n`, "untrusted-not-read");
    expect(where(d)).toEqual(["untrusted-not-read@4:2"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("untrusted-path", "untrusted-not-read"));
});
