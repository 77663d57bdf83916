// What each write's proposals are sealed under, as the compiler works it out: the
// fingerprint follows the write's meaning through every declaration it reaches and ignores
// texts and other tools; the context fields are those its gates read.
import { describe, expect, it } from "vitest";
import { compile } from "./validators-helpers.js";
import { writeSealPlan } from "../../src/emit/dispatcher/seals.js";

const BASE = `toolset t "T."
context {
  tenant: string
  teams: string[]
  locale: string
}
type Label = { text: Word, colour?: "red" | "blue" }
type Word = string(1..20)
resource ticket {
  id string /^T-\\d+$/
  owner tenant
  missing "No ticket {id}."
}
read get_ticket {
  doc "Get a ticket by its ID."
  arg id: ticket "The ticket."
}
write label {
  doc "Label a ticket. A person approves it first."
  arg id: ticket "The ticket."
  arg labels: Label[..3] "The labels."
  arg team: string(1..9) "The team."
  scope team in context.teams "Only your teams."
  budget 3
}
write note {
  doc "Add a note to a ticket. A person approves it first."
  arg text: Word "The note."
}
finish done {
  doc "End the task; changes are only proposed."
  arg actions: (label | note)[..3] "Changes."
}
`;

function plan(text: string, tool: string): ReturnType<typeof writeSealPlan> {
  const ts = compile(text);
  const decl = ts.tools.get(tool);
  if (!decl) throw new Error(`no ${tool}`);
  return writeSealPlan(ts, decl);
}

describe("writeSealPlan", () => {
  it("lists the context fields the write's gates read, and the lists read as sets", () => {
    expect(plan(BASE, "label")).toMatchObject({ context: ["teams", "tenant"], sets: ["teams"] });
    expect(plan(BASE, "note")).toMatchObject({ context: [], sets: [] });
  });

  it("changes with a type reached through another type, a context field it reads, its budget; not with texts or another tool", () => {
    const base = plan(BASE, "label").contract;
    const changed = (from: string, to: string): boolean => {
      expect(BASE).toContain(from);
      return plan(BASE.replace(from, to), "label").contract !== base;
    };
    expect(changed("string(1..20)", "string(1..30)")).toBe(true);
    expect(changed('"red" | "blue"', '"red" | "green"')).toBe(true);
    expect(changed("teams: string[]", "teams: string[1..]")).toBe(true);
    expect(changed("budget 3", "budget 4")).toBe(true);
    expect(changed("/^T-\\d+$/", "/^T-\\d{2,}$/")).toBe(true);
    expect(changed("Only your teams.", "Yours only.")).toBe(false);
    expect(changed("No ticket {id}.", "Not found: {id}.")).toBe(false);
    expect(changed('"The labels."', '"Up to three labels."')).toBe(false);
    expect(changed("locale: string", "locale: string(2..5)")).toBe(false);
    expect(changed('doc "Get a ticket by its ID."', 'doc "Get one ticket by its ID."')).toBe(false);
    expect(changed('doc "Add a note to a ticket.', 'doc "Add a short note to a ticket.')).toBe(false);
  });
});
