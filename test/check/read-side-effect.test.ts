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
  it("finds imperatives, passives and every form of the verbs of change (the issue's docs, and writes of public MCP servers)", () => {
    for (const [doc, word] of [
      ["Delete one file from the workspace.", "Delete"],
      ["Send the correction to everyone.", "Send"],
      ["Replace an exact string in a file", "Replace"],
      ["Cancel the order and refund the payment.", "Cancel"],
      ["Looks up the order, then refund it in full.", "refund"],
      ["Update the ticket with the customer's answer.", "Update"],
      ["Write the summary to the notes file.", "Write"],
      ["Remove a label from an issue.", "Remove"],
      ["Returns the report; it will be deleted once read.", "deleted"],
      ["Fetches the draft, which then gets sent to the reviewers.", "sent"],
      ["Reads the queue. Each message read is then removed.", "removed"],
      ["Returns the newest entry and replaces it with a blank one.", "replaces"],
      // modelcontextprotocol/servers: filesystem, memory, git; the Slack server.
      ["Create a new file or completely overwrite an existing file with new content.", "Create"],
      ["Make line-based edits to a text file. Each edit replaces exact line sequences with new content.", "replaces"],
      ["Create a new directory or ensure a directory exists.", "Create"],
      ["Delete multiple entities and their associated relations from the knowledge graph", "Delete"],
      ["Add new observations to existing entities in the knowledge graph", "Add"],
      ["Adds file contents to the staging area", "Adds"],
      ["Unstages all staged changes", "Unstages"],
      ["Post a new message to a Slack channel", "Post"],
      ["Reply to a specific message thread in Slack", "Reply"],
      ["Add a reaction emoji to a message", "Add"],
      ["Send an email to the user's predefined email address", "Send"],
      ["Update a pull request branch with the latest changes from the base branch", "Update"],
    ] as const)
      expect(sideEffectOf(doc)?.word, doc).toBe(word);
  });
  it("is quiet on nouns, adjectives and states spelled like those verbs (reads of public MCP servers)", () => {
    for (const doc of [
      "Open specific nodes in the knowledge graph by their names",
      "Read the entire knowledge graph",
      "Search for nodes in the knowledge graph based on a query",
      "Retrieve detailed metadata about a file or directory. Returns comprehensive information including size, creation time, last modified time, permissions, and type.",
      "Get a recursive tree view of files and directories as a JSON structure.",
      "Returns the list of directories that this server is allowed to access.",
      "Shows the working tree status",
      "Shows changes that are staged for commit",
      "Shows the commit logs",
      "Get all replies in a message thread",
      "List public or pre-defined channels in the workspace with pagination",
      "Retrieve basic profile information of all users in the workspace",
      "Update history of one ticket, newest first.",
      "Charge details for an invoice.",
      "Returns whether the order was cancelled or shipped.",
      "Checks if the user is blocked.",
      "Lists the files to delete at the end of the day.",
      "Refund status of one order.",
      "Set of tags on a post.",
    ])
      expect(sideEffectOf(doc), doc).toBeUndefined();
  });
  it("warns on, and keeps MCP from calling read-only, a read with an imperative doc", () => {
    const source = 'toolset t\nread delete_file { doc "Delete one file from the workspace." }\nread send_fix { doc "Send the correction to everyone." }\nread edit { doc "Replace an exact string in a file" }\n';
    expect(where(only(source, "read-side-effect"))).toEqual(["read-side-effect@2:24", "read-side-effect@3:21", "read-side-effect@4:17"]);
    const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text: source }]).toolsets;
    const hints = Object.fromEntries(mcpTools(ts!, false).map((t) => [t.name, t.annotations]));
    expect(hints["delete_file"]).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(hints["send_fix"]).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(hints["edit"]).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
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
