import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

describe("resource-decl", () => {
  it("requires an id", () => {
    expect(where(only("toolset t\ncontext { c: string }\nresource r { owner c }\n", "missing-resource-id"))).toEqual(["missing-resource-id@3:10"]);
  });
  it("requires a string or int id", () => {
    expect(where(only("toolset t\nresource a { id bool }\nresource b { id number }\nresource c { id string? }\nresource d { id int(1..) }\n", "resource-id-type"))).toEqual([
      "resource-id-type@2:17",
      "resource-id-type@3:17",
      "resource-id-type@4:17",
    ]);
  });
  it("requires the owner to be a context field", () => {
    const d = only("toolset t\ncontext { customer_id: string }\nresource r { id string(1..9) owner custmer_id }\n", "owner-not-context");
    expect(where(d)).toEqual(["owner-not-context@3:36"]);
    expect(d[0]?.message).toContain("did you mean 'customer_id'?");
  });
  it("allows only {id} in the missing text, and warns when it is absent", () => {
    expect(where(only('toolset t\nresource r { id string(1..9) missing "No {order}." }\n', "unknown-placeholder"))).toEqual(["unknown-placeholder@2:38"]);
    expect(only('toolset t\nresource r { id string(1..9) missing "No {order}." }\n', "unknown-placeholder")[0]?.message).toContain("'{order}'");
    expect(where(only('toolset t\nresource r { id string(1..9) missing "Not here." }\n', "missing-placeholder"))).toEqual(["missing-placeholder@2:38"]);
  });
  it("stays quiet on the examples", () => quietOnExamples("missing-resource-id", "resource-id-type", "owner-not-context", "unknown-placeholder", "missing-placeholder"));
});
