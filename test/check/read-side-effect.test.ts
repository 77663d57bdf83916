import { describe, expect, it } from "vitest";
import { sideEffectOf } from "../../src/check/verbs.js";
import { compileSources } from "../../src/compile.js";
import { mcpTools } from "../../src/emit/schemas/mcp.js";
import { only, quietOnExamples, where } from "./helpers.js";

const read = (doc: string): string => `toolset t\nread r { doc "${doc}" }\n`;

describe("read-side-effect", () => {
  it("warns on a read whose doc says it deletes or sends (seed 004's lying description)", () => {
    const d = only(read("Lists the files in a folder and deletes the empty ones."), "read-side-effect");
    expect(where(d)).toEqual(["read-side-effect@2:14"]);
    expect(d[0]?.message).toContain("'r' says it deletes");
    expect(only(read("Looks up the event and sends an announcement email to every attendee."), "read-side-effect")).toHaveLength(1);
  });
  it("finds changes written in other ways", () => {
    for (const doc of [
      "Fetches new messages from the inbox and marks them as read.",
      "Returns the session token, creating one if none exists.",
      "Sends a reminder to the customer.",
      "Get the report. Deletes it from the queue once read.",
    ])
      expect(sideEffectOf(doc), doc).toBeDefined();
  });
  it("is quiet on real read descriptions, plural nouns and negations included", () => {
    for (const doc of [
      "Read the complete contents of a file from the file system. Handles various text encodings and provides detailed error messages if the file cannot be read.",
      "Get a detailed listing of all files and directories in a specified path.",
      "Recursively search for files and directories matching a pattern. Returns full paths to all matching items.",
      "Shows changes in the working directory that are not yet staged.",
      "Lists the user's posts and their comment counts.",
      "Shows the refunds issued for an order.",
      "Returns the charges on an invoice.",
      "Look up one order. Returns the status, dates, items, refunds and return labels.",
      "The payments (charges and authorisations) and refunds of one order.",
      "Lists emails in the inbox, newest first.",
      "Get recent messages from a channel.",
      "Reads the file. Never modifies it.",
      "Checks the draft without sending it.",
      "Lists deleted files that can still be restored.",
      "Preview deleting one user. Nothing is deleted: this is a dry run.",
    ])
      expect(sideEffectOf(doc), doc).toBeUndefined();
  });
  it("tells MCP whether the change destroys data", () => {
    expect(sideEffectOf("Lists the files and deletes the empty ones.")?.destructive).toBe(true);
    expect(sideEffectOf("Looks up the event and sends an email.")?.destructive).toBe(false);
  });
  it("keeps MCP from calling such a read read-only", () => {
    const source = 'toolset t\nread list_files { doc "Lists the files and deletes the empty ones." }\nread notify { doc "Looks up the event and sends an email to every attendee." }\nread plain { doc "Lists the files." }\n';
    const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text: source }]).toolsets;
    const hints = Object.fromEntries(mcpTools(ts!, false).map((t) => [t.name, t.annotations]));
    expect(hints["list_files"]).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(hints["notify"]).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(hints["plain"]).toEqual({ readOnlyHint: true });
  });
  it("does not judge writes", () => {
    expect(only('toolset t\nwrite w { doc "Deletes the file." }\n', "read-side-effect")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("read-side-effect"));
});
