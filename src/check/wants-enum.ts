// An open string whose doc lists its values ("one of open, closed or pending", "either
// asc or desc", `"draft" | "final"`) is an enum written in prose: the model may send
// any spelling and the handler must guess. Only the doc is read for values, and only
// explicit listings count, so docs with examples ("such as EX-001", "e.g. ...") are
// left alone. The name alone counts only for words that nearly always name a closed
// set (status, priority, severity, direction, ...) on a short string (at most 40
// characters), since a long one is prose ("status_note"). A string with a pattern is
// already closed, so it is never judged.
import type { Rule } from "./rule.js";
import { forEachInputString } from "./inputs.js";

const VALUE = /^[A-Za-z0-9][\w.-]{0,30}$/;

const clean = (s: string): string => s.trim().replace(/^["'`]|["'`.,;:)]+$/g, "").replace(/^["'`(]/, "");

/** Splits "a, b or c" / "a, b, and c" / "a/b/c" into values, or [] when it is not such a list. */
function splitList(text: string): string[] {
  const parts = text.split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*|\s*\|\s*/).map(clean).filter((p) => p !== "");
  return parts.length >= 2 && parts.length <= 12 && parts.every((p) => VALUE.test(p)) ? parts : [];
}

/** The values a doc says a string takes, or [] when it lists none. */
export function listedValues(doc: string): string[] {
  if (/\b(e\.g\.|for example|examples?:?|such as|for instance|like)\b/i.test(doc)) return [];
  // "one of a, b or c" / "must be a or b" / "can be a, b or c" / "accepts a or b" / "The test
  // framework: pytest, jest or go." / "(a, b or c)" up to the end of the clause.
  const leads = [
    /\b(?:one of|must be|can be|either|values?(?: are)?:|allowed:|options?:|accepts|supports|choose from|pick from|(?:valid|allowed|possible|supported|accepted) values(?: are)?)\s*:?\s*([^.;()]+)/i,
    /^[^.;:()]{1,60}:\s*([^.;()]+)/,
    /\(([^()]+)\)/,
  ];
  for (const [i, lead] of leads.entries()) {
    const m = lead.exec(doc);
    if (!m?.[1]) continue;
    const values = splitList(m[1].replace(/\s+or\s+.*\bif\b.*$/i, ""));
    // After a bare colon or in brackets, two values need an "or" to read as a choice ("Sort: name, date" is a list).
    const choice = i === 0 || values.length >= 3 || /\bor\b|\||\//.test(m[1]);
    if (values.length >= 2 && choice) return values;
  }
  // Two or more quoted words joined by commas, "or" or "|": "open", "closed" or "pending".
  const quoted = /(["'`])[\w.-]+\1(?:\s*(?:,|\bor\b|\band\b|\|)\s*(?:or\s+)?(["'`])[\w.-]+\2)+/.exec(doc);
  if (quoted) return splitList(quoted[0]);
  // a|b|c written as in a pattern.
  const piped = /\b[\w-]+(?:\|[\w-]+)+\b/.exec(doc);
  if (piped) return splitList(piped[0]);
  return [];
}

// Name words that nearly always stand for a closed set, with a typical enum to suggest.
const CLOSED_NAMES: ReadonlyMap<string, string> = new Map(Object.entries({
  status: '"open" | "closed"',
  state: '"active" | "inactive"',
  priority: '"low" | "normal" | "high"',
  severity: '"low" | "medium" | "high"',
  direction: '"asc" | "desc"',
  mode: '"preview" | "apply"',
  kind: '"a" | "b"',
  level: '"low" | "high"',
})); // a Map, so that a name such as `constructor` finds nothing

/** Open strings whose doc lists the few values they take. */
export const wantsEnum: Rule = {
  name: "wants-enum",
  check(ts, report) {
    // Docs repeat across tools; each is read once.
    const listed = new Map<string, string[]>();
    const valuesOf = (doc: string): string[] => {
      let values = listed.get(doc);
      if (!values) listed.set(doc, (values = listedValues(doc)));
      return values;
    };
    forEachInputString(ts, (t, holder) => {
      if (t.pattern || t.format) return;
      const values = holder.doc ? valuesOf(holder.doc) : [];
      if (values.length >= 2) {
        const suggestion = values.map((v) => JSON.stringify(v)).join(" | ");
        report("wants-enum", t.span, { name: holder.name, where: "doc", values: ` (${values.join(", ")})`, suggestion });
        return;
      }
      const word = holder.name.toLowerCase().split(/_+/).pop() ?? "";
      const example = CLOSED_NAMES.get(word);
      if (example !== undefined && t.length?.max !== undefined && t.length.max <= 40) {
        report("wants-enum", t.span, { name: holder.name, where: "name", values: "", suggestion: `list them, e.g. ${example}` });
      }
    });
  },
};
