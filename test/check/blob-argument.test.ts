import { describe, expect, it } from "vitest";
import { blobKind } from "../../src/check/blob-argument.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("blob-argument", () => {
  it("warns on a free string named for a payload", () => {
    const d = only('toolset t\nread r { doc "Run it."\n arg sql: string(..4000) "The statement." }\n', "blob-argument");
    expect(where(d)).toEqual(["blob-argument@3:11"]);
    expect(d[0]?.message).toContain("SQL statement");
    expect(d[0]?.message).toContain("split it into typed arguments");
  });
  it("warns on a weak name only when the doc speaks of a format", () => {
    expect(blobKind("query", "The SQL query to run against the reports.")).toBeDefined();
    expect(blobKind("body", "A JSON object with the fields.")).toBe("JSON document");
    expect(blobKind("query", "A few words to search for.")).toBeUndefined();
    expect(blobKind("body", "The text of the email to the customer.")).toBeUndefined();
  });
  it("warns on any name whose doc says it is code to run", () => {
    expect(blobKind("q", "The shell command to execute.")).toBeDefined();
  });
  it("warns on a free string named only as a container (seed 004's args: string)", () => {
    const d = only('toolset t\nread edit_file { doc "Edit a file."\n arg args: string(..4000) }\n', "blob-argument");
    expect(where(d)).toEqual(["blob-argument@3:12"]);
    expect(d[0]?.message).toContain("format the model must invent");
    for (const name of ["args", "params", "payload", "command", "query", "body", "json", "data"])
      expect(blobKind(name, undefined), name).toBeDefined();
    expect(blobKind("data", "The data to send.")).toBeDefined();
    expect(blobKind("body", "The request body.")).toBeDefined();
  });
  it("leaves container names alone when the doc says the text is prose", () => {
    expect(blobKind("query", "Search terms, e.g. red shoes.")).toBeUndefined();
    expect(blobKind("query", "Keywords to look for in the knowledge base.")).toBeUndefined();
    expect(blobKind("body", "The text of the reply to the customer.")).toBeUndefined();
    expect(blobKind("data_source", undefined)).toBeUndefined();
    expect(only('toolset t\nread r { doc "Run it." arg args: "a" | "b" }\n', "blob-argument")).toEqual([]);
  });
  it("does not judge strings with a pattern, or ordinary names", () => {
    expect(only('toolset t\nread r { doc "Run it." arg command: string /^(start|stop)$/ arg message: string(1..2000) "What to tell the customer." }\n', "blob-argument")).toEqual([]);
    expect(blobKind("postal_code", "The postal code.")).toBeUndefined();
  });
  it("stays quiet on the examples (search_policy's query, finish's message)", () => quietOnExamples("blob-argument"));
});
