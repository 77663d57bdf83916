import { describe, expect, it } from "vitest";
import { listedValues } from "../../src/check/wants-enum.js";
import { only, quietOnExamples, where } from "./helpers.js";

describe("wants-enum", () => {
  it("warns on an open string whose doc lists its values, with the enum to write", () => {
    const d = only('toolset t\nread r { doc "Read."\n arg status: string(1..20) "One of open, closed or pending." }\n', "wants-enum");
    expect(where(d)).toEqual(["wants-enum@3:14"]);
    expect(d[0]?.message).toContain('"open" | "closed" | "pending"');
  });
  it("reads several ways of listing values", () => {
    expect(listedValues("Either asc or desc.")).toEqual(["asc", "desc"]);
    expect(listedValues('The format: "pdf", "csv" or "xlsx".')).toEqual(["pdf", "csv", "xlsx"]);
    expect(listedValues("Sort order (asc|desc).")).toEqual(["asc", "desc"]);
  });
  it("reads more phrasings: a colon, brackets, accepts, valid values", () => {
    expect(listedValues("The test framework: pytest, jest or go.")).toEqual(["pytest", "jest", "go"]);
    expect(listedValues("Sort order (asc or desc).")).toEqual(["asc", "desc"]);
    expect(listedValues("Accepts json, csv or xml.")).toEqual(["json", "csv", "xml"]);
    expect(listedValues("How often to send it. Valid values are daily, weekly and monthly.")).toEqual(["daily", "weekly", "monthly"]);
    const d = only('toolset t\nread r { doc "Read."\n arg framework: string(1..20) "The test framework: pytest, jest or go." }\n', "wants-enum");
    expect(d[0]?.message).toContain('"pytest" | "jest" | "go"');
  });
  it("leaves colons and brackets that do not list a choice alone", () => {
    expect(listedValues("The order ID: LK- and 6 digits.")).toEqual([]);
    expect(listedValues("The file path (absolute).")).toEqual([]);
    expect(listedValues("Columns to show: name, date.")).toEqual([]);
    expect(listedValues("Date (YYYY-MM-DD) of the first night.")).toEqual([]);
    expect(listedValues("Example: pytest, jest or go.")).toEqual([]);
  });
  it("leaves examples and prose alone", () => {
    expect(listedValues("The exhibit ID on the request card, such as EX-001.")).toEqual([]);
    expect(listedValues("A few words to search for.")).toEqual([]);
    expect(listedValues("Can be a name or an email address.")).toEqual([]);
  });
  it("warns on a short string named for a closed set", () => {
    expect(only('toolset t\nread r { doc "Read." arg priority: string(1..10) }\n', "wants-enum")[0]?.message).toContain("its name");
    expect(only('toolset t\nread r { doc "Read." arg status_note: string(1..500) }\n', "wants-enum")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("wants-enum"));
});
