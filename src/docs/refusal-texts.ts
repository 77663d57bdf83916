// RUNTIME.md's table of the texts refusals put before the model, generated from the one
// module that holds them (src/runtime/runtime-texts.ts), so the docs cannot drift.
import { betweenMarkers } from "../diagnostics/docs.js";
import * as T from "../runtime/runtime-texts.js";
import { unknownToolText } from "../runtime/validators.js";

/** The markers between which RUNTIME.md holds the generated table. */
export const TEXTS_BEGIN = "<!-- refusal-texts:begin (generated from src/runtime/runtime-texts.ts; run npm run docs) -->";
/** End marker of the generated table. */
export const TEXTS_END = "<!-- refusal-texts:end -->";

// A number's place in a template, shown as its name.
const N = "{max}" as unknown as number;
const code = (s: string): string => `\`${s.replace(/\|/g, "\\|")}\``;
const or = (...texts: string[]): string => texts.map(code).join(" or ");

/** Each refusal code, the text the model reads (placeholders in braces) and where it comes from. */
export function refusalRows(): [code: string, text: string, when: string][] {
  return [
    ["unknown_tool", or(unknownToolText("{name}"), unknownToolText("")), "a name that is no tool (a write tool's name reads the same); `validate` says the same"],
    ["invalid_arguments", or(T.invalidArgumentsText("{tool}", ["{path}: {message}", "{path}: {message}"]), T.NOT_JSON_TEXT), "the arguments fail the contract, or are not JSON"],
    ["not_found, other_owner", `the resource's \`missing\` text, else ${code(T.missingTemplate("{resource}"))}, \`{id}\` filled in`, "no such id, or not the caller's: the two read alike"],
    ["not_seen", or(T.notSeenTemplate("{resource}", "{tool}", false), T.notSeenKindText("{resource}", "{tool}", false)), "`seen` evidence missing (`proposing` for a write); once the evidence is full it adds " + code(T.evidenceFullText(N).replace("{max}", "10000"))],
    ["out_of_scope", `the \`scope\`'s own text, else ${code(T.scopeText("{arg}"))}; ${code(T.otherPrincipalText("{field}"))}`, "a value outside the scope; a second principal (`establish`)"],
    ["effect_exceeded", or(T.effectText("{arg}", N, true), T.effectText("{arg}", N, false), T.effectTaskText("{arg}", N, true), T.effectTaskText("{arg}", N, false)), "`effect ARG max N` (per call, or `per task`)"],
    ["budget_exhausted", or(T.budgetText("{tool}", N), T.budgetText("{tool}", N, "proposal")), "`budget N`; a write's counts its proposals"],
    ["wrong_state", `${code(T.wrongStateText("{resource}", "{id}", "{state}", "{tool}", ["{a}", "{b}"]))}, or the \`require\` member's own message`, "`require ARG is ...`"],
    ["once_used", `${or(T.onceUsedText("{tool}", "{arg}", "{value}", false), T.onceUsedText("{tool}", "{arg}", "{value}", true))}, or the \`once\` member's own message`, "`once ARG per task`; `once ARG`, at `execute`"],
    ["not_proposable", code(T.notProposableText("{name}")), "`propose` given a read tool's call"],
    ["untrusted_value", "the text of the write's `refuse when` that held", "from `propose`"],
    ["task_stopped", code(T.TASK_STOPPED_TEXT), "`refusals max N` reached"],
    ...(Object.entries(T.FAILURE_TEXT).map(([c, text]) => [c, code(text), "a handler's or service's failure"]) as [string, string, string][]),
    ["invalid_output", code(T.INVALID_OUTPUT_TEXT), "the reply fails its `returns` type"],
  ];
}

/** The Markdown table of refusal texts. */
export function refusalTextsMarkdown(): string {
  const rows = refusalRows().map(([c, text, when]) => `| ${c.split(", ").map((x) => `\`${x}\``).join(", ")} | ${text} | ${when} |`);
  return ["| code | text the model reads | when |", "|---|---|---|", ...rows].join("\n");
}

/** Replaces the generated section of RUNTIME.md's text (unchanged when the markers are absent). */
export function withRefusalTexts(doc: string): string {
  return betweenMarkers(doc, TEXTS_BEGIN, TEXTS_END, refusalTextsMarkdown());
}
