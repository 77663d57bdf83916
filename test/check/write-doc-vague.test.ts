import { describe, expect, it } from "vitest";
import { only, quietOnExamples, where } from "./helpers.js";

const write = (doc: string): string => `toolset t\nwrite w { doc "${doc}" }\n`;

describe("write-doc-vague", () => {
  it("warns when a write's doc names no change", () => {
    const d = only(write("Handles the order."), "write-doc-vague");
    expect(where(d)).toEqual(["write-doc-vague@2:15"]);
    expect(d[0]?.message).toContain("name the effect");
    for (const doc of ["Processes the request.", "Manages the customer's account.", "Works on the ticket."])
      expect(only(write(doc), "write-doc-vague"), doc).toHaveLength(1);
  });
  it("accepts docs that name the change", () => {
    for (const doc of ["Refund part of an order.", "Creates a return label.", "Cancel the subscription.", "Sends the customer an email."])
      expect(only(write(doc), "write-doc-vague")).toEqual([]);
  });
  it("knows the verbs of operations, repositories and messaging (real tool descriptions)", () => {
    for (const doc of [
      "Restarts one service: its pods are stopped and started again.",
      "Scale a Kubernetes deployment to the given number of replicas.",
      "Roll back a deployment to its previous revision.",
      "Drain a node before maintenance.",
      "Reboot the virtual machine.",
      "Stop the running job.",
      "Start a build of the main branch.",
      "Deploy the given version to staging.",
      "Publish a draft release.",
      "Merge a pull request.",
      "Fork a GitHub repository to your account or specified organization.",
      "Push multiple files to a GitHub repository in a single commit.",
      "Trigger a workflow run.",
      "Reply to a specific message thread in Slack.",
      "Make line-based edits to a text file.",
      "Terminate the instance.",
      "Rotate the API key.",
      "Pause the campaign.",
    ])
      expect(only(write(doc), "write-doc-vague"), doc).toEqual([]);
  });
  it("does not judge read tools", () => {
    expect(only('toolset t\nread r { doc "Handles the order." }\n', "write-doc-vague")).toEqual([]);
  });
  it("stays quiet on the examples", () => quietOnExamples("write-doc-vague"));
});
