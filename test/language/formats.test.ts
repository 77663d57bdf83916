// The string formats' registry: one typed row per schema form, and the formats each form's
// schemas state, as each provider documents them.
import { describe, expect, it } from "vitest";
import { FORMAT_IN_SCHEMA, FORMATS, schemaFormats, type FormatForm } from "../../src/language/formats.js";

describe("the formats registry", () => {
  it("states every format in the private schemas, and in each provider's what it documents", () => {
    expect([...schemaFormats("private")]).toEqual(["email", "uuid", "date", "date-time", "uri"]);
    expect([...schemaFormats("anthropic")]).toEqual(["email", "uuid", "date", "date-time", "uri"]);
    expect([...schemaFormats("openai")]).toEqual(["email", "uuid", "date", "date-time"]);
    expect([...schemaFormats("gemini")]).toEqual(["date-time"]);
  });

  it("decides every format for every form", () => {
    for (const form of Object.keys(FORMAT_IN_SCHEMA) as FormatForm[]) expect(Object.keys(FORMAT_IN_SCHEMA[form]).sort(), form).toEqual([...FORMATS].sort());
  });
});
